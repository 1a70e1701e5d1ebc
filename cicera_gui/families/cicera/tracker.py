"""Cicera's card tracker, in lines (the panel is the shared table's,
:mod:`cicera_gui.table.line_panel`): the cards of each suit not yet seen, the honours and the
spades still out, the cards in the other hands and still to deal. Only what the player's
seat could have counted: the engine's view of that seat."""

from __future__ import annotations

from dataclasses import dataclass

from cicera_gui.families.cicera.terms import HONOUR_NAMES
from cicera_gui.table.line_panel import PanelLine
from cicera_gui.words.card_names import capitalized, rank_word
from cicera_gui.words.i18n import _, ngettext
from cicera_gui.words.names import suit_words
from engine.cards import SUIT_OF, Card
from engine.cicera.scoring import HONOURS
from engine.cicera.view import SeatView

SPADES = 2


@dataclass(frozen=True)
class TrackerData:
    """What the player could have counted: cards of each suit not yet seen, the honours and
    spades still out (in other hands or still to be dealt)."""

    unseen_by_suit: tuple[int, int, int, int]
    honours_out: tuple[Card, ...]
    spades_out: tuple[Card, ...]
    in_other_hands: int
    to_deal: int


def tracker_data(view: SeatView) -> TrackerData:
    unseen = sorted(view.unseen())
    counts = [0, 0, 0, 0]
    for card in unseen:
        counts[SUIT_OF[card]] += 1
    return TrackerData(
        unseen_by_suit=(counts[0], counts[1], counts[2], counts[3]),
        honours_out=tuple(c for c in unseen if int(c) in HONOURS),
        spades_out=tuple(c for c in unseen if SUIT_OF[c] == SPADES),
        in_other_hands=sum(n for seat, n in enumerate(view.hand_sizes) if seat != view.seat),
        to_deal=view.stock,
    )


def tracker_lines(view: SeatView, deck: str) -> list[PanelLine]:
    """The tracker's heading, then its lines: the suits, then the honours and spades out
    (listed whole, never broken inside a name), then the cards elsewhere."""
    data = tracker_data(view)
    lines = [PanelLine(_("Card tracker"), "heading"),
             PanelLine(_("Not seen yet:"), "muted")]
    for word, count in zip(suit_words(deck), data.unseen_by_suit, strict=True):
        lines.append(PanelLine(ngettext("{suit}: {n} card", "{suit}: {n} cards", count).format(
            suit=capitalized(word), n=count)))
    honours = tuple(_(HONOUR_NAMES[int(card)]) for card in data.honours_out)
    lines.append(PanelLine(_("Honours still out: {cards}").format(cards="{items}"),
                             items=honours, apart=True) if honours else
                 PanelLine(_("Every honour has been seen"), apart=True))
    ranks = tuple(rank_word(int(c), deck) for c in data.spades_out)
    lines.append(PanelLine(_("{suit} still out: {ranks}").format(
        suit=capitalized(suit_words(deck)[SPADES]), ranks="{items}" if ranks else "—"),
        items=ranks))
    lines.append(PanelLine(ngettext("{n} card in the other hands",
                                      "{n} cards in the other hands",
                                      data.in_other_hands).format(n=data.in_other_hands),
                             "muted"))
    if data.to_deal:
        lines.append(PanelLine(ngettext("{n} card still to deal", "{n} cards still to deal",
                                          data.to_deal).format(n=data.to_deal), "muted"))
    return lines
