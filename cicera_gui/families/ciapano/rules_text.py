"""The Ciapanò family's rules in the Rules scene: the variant being played (or chosen), whole
and built from its parameters in the player's language (its choices said as choices), a
line on each of the family's other variants, then the family's terms glossed in the
player's language (per the glossary of RULES.md: dialect names kept, with what the
language's players call the thing)."""

from __future__ import annotations

from cicera_gui.families.ciapano.variant_text import variant_sections, variant_summary
from cicera_gui.words.card_names import card_name
from cicera_gui.words.i18n import N_, _
from cicera_gui.words.names import figure_words, variant_name
from engine.cards import Card
from engine.ciapano.rules import CiapanoRules
from engine.families import load_variant, variant_ids

#: What each Mattazza call means, for the glossary and the call buttons' tooltips.
CALL_HELP = {
    "duro": N_("Mattazza: \"going hard\", said on your turn, once a hand. It tells the others "
               "that you hold many of the strongest cards (3s, 2s and aces) and will take "
               "tricks with them. The computer players say it at their first play with five or "
               "more of them. It is table talk and changes no score (house rule)."),
    "mattazza": N_("Mattazza: \"pulling the mattazza\", said on your turn, once a hand. It "
                   "tells the others that from now on you lead only cards nobody can beat, so "
                   "a player still without a trick may end the hand without one and write 1. "
                   "The computer players say it late in the hand in just that case. It is "
                   "table talk and changes no score (house rule)."),
}


def call_help(call: str) -> str:
    """What the Mattazza call ``call`` means, translated."""
    return _(CALL_HELP[call])


#: What busche are, for the glossary and the hand summary's tooltip.
BUSCHE_HELP = N_("Busca: the penalty points written after each hand.")

def terms(deck: str) -> list[tuple[str, str]]:
    """The family's terms: (the term, its gloss)."""
    fante, cavallo, re = figure_words(deck)
    return [
        (_("Cricche, figure, scartine"), _(
            "The ranks in three groups: the cricche (3, 2, ace) win most, then the figure "
            "({re}, {cavallo}, {fante}), then the scartine (7, 6, 5, 4).").format(
                re=re, cavallo=cavallo, fante=fante)),
        (_("Cappotto"), _("Taking every card point: all the others wrote 0.")),
        (_("Monte"), _("Traversone: the cards left over after the deal, face down; they go "
                       "to the winner of the last trick.")),
        (_("Talon"), _("Kifameno: the face-down cards left after the deal, from which every "
                       "player draws one before a trick.")),
        (_("Pita"), _("Busca: the {card}, worth 8 points.").format(
            card=card_name(int(Card.parse("Ad")), deck))),
        (_("Busca, busche"), _(BUSCHE_HELP)),
        (_("Andare a duro"), call_help("duro")),
        (_("Tirare la mattazza"), call_help("mattazza")),
        (_("Target, survivors"), _("The target is the score at which a player is out, or "
                                   "the match ends; the survivors are how many players left "
                                   "in end the match.")),
    ]


def rules_sections(rules: CiapanoRules, deck: str = "bresciane") -> list[tuple[str, str]]:
    """(heading, text) pairs: the chosen variant's whole rules from its parameters, a line
    on each of the family's other variants, then the terms."""
    sections = variant_sections(rules, deck)
    for variant in variant_ids(rules.game):
        if variant != rules.id:
            sections.append((variant_name(load_variant(variant).name),
                             variant_summary(variant, deck)))
    sections.append((_("Terms"), ""))
    sections += terms(deck)
    return sections
