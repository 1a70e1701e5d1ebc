"""Test set-up: no display, no audio device, and a hypothesis profile that suits CI."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


import pytest


@pytest.fixture(autouse=True)
def _cicera_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test gets its own settings and data folders, never the player's real ones."""
    monkeypatch.setenv("CICERA_HOME", str(tmp_path_factory.mktemp("cicera-home")))
