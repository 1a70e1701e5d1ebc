"""The Ciapanò family's rules in the Rules scene: the variant being played (or chosen), then
the family's other variants, each with its own description (which says its choices as
choices), then the family's terms glossed in the player's language (per the glossary of
RULES.md: dialect names kept, with what the language's players call the thing)."""

from __future__ import annotations

from typing import Any

from cicera_gui.i18n import _, translator
from cicera_gui.names import figure_words, variant_name
from engine.families import load_variant, variant_ids


def _match_line(rules: Any) -> str:
    """How this variant's match ends, with its target (a derived variant's own)."""
    if rules.end == "first_to_target":
        return _("The first to reach {target} ends the match; the fewest points win").format(
            target=rules.target)
    if rules.end == "deals":
        return _("The match lasts {deals} deals; the fewest points win").format(
            deals=rules.deals)
    if rules.survivors > 1:
        return _("Whoever reaches {target} is out; the match ends when {n} players are left, "
                 "who win").format(target=rules.target, n=rules.survivors)
    return _("Whoever reaches {target} is out; the last player in wins").format(
        target=rules.target)


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
        (_("Pita"), _("Busca: the ace of coins, worth 8 points.")),
        (_("Busca, busche"), _("Busca: the penalty points written after each hand.")),
        (_("Andare a duro"), _(
            "Mattazza: \"going hard\", a call a player may make on their turn, once a hand. "
            "The computer players make it at their first play with five or more 3s, 2s and "
            "aces. Table talk: it changes no score (choice).")),
        (_("Tirare la mattazza"), _(
            "Mattazza: \"pulling the mattazza\", a call a player may make on their turn, once "
            "a hand. The computer players make it late in the hand when another player still "
            "has no trick and they lead holding only cards nobody can beat. Table talk: it "
            "changes no score (choice).")),
        (_("Target, survivors"), _("The target is the score at which a player is out, or "
                                   "the match ends; the survivors are how many players left "
                                   "in end the match.")),
    ]


def _drawable(text: str) -> str:
    """The Japanese font has no ⅓ ⅔: there they are written 1/3, 2/3."""
    if translator.language != "ja":
        return text
    return text.replace("⅓", " 1/3").replace("⅔", " 2/3")


def rules_sections(rules: Any, deck: str = "bresciane") -> list[tuple[str, str]]:
    """(heading, text) pairs: the chosen variant with how its match ends, the family's other
    variants, the terms."""
    return [(heading, _drawable(text)) for heading, text in _sections(rules, deck)]


def _sections(rules: Any, deck: str) -> list[tuple[str, str]]:
    stop = "。" if translator.language == "ja" else "."
    # the description is the variant file's own text: a space before the translated line
    calls = _("On your turn, the buttons over your panel announce the calls.") if getattr(
        rules, "calls", ()) else ""
    sections = [(variant_name(rules.name),
                 " ".join(part for part in (rules.description, _match_line(rules) + stop, calls)
                          if part))]
    for variant in variant_ids(rules.game):
        other = load_variant(variant)
        if other.id != rules.id:
            sections.append((variant_name(other.name), other.description))
    sections.append((_("Terms"), ""))
    sections += terms(deck)
    return sections
