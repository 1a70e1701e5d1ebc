"""Autosave with many stored analyses: what it costs the window's thread, and how large the
save is.

    python tools/save_bench.py                         # 1,000 analysed hands
    python tools/save_bench.py --hands 300 --plays 8

A match in progress is given ``--hands`` analysed hands (26 rated plays each, 20 moves a
play, as a long Cicera match has them), then one play is made and saved ``--plays`` times.
Each time, ``Storage.keep_match`` is timed on the calling thread (the window's, in the
program); the writing itself is waited for outside the timing. Prints JSON: the median and
largest time in milliseconds, and the save's size in bytes.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from cicera_gui.play.match import MatchController, MatchSetup
from cicera_gui.storage import Locations, Storage
from cicera_gui.storage.matches import MatchInfo
from engine.players import RandomPlayer


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--hands", type=int, default=1_000)
    parser.add_argument("--plays", type=int, default=8)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        home = Locations.under(Path(folder))
        storage = Storage(home)
        controller = MatchController(MatchSetup("bresciana", 2, ["easy"], seed=5))
        controller.start_hand()
        game = controller.game
        bot = RandomPlayer(random.Random(1))
        rated = {"play": 1, "values": [-1.234] * 20, "exact": False}
        analyses = {hand: [dict(rated) for _ in range(26)] for hand in range(1, args.hands + 1)}
        storage.adopt(controller, MatchInfo(["easy"], 5, analyses=analyses))
        times = []
        for _ in range(args.plays):
            seat = game.current_player()
            if seat is None:
                break
            game.apply(bot.choose(game.view(seat)))
            start = time.perf_counter()
            storage.keep_match(controller)
            times.append(time.perf_counter() - start)
            storage.flush()
        json.dump({"hands": args.hands, "saves": len(times),
                   "median_ms": round(statistics.median(times) * 1000, 1),
                   "max_ms": round(max(times) * 1000, 1),
                   "save_bytes": home.current_match.stat().st_size}, sys.stdout)
        print()
        controller.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
