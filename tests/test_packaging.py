"""The double-click app: PyInstaller builds it, it runs headless and finds everything it needs,
and the Linux desktop entry is valid."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parent.parent
DESKTOP = ROOT / "packaging" / "linux" / "cicera.desktop"


@pytest.fixture(scope="module")
def frozen_app(tmp_path_factory: pytest.TempPathFactory) -> Path:
    pytest.importorskip("PyInstaller", reason="PyInstaller is in the test extra")
    if sys.platform != "linux":
        pytest.skip("the packaging test runs on Linux")
    work = tmp_path_factory.mktemp("build")
    subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py"), "--dist",
                    str(work / "dist"), "--work", str(work / "work")], check=True,
                   capture_output=True, timeout=900)
    app = work / "dist" / "cicera"
    assert (app / "cicera").is_file()
    return app


def run_frozen(app: Path, *args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", HOME=str(home),
               XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"),
               XDG_STATE_HOME=str(home / "state"), CICERA_HOME=str(home / "cicera"))
    return subprocess.run([str(app / "cicera"), *args], capture_output=True, text=True,
                          env=env, timeout=120, check=False, cwd=home)


def test_the_frozen_app_finds_fonts_catalogs_decks_and_variants(frozen_app: Path,
                                                                tmp_path: Path) -> None:
    result = run_frozen(frozen_app, "--self-check", home=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    report = json.loads(result.stdout)
    assert report["ok"]
    assert set(report["fonts"]) >= {"regular", "jp-regular"}
    assert report["catalogs"] == {"en": "New game", "de": "Neue Partie", "it": "Nuova partita",
                                  "ja": "新しいゲーム"}
    assert report["decks"] == {"bresciane": 52, "romme": 52, "romme4": 52}
    assert {"bresciana", "pagat", "ciapano", "traversone", "kifameno", "mattazza",
            "busca"} <= set(report["variants"])
    assert all(str(frozen_app) in path for path in report["fonts"].values())


@pytest.mark.parametrize(("scene", "lang", "deck"), [("table", "ja", "romme"),
                                                     ("menu", "de", "bresciane")])
def test_the_frozen_app_renders_a_scene_headlessly(frozen_app: Path, tmp_path: Path,
                                                   scene: str, lang: str, deck: str) -> None:
    shot = tmp_path / f"{scene}.png"
    result = run_frozen(frozen_app, "--screenshot", str(shot), "--scene", scene, "--lang", lang,
                        "--deck", deck, "--size", "960x600", home=tmp_path)
    assert result.returncode == 0, result.stderr
    image = pygame.image.load(str(shot))
    assert image.get_size() == (960, 600)


#: The freedesktop main categories; an additional category such as CardGame needs Game.
MAIN_CATEGORIES = {"AudioVideo", "Audio", "Video", "Development", "Education", "Game",
                   "Graphics", "Network", "Office", "Science", "Settings", "System", "Utility"}


def desktop_entry_problems(path: Path) -> list[str]:
    """What the Desktop Entry Specification (1.4) rules out in ``path``: the checks of
    desktop-file-validate that an entry like ours can fail, for machines without the tool."""
    problems: list[str] = []
    lines = path.read_text(encoding="utf-8").splitlines()
    if not lines or lines[0] != "[Desktop Entry]":
        return [f"{path.name}: the first line must be [Desktop Entry]"]
    keys: dict[str, str] = {}
    for number, line in enumerate(lines[1:], start=2):
        if not line or line.startswith("#"):
            continue
        if line.startswith("["):
            break
        key, equals, value = line.partition("=")
        if not equals or key != key.strip():
            problems.append(f"line {number}: not a key=value line")
            continue
        if key in keys:
            problems.append(f"line {number}: {key} appears twice")
        keys[key] = value
    for required in ("Type", "Name", "Exec"):
        if required not in keys:
            problems.append(f"required key {required} is missing")
    if keys.get("Type") != "Application":
        problems.append("Type must be Application")
    if keys.get("Version") not in (None, "1.0", "1.1", "1.2", "1.3", "1.4", "1.5"):
        problems.append(f"unknown Version {keys['Version']}")
    for key in ("Terminal",):
        if keys.get(key) not in (None, "true", "false"):
            problems.append(f"{key} must be true or false")
    for key in ("Categories", "Keywords"):
        if key in keys and not keys[key].endswith(";"):
            problems.append(f"{key} must end with a semicolon")
    categories = set(keys.get("Categories", "").split(";")) - {""}
    if not categories & MAIN_CATEGORIES:
        problems.append("Categories has no main category")
    if "CardGame" in categories and "Game" not in categories:
        problems.append("CardGame needs the Game category")
    icon = keys.get("Icon", "")
    if icon and not icon.startswith("/") and "." in icon:
        problems.append("an Icon name (not a path) has no extension")
    return problems


def validate(path: Path) -> None:
    """The entry passes our checks, and desktop-file-validate where it is installed."""
    assert desktop_entry_problems(path) == []
    validator = shutil.which("desktop-file-validate")
    if validator is not None:  # Debian: desktop-file-utils
        result = subprocess.run([validator, str(path)], capture_output=True, text=True,
                                check=False)
        assert result.returncode == 0 and not result.stdout.strip(), result.stdout


def test_the_desktop_entry_is_valid() -> None:
    validate(DESKTOP)


def test_the_entry_checks_catch_broken_entries(tmp_path: Path) -> None:
    broken = tmp_path / "broken.desktop"
    broken.write_text("[Desktop Entry]\nType=Application\nName=Cicera\nIcon=cicera.png\n"
                      "Categories=CardGame\n", encoding="utf-8")
    assert desktop_entry_problems(broken) == [
        "required key Exec is missing", "Categories must end with a semicolon",
        "Categories has no main category", "CardGame needs the Game category",
        "an Icon name (not a path) has no extension"]


def test_the_install_script_puts_the_app_in_the_menu(frozen_app: Path, tmp_path: Path) -> None:
    env = dict(os.environ, HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path / "share"))
    subprocess.run(["sh", str(ROOT / "packaging" / "linux" / "install.sh"), str(frozen_app)],
                   check=True, env=env, capture_output=True)
    installed_entry = tmp_path / "share" / "applications" / "cicera.desktop"
    validate(installed_entry)
    entry = installed_entry.read_text()
    installed = tmp_path / "share" / "cicera" / "app" / "cicera"
    assert f'Exec="{installed}"' in entry and installed.is_file()
    for size in (16, 48, 256):
        assert (tmp_path / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps"
                / "cicera.png").is_file()
