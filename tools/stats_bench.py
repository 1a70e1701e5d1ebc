"""Statistics with years of history: how long they take to rebuild, to open and to keep.

    python tools/stats_bench.py                      # N = 2,000 and 15,000
    python tools/stats_bench.py --matches 500 --distinct 50

For each N: plays ``--distinct`` real matches with the engine (seeded random players, saved
by the program's own storage as a finished match is), then writes N history records from
them (each a real record of one of those games, under its own name and start time, so that
the history looks like N matches played over the years). Then it times, in a fresh data
folder each time:

(a) a rebuild: the store removed, everything read and replayed (on the statistics thread,
    as the Statistics scene does when the store is lost);
(b) opening Statistics with the store up to date: the program's storage opened afresh, the
    statistics read, and the scene made and drawn once (headless window);
(c) folding in one finished match: the match archived into the history and counted in the
    store (``Storage.keep_match`` then ``flush``), and the fold alone.

Prints JSON: seconds, and the store's size in bytes.
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import random
import statistics
import sys
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

SETUPS = (("bresciana-corta", 2, ["easy"]), ("bresciana", 2, ["normal"]),
          ("bresciana-corta", 3, ["hard", "easy"]), ("ciapano", 4, ["normal"] * 3))
BASE = datetime(2010, 1, 1, 20, 0)


def real_records(folder: Path, distinct: int, seed: int) -> list[dict[str, Any]]:
    """``distinct`` matches played to the end by the engine and archived by the program."""
    from cicera_gui.storage import Locations, Storage
    from cicera_gui.storage.samples import play_sample_matches

    storage = Storage(Locations.under(folder))
    play_sample_matches(storage, seed, [SETUPS[i % len(SETUPS)] for i in range(distinct)])
    storage.flush()
    records = [json.loads(path.read_text("utf-8")) for path in storage.history_files()]
    storage.stats_keeper.close()
    return records


def write_history(history: Path, records: list[dict[str, Any]], count: int) -> None:
    history.mkdir(parents=True, exist_ok=True)
    for number in range(count):
        record = copy.deepcopy(records[number % len(records)])
        started = BASE + timedelta(hours=number * 7, minutes=number % 60)
        record["gui"]["started"] = started.isoformat(timespec="seconds")
        name = f"{started:%Y%m%d-%H%M%S}-bench-{number}.json"
        (history / name).write_text(json.dumps(record, indent=1), "utf-8")


def bench(count: int, records: list[dict[str, Any]], root: Path) -> dict[str, Any]:
    from cicera_gui.play.match import MatchController, MatchSetup
    from cicera_gui.program.app import App
    from cicera_gui.scenes.statistics import StatisticsScene
    from cicera_gui.storage import Locations, Storage
    from engine.match import play_match
    from engine.players import RandomPlayer

    home = Locations.under(root / f"home-{count}")
    write_history(home.history, records, count)
    result: dict[str, Any] = {"matches": count}

    storage = Storage(home)  # (a) a rebuild, on the statistics thread
    start = time.perf_counter()
    job = storage.statistics_job()
    stats = job.wait()
    result["rebuild_s"] = round(time.perf_counter() - start, 3)
    assert stats is not None and stats.played == count, (stats, count)
    result["skipped"] = len(stats.skipped)
    storage.stats_keeper.close()
    result["store_bytes"] = home.statistics_cache.stat().st_size

    opens = []  # (b) opening with the store up to date
    for _ in range(5):
        start = time.perf_counter()
        fresh = Storage(home)
        ready = fresh.statistics_job()
        assert ready.result is not None and ready.result.played == count
        opens.append(time.perf_counter() - start)
        fresh.stats_keeper.close()
    result["open_store_s"] = round(statistics.median(opens), 4)
    os.environ["CICERA_HOME"] = str(home.data.parent)
    app = App((1280, 800))
    scenes = []
    for _ in range(5):
        start = time.perf_counter()
        scene = StatisticsScene(app)
        assert not scene.reading
        scene.draw(app.screen)
        scenes.append(time.perf_counter() - start)
    result["open_scene_and_draw_s"] = round(statistics.median(scenes), 4)

    folds = []  # (c) one finished match archived and folded in
    alone = []
    for number in range(5):
        controller = MatchController(MatchSetup("bresciana-corta", 2, ["easy"], 900 + number))
        play_match(controller.game, [RandomPlayer(random.Random(900 + number + seat))
                                     for seat in range(2)])
        start = time.perf_counter()
        app.storage.keep_match(controller)
        app.storage.flush()
        folds.append(time.perf_counter() - start)
        controller.close()
        last = max(home.history.glob("*.json"), key=lambda p: p.stat().st_mtime_ns)
        text = last.read_text("utf-8")
        start = time.perf_counter()
        app.storage.stats_keeper.fold(last, text)
        alone.append(time.perf_counter() - start)
    result["archive_and_fold_s"] = round(statistics.median(folds), 4)
    result["fold_alone_s"] = round(statistics.median(alone), 4)
    assert app.storage.statistics().played == count + 5
    app.storage.stats_keeper.close()
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, nargs="+", default=[2000, 15000])
    parser.add_argument("--distinct", type=int, default=200,
                        help="real matches played, of which the history is made")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    with tempfile.TemporaryDirectory(prefix="cicera-stats-bench-") as folder:
        root = Path(folder)
        os.environ["CICERA_HOME"] = str(root / "players")
        records = real_records(root / "played", args.distinct, args.seed)
        results = [bench(count, records, root) for count in args.matches]
    print(json.dumps({"distinct_matches": args.distinct, "results": results}, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
