"""Test set-up: no display, no audio device, and a hypothesis profile that suits CI."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import TYPE_CHECKING

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


import pytest

if TYPE_CHECKING:
    from cicera_gui.storage import Locations


@pytest.fixture(autouse=True)
def _cicera_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test gets its own settings and data folders, never the player's real ones."""
    monkeypatch.setenv("CICERA_HOME", str(tmp_path_factory.mktemp("cicera-home")))


@pytest.fixture(autouse=True)
def _english_first() -> None:
    """Every test starts in English, whichever language the test before it left set (a test
    of the words in another language sets its own)."""
    from cicera_gui.words.i18n import translator

    if translator.language != "en":
        translator.set_language("en")


@pytest.fixture(autouse=True)
def _inline_thinking(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """The opponents think on the test's own thread, at once: a test steps the window's time
    itself and never waits on a clock. A test marked ``real_worker`` keeps the program's
    worker process (one end-to-end test does)."""
    if request.node.get_closest_marker("real_worker") is not None:
        return
    from cicera_gui.play import thinking

    monkeypatch.setattr(thinking, "_SHARED", [thinking.Thinker("inline")])


@pytest.fixture(autouse=True)
def _shallow_analysis(monkeypatch: pytest.MonkeyPatch) -> None:
    """The window's analysis of a hand at four deals per play: tests check what it shows,
    the analysis bench measures its default depth."""
    from cicera_gui.play import analysis

    monkeypatch.setattr(analysis, "WORLDS", 4)


@pytest.fixture
def home() -> Locations:
    """The test's own folders (its CICERA_HOME), as the program finds them."""
    from cicera_gui.storage import Locations

    return Locations.default()


@pytest.fixture
def closed_window() -> Iterator[None]:
    """After the test: pygame closed and the language back to English, for the next test."""
    yield
    import pygame

    from cicera_gui.words.i18n import translator

    translator.set_language("en")
    pygame.quit()
