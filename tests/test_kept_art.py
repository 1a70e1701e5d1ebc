"""Art kept between runs: read back exactly as drawn, drawn afresh when its SVG changed or the
kept file is damaged, the folder kept small, and the program keeps what it draws."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import shutil
import zlib
from pathlib import Path

import pygame
import pytest

from cicera_gui.art import CardArt, card_art
from cicera_gui.art.kept import KeptArt, prune
from cicera_gui.art.raster import render_svg
from cicera_gui.storage.locations import Locations
from cicera_gui.words.resources import assets_dir

WIDTH = 70


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


@pytest.fixture(autouse=True)
def _display() -> None:
    pygame.display.init()


@pytest.fixture
def assets(tmp_path: Path) -> Path:
    """A copy of the shipped art that a test may change."""
    copy = tmp_path / "assets"
    for part in ("cards/bresciane", "cloth"):
        shutil.copytree(assets_dir() / part, copy / part)
    shutil.copy(assets_dir() / "cards" / "honour.svg", copy / "cards" / "honour.svg")
    return copy


def _drawn_once(assets: Path, folder: Path) -> tuple[bytes, bytes, bytes]:
    """A face, a marked face and the cloth drawn by a run that keeps them."""
    art = CardArt(assets, kept=KeptArt(folder))
    face = _pixels(art.face("7d", WIDTH, deck="bresciane"))
    marked = _pixels(art.face("10d", WIDTH, deck="bresciane", honours=True))
    cloth = _pixels(art.cloth((300, 200)))
    assert art.kept is not None and art.kept.flush(10)
    return face, marked, cloth


def _refuse_svg(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """Drawing from an SVG is recorded (and still done)."""
    drawn: list[Path] = []
    real = render_svg

    def recording(path: Path, size: tuple[int, int]) -> pygame.Surface:
        drawn.append(path)
        return real(path, size)

    monkeypatch.setattr(card_art, "render_svg", recording)
    return drawn


def test_a_kept_drawing_is_read_back_pixel_for_pixel(
        assets: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "kept"
    first = _drawn_once(assets, folder)
    drawn = _refuse_svg(monkeypatch)
    second = CardArt(assets, kept=KeptArt(folder))
    again = (_pixels(second.face("7d", WIDTH, deck="bresciane")),
             _pixels(second.face("10d", WIDTH, deck="bresciane", honours=True)),
             _pixels(second.cloth((300, 200))))
    assert drawn == []  # nothing drawn from an SVG a second time
    assert again == first
    plain = CardArt(assets)  # and what was kept is what a run without the cache draws
    assert _pixels(plain.face("7d", WIDTH, deck="bresciane")) == first[0]


def test_a_changed_svg_is_drawn_afresh(
        assets: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "kept"
    _drawn_once(assets, folder)
    source = assets / "cards" / "bresciane" / "7d.svg"
    source.write_text(source.read_text("utf-8").replace("</svg>", "<!-- new -->\n</svg>"),
                      "utf-8")
    drawn = _refuse_svg(monkeypatch)
    CardArt(assets, kept=KeptArt(folder)).face("7d", WIDTH, deck="bresciane")
    assert drawn == [source]


@pytest.mark.parametrize("damage", ["truncated", "garbage", "other size", "folder", "empty",
                                    "too many pixels"])
def test_a_damaged_kept_file_is_drawn_again_and_written_over(
        assets: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, damage: str) -> None:
    folder = tmp_path / "kept"
    first = _drawn_once(assets, folder)
    [kept] = [path for path in folder.iterdir() if path.name.startswith("7d-")]
    data = kept.read_bytes()
    if damage == "truncated":
        kept.write_bytes(data[:len(data) // 2])
    elif damage == "garbage":
        kept.write_bytes(b"\x00" * len(data))
    elif damage == "other size":
        kept.write_bytes(data[:len(b"cicera-art-1\n")] + b"\x00\x10\x00\x10" + data[17:])
    elif damage == "empty":
        kept.write_bytes(b"")
    elif damage == "too many pixels":  # a tiny file that would inflate to far more
        kept.write_bytes(data[:len(b"cicera-art-1\n") + 4] + zlib.compress(b"\0" * 10**8, 9))
    else:
        kept.unlink()
        kept.mkdir()
    drawn = _refuse_svg(monkeypatch)
    art = CardArt(assets, kept=KeptArt(folder))
    assert _pixels(art.face("7d", WIDTH, deck="bresciane")) == first[0]
    assert [path.name for path in drawn] == ["7d.svg"]
    assert art.kept is not None and art.kept.flush(10)
    if damage != "folder":  # written over, and read back the next time
        drawn.clear()
        CardArt(assets, kept=KeptArt(folder)).face("7d", WIDTH, deck="bresciane")
        assert drawn == []


def test_a_link_in_the_cache_is_replaced_never_written_through(
        assets: Path, tmp_path: Path) -> None:
    folder = tmp_path / "kept"
    _drawn_once(assets, folder)
    [kept] = [path for path in folder.iterdir() if path.name.startswith("7d-")]
    outside = tmp_path / "outside.txt"
    outside.write_text("the player's", "utf-8")
    kept.unlink()
    kept.symlink_to(outside)
    art = CardArt(assets, kept=KeptArt(folder))
    art.face("7d", WIDTH, deck="bresciane")  # a link is not read as a kept drawing
    assert art.kept is not None and art.kept.flush(10)
    assert outside.read_text("utf-8") == "the player's"
    assert not kept.is_symlink()


def test_the_folder_keeps_at_most_its_limit(tmp_path: Path) -> None:
    for number in range(10):
        path = tmp_path / f"card{number}-1x1-0.rgba"
        path.write_bytes(b"x")
        os.utime(path, ns=(number * 10**9, number * 10**9))
    (tmp_path / ".card1-1x1-0.rgba.x1y2.tmp").write_bytes(b"half")
    (tmp_path / "notes.txt").write_text("not a drawing", "utf-8")
    prune(tmp_path, limit=8)
    left = sorted(path.name for path in tmp_path.iterdir())
    assert left == [f"card{number}-1x1-0.rgba" for number in range(6, 10)] + ["notes.txt"]


def test_the_program_keeps_its_art_in_the_cache_folder(home: Locations) -> None:
    from cicera_gui.program.app import App, first_scene

    app = App((960, 600), keep_art=True)
    try:
        app.stack.push(first_scene(app))
        app.draw()
    finally:
        app.shutdown()  # waits for the drawings being written
    names = [path.name for path in home.kept_art.iterdir()]
    assert any(name.startswith("felt-") for name in names)  # the cloth
    assert sum(name.endswith(".rgba") for name in names) >= 5  # and the menu's cards
    assert not any(name.endswith(".tmp") for name in names)
