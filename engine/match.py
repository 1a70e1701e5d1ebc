"""The one match driver: deals at chance nodes, asks each seat's player, applies the move.

``simulate``, ``tournament``, the GUI's sample matches and screenshots all play through
:func:`play_match` (or :func:`step`, one action at a time), for any family.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

from engine.errors import EngineError
from engine.game import AnyGame
from engine.players import Player

#: Called with the seat and the milliseconds its player took to choose.
ThinkHook = Callable[[int, float], None]


def step(game: AnyGame, players: Sequence[Player], on_think: ThinkHook | None = None
         ) -> list[Any]:
    """One action: deal the next hand at a chance node, else the seat to move plays."""
    if game.is_chance_node():
        return list(game.deal_hand())
    seat = game.current_player()
    if seat is None:
        raise ValueError("the match is over")
    view = game.view(seat)
    start = time.perf_counter()
    move = players[seat].choose(view)
    if on_think is not None:
        on_think(seat, (time.perf_counter() - start) * 1000.0)
    return list(game.apply(move))


def play_match(
    game: AnyGame,
    players: Sequence[Player],
    on_events: Callable[[list[Any]], None] | None = None,
    *,
    stop_after_hand: bool = False,
    on_think: ThinkHook | None = None,
) -> AnyGame:
    """Play ``game`` to its end (or to the end of the hand in play, or of the next one),
    each seat choosing from its own view; ``on_events`` sees the events of every action."""
    started = False
    while not game.is_terminal():
        if game.is_chance_node() and started and stop_after_hand:
            break
        events = step(game, players, on_think)
        started = True
        if on_events is not None:
            on_events(events)
    return game


def restore_generator(game: AnyGame, seed: int, first_deal: int | None = None) -> None:
    """Give a replayed match the generator it had, so that the hands still to come are dealt
    as they would have been without the interruption, and its hands their deals' numbers
    (when the record's deals came from this seed, and the first from ``first_deal`` when the
    player chose it; otherwise the replayed game keeps a fresh generator)."""
    from engine.families import new_match  # the registry imports the match driver

    probe = new_match(game.rules, game.players, seed)
    probe.choose_deal(first_deal)
    try:
        for hand in game.hand_log():
            probe.deal_hand()
            dealt = probe.hand_log()[-1]
            if dealt.deal != hand.deal or dealt.dealer != hand.dealer:
                return
            if hand.number is None:  # a record keeps the deal, not its number
                hand.number = dealt.number  # type: ignore[misc]
            for move in hand.plays:
                probe.apply(move)
            if not probe.is_chance_node():  # the hand still in play
                break
    except EngineError:
        return
    game.take_generator(probe)
