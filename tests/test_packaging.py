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
    assert report["catalogs"] == {"en": "New game", "de": "Neues Spiel", "it": "Nuova partita",
                                  "ja": "新しいゲーム"}
    assert report["decks"] == {"bresciane": 52, "romme": 52, "romme4": 52}
    assert "bresciana" in report["variants"]
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


def test_the_desktop_entry_is_valid() -> None:
    validator = shutil.which("desktop-file-validate")
    if validator is None:
        pytest.skip("desktop-file-validate is not installed (Debian: desktop-file-utils)")
    result = subprocess.run([validator, str(DESKTOP)], capture_output=True, text=True,
                            check=False)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout


def test_the_install_script_puts_the_app_in_the_menu(frozen_app: Path, tmp_path: Path) -> None:
    env = dict(os.environ, HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path / "share"))
    subprocess.run(["sh", str(ROOT / "packaging" / "linux" / "install.sh"), str(frozen_app)],
                   check=True, env=env, capture_output=True)
    entry = (tmp_path / "share" / "applications" / "cicera.desktop").read_text()
    installed = tmp_path / "share" / "cicera" / "app" / "cicera"
    assert f'Exec="{installed}"' in entry and installed.is_file()
    for size in (16, 48, 256):
        assert (tmp_path / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps"
                / "cicera.png").is_file()
