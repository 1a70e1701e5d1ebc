"""``python -m engine simulate``: play whole matches between random players and sum them up."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.families import family_of_rules, new_match
from engine.game import RuleSet
from engine.match import play_match
from engine.players import Player, RandomPlayer
from engine.record_files import RecordTooLarge, write_record


def simulate(
    rules: RuleSet,
    players: int,
    matches: int,
    seed: int,
    record_dir: Path | None = None,
    warn: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """Play ``matches`` matches of random players of any family; a summary of what happened.
    A match whose record would be larger than a record may be is not written (its number in
    ``records_not_written``, and said on ``warn``): no record written is one replay refuses."""
    family = family_of_rules(rules)
    master = random.Random(seed)
    stats = family.stats(rules, players)
    too_large: list[int] = []
    for number in range(1, matches + 1):
        game = new_match(rules, players, seed=master.getrandbits(63))
        bots: list[Player] = [RandomPlayer(random.Random(master.getrandbits(63)))
                              for _ in range(players)]
        play_match(game, bots, stats.add)
        stats.finish(game)
        if record_dir is not None:
            path = record_dir / f"match-{number:04d}.json"
            try:
                write_record(game, path)
            except RecordTooLarge as exc:
                too_large.append(number)
                if warn is not None:
                    warn(f"{path}: not written: {exc}")
    summary: dict[str, Any] = {
        "variant": rules.id,
        "players": players,
        "matches": matches,
        "seed": seed,
    }
    summary.update(stats.as_dict())
    summary["records_not_written"] = too_large
    return summary
