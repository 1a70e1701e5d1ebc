"""The dialogs of words (New game's question, the notices, the cappotto choice) are as tall
as their words and buttons: a short notice a small panel, a long one cut short with "…" at
the window's foot, never a button outside its frame; OK is clicked as a player clicks it."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from cicera_gui.program.app import first_scene
from cicera_gui.scenes.notice import NoticeDialog
from cicera_gui.storage import Notice
from tests.gui_driver import click, frames, make_app

SHORT = Notice("The file was kept.")
LONG = Notice(" ".join(["A sentence that goes on and on about a file it could not read."] * 40))


@pytest.fixture(autouse=True)
def _close() -> Iterator[None]:
    yield
    pygame.quit()


@pytest.mark.parametrize("window", [(960, 600), (1920, 1080)])
def test_a_dialog_is_as_tall_as_its_words_and_holds_its_buttons(window: tuple[int, int]
                                                                ) -> None:
    app = make_app(window)
    size = app.size
    short, long = NoticeDialog(app, [SHORT]), NoticeDialog(app, [SHORT, LONG])
    for dialog in (short, long):
        app.stack.push(dialog)
        frames(app)
        box = dialog.box(size)
        assert all(box.contains(widget.rect) for widget in dialog.widgets)
        assert pygame.Rect((0, 0), size).contains(box)
        app.stack.pop()
    assert short.box(size).height < size[1] * 0.5
    assert long.box(size).height <= round(size[1] * 0.96)
    assert short.box(size).height < long.box(size).height


def test_words_with_no_room_left_end_in_an_ellipsis_above_the_buttons(
        monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app((960, 600))
    dialog = NoticeDialog(app, [SHORT, LONG])
    app.stack.push(dialog)
    frames(app)
    drawn: list[tuple[str, tuple[float, float]]] = []
    from cicera_gui.look import theme

    original = theme.draw_text

    def record(surface: pygame.Surface, fonts: object, text: str, pos: tuple[float, float],
               *args: object, **kwargs: object) -> pygame.Rect:
        drawn.append((text, pos))
        return original(surface, fonts, text, pos, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(theme, "draw_text", record)
    app.draw()
    words = [(text, pos) for text, pos in drawn if text.startswith("A sentence")
             or text.endswith("…") or "read" in text]
    assert words and words[-1][0].endswith("…")
    assert words[-1][1][1] < dialog.widgets[0].rect.top


def test_ok_closes_the_notice() -> None:
    app = make_app((960, 600))
    app.stack.push(first_scene(app))
    app.stack.push(NoticeDialog(app, [SHORT]))
    frames(app)
    dialog = app.stack.top
    assert isinstance(dialog, NoticeDialog)
    click(app, dialog.widgets[0].rect.center)
    frames(app, 2)
    assert not isinstance(app.stack.top, NoticeDialog)


def test_a_bubble_stands_on_the_first_side_of_its_seat_that_runs_into_nothing() -> None:
    from cicera_gui.table.bubbles import beside, first_clear

    window = pygame.Rect(0, 0, 400, 300)
    panel, box = pygame.Rect(150, 120, 100, 40), pygame.Rect(0, 0, 60, 20)
    below, left = beside(box, panel, "below", 5), beside(box, panel, "left", 5)
    assert below.midtop == (200, 165) and left.midright == (145, 140)
    sides = [(below, "below"), (left, "left")]
    assert first_clear(sides, [], window) == (below, "below")
    assert first_clear(sides, [below.inflate(-10, -10)], window) == (left, "left")
    assert first_clear(sides, [below, left], window) is None
    assert first_clear([(below.move(0, 200), "below")], [], window) is None  # off the window
