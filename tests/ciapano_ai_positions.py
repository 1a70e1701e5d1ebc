"""Hand-built positions for the Ciapanò AI tests: a seat's view written out card by card."""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import parse_cards
from engine.ciapano.events import Trick
from engine.ciapano.rules import load_rules
from engine.ciapano.view import SeatView


def position(variant: str, players: int, hand: str, *, trick: str = "", played: str = "",
             points: Sequence[int] | None = None, tricks_won: Sequence[int] | None = None,
             voids: Sequence[str] = (), totals: Sequence[int] | None = None,
             rest: int = 0) -> SeatView:
    """Seat 0's view, seat 0 to play: its ``hand``, the ``trick`` in play (led by the seat
    that many places before), and the cards of the tricks already played (``played``, in
    whole tricks). ``voids`` gives each seat's shown voids as suit letters ("bc")."""
    rules = load_rules(variant)
    mine = parse_cards(hand.split())
    in_trick = parse_cards(trick.split())
    past = parse_cards(played.split())
    assert len(past) % players == 0, "played: whole tricks only"
    tricks = tuple(Trick(0, tuple(past[i:i + players]), 0)
                   for i in range(0, len(past), players))
    leader = (-len(in_trick)) % players
    sizes = [len(mine)] + [len(mine) - (seat >= leader and leader != 0)
                           for seat in range(1, players)]
    shown = [frozenset("dcsb".index(s) for s in (voids[seat] if seat < len(voids) else ""))
             for seat in range(players)]
    nothing = (0,) * players
    view = SeatView(
        rules=rules, players=players, seat=0, seats_in=tuple(range(players)),
        seats=tuple(range(players)), hand_number=1, dealer=(leader - 1) % players, turn=0,
        hand=tuple(sorted(mine)), leader=leader, trick=tuple(in_trick), tricks=tricks,
        points=tuple(points or nothing), tricks_won=tuple(tricks_won or nothing),
        voids=tuple(shown), hand_sizes=tuple(sizes), talon=0, rest=rest, removed=(),
        drawn=(), first_trick=not tricks, chooser=None, choices=(),
        totals=tuple(totals or nothing), winners=None,
    )
    assert len(view.unseen()) == sum(sizes[1:]) + rest, "the cards do not add up"
    return view
