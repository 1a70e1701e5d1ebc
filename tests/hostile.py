"""The attack on the player's files, kept as a table (issue 16).

Each :class:`Row` puts one hostile file in place of one of the program's files (a number of
5,000 digits, a FIFO, a link to ``/dev/zero``, JSON nested 100,000 deep, an alias bomb, a
variant name too long for a file name, ...). :func:`open_and_visit` then starts the program
on those files as ``cicera`` does and visits every screen that reads them (the menu with its
notices, Statistics, New game, Rules), drawing each, under :func:`guard`: a memory cap and a
time limit, so a fault shows as a failure, never as a hung or swapping test run.

The table is by game family and file (:data:`FILES`): another family's files join as more
entries in :data:`FILES` and more rows.
"""

from __future__ import annotations

import json
import os
import re
import resource
import shutil
import signal
import sqlite3
import threading
from collections.abc import Callable, Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cicera_gui.storage import Locations

MEMORY_CAP = 1_500_000_000  # bytes the code under test may add to the address space
TIME_LIMIT = 20  # seconds

HUGE = "9" * 5000  # over Python's 4,300-digit limit for reading a number
DEEP = "[" * 100_000


class Hung(Exception):
    """The time limit of :func:`guard` passed."""


def _address_space() -> int:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmSize:"):
                return int(line.split()[1]) * 1024
    return 0


@contextmanager
def guard(seconds: int = TIME_LIMIT, memory: int = MEMORY_CAP) -> Iterator[None]:
    """Run the block (in the main thread) with at most ``memory`` more bytes of address
    space (RLIMIT_AS) and at most ``seconds`` of time: then SIGALRM is sent to the main
    thread itself, every second until the block ends, so that it interrupts a blocking open
    or read there (a signal sent to the process may land in another thread, e.g. SDL's)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    cap = _address_space() + memory
    if hard != resource.RLIM_INFINITY:
        cap = min(cap, hard)
    main = threading.main_thread().ident
    assert main == threading.get_ident() and main is not None
    done = threading.Event()

    def hung(signum: int, frame: object) -> None:
        if not done.is_set():
            raise Hung(f"still running after {seconds} s")

    def watch() -> None:
        if done.wait(seconds):
            return
        while not done.is_set():
            signal.pthread_kill(main, signal.SIGALRM)
            done.wait(1.0)

    previous = signal.signal(signal.SIGALRM, hung)
    watcher = threading.Thread(target=watch, name="hostile-guard", daemon=True)
    resource.setrlimit(resource.RLIMIT_AS, (cap, hard))
    watcher.start()
    try:
        yield
    finally:
        done.set()
        watcher.join()
        signal.signal(signal.SIGALRM, previous)
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


# -- the program's files, by family ----------------------------------------------------------


@dataclass(frozen=True)
class UserFile:
    """One kind of file the program reads, and where the player hears about a bad one."""

    name: str
    where: Callable[[Locations], Path]
    told_in: str  # "notice" (a dialog at start), "statistics", "new game", "" (not told)
    kept: str  # a bad file is "aside" (renamed ….corrupt-<time>) or "listed" (left in place)


FILES: dict[str, dict[str, UserFile]] = {
    "cicera": {
        "settings": UserFile("settings", lambda h: h.settings_file, "notice", "aside"),
        "saved match": UserFile("saved match", lambda h: h.current_match, "notice", "aside"),
        "history": UserFile("history", lambda h: h.history / "20260101-000000-hostile-x.json",
                            "statistics", "aside"),
        "statistics cache": UserFile("statistics cache", lambda h: h.statistics_cache,
                                     "statistics", "aside"),
        "variant": UserFile("variant", lambda h: h.variants / "hostile.yaml", "new game",
                            "listed"),
    },
}


# -- what to put there ---------------------------------------------------------------------


def fifo(path: Path, home: Locations) -> None:
    path.unlink(missing_ok=True)
    os.mkfifo(path)


def dev_zero(path: Path, home: Locations) -> None:
    path.unlink(missing_ok=True)
    path.symlink_to("/dev/zero")


def text(content: str) -> Callable[[Path, Locations], None]:
    def make(path: Path, home: Locations) -> None:
        path.write_text(content, "utf-8")

    return make


def record(change: Callable[[dict[str, Any], Locations], object] | dict[str, Any],
           raw: Callable[[str], str] | None = None) -> Callable[[Path, Locations], None]:
    """A copy of the good home's finished match, changed."""

    def make(path: Path, home: Locations) -> None:
        (good,) = sorted(home.history.glob("*.json"))
        data = json.loads(good.read_text("utf-8"))
        if isinstance(change, dict):
            data.update(change)
        else:
            change(data, home)
        written = json.dumps(data)
        path.write_text(raw(written) if raw else written, "utf-8")

    return make


def huge_players(text: str) -> str:
    return re.sub(r'"players": \d+', f'"players": {HUGE}', text, count=1)


def variant_fifo(data: dict[str, Any], home: Locations) -> None:
    pipe = home.data / "pipe.yaml"
    os.mkfifo(pipe)
    data["variant"] = str(pipe)


