"""``cicera`` / ``python -m cicera_gui``: open the game, or render one scene to a PNG."""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

from cicera_gui.bounds import MAX_SIDE, MIN_SCREENSHOT, window_ok

SCENES = ("menu", "newgame", "table", "capture", "summary", "matchend", "settings", "rules",
          "statistics", "export")


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a size like 1280x800, got {text!r}") from None
    if not window_ok((width, height), MIN_SCREENSHOT):
        low = "x".join(map(str, MIN_SCREENSHOT))
        raise argparse.ArgumentTypeError(
            f"size {text} is out of range ({low} to {MAX_SIDE}x{MAX_SIDE})")
    return width, height


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="cicera", description="Cicera, the Brescian card game.")
    parser.add_argument("--screenshot", type=Path, metavar="PATH",
                        help="render a scene to this PNG without showing a window, then exit")
    parser.add_argument("--scene", choices=SCENES, default="menu")
    parser.add_argument("--lang", choices=("de", "it", "ja", "en"), default=None)
    parser.add_argument("--deck", choices=("bresciane", "romme", "romme4"), default=None)
    parser.add_argument("--size", type=_size, default=None, metavar="WxH")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variant", default=None, help="variant for table scenes")
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--self-check", action="store_true",
                        help="check that fonts, translations, card art and variants are there "
                             "(JSON on standard output), then exit")
    return parser


def log_to_file_when_windowed() -> None:
    """A windowed app (no console) has no standard output: write to a log file instead."""
    if sys.stdout is not None and sys.stderr is not None:
        return
    import logging

    from platformdirs import user_log_dir

    folder = Path(user_log_dir("cicera", appauthor=False))
    try:
        folder.mkdir(parents=True, exist_ok=True)
        log = folder / "cicera.log"
        if log.exists() and log.stat().st_size > 1_000_000:
            log.replace(folder / "cicera.log.1")
        stream = open(log, "a", encoding="utf-8", buffering=1)  # noqa: SIM115
    except OSError:
        return
    sys.stdout = sys.stdout or stream
    sys.stderr = sys.stderr or stream
    logging.basicConfig(stream=stream, level=logging.INFO,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")


def main(argv: Sequence[str] | None = None) -> int:
    import multiprocessing

    multiprocessing.freeze_support()  # the frozen app's worker process starts here
    log_to_file_when_windowed()
    args = build_parser().parse_args(argv)
    if args.self_check:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        import json

        from cicera_gui.selfcheck import self_check

        report = self_check()
        print(json.dumps(report, indent=2, ensure_ascii=False))
        return 0 if report["ok"] else 1
    if args.screenshot is not None:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from cicera_gui.app import DEFAULT_SIZE, App, first_scene
    from cicera_gui.storage import Locations, Storage

    # a screenshot gets fresh folders of its own: never the player's settings or saves
    home = tempfile.mkdtemp(prefix="cicera-screenshot-") if args.screenshot else None
    storage = Storage(Locations.under(Path(home)) if home else None)
    settings = storage.load_settings()
    if args.lang:
        settings.language = args.lang
    if args.deck:
        settings.deck = args.deck
    if args.variant:
        settings.variant = args.variant
    if args.players:
        settings.players = args.players
    size = args.size or (DEFAULT_SIZE if home else settings.window)
    app = App(size, settings=settings, storage=storage)
    if args.screenshot is not None:
        from cicera_gui.screenshots import stage

        try:
            stage(app, args.scene, args.seed)
        except Exception as exc:  # a clear message, never a traceback
            print(f"cicera: cannot render the {args.scene} scene: {exc}", file=sys.stderr)
            return 1
        finally:
            if home:
                shutil.rmtree(home, ignore_errors=True)
        app.screenshot(args.screenshot)
        return 0
    if settings.fullscreen:
        app.toggle_fullscreen()
    app.stack.push(first_scene(app))
    app.warm_up_opponents()
    app.run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
