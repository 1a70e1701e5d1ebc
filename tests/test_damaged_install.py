"""A start never fails on a damaged install: a catalog that cannot be read (bad magic, cut
short, empty, a folder) leaves the program in English, says so once, and ``--self-check``
reports it."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from cicera_gui.words import i18n
from cicera_gui.words.i18n import Translator

ROOT = Path(__file__).resolve().parent.parent


def bad_magic(path: Path) -> None:
    path.write_bytes(b"\x00\x01\x02\x03" + path.read_bytes()[4:])


def cut_short(path: Path) -> None:
    path.write_bytes(path.read_bytes()[:30])


def empty(path: Path) -> None:
    path.write_bytes(b"")


def a_folder(path: Path) -> None:
    path.unlink()
    path.mkdir()


DAMAGES: dict[str, Callable[[Path], None]] = {
    "bad magic": bad_magic, "cut short": cut_short, "empty": empty, "a folder": a_folder}


@pytest.fixture(params=DAMAGES)
def damaged(request: pytest.FixtureRequest, tmp_path: Path,
            monkeypatch: pytest.MonkeyPatch) -> Path:
    """The catalogs as installed, the German one damaged; the program reads these."""
    folder = tmp_path / "locales"
    shutil.copytree(ROOT / "locales", folder)
    catalog = folder / "de" / "LC_MESSAGES" / "cicera.mo"
    DAMAGES[request.param](catalog)
    monkeypatch.setattr(i18n, "locales_dir", lambda: folder)
    return catalog


def test_a_damaged_catalog_falls_back_to_english_and_names_the_file(damaged: Path) -> None:
    translator = Translator("de")
    assert translator.language == "de"
    assert translator.gettext("New game") == "New game"  # English, never a crash
    assert translator.problem is not None and str(damaged) in translator.problem
    assert Translator("it").gettext("New game") != "New game"  # the others as they are
    assert Translator("it").problem is None


@pytest.mark.usefixtures("closed_window")
def test_the_program_starts_in_english_and_says_it_once(damaged: Path) -> None:
    from cicera_gui.program.app import App
    from cicera_gui.storage.settings import Settings

    app = App((960, 600), settings=Settings(language="de"))
    notices = app.storage.take_notices()
    assert len(notices) == 1
    assert notices[0].params["language"] == "Deutsch"
    assert str(damaged) in notices[0].params["problem"]
    app.set_language("it")
    app.set_language("de")  # the same catalog again: said once
    assert app.storage.take_notices() == []
    app.shutdown()


def test_the_self_check_reports_a_damaged_catalog(damaged: Path) -> None:
    from cicera_gui.program.selfcheck import self_check

    report = self_check()
    assert report["ok"] is False
    assert any(problem.startswith("catalogs: the de catalog cannot be read")
               and str(damaged) in problem for problem in report["problems"])