def poisoned_cache(path: Path, home: Locations) -> None:
    """The store as the program wrote it, with each summary's levels made numbers and the
    matches won beyond counting."""
    with closing(sqlite3.connect(path)) as store, store:
        for name, summary in store.execute("SELECT name, summary FROM summaries").fetchall():
            poisoned = {**json.loads(summary), "levels": [5]}
            store.execute("UPDATE summaries SET summary = ? WHERE name = ?",
                          (json.dumps(poisoned), name))
            store.execute("UPDATE matches SET won = ? WHERE name = ?", ("9" * 30, name))


def alias_bomb() -> str:
    lines = ['a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    for level in range(1, 9):
        name, before = chr(ord("a") + level), chr(ord("a") + level - 1)
        lines.append(f"{name}: &{name} [" + ", ".join([f"*{before}"] * 9) + "]")
    return "extends: bresciana\nname: Bomb\ndescription:\n" + "".join(
        f"  {line}\n" for line in lines)


def variant_extends(target: str) -> Callable[[Path, Locations], None]:
    def make(path: Path, home: Locations) -> None:
        if target == "pipe.yaml":
            os.mkfifo(path.parent / target)
        elif target.startswith("../"):
            (path.parent.parent / target[3:]).write_text("extends: bresciana\n")
        path.write_text(f"extends: {target}\nname: Hostile\n")

    return make


@dataclass(frozen=True)
class Row:
    """One hostile file: which file, what is put there, and what the program must do."""

    id: str
    family: str
    file: str
    make: Callable[[Path, Locations], None]
    told: bool = True  # False: the file is fine as it is (e.g. a name the program ignores)
    kept: str | None = None  # overrides the file's "aside"/"listed"
    issue: str = ""  # the point of issue 16

    @property
    def user_file(self) -> UserFile:
        return FILES[self.family][self.file]


LONG_NAME = "v" * 300 + ".yaml"  # one name over the 255 bytes a file name may have

ROWS: list[Row] = [
    # settings.json
    Row("settings-huge-number", "cicera", "settings",
        text('{"version": 1, "players": ' + HUGE + "}"), issue="1"),
    Row("settings-fifo", "cicera", "settings", fifo, issue="3"),
    Row("settings-dev-zero", "cicera", "settings", dev_zero, issue="3"),
    Row("settings-deep", "cicera", "settings", text(DEEP), issue="5"),
    Row("settings-window-too-large", "cicera", "settings",
        text('{"version": 1, "window": [16384, 16384]}'), issue="7"),
    Row("settings-variant-name-too-long", "cicera", "settings",
        text(json.dumps({"version": 1, "variant": LONG_NAME})), told=False, kept="",
        issue="2"),
    # current-match.json
    Row("match-huge-number", "cicera", "saved match", record({}, huge_players), issue="1"),
    Row("match-variant-name-too-long", "cicera", "saved match",
        record({"variant": LONG_NAME}), issue="2"),
    Row("match-fifo", "cicera", "saved match", fifo, issue="3"),
    Row("match-dev-zero", "cicera", "saved match", dev_zero, issue="3"),
    Row("match-variant-fifo", "cicera", "saved match", record(variant_fifo), issue="3"),
    Row("match-variant-dev-zero", "cicera", "saved match", record({"variant": "/dev/zero"}),
        issue="3"),
    Row("match-deep", "cicera", "saved match", text(DEEP), issue="5"),
    # history/*.json (a file that no longer replays is listed and left where it is)
    Row("history-huge-number", "cicera", "history", record({}, huge_players), issue="1"),
    Row("history-variant-name-too-long", "cicera", "history",
        record({"variant": LONG_NAME}), kept="listed", issue="2"),
    Row("history-fifo", "cicera", "history", fifo, issue="3"),
    Row("history-dev-zero", "cicera", "history", dev_zero, issue="3"),
    Row("history-variant-fifo", "cicera", "history", record(variant_fifo), kept="listed",
        issue="3"),
    Row("history-deep", "cicera", "history", text(DEEP), issue="5"),
    # statistics.sqlite3 (derived: kept aside, rebuilt from the history, and said)
    Row("cache-huge-number", "cicera", "statistics cache",
        text('{"version": 2, "files": {"x.json": {"stamp": [' + HUGE + ", 1]}}}"), issue="1"),
    Row("cache-fifo", "cicera", "statistics cache", fifo, issue="3"),
    Row("cache-dev-zero", "cicera", "statistics cache", dev_zero, issue="3"),
    Row("cache-deep", "cicera", "statistics cache", text(DEEP), issue="5"),
    Row("cache-poisoned", "cicera", "statistics cache", poisoned_cache, issue="6"),
    # variants/*.yaml (chosen in the settings, so Rules reads it too)
    Row("variant-huge-target", "cicera", "variant",
        text(f"extends: bresciana\nname: Big\ntarget: {HUGE}\n"), issue="1"),
    Row("variant-fifo", "cicera", "variant", fifo, issue="3"),
    Row("variant-dev-zero", "cicera", "variant", dev_zero, issue="3"),
    Row("variant-extends-dev-zero", "cicera", "variant", variant_extends("/dev/zero"),
        issue="3"),
    Row("variant-extends-dev-urandom", "cicera", "variant", variant_extends("/dev/urandom"),
        issue="3"),
    Row("variant-extends-fifo", "cicera", "variant", variant_extends("pipe.yaml"), issue="3"),
    Row("variant-alias-bomb", "cicera", "variant", text(alias_bomb()), issue="4"),
    Row("variant-deep", "cicera", "variant",
        text("extends: bresciana\ndescription: " + "[" * 20_000 + "\n"), issue="4"),
    Row("variant-extends-etc-passwd", "cicera", "variant", variant_extends("/etc/passwd"),
        issue="4"),
    Row("variant-extends-out-of-its-folder", "cicera", "variant",
        variant_extends("../outside.yaml"), issue="4"),
    Row("variant-name-too-long", "cicera", "variant",
        text("extends: bresciana\nname: " + "N" * 900_000 + "\n"), issue="7"),
]


# -- the good home every row starts from -----------------------------------------------------


GOOD_VARIANT = "extends: bresciana\nname: Mine\ntarget: 7\n"


def make_good_home(root: Path) -> Locations:
    """A home with settings, one finished match, its statistics cache and a user variant."""
    from cicera_gui.storage import Storage
    from cicera_gui.storage.samples import play_sample_matches

    home = Locations.under(root)
    storage = Storage(home)
    play_sample_matches(storage, 4, [("bresciana-corta", 2, ["easy"])])
    storage.flush()
    storage.statistics()  # writes the store
    home.variants.mkdir(parents=True)
    (home.variants / "mine.yaml").write_text(GOOD_VARIANT)
    home.config.mkdir(parents=True, exist_ok=True)
    home.settings_file.write_text(json.dumps({"version": 1, "language": "en"}))
    return home


def copy_home(template: Path, root: Path) -> Locations:
    shutil.copytree(template, root, symlinks=True)
    return Locations.under(root)


def identity(path: Path) -> tuple[str, object]:
    """What a file is, to tell it unchanged: a link's target, a pipe, a file's bytes."""
    if path.is_symlink():
        return ("link", os.readlink(path))
    if path.is_fifo():
        return ("fifo", None)
    if path.is_dir():
        return ("dir", None)
    return ("file", path.read_bytes())


def snapshot(root: Path, skip: str = "") -> dict[str, tuple[str, object]]:
    """Every file under ``root`` by its path and identity; ``skip``: a folder left out (the
    kept art, which the program writes on a thread of its own while the test looks)."""
    found = {}
    for path in sorted(root.rglob("*")):
        name = str(path.relative_to(root))
        if not skip or (name != skip and not name.startswith(f"{skip}/")):
            found[name] = identity(path)
    return found


ASIDE = re.compile(r"\.(corrupt|invalid)-\d{8}-\d{6}(-\d+)?$")


def kept_aside(path: Path) -> list[Path]:
    return [p for p in path.parent.iterdir()
            if p.name.startswith(path.name + ".") and ASIDE.search(p.name)]


# -- starting the program and visiting every screen ------------------------------------------


def open_and_visit(home: Locations) -> list[str]:
    """Start the program on ``home`` as ``cicera`` does, visit the menu (and its notices),
    Statistics, New game (every broken variant shown) and Rules, drawing each; the messages
    the player was given."""
    import pygame

    from cicera_gui.program.cli import open_program
    from cicera_gui.scenes.menu import MenuScene
    from cicera_gui.scenes.newgame import NewGameScene
    from cicera_gui.scenes.notice import NoticeDialog
    from cicera_gui.scenes.rules import RulesScene
    from cicera_gui.scenes.statistics import StatisticsScene
    from cicera_gui.words.i18n import _

    frame = 1 / 30
    app = open_program(None, warm_up=False)  # the window as the settings say
    try:
        messages: list[str] = []
        app.step(frame)
        for scene in app.stack.scenes:
            if isinstance(scene, NoticeDialog):
                messages += [_(n.message).format(**n.params) for n in scene.notices]
        while isinstance(app.stack.top, NoticeDialog):
            app.stack.pop()
            app.step(frame)
        assert isinstance(app.stack.top, MenuScene)
        statistics = StatisticsScene(app)
        app.stack.push(statistics)
        app.step(frame)
        statistics.job.wait(60)  # read in the background: however busy the machine
        app.step(frame)
        messages.append(statistics.notes())
        app.stack.pop()
        new_game = NewGameScene(app)
        app.stack.push(new_game)
        app.step(frame)
        if new_game.reading is not None:  # large files are read in the background, then
            new_game.reading.result()  # listed: wait for them
            app.step(frame)
        for key, why in new_game.broken.items():
            messages.append(why)
            new_game.pick_broken(key)
            new_game.rebuild()
            app.step(frame)
        app.stack.pop()
        app.stack.push(RulesScene(app))
        app.step(frame)
        app.stack.pop()
        app.step(frame)
        assert isinstance(app.stack.top, MenuScene)
        app.storage.flush()
        return [m for m in messages if m]
    finally:
        if app.storage.lock is not None:
            app.storage.lock.release()
        pygame.quit()
