"""``python -m cicera_gui.bench``: frame times of the game window (software rendering).

Plays hands of a variant at the given window size with the player's seat played
automatically, and times every frame (input, update, draw) while the table's animations run
(each family's plug-in names its own measure: Cicera's deal, capture and sweep, the Ciapanò
family's tricks), and while an opponent thinks. Prints JSON with percentiles in
milliseconds, the time from start to the first drawn menu frame (measured in a fresh
process), and the idle cost: the share of one core (``time.process_time`` over wall-clock
time) that the real loop takes over a few seconds with nothing happening, at the main menu
and at the table waiting for the player (once the deck's faces, drawn at the menu after its
first frame, are ready: how long that takes is reported too).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.families import default_variant

if TYPE_CHECKING:
    from cicera_gui.program.app import App
    from cicera_gui.scenes.scene import Scene


def bench_table(size: tuple[int, int], variant: str, players: int, level: str, seed: int
                ) -> tuple[App, Scene | None]:
    """A headless window at ``size`` with a seeded match of ``variant`` on its table
    (animations at normal speed, the opponents' pace fast), started from the main menu once
    the menu is at rest, as a player starts one: the program and the scene on top, the
    table. Each family's frame bench plays on it."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from cicera_gui.play.match import MatchSetup
    from cicera_gui.program.app import App, first_scene
    from cicera_gui.storage.settings import Settings

    app = App(size, settings=Settings(animation="normal", ai_pace="fast"))
    app.stack.push(first_scene(app))
    app.warm_up = True
    app.frame(1 / 60)
    app.after_first_picture()  # as the program does: the mixer, the opponents' worker
    deadline = time.monotonic() + 60
    while app.cards.pending and time.monotonic() < deadline:  # the menu, as a player sees it
        app.frame(1 / 60)  # its faces are drawn at rest
    app.start_match(MatchSetup(variant, players, [level], seed))
    return app, app.stack.top


def percentiles(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    if not ordered:
        return {}

    def at(q: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000, 2)

    return {"frames": len(ordered), "mean_ms": round(statistics.fmean(ordered) * 1000, 2),
            "p50_ms": at(0.5), "p95_ms": at(0.95), "p99_ms": at(0.99),
            "max_ms": round(ordered[-1] * 1000, 2)}


def idle_share(app: object, seconds: float) -> dict[str, float]:
    """Run the real loop (``App.run_once``) for ``seconds`` with no input: the share of one
    core it used, in per cent, and how many frames it drew."""
    from cicera_gui.program.app import App

    assert isinstance(app, App)
    app.run_once()  # the first frame after a change is drawn
    drawn = 0
    cpu, wall = time.process_time(), time.perf_counter()
    while time.perf_counter() - wall < seconds:
        drawn += app.run_once()
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    return {"cpu_percent_of_one_core": round(100 * cpu / wall, 2), "seconds": round(wall, 2),
            "frames_drawn": drawn}


def measure_idle(size: tuple[int, int], seconds: float, seed: int, variant: str | None = None,
                 players: int = 2) -> dict[str, object]:
    """The idle cost at the main menu and at the variant's table (the player to move)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from cicera_gui.play.match import MatchSetup
    from cicera_gui.program.app import App, first_scene
    from cicera_gui.scenes.table import TableScene
    from cicera_gui.storage.settings import Settings

    app = App(size, settings=Settings(animation="normal", ai_pace="fast"))
    app.stack.push(first_scene(app))
    started = time.perf_counter()
    while app.cards.pending:  # the deck's faces, drawn once at the menu after its first frame
        app.run_once()
    faces = round(time.perf_counter() - started, 3)
    menu = idle_share(app, seconds)
    app.start_match(MatchSetup(variant or default_variant(), players, ["normal"], seed))
    table = app.stack.top
    assert isinstance(table, TableScene)
    deadline = time.monotonic() + 120
    while ((not table.accepting_input or app.cards.pending)
           and time.monotonic() < deadline):
        app.run_once()
    at_table = idle_share(app, seconds)
    table.controller.close()
    return {"menu": menu, "table": at_table, "menu_faces_drawn_s": faces}


def first_frame_seconds(runs: int = 3) -> float:
    """Seconds from starting a fresh Python process to the first drawn menu frame (best of),
    as the program starts (:func:`~cicera_gui.program.cli.open_program`, its files locked and
    read) once installed: with its bytecode and its drawings of the art kept (a first run,
    not counted, writes them; the bytecode where the environment says not to). The child
    tells the moment of its first picture; its shutdown is not counted."""
    code = (
        "import os, time; os.environ.setdefault('SDL_VIDEODRIVER', 'dummy');"
        "from cicera_gui.program.cli import open_program;"
        "app = open_program(warm_up=False); app.draw();"
        "import pygame; pygame.display.flip(); print(time.time(), flush=True);"
        "app.shutdown()"
    )
    env = {name: value for name, value in os.environ.items()
           if name != "PYTHONDONTWRITEBYTECODE"}
    times = []
    for _ in range(runs + 1):
        started = time.time()
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                              check=True, env=env)
        times.append(float(done.stdout.split()[-1]) - started)  # the interpreter's start too
    return round(min(times[1:]), 3)


def main(argv: Sequence[str] | None = None) -> int:
    from cicera_gui.program.cli import size_argument
    from engine.cli import SEED, SEED_HELP, bounded, whole
    from engine.game import MAX_SEATS

    parser = argparse.ArgumentParser(prog="python -m cicera_gui.bench")
    parser.add_argument("--size", type=size_argument, default=(1920, 1080), metavar="WxH")
    parser.add_argument("--hands", type=whole(1, 100), default=2, help="1 to 100")
    parser.add_argument("--level", default="normal", help="the opponent's level")
    parser.add_argument("--seed", type=SEED, default=7, help=SEED_HELP)
    parser.add_argument("--variant", default=default_variant(),
                        help="the variant played: its family's table animations are timed")
    parser.add_argument("--players", type=whole(0, MAX_SEATS), default=0,
                        help=f"(default, 0: the variant's) 2 to {MAX_SEATS}")
    parser.add_argument("--idle-seconds", type=bounded(float, 0.1, 600.0, "0.1 to 600"),
                        default=4.0, help="how long each idle measurement runs, 0.1 to 600")
    args = parser.parse_args(argv)
    # the runs (and the child processes timed) keep their files apart from the player's
    os.environ.setdefault("CICERA_HOME", tempfile.mkdtemp(prefix="cicera-bench-"))
    width, height = args.size
    # first, while nothing of the bench runs: an opponents' worker still finishing a search
    # for the frames' match would slow the starts timed
    start = first_frame_seconds()
    from cicera_gui.scenes.families import frame_bench
    from engine.families import load_variant

    rules = load_variant(args.variant)
    players = args.players or rules.default_players
    app, table = bench_table((width, height), args.variant, players, args.level, args.seed)
    assert table is not None
    hands, samples = frame_bench(rules.game)(app, table, args.hands, args.seed)
    if app.match is not None:
        app.match.close()
    report: dict[str, object] = {"size": f"{width}x{height}", "variant": args.variant,
                                 "players": players, "hands": hands}
    report.update((name, percentiles(times)) for name, times in samples.items())
    report["idle"] = measure_idle((width, height), args.idle_seconds, args.seed, args.variant,
                                  players)
    report["start_to_first_menu_frame_s"] = start
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
