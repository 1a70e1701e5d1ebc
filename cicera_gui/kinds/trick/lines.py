"""A trick game's cards in lines, the same for every such game: a player's hand by suit, and
the card tracker's lines (each suit's cards not yet seen, the suits each other player has
shown they lack). A suit's cards are listed highest first in the family's order of ranks,
as the cards' indices print them. The tracker says only what the player's seat could have
counted: the engine's view of that seat."""

from __future__ import annotations

from collections.abc import Iterable, Sequence, Set
from typing import Protocol

from cicera_gui.art.decks import rank_label
from cicera_gui.table.line_panel import PanelLine
from cicera_gui.words.card_names import capitalized
from cicera_gui.words.i18n import _, join_list, translator
from cicera_gui.words.names import seat_name, suit_words, viewer
from engine.cards import RANK_OF, RANK_SYMBOLS, SUIT_OF


class TrackedView(Protocol):
    """What the tracker reads of a seat's view: the seats in the hand, the suits each has
    shown it lacks, the cards the seat has not seen."""

    @property
    def seats(self) -> Sequence[int]: ...
    @property
    def voids(self) -> Sequence[Set[int]]: ...

    def unseen(self) -> Set[int]: ...


def suit_ranks(cards: Iterable[int], suit: int, order: Sequence[int], deck: str) -> list[str]:
    """The indices of ``cards`` of ``suit``, highest first in ``order`` (the ranks, highest
    first)."""
    ranks = sorted((RANK_OF[c] for c in cards if SUIT_OF[c] == suit), key=order.index)
    return [rank_label(RANK_SYMBOLS[rank], deck=deck) for rank in ranks]


def hand_line(seat: int, cards: Sequence[int], order: Sequence[int], deck: str) -> str:
    """``Bepi: coins 3 A · cups R 7`` — a player's cards by suit, highest first."""
    words = suit_words(deck)
    parts = [f"{words[suit]} {' '.join(ranks)}" for suit in range(4)
             if (ranks := suit_ranks(cards, suit, order, deck))]
    shown = " · ".join(parts) if parts else _("no cards")
    return _("{name}: {cards}").format(name=seat_name(seat), cards=shown)


def _gap() -> str:
    """Between two indices: the Japanese face's space is narrow, so two of them there."""
    return "  " if translator.language == "ja" else " "


def tracker_lines(view: TrackedView, order: Sequence[int], deck: str,
                  more: Sequence[str] = ()) -> list[PanelLine]:
    """The tracker's heading; ``Coins (4): 3 A C 5``, each suit's cards not yet seen; the
    family's ``more`` lines; then the suits each other player has shown they lack."""
    unseen = [int(c) for c in view.unseen()]
    words = suit_words(deck)
    lines = [PanelLine(_("Not yet seen"), "heading")]
    for suit in range(4):
        ranks, name = suit_ranks(unseen, suit, order, deck), capitalized(words[suit])
        lines.append(PanelLine(
            _("{suit} ({n}): {ranks}").format(suit=name, n=len(ranks), ranks=_gap().join(ranks))
            if ranks else _("{suit}: none").format(suit=name)))
    lines += [PanelLine(line) for line in more]
    for seat in view.seats:
        voids = sorted(view.voids[seat])
        if seat != viewer() and voids:
            lines.append(PanelLine(_("{name}: no {suits}").format(
                name=seat_name(seat), suits=join_list([words[suit] for suit in voids]))))
    return lines
