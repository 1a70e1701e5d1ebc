"""A family's part of ``python -m cicera_gui.bench``: every frame of a few hands on its table,
timed and sorted by the animation step that ran (the steps' names are the family's
director's), the player's seat played by an easy opponent."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from cicera_gui.play.match import make_opponent
from cicera_gui.scenes.hand_summary import HandSummaryScene
from cicera_gui.scenes.table import TableScene
from cicera_gui.words.names import viewer

if TYPE_CHECKING:
    from cicera_gui.scenes.families import BenchWindow, FrameBench
    from cicera_gui.scenes.scene import Scene

#: A group of frames: those of every animation step.
EVERY_STEP = "*"
#: The frame of one step at 60 frames a second.
FRAME = 1 / 60


def table_frames(groups: Mapping[str, Sequence[str]]) -> FrameBench:
    """A frame bench reporting, under each name of ``groups``, the frames of the steps it
    lists (:data:`EVERY_STEP` for any step; ``"thinking"`` while an opponent thinks)."""

    def measure(app: BenchWindow, table: Scene, hands: int, seed: int
                ) -> tuple[int, dict[str, list[float]]]:
        assert isinstance(table, TableScene)
        me = make_opponent(table.controller.game.rules, "easy", seed)
        by_step: dict[str, list[float]] = {}
        played = 0
        while played < hands:
            top = app.stack.top
            if isinstance(top, HandSummaryScene):
                played += 1
                if top.won is not None:
                    break
                while app.stack.top is top:  # a first press may only show it whole
                    top.finish()
                continue
            if table.accepting_input:
                table.play_human(me.choose(table.controller.game.view(viewer())))
            step = table.director.current_step or ("thinking" if table.controller.thinking
                                                   else "idle")
            start = time.perf_counter()
            app.step(FRAME)
            app.screen.get_at((0, 0))  # make sure drawing has finished
            by_step.setdefault(step, []).append(time.perf_counter() - start)
            if table.controller.game.is_terminal() and app.stack.top is table:
                break
        return played, {name: [seconds for step, times in by_step.items()
                               if holds(steps, step) for seconds in times]
                        for name, steps in groups.items()}

    return measure


def holds(steps: Sequence[str], step: str) -> bool:
    """Whether a group of ``steps`` holds the frames of ``step`` (:data:`EVERY_STEP`: every
    animation step, not an opponent's thinking nor the table at rest)."""
    if step in ("idle", "thinking"):
        return step in steps
    return step in steps or EVERY_STEP in steps
