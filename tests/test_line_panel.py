"""A panel of lines (the card tracker at every table, a review's hands): as tall as its
lines from the side it stands on, every line whole, closer and smaller when many lines share
its room, a list broken between whole items only."""

from __future__ import annotations

import pygame
import pytest

from cicera_gui.look import boxes
from cicera_gui.look.theme import Fonts, fonts_folder
from cicera_gui.table.line_panel import MIN_TEXT, PanelLine, draw_line_panel, panel_height

UNIT = 8.0


@pytest.fixture
def fonts() -> Fonts:
    pygame.font.init()
    return Fonts(fonts_folder())


def drawn(fonts: Fonts, area: pygame.Rect, lines: list[PanelLine], anchor: str = "top"
          ) -> tuple[pygame.Rect, list[boxes.Box]]:
    surface = pygame.Surface((800, 800), pygame.SRCALPHA)
    with boxes.recording((800, 800)) as recorder:
        panel = draw_line_panel(surface, fonts, area, lines, UNIT,
                                anchor=anchor)  # type: ignore[arg-type]
    assert not boxes.problems(recorder)
    return panel, recorder.texts()


SUITS = [PanelLine("Not yet seen", "heading"), *(
    PanelLine(f"{suit} (4): 3 2 A R") for suit in ("Coins", "Cups", "Swords", "Batons"))]


@pytest.mark.parametrize("anchor", ["top", "bottom"])
def test_the_panel_is_as_tall_as_its_lines_from_its_side(fonts: Fonts, anchor: str) -> None:
    area = pygame.Rect(100, 100, 300, 500)
    panel, texts = drawn(fonts, area, SUITS, anchor)
    assert [box.text for box in texts] == [line.text for line in SUITS]
    assert panel.width == area.width and panel.height < area.height / 2
    assert (panel.top if anchor == "top" else panel.bottom) == getattr(area, anchor)
    assert all(panel.contains(box.rect) for box in texts)
    # the room the families ask for a number of lines holds them at their full size
    assert panel.height <= panel_height(len(SUITS), UNIT) + 1


def test_many_lines_come_closer_and_none_is_cut(fonts: Fonts) -> None:
    lines = SUITS + [PanelLine(f"Player {n}: no coins, cups") for n in range(8)]
    full = pygame.Rect(100, 100, 300, 700)
    _panel, roomy = drawn(fonts, full, lines)
    short = pygame.Rect(100, 100, 300, round(panel_height(len(lines), UNIT) * 0.8))
    panel, close = drawn(fonts, short, lines)
    assert [box.text for box in close] == [line.text for line in lines]  # every line, whole
    assert close[1].size < roomy[1].size and close[1].size >= MIN_TEXT
    assert all(panel.contains(box.rect) for box in close) and panel.height <= short.height
    tiny = pygame.Rect(100, 100, 300, 120)
    panel, few = drawn(fonts, tiny, lines)
    assert 0 < len(few) < len(lines) and all(panel.contains(box.rect) for box in few)
    assert [box.text for box in few] == [line.text for line in lines[:len(few)]]
    panel, none = drawn(fonts, pygame.Rect(100, 100, 300, 12), lines)
    assert not none and panel.height == 0  # not one line fits: no empty panel


def test_a_list_breaks_between_whole_items_and_a_group_stands_apart(fonts: Fonts) -> None:
    ranks = ("ace", "two", "three", "four", "five", "jack", "horse", "king")
    lines = [PanelLine("Card tracker", "heading"),
             PanelLine("Swords still out: {items}", items=ranks, apart=True)]
    narrow = pygame.Rect(100, 100, fonts.width("Swords still out: ace,", 17) + 40, 400)
    _panel, texts = drawn(fonts, narrow, lines)
    rows = [box.text for box in texts[1:]]
    assert len(rows) > 1 and "".join(rows).replace(",", ", ").split() == (
        "Swords still out: ace, two, three, four, five, jack, horse, king".split())
    assert all(row.split(", ")[-1].rstrip(",") in (*ranks, "Swords still out: ace")
               for row in rows)
    step = texts[2].rect.top - texts[1].rect.top
    assert texts[1].rect.top - texts[0].rect.top > step  # the list starts a group
