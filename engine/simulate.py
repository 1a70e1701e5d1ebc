"""``python -m engine simulate``: play whole matches between random players and sum them up."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from engine.families import family_of_rules, new_match
from engine.game import RuleSet
from engine.match import play_match
from engine.players import Player, RandomPlayer
from engine.record_files import write_record


def simulate(
    rules: RuleSet,
    players: int,
    matches: int,
    seed: int,
    record_dir: Path | None = None,
) -> dict[str, Any]:
    """Play ``matches`` matches of random players of any family; a summary of what happened."""
    family = family_of_rules(rules)
    master = random.Random(seed)
    stats = family.stats(rules, players)
    for number in range(1, matches + 1):
        game = new_match(rules, players, seed=master.getrandbits(63))
        bots: list[Player] = [RandomPlayer(random.Random(master.getrandbits(63)))
                              for _ in range(players)]
        play_match(game, bots, stats.add)
        stats.finish(game)
        if record_dir is not None:
            write_record(game, record_dir / f"match-{number:04d}.json")
    summary: dict[str, Any] = {
        "variant": rules.id,
        "players": players,
        "matches": matches,
        "seed": seed,
    }
    summary.update(stats.as_dict())
    return summary
