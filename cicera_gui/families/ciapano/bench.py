"""The Ciapanò family's part of ``python -m cicera_gui.bench``: frame times while its trick
table animates."""

from __future__ import annotations

import random
import time
from typing import TYPE_CHECKING

from cicera_gui.families.ciapano.scenes import HandSummary
from cicera_gui.families.ciapano.table import CiapanoTable

if TYPE_CHECKING:
    from cicera_gui.scenes.families import BenchWindow
    from cicera_gui.scenes.scene import Scene


def measure_trick_frames(app: BenchWindow, table: Scene, hands: int, seed: int
                         ) -> tuple[int, dict[str, list[float]]]:
    """The Ciapanò family's table: every frame while a trick animation runs (a card flying
    to the trick, the taker marked, the sweep, a draw, the deal), the player's seat played
    at random."""
    assert isinstance(table, CiapanoTable)
    rng = random.Random(seed)
    by_step: dict[str, list[float]] = {"animation": [], "thinking": [], "idle": []}
    frame = 1 / 60
    played = 0
    while played < hands:
        top = app.stack.top
        if isinstance(top, HandSummary):
            played += 1
            if top.won is not None:
                break
            top.finish()
            continue
        if table.accepting_input:
            table.play_human(rng.choice(table.controller.game.legal_moves()))
        step = ("animation" if table.busy else
                "thinking" if table.controller.thinking else "idle")
        start = time.perf_counter()
        app.step(frame)
        app.screen.get_at((0, 0))  # make sure drawing has finished
        by_step[step].append(time.perf_counter() - start)
    return played, {"trick_animation_frames": by_step["animation"],
                    "opponent_thinking": by_step["thinking"]}
