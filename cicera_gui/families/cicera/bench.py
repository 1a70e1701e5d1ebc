"""Cicera's part of ``python -m cicera_gui.bench``: frame times while its table animates."""

from __future__ import annotations

import time

from cicera_gui.bench import bench_table, percentiles


def measure_frames(size: tuple[int, int], variant: str, players: int, hands: int, level: str,
                   seed: int) -> dict[str, object]:
    """Every frame of ``hands`` hands, by what runs: the deal, a capture and its sweep, a
    card laid, an opponent thinking; the player's seat played by an easy opponent."""
    from cicera_gui.families.cicera.summary import SummaryScene
    from cicera_gui.families.cicera.table import CiceraTable
    from cicera_gui.match import HUMAN, make_opponent

    app, table = bench_table(size, variant, players, level, seed)
    assert isinstance(table, CiceraTable)
    me = make_opponent(table.controller.family_game.rules, "easy", seed)
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
            game = table.controller.family_game
            table.play_human(me.choose(game.view(HUMAN)))
        step = table.director.current_step or ("thinking" if table.controller.thinking
                                               else "idle")
        start = time.perf_counter()
        app.step(frame)
        app.screen.get_at((0, 0))  # make sure drawing has finished
        by_step.setdefault(step, []).append(time.perf_counter() - start)
        if table.controller.family_game.is_terminal():
            break
    animated = by_step["deal"] + by_step["capture"] + by_step["sweep"] + by_step["lay"]
    result: dict[str, object] = {
        "size": f"{size[0]}x{size[1]}",
        "hands": played,
        "animation_frames": percentiles(animated),
        "deal": percentiles(by_step["deal"]),
        "capture_and_sweep": percentiles(by_step["capture"] + by_step["sweep"]),
        "opponent_thinking": percentiles(by_step["thinking"]),
    }
    if table.controller is not None:
        table.controller.close()
    return result
