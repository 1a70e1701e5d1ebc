"""Cicera's part of ``python -m cicera_gui.bench``: frame times while its table animates."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from cicera_gui.families.cicera.summary import SummaryScene
from cicera_gui.families.cicera.table import CiceraTable
from cicera_gui.play.match import HUMAN, make_opponent

if TYPE_CHECKING:
    from cicera_gui.scenes.families import BenchWindow
    from cicera_gui.scenes.scene import Scene


def measure_frames(app: BenchWindow, table: Scene, hands: int, seed: int
                   ) -> tuple[int, dict[str, list[float]]]:
    """Every frame of ``hands`` hands, by what runs: the deal, a capture and its sweep, a
    card laid, an opponent thinking; the player's seat played by an easy opponent."""
    assert isinstance(table, CiceraTable)
    me = make_opponent(table.controller.game.rules, "easy", seed)
    by_step: dict[str, list[float]] = {"deal": [], "capture": [], "sweep": [], "lay": [],
                                       "thinking": [], "idle": []}
    frame = 1 / 60
    played = 0
    while played < hands:
        top = app.stack.top
        if isinstance(top, SummaryScene):
            top.elapsed = top.reveal_time
            top.finish()
            played += 1
            continue
        if table.accepting_input:
            game = table.controller.game
            table.play_human(me.choose(game.view(HUMAN)))
        step = table.director.current_step or ("thinking" if table.controller.thinking
                                               else "idle")
        start = time.perf_counter()
        app.step(frame)
        app.screen.get_at((0, 0))  # make sure drawing has finished
        by_step.setdefault(step, []).append(time.perf_counter() - start)
        if table.controller.game.is_terminal():
            break
    return played, {
        "animation_frames": by_step["deal"] + by_step["capture"] + by_step["sweep"]
        + by_step["lay"],
        "deal": by_step["deal"],
        "capture_and_sweep": by_step["capture"] + by_step["sweep"],
        "opponent_thinking": by_step["thinking"],
    }
