"""A par for every deal: what Hard scores with a player's cards, from the same seat, against
the same opponents (the duplicate idea of bridge programs, offline).

The hand is replayed from its deal (the match as it stood before it, from the match's
record) with Hard in the player's seat and every other seat at the level it had; every
search draws a fixed number of worlds and every player its own seed, so the par of a deal is
the same on every machine and at every run: a challenge between friends who play the same
numbered deal.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping, Sequence
from typing import Any

from engine.families import family_of_record, family_of_rules
from engine.game import AnyGame
from engine.match import play_match

#: The worlds each of the par's searches draws (Hard's own budget is a time, which would
#: make the par depend on the machine).
PAR_WORLDS = 60
PAR_LEVEL = "hard"


def start_of_hand(game: AnyGame, hand: int) -> AnyGame:
    """The match of ``game`` as it stood when hand ``hand`` (from 1) was dealt, no card yet
    played: replayed from its record."""
    family = family_of_rules(game.rules)
    record = copy.deepcopy(family.to_record(game))
    if not 1 <= hand <= len(record["hands"]):
        raise ValueError(f"hand {hand} was not dealt in this match")
    record["hands"] = record["hands"][:hand]
    record["hands"][-1]["plays"] = []
    start: AnyGame = family.replay(record, None).game
    return start


def hand_par(game: AnyGame, hand: int, seat: int, levels: Sequence[str], seed: int,
             *, worlds: int = PAR_WORLDS) -> int:
    """The points (or penalty) that Hard's side scores in hand ``hand`` of ``game`` playing
    ``seat``'s cards, the other seats at ``levels[seat]`` (a level per seat; the seat's own
    is not used)."""
    family = family_of_rules(game.rules)
    start = start_of_hand(game, hand)
    if seat not in start.hand_log()[-1].seats:
        raise ValueError(f"seat {seat} was not dealt in hand {hand}: it was out of the match")
    rng = random.Random(f"par:{seed}:{hand}:{seat}")
    bots = [family.make_player(PAR_LEVEL if player == seat else levels[player],
                               rng.getrandbits(63), iterations=worlds)
            for player in range(start.players)]
    play_match(start, bots, stop_after_hand=True)
    points = _hand_points(start, hand)
    return points[start.side_of(seat)]


def _hand_points(game: AnyGame, hand: int) -> tuple[int, ...]:
    written = game.hand_log()[hand - 1].written
    if written is None:
        raise ValueError(f"hand {hand} was not scored")
    return written


def played_points(game: AnyGame, hand: int, seat: int) -> int:
    """What ``seat``'s side scored (or wrote) in hand ``hand`` as it was played."""
    return _hand_points(game, hand)[game.side_of(seat)]


def par_of_record(record: Mapping[str, Any], hand: int, seat: int, levels: Sequence[str],
                  seed: int) -> dict[str, int]:
    """The par of hand ``hand`` for ``seat`` with what its side scored, from the match's
    record (what the window's worker is given): ``{"par": ..., "played": ...}``."""
    game = family_of_record(record).replay(record, None).game
    return {"par": hand_par(game, hand, seat, levels, seed),
            "played": played_points(game, hand, seat)}
