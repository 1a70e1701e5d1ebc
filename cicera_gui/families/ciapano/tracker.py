"""The trick table's card tracker, in lines (the panel is the shared table's,
:mod:`cicera_gui.table.line_panel`): each suit's cards not yet seen (as the cards'
indices print them, highest first), the card points still out, and the voids each player has
shown. Only what the player's seat could have counted: the engine's view of that seat."""

from __future__ import annotations

from cicera_gui.art.decks import rank_label
from cicera_gui.families.ciapano.variant_text import points_text
from cicera_gui.play.match import HUMAN
from cicera_gui.table.line_panel import PanelLine
from cicera_gui.words.card_names import capitalized
from cicera_gui.words.i18n import _, join_list, translator
from cicera_gui.words.names import seat_name, suit_words
from engine.cards import RANK_OF, RANK_SYMBOLS, SUIT_OF
from engine.ciapano.order import TRICK_ORDER
from engine.ciapano.view import SeatView


def suit_line(suit: int, unseen: list[int], deck: str) -> str:
    """``Coins (4): 3 A C 5`` — the suit's unseen cards, highest first."""
    ranks = sorted((RANK_OF[c] for c in unseen if SUIT_OF[c] == suit), key=TRICK_ORDER.index)
    name = capitalized(suit_words(deck)[suit])
    if not ranks:
        return _("{suit}: none").format(suit=name)
    return _("{suit} ({n}): {ranks}").format(
        suit=name, n=len(ranks),
        ranks=_gap().join(rank_label(RANK_SYMBOLS[rank], deck=deck) for rank in ranks))


def _gap() -> str:
    """Between two indices: the Japanese face's space is narrow, so two of them there."""
    return "  " if translator.language == "ja" else " "


def tracker_lines(view: SeatView, deck: str) -> list[PanelLine]:
    """The tracker's heading, then its lines."""
    unseen = [int(c) for c in view.unseen()]
    lines = [PanelLine(_("Not yet seen"), "heading"),
             *(PanelLine(suit_line(suit, unseen, deck)) for suit in range(4))]
    out = sum(view.rules.values[c] for c in unseen)
    lines.append(PanelLine(_("Card points still out: {points}").format(
        points=points_text(out, view.rules.unit_size))))
    words = suit_words(deck)
    for seat in view.seats:
        voids = sorted(view.voids[seat])
        if seat != HUMAN and voids:
            lines.append(PanelLine(_("{name}: no {suits}").format(
                name=seat_name(seat), suits=join_list([words[suit] for suit in voids]))))
    return lines
