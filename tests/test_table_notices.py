"""A save that fails during play is told at the table at once, in the player's language,
and once."""

from __future__ import annotations

import errno
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from cicera_gui.families.cicera.table import CiceraTable as TableScene
from cicera_gui.look import boxes
from cicera_gui.program.cli import open_program
from cicera_gui.scenes.notice import NoticeDialog
from cicera_gui.storage import files as storage_files
from cicera_gui.words.i18n import translator
from tests.gui_driver import frames, key, play_by_drag, start, top, wait_for_turn


@pytest.fixture(autouse=True)
def _close() -> Iterator[None]:
    yield
    translator.set_language("en")
    pygame.quit()


def test_a_save_that_fails_during_play_is_told_at_the_table_at_once(
        monkeypatch: pytest.MonkeyPatch) -> None:
    app = open_program((960, 600), warm_up=False)
    app.set_language("de")
    table = start(app, seed=4)
    assert wait_for_turn(app, table)

    def full_disk(path: Path, text: str) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(storage_files, "write_text_atomic", full_disk)
    play_by_drag(app, table, table.controller.game.legal_moves()[0])
    assert app.storage.writer.flush()  # the writer has met the full disk
    frames(app, 2)
    dialog = top(app)
    assert isinstance(dialog, NoticeDialog)
    assert app.stack.scenes[-2] is table  # over the table, the match still there
    with boxes.recording(app.size) as recorder:
        app.draw()
    shown = " ".join(recorder.said)
    assert "konnte nicht gespeichert werden" in shown and "current-match.json" in shown
    key(app, pygame.K_RETURN)  # OK: back to the match
    assert top(app) is table and isinstance(table, TableScene)
    if wait_for_turn(app, table):
        play_by_drag(app, table, table.controller.game.legal_moves()[0])
    frames(app, 2)
    assert top(app) is table  # told once, not at every play
    monkeypatch.undo()
    app.shutdown()
