"""``cicera`` / ``python -m cicera_gui``: open the game, or render one scene to a PNG."""

from __future__ import annotations

import argparse
import os
import shutil
import stat
import sys
import tempfile
from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from cicera_gui.look.bounds import MAX_SIDE, MIN_SCREENSHOT, window_ok
from engine.bounds import clip_words, one_line, quote
from engine.console import json_text, use_any_console

if TYPE_CHECKING:
    from cicera_gui.program.app import App
    from cicera_gui.storage.settings import Settings

@cache
def scene_names() -> tuple[str, ...]:
    """The scenes ``--screenshot`` renders: the shared ones, each family's own after the
    table's (asked of every family's window: read when a scene is named or help asked for,
    never on the way to the game's first picture)."""
    from cicera_gui.scenes.families import screenshot_scenes

    shared = ("menu", "newgame", "table", "trick", "aids", "summary", "review", "matchend",
              "scoresheet", "analysis", "practice", "lessons", "learn", "learn_right",
              "learn_wrong",
              "settings", "rules", "statistics", "export", "curtain", "friends",
              "join", "host")
    return (*shared[:4], *screenshot_scenes(), *shared[4:])


def _lesson_ids() -> list[str]:
    from engine.lessons.model import shipped_lessons

    return [lesson.id for lesson in shipped_lessons()]


LANGUAGES = ("de", "it", "ja", "en")
DECKS = ("bresciane", "romme", "romme4")


def size_argument(text: str) -> tuple[int, int]:
    """An argparse type: a window size WxH within the bounds a window may have."""
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a size like 1280x800, got {quote(text)}"
                                         ) from None
    if not window_ok((width, height), MIN_SCREENSHOT):
        low = "x".join(map(str, MIN_SCREENSHOT))
        raise argparse.ArgumentTypeError(
            f"size {quote(text)} is out of range ({low} to {MAX_SIDE}x{MAX_SIDE})")
    return width, height


def _one_of(options: Sequence[str] | Callable[[], Sequence[str]]) -> Callable[[str], str]:
    """An argparse type: one of ``options`` (or of what they are when asked, for a list that
    costs something to make); a usage error quotes at most 40 characters of anything else,
    where argparse's own ``choices`` would quote all of it."""

    def parse(text: str) -> str:
        nonlocal options
        if callable(options):
            options = options()
        if text not in options:
            raise argparse.ArgumentTypeError(
                f"expected one of {', '.join(options)}, got {quote(text)}")
        return text

    return parse


class _Parser(argparse.ArgumentParser):
    """argparse whose usage errors quote at most 40 characters of any one argument."""

    def error(self, message: str) -> NoReturn:
        super().error(clip_words(message))


class _Help(argparse.HelpFormatter):
    """argparse's help, naming the scenes only when it is shown."""

    def _get_help_string(self, action: argparse.Action) -> str | None:
        if action.dest == "scene":
            return f"{action.help}, one of: {', '.join(scene_names())}"
        return super()._get_help_string(action)


