"""A par for every deal: what Hard scores with a player's cards, from the same seat, against
the same opponents (the duplicate idea of bridge programs, offline).

The par belongs to the deal, not to the match it was dealt in: the hand is dealt again
alone, as the first hand of a match of its own (the same rules, players, cards and dealer,
nothing won yet), with Hard in the player's seat and every other seat at the level it had.
Every search draws a fixed number of worlds and every player a seed drawn from the deal
itself (its cards, its dealer, the levels and the seat), so the par of a deal is the same on
every machine, at every run and in every match: a challenge between friends who play the same
numbered deal. Only a hand that cannot be dealt alone (in the Ciapanò family, one dealt
after a player went out) is played on from the match as it stood.
"""

from __future__ import annotations

import copy
import hashlib
import json
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


def deal_alone(game: AnyGame, hand: int) -> tuple[AnyGame, str]:
    """Hand ``hand`` (from 1) of ``game`` dealt again, no card played, as the first hand of a
    match of its own where it can be (every seat dealt in: else the match as it stood), and
    what identifies the deal: its cards and dealer, as the record writes them."""
    family = family_of_rules(game.rules)
    record = copy.deepcopy(family.to_record(game))
    if not 1 <= hand <= len(record["hands"]):
        raise ValueError(f"hand {hand} was not dealt in this match")
    dealt = {key: value for key, value in record["hands"][hand - 1].items() if key != "plays"}
    identity = json.dumps(dealt, sort_keys=True, separators=(",", ":"))
    alone = {**record, "hands": [{**dealt, "plays": []}]}
    for key in ("seed", "created", "gui"):  # the match's own, not the deal's
        alone.pop(key, None)
    seats = game.hand_log()[hand - 1].seats
    if len(seats) == game.players:
        start: AnyGame = family.replay(alone, None).game
    else:
        start = start_of_hand(game, hand)
    return start, identity


def hand_par(game: AnyGame, hand: int, seat: int, levels: Sequence[str],
             *, worlds: int = PAR_WORLDS) -> int:
    """The points (or penalty) that Hard's side scores in hand ``hand`` of ``game`` playing
    ``seat``'s cards, the other seats at ``levels[seat]`` (a level per seat; the seat's own
    is not used): the same for the same deal, in whatever match it was dealt."""
    return hand_par_sides(game, hand, seat, levels, worlds=worlds)[game.side_of(seat)]


def hand_par_sides(game: AnyGame, hand: int, seat: int, levels: Sequence[str],
                   *, worlds: int = PAR_WORLDS) -> tuple[int, ...]:
    """What every side scores (or writes) in the deal played again with Hard in ``seat``
    (:func:`hand_par`)."""
    family = family_of_rules(game.rules)
    if not 1 <= hand <= len(game.hand_log()):
        raise ValueError(f"hand {hand} was not dealt in this match")
    if seat not in game.hand_log()[hand - 1].seats:
        raise ValueError(f"seat {seat} was not dealt in hand {hand}: it was out of the match")
    start, identity = deal_alone(game, hand)
    others = [level for player, level in enumerate(levels) if player != seat]
    key = f"par:{identity}:{seat}:{','.join(others)}:{worlds}"
    rng = random.Random(hashlib.sha256(key.encode()).hexdigest())
    bots = [family.make_player(PAR_LEVEL if player == seat else levels[player],
                               rng.getrandbits(63), iterations=worlds)
            for player in range(start.players)]
    dealt = len(start.hand_log())
    play_match(start, bots, stop_after_hand=True)
    return _hand_points(start, dealt)


def _hand_points(game: AnyGame, hand: int) -> tuple[int, ...]:
    written = game.hand_log()[hand - 1].written
    if written is None:
        raise ValueError(f"hand {hand} was not scored")
    return written


def played_points(game: AnyGame, hand: int, seat: int) -> int:
    """What ``seat``'s side scored (or wrote) in hand ``hand`` as it was played."""
    return _hand_points(game, hand)[game.side_of(seat)]


def par_of_record(record: Mapping[str, Any], hand: int, seat: int, levels: Sequence[str]
                  ) -> dict[str, int]:
    """The par of hand ``hand`` for ``seat`` with what its side scored, from the match's
    record (what the window's worker is given): ``{"par": ..., "played": ...}``, and where
    two sides play, what the other side scored against each: ``"par_against"``,
    ``"played_against"``."""
    game = family_of_record(record).replay(record, None).game
    par = hand_par_sides(game, hand, seat, levels)
    played = _hand_points(game, hand)
    mine = game.side_of(seat)
    found = {"par": par[mine], "played": played[mine]}
    if len(par) == 2:
        found["par_against"], found["played_against"] = par[1 - mine], played[1 - mine]
    return found
