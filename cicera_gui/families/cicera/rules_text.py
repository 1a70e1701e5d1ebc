"""The in-game rules of a Cicera variant, built from its parameters, in the player's language.

Choices the sources leave open are said as choices.
"""

from __future__ import annotations

from itertools import groupby

from cicera_gui.families.cicera.terms import deck_terms
from cicera_gui.words.i18n import _, join_list, join_sentences, ngettext
from cicera_gui.words.names import deck_family, figure_words, suit_words, variant_name
from engine.cicera.rules import CiceraRules


def _deal_steps(rules: CiceraRules, players: int) -> list[str]:
    """The first deal's packets in words, in order; packets to the hands one after another
    said once, as rounds ("4 rounds of 3 to each player (12 each)")."""
    steps: list[str] = []
    for packet, run in groupby(rules.deal_for(players).first):
        rounds = len(list(run))
        if packet.to != "hands":
            steps += [_("{n} face up to the table").format(n=packet.count)] * rounds
        elif rounds == 1:
            steps.append(_("{n} to each player").format(n=packet.count))
        else:
            steps.append(ngettext("{k} round of {n} to each player ({total} each)",
                                  "{k} rounds of {n} to each player ({total} each)",
                                  rounds).format(k=rounds, n=packet.count,
                                                 total=rounds * packet.count))
    return steps


def _deal_text(rules: CiceraRules, players: int) -> str:
    pattern = rules.deal_for(players)
    first = join_list(_deal_steps(rules, players))
    text = _("{players} players: {first}.").format(players=players, first=first)
    if pattern.later:
        text = join_sentences([text, _(
            "When every hand is empty, {n} more to each player from the rest of the deck; "
            "no cards go to the table then."
        ).format(n=pattern.later)])
    return text


def rules_sections(rules: CiceraRules, deck: str = "bresciane") -> list[tuple[str, str]]:
    """(heading, text) pairs: the whole rules of ``rules``'s variant, naming suits and
    figures as ``deck`` shows them."""
    coins, cups, swords, batons = suit_words(deck)
    fante, cavallo, re = figure_words(deck)
    sides = _("Four players play in partnerships, partners opposite; otherwise every player "
              "plays for themself.")
    parts: list[tuple[str, list[str]]] = [
        (variant_name(rules.name), [(_(
            "Cicera is played with the 52-card Bresciane deck: {coins}, {cups}, {swords} and "
            "{batons}, ace to ten, {fante}, {cavallo} and {re}. Play runs counter-clockwise; the "
            "player after the dealer plays first, and the deal passes to the next player each "
            "hand.") if deck_family(deck) == "italian" else _(
            "Cicera is played with the 52 cards of the Bresciane deck, here in French suits: "
            "{coins}, {cups}, {swords} and {batons}, ace to ten, {fante}, {cavallo} and {re}. "
            "Play runs counter-clockwise; the player after the dealer plays first, and the deal "
            "passes to the next player each hand.")
        ).format(coins=coins, cups=cups, swords=swords, batons=batons, fante=fante,
                 cavallo=cavallo, re=re), sides]),
        (_("Dealing"), [_deal_text(rules, n) for n in rules.players]),
        (_("Capturing"), [_(
            "On your turn, play one card. With it you may take one table card of the same rank "
            "(figures included), or two or more number cards whose values add up to the card's "
            "value (ace 1 … ten 10). Figures take only by rank. You may always just lay the "
            "card on the table, even when it could take. Captured cards go face down to your "
            "side's pile. At the end of the hand, the cards left on the table go to whoever "
            "captured last, without event points; if nobody captured at all, they go to nobody "
            "(a house rule: the sources are silent)."
        )]),
        (_("Event points"), [
            _("One point each, at the moment of the capture. Scùa: the capture leaves the "
              "table empty. Picada: taking by rank the very card the previous player just laid. "
              "Simili: the played card and all captured cards are of one suit. Quadriglia: "
              "three or more cards taken."),
            _("Cinquina: four or more cards taken, one point more on top of the Quadriglia "
              "(four or more is a house rule: the sources say four).") if rules.cinquina else "",
            _("Forced points: on the very last play of the hand, taking by rank the figure that "
              "the previous player laid as their last card scores neither Picada nor Scùa.")
            if rules.forced_points_void else "",
        ]),
        (_("Scoring a hand"), [
            _("Cards: 2 points for the most cards. {spades}: 1 point for the most {swords} (a "
              "tie: nobody). Napula: holding the ace, two and three of {swords} scores the "
              "length of the unbroken run of {swords} from the ace (by house rule it goes on into "
              "the figures). La Mata ({mata}), Dieci di denari ({dieci}) and Fante di coppe "
              "({fante_card}): 1 point each. Every Scùa, Picada, Simili and Quadriglia counts "
              "too.").format(**deck_terms(deck)),
            _("A tie for most cards: 1 point to each tied side.")
            if rules.cards_tie == "one_each" else _("A tie for most cards: nobody."),
        ]),
        (_("The match"), [
            ngettext("Hands are played until a side has {target} point or more after a hand; "
                     "then the side with the most points wins. If the top is tied, play goes "
                     "on.",
                     "Hands are played until a side has {target} points or more after a hand; "
                     "then the side with the most points wins. If the top is tied, play goes "
                     "on.", rules.target).format(target=rules.target),
            _("Napoleone: a side that takes all thirteen {swords} in one hand wins the match "
              "at once.").format(swords=swords) if rules.napoleone else "",
        ]),
    ]
    return [(heading, join_sentences(sentences)) for heading, sentences in parts]
