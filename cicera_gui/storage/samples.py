"""Seeded sample matches, played to the end by random players and kept in the history:
for ``--screenshot --scene statistics`` and for tests."""

from __future__ import annotations

import random
from collections.abc import Sequence
from datetime import datetime, timedelta

from cicera_gui.play.match import MatchController, MatchSetup
from cicera_gui.storage import Storage
from cicera_gui.storage.matches import MatchInfo
from engine.match import play_match
from engine.players import RandomPlayer

SAMPLE_SETUPS = (("bresciana", 2, ["normal"]), ("bresciana-corta", 2, ["easy"]),
                 ("bresciana", 4, ["hard", "hard", "hard"]), ("bresciana", 2, ["normal"]),
                 ("bresciana", 3, ["easy", "hard"]), ("ciapano", 4, ["normal"]),
                 ("traversone", 5, ["easy"]), ("bresciana", 2, ["hard"]))

BASE_TIME = datetime(2026, 3, 7, 20, 30)


def play_sample_matches(storage: Storage, seed: int,
                        setups: Sequence[tuple[str, int, list[str]]] = SAMPLE_SETUPS) -> None:
    """Play one match per setup with seeded random players, autosaved as the program does."""
    for number, (variant, players, levels) in enumerate(setups):
        controller = MatchController(MatchSetup(variant, players, levels, seed + number))
        started = BASE_TIME + timedelta(days=number * 3, minutes=number * 17)
        storage.adopt(controller, MatchInfo(levels, seed + number,
                                            started.isoformat(timespec="seconds"),
                                            f"s{seed % 1000}n{number}"))
        rng = random.Random(seed * 1000 + number)
        bots = [RandomPlayer(random.Random(rng.getrandbits(32))) for _ in range(players)]
        try:
            play_match(controller.game, bots)
            storage.keep_match(controller)
        finally:
            controller.close()
