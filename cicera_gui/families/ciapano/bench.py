"""The Ciapanò family's part of ``python -m cicera_gui.bench``: frame times while its trick
table animates."""

from __future__ import annotations

import time

from cicera_gui.bench import bench_table, percentiles


def measure_trick_frames(size: tuple[int, int], variant: str, players: int, hands: int,
                         level: str, seed: int) -> dict[str, object]:
    """The Ciapanò family's table: every frame while a trick animation runs (a card flying
    to the trick, the taker marked, the sweep, a draw, the deal), the player's seat played
    at random; the opponents of ``level``."""
    import random

    from cicera_gui.families.ciapano.scenes import HandSummary
    from cicera_gui.families.ciapano.table import CiapanoTable

    app, table = bench_table(size, variant, players, level, seed)
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
            table.play_human(rng.choice(table.controller.family_game.legal_moves()))
        step = ("animation" if table.busy else
                "thinking" if table.controller.thinking else "idle")
        start = time.perf_counter()
        app.step(frame)
        app.screen.get_at((0, 0))  # make sure drawing has finished
        by_step[step].append(time.perf_counter() - start)
    result: dict[str, object] = {
        "size": f"{size[0]}x{size[1]}", "variant": variant, "players": players,
        "hands": played,
        "trick_animation_frames": percentiles(by_step["animation"]),
        "opponent_thinking": percentiles(by_step["thinking"]),
    }
    table.controller.close()
    return result
