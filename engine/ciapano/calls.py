"""Mattazza's calls, "andare a duro" and "tirare la mattazza": table talk that changes no score.

RULES.md says only that the calls may be announced; the sources give them no effect, so the
project's choice is that a call is said and shown, and nothing else: the cards, the moves and
the score are those of the same match without it. A variant offers calls by listing their ids
(``calls: [duro, mattazza]``).

A seat may call on its own turn while a hand is played, each call at most once a hand. The
computer opponents decide from their view alone (and the calls already said, which everyone
heard), so the same view says the same thing whatever the hidden hands hold:

* ``duro`` ("andare a duro", going hard), at the seat's first play of the hand, when its hand
  is strong in top cards: five or more of the 3s, 2s and aces;
* ``mattazza`` ("tirare la mattazza", pulling the mattazza), late in the hand (four tricks
  left or fewer, the last excepted), when another seat still has no trick and the caller
  leads holding only masters (cards that nothing unseen of their suit beats): it will take
  every trick left, so that seat keeps none.

The thresholds are the project's choice, not the sources'. Calls are kept beside a match
(in the program's save), never in its record.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from engine.cards import RANK_OF, SUIT_OF
from engine.ciapano.order import RANK_STRENGTH
from engine.ciapano.rules import CALLS

if TYPE_CHECKING:
    from engine.ciapano.view import SeatView

DURO, MATTAZZA = CALLS

#: Rank indices (engine.cards) of the top cards: ace, 2, 3.
TOP_RANKS = frozenset({0, 1, 2})
#: "Andare a duro": this many top cards in the hand at the seat's first play.
DURO_TOP_CARDS = 5
#: "Tirare la mattazza": at most this many tricks left (and at least two).
MATTAZZA_TRICKS_LEFT = 4


class Call(NamedTuple):
    """``seat`` said ``call`` in hand number ``hand`` when ``at`` cards of the hand had
    been played."""

    hand: int
    at: int
    seat: int
    call: str


def as_call(entry: Call | Sequence[Any]) -> Call:
    """A call as :class:`Call`, from the plain list a restored save holds."""
    return entry if isinstance(entry, Call) else Call(*entry)


class CallIndex:
    """A match's calls by hand, each seat's call once a hand (the first time it was said:
    a seat says a call at most once a hand, so a save that repeats one says nothing more),
    for looking up a hand's few calls instead of going through all of them (a save may hold
    thousands). ``mark`` tells whether the calls changed since (calls are only added at the
    end, or the list cut short when plays are taken back)."""

    def __init__(self, calls: Sequence[Call | Sequence[Any]]) -> None:
        self.mark = self.mark_of(calls)
        self.by_hand: dict[int, list[Call]] = {}
        seen: set[tuple[int, int, str]] = set()
        for entry in calls:
            call = as_call(entry)
            if (call.hand, call.seat, call.call) not in seen:
                seen.add((call.hand, call.seat, call.call))
                self.by_hand.setdefault(call.hand, []).append(call)

    @staticmethod
    def mark_of(calls: Sequence[Call | Sequence[Any]]) -> tuple[int, int, object]:
        """The list, its length and its last call."""
        return (id(calls), len(calls), tuple(calls[-1]) if calls else None)

    def hand(self, hand: int) -> list[Call]:
        """The calls said in hand number ``hand``, in the order said."""
        return self.by_hand.get(hand, [])

    def in_trick(self, hand: int, trick: int, players: int) -> list[Call]:
        """The calls said in hand ``hand`` before a card of its trick number ``trick`` (from
        0) was played, with ``players`` seats in the hand."""
        return [call for call in self.hand(hand) if call.at // max(1, players) == trick]


def plays_so_far(view: SeatView) -> int:
    """How many cards of the hand have been played (the play a call comes before)."""
    return sum(len(trick.cards) for trick in view.tricks) + len(view.trick)


def made_this_hand(view: SeatView, made: Iterable[Call]) -> list[Call]:
    """The calls said in the view's hand so far."""
    return [call for call in made if call.hand == view.hand_number]


def may_call(view: SeatView, call: str, made: Iterable[Call]) -> bool:
    """Whether the view's seat may say ``call`` now: the variant offers it, the seat is to
    play a card in a hand in progress, and it has not said that call this hand."""
    if call not in view.rules.calls or view.turn != view.seat or view.choices:
        return False
    if view.winners is not None or not view.hand:
        return False
    return not any(c.seat == view.seat and c.call == call for c in made_this_hand(view, made))


def open_calls(view: SeatView, made: Iterable[Call]) -> tuple[str, ...]:
    """The calls the view's seat may say now, in the variant's order."""
    said = list(made)
    return tuple(call for call in view.rules.calls if may_call(view, call, said))


def call_now(view: SeatView, call: str, made: Iterable[Call]) -> Call:
    """The :class:`Call` the view's seat says now; ValueError when it may not."""
    if not may_call(view, call, made):
        raise ValueError(f"seat {view.seat} may not call {call!r} now")
    return Call(view.hand_number, plays_so_far(view), view.seat, call)


def top_cards(view: SeatView) -> int:
    """The 3s, 2s and aces in the seat's hand."""
    return sum(1 for card in view.hand if RANK_OF[card] in TOP_RANKS)


def masters(view: SeatView) -> int:
    """The seat's cards that nothing it has not seen beats in their suit."""
    best_unseen = [-1, -1, -1, -1]
    for card in view.unseen():
        suit = SUIT_OF[card]
        best_unseen[suit] = max(best_unseen[suit], RANK_STRENGTH[RANK_OF[card]])
    return sum(1 for card in view.hand
               if RANK_STRENGTH[RANK_OF[card]] > best_unseen[SUIT_OF[card]])


def wants_duro(view: SeatView) -> bool:
    """At the seat's first play, a hand strong in top cards."""
    return not view.tricks and top_cards(view) >= DURO_TOP_CARDS


def wants_mattazza(view: SeatView) -> bool:
    """Late in the hand another seat has no trick, and the seat leads holding only masters:
    leading each in turn, it takes every trick left, and that seat keeps none."""
    left = len(view.hand)  # the seat has not played to this trick yet: the tricks left
    if view.trick or not 2 <= left <= MATTAZZA_TRICKS_LEFT:
        return False
    trickless = [s for s in view.seats if s != view.seat and view.tricks_won[s] == 0]
    return bool(trickless) and masters(view) == left


_WANTS = {DURO: wants_duro, MATTAZZA: wants_mattazza}


def choose_call(view: SeatView, made: Sequence[Call]) -> str | None:
    """The call a computer opponent says now, or None: a function of its view and the calls
    already said, nothing else (see the module's docstring). At most one call a turn."""
    hand_calls = made_this_hand(view, made)
    at = plays_so_far(view)
    if any(c.seat == view.seat and c.at == at for c in hand_calls):
        return None  # it has spoken at this play already
    for call in open_calls(view, hand_calls):
        if _WANTS[call](view):
            return call
    return None


def opponent_call(view: SeatView, made: Sequence[Call | Sequence[Any]]) -> Call | None:
    """What a computer opponent announces now, before its play, or None: the family's
    announcement for the match driver (:attr:`engine.families.Family.announce`). ``made`` are
    the match's calls so far (a restored save holds them as plain lists)."""
    said = [call if isinstance(call, Call) else Call(*call) for call in made]
    call = choose_call(view, said)
    return None if call is None else call_now(view, call, said)
