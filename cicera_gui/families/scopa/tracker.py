"""Scopa's card tracker, in lines (the panel is the shared table's): the cards of each suit
not yet seen, the sevens and the settebello still out, the cards in the other hands and
still to deal. Only what the player's seat could have counted: the engine's view of it."""

from __future__ import annotations

from cicera_gui.table.line_panel import PanelLine
from cicera_gui.words.card_names import capitalized, card_name
from cicera_gui.words.i18n import _, ngettext
from cicera_gui.words.names import suit_words
from engine.cards import RANK_OF, SUIT_OF
from engine.scopa.scoring import SETTEBELLO
from engine.scopa.view import SeatView


def tracker_lines(view: SeatView, deck: str) -> list[PanelLine]:
    """The tracker's heading, then the suits, the sevens out, and the cards elsewhere."""
    unseen = sorted(int(card) for card in view.unseen())
    lines = [PanelLine(_("Card tracker"), "heading"), PanelLine(_("Not seen yet:"), "muted")]
    for suit, word in enumerate(suit_words(deck)):
        count = sum(SUIT_OF[card] == suit for card in unseen)
        lines.append(PanelLine(ngettext("{suit}: {n} card", "{suit}: {n} cards", count).format(
            suit=capitalized(word), n=count)))
    sevens = tuple(card_name(card, deck) for card in unseen
                   if RANK_OF[card] == RANK_OF[SETTEBELLO])
    lines.append(PanelLine(_("Sevens still out: {cards}").format(cards="{items}"),
                           items=sevens, apart=True) if sevens else
                 PanelLine(_("Every seven has been seen"), apart=True))
    others = sum(n for seat, n in enumerate(view.hand_sizes) if seat != view.seat)
    lines.append(PanelLine(ngettext("{n} card in the other hands",
                                    "{n} cards in the other hands", others).format(n=others),
                           "muted"))
    if view.stock:
        lines.append(PanelLine(ngettext("{n} card still to deal", "{n} cards still to deal",
                                        view.stock).format(n=view.stock), "muted"))
    return lines