def build_parser() -> argparse.ArgumentParser:
    from engine.cli import SEED, SEED_HELP, whole
    from engine.game import MAX_SEATS

    parser = _Parser(prog="cicera", description="Cicera, the Brescian card game.",
                     formatter_class=_Help)
    parser.add_argument("--screenshot", type=Path, metavar="PATH",
                        help="render a scene to this PNG without showing a window, then exit")
    parser.add_argument("--scene", type=_one_of(scene_names), default="menu", metavar="SCENE",
                        help="the scene a screenshot shows (default: menu)")
    parser.add_argument("--lang", type=_one_of(LANGUAGES), default=None,
                        metavar="{" + ",".join(LANGUAGES) + "}")
    parser.add_argument("--deck", type=_one_of(DECKS), default=None,
                        metavar="{" + ",".join(DECKS) + "}")
    parser.add_argument("--size", type=size_argument, default=None, metavar="WxH")
    parser.add_argument("--seed", type=SEED, default=1, help=SEED_HELP)
    parser.add_argument("--variant", default=None,
                        help="a shipped variant id, or a variant file: a screenshot puts the "
                             "file in its own variants folder, where New game lists it as the "
                             "player's")
    parser.add_argument("--players", type=whole(2, MAX_SEATS), default=None,
                        help=f"2 to {MAX_SEATS}")
    parser.add_argument("--large-cards", action="store_true",
                        help="larger cards at the table (the setting), for this run")
    parser.add_argument("--lesson", type=_one_of(_lesson_ids), default=None, metavar="LESSON",
                        help="with --scene learn, learn_right or learn_wrong: the lesson shown "
                             "(default: the first)")
    parser.add_argument("--step", type=whole(1, 50), default=1,
                        help="with --lesson: the lesson's step shown (from 1)")
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
        if log.is_file() and log.stat().st_size > 1_000_000:
            log.replace(folder / "cicera.log.1")
        # never blocks (a pipe in its place), never follows a link, and only a regular file
        # is written to
        fd = os.open(log, os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NONBLOCK", 0)
                     | getattr(os, "O_NOFOLLOW", 0), 0o644)
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_nlink > 1:  # nor into a hard link
            os.close(fd)
            return
        stream = open(fd, "a", encoding="utf-8", buffering=1)  # noqa: SIM115
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
    use_any_console()
    args = build_parser().parse_args(argv)
    if args.self_check:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        from cicera_gui.program.selfcheck import self_check

        report = self_check()
        sys.stdout.write(json_text(report))
        return 0 if report["ok"] else 1
    if args.screenshot is not None:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from cicera_gui.program.app import DEFAULT_SIZE, App

    if args.screenshot is None:
        open_program(args.size, lambda settings: _apply_arguments(args, settings)).run()
        return 0
    from cicera_gui.scenes.screenshots import stage
    from cicera_gui.storage import Locations, Storage

    # a screenshot gets fresh folders of its own: never the player's settings or saves
    home = tempfile.mkdtemp(prefix="cicera-screenshot-")
    storage = Storage(Locations.under(Path(home)))
    settings = storage.load_settings()
    _apply_arguments(args, settings)
    app = App(args.size or DEFAULT_SIZE, settings=settings, storage=storage)
    try:
        if args.variant and Path(args.variant).suffix.lower() in (".yaml", ".yml"):
            settings.variant = _users_variant(Path(args.variant), storage.locations.variants)
        stage(app, args.scene, args.seed, lesson=args.lesson, step=args.step)
    except Exception as exc:  # a clear message, never a traceback
        print(one_line(f"cicera: cannot render the {args.scene} scene: {exc}"),
              file=sys.stderr)
        return 1
    finally:
        shutil.rmtree(home, ignore_errors=True)
    try:
        app.screenshot(args.screenshot)
    except (OSError, pygame.error) as exc:  # a folder it may not write, a name it cannot be
        why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        print(one_line(f"cicera: cannot write the screenshot to {args.screenshot}: {why}"),
              file=sys.stderr)
        return 1
    return 0


def _users_variant(path: Path, folder: Path) -> str:
    """A copy of the variant file ``path`` in ``folder`` (the screenshot's own variants
    folder), as the player's file would lie there; its path."""
    from engine import safe_io
    from engine.bounds import MAX_VARIANT_BYTES
    from engine.files import write_text_atomic

    try:  # read as any file from outside is: a pipe or a device is refused at once
        text = safe_io.read_text(path, MAX_VARIANT_BYTES)
    except safe_io.ReadError as exc:
        raise ValueError(f"{path.name}: {exc}") from None
    copy = folder / path.name
    write_text_atomic(copy, text)
    return str(copy)


def _apply_arguments(args: argparse.Namespace, settings: Settings) -> None:
    """What the command line says, over the saved settings (for this run)."""
    if args.lang:
        settings.language = args.lang
    if args.deck:
        settings.deck = args.deck
    if args.variant:
        settings.variant = args.variant
    if args.players:
        settings.players = args.players
    if args.large_cards:
        settings.large_cards = True


def open_program(size: tuple[int, int] | None = None,
                 adjust: Callable[[Settings], None] | None = None, *,
                 warm_up: bool = True) -> App:
    """The game as ``cicera`` opens it on the player's files (``CICERA_HOME``, or the user
    folders), ready for :meth:`App.run`: the files locked for this copy (or opened
    read-only, and the player asked, when another copy has them), the settings read, the
    saved match restored, the menu shown with what the player must hear about."""
    from cicera_gui.program.app import App, first_scene
    from cicera_gui.scenes.notice import AlreadyOpenDialog
    from cicera_gui.storage import Storage

    storage = Storage.open()
    settings = storage.load_settings()
    if adjust is not None:
        adjust(settings)
    app = App(size or settings.window, settings=settings, storage=storage, quick_start=True,
              keep_art=not storage.read_only)
    app.place_window()
    if settings.fullscreen:
        app.toggle_fullscreen()
    app.stack.push(first_scene(app))
    if storage.other_copy is not None:
        app.stack.push(AlreadyOpenDialog(app))
    app.warm_up = warm_up  # the opponents' worker starts after the first picture
    return app


if __name__ == "__main__":
    sys.exit(main())
