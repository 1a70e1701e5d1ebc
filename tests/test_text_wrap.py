"""A word with no spaces wider than its line (an 80-letter variant name) is broken between
its characters by the shared wrap, or cut short where one line is required: never drawn past
its panel or the window."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from cicera_gui.look import boxes
from cicera_gui.scenes.base import unit
from cicera_gui.storage import Locations
from tests.gui_driver import make_app
from tests.gui_layout import staged

LONG_NAME = "W" * 80


@pytest.fixture(autouse=True)
def _close() -> Iterator[None]:
    yield
    pygame.quit()


@pytest.mark.parametrize("text", [LONG_NAME, f"A name {LONG_NAME} in a sentence",
                                  "Supercalifragilistichespiralidoso" * 3 + ".yaml: key 'x'"])
def test_the_wrap_breaks_a_word_wider_than_the_line(text: str) -> None:
    fonts = make_app((960, 600)).fonts
    width = 300
    lines = fonts.wrap(text, 20, width)
    assert len(lines) > 1
    assert all(fonts.width(line, 20) <= width for line in lines), lines
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")  # nothing lost
    assert fonts.wrap_balanced(text, 20, width) and all(
        fonts.width(line, 20) <= width for line in fonts.wrap_balanced(text, 20, width))


def test_the_wrap_still_breaks_between_words_first() -> None:
    fonts = make_app((960, 600)).fonts
    assert fonts.wrap("one two three", 20, fonts.width("one two", 20)) == ["one two", "three"]


@pytest.mark.parametrize("broken", [False, True])
@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_new_game_keeps_an_80_letter_name_inside_the_window_and_its_column(
        broken: bool, size: tuple[int, int]) -> None:
    home = Locations.default()  # the test's own CICERA_HOME (see conftest)
    home.variants.mkdir(parents=True, exist_ok=True)
    if broken:  # its error names the file: the 80 letters in a sentence
        path = home.variants / f"{LONG_NAME}.yaml"
        path.write_text("extends: ciapano\ntarget: lots\n", encoding="utf-8")
    else:
        path = home.variants / "long.yaml"
        path.write_text(f"extends: ciapano\nname: {LONG_NAME}\n", encoding="utf-8")
    with staged("newgame", size, "en", variant=str(path), players=2) as app:
        with boxes.recording(app.size) as recorder:
            app.draw()
        assert not boxes.problems(recorder)
        screen = pygame.Rect((0, 0), size)
        texts = recorder.texts()
        assert any("W" * 6 in box.text for box in texts)  # its beginning, cut short
        for box in texts:
            assert screen.contains(box.rect), (box.text, box.rect)
        if broken:  # the error's lines stay in New game's column (80% of the window)
            lines = [box for box in texts if "W" * 10 in box.text]
            assert len(lines) > 1
            assert all(box.rect.width <= size[0] * 0.8 + 1 for box in lines)


def test_a_title_with_an_80_letter_name_is_cut_short_inside_the_window_not_shrunk_away(
        ) -> None:
    home = Locations.default()
    home.variants.mkdir(parents=True, exist_ok=True)
    path = home.variants / "long.yaml"
    path.write_text(f"extends: ciapano\nname: {LONG_NAME}\n", encoding="utf-8")
    with staged("rules", (960, 600), "en", variant=str(Path(path)), players=3) as app:
        with boxes.recording(app.size) as recorder:
            app.draw()
        (title,) = [box for box in recorder.texts() if box.text.startswith("Rules")]
        assert pygame.Rect(0, 0, 960, 600).contains(title.rect)
        assert title.text.endswith("…") and title.size >= round(unit((960, 600)) * 3.5)


def _japanese_messages() -> list[str]:
    from babel.messages.pofile import read_po

    root = Path(__file__).resolve().parent.parent
    with (root / "locales" / "ja" / "LC_MESSAGES" / "cicera.po").open("rb") as handle:
        catalog = read_po(handle)
    texts: list[str] = []
    for message in catalog:
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        texts += [str(text) for text in strings if text and len(text) > 24]
    return texts


def test_japanese_lines_break_between_phrases_as_a_typesetter_would() -> None:
    """Never inside a word (「置|いた」: a kanji and its kana; 「ファン|テ」), never a line
    ending with an opening bracket or starting with a closing mark: over every long Japanese
    message of the catalog, at two widths."""
    from cicera_gui.look.theme import NO_LINE_END, NO_LINE_START, _kind

    fonts = make_app((960, 600)).fonts
    texts = _japanese_messages()
    assert len(texts) > 100
    checked = 0
    for text in texts:
        for characters in (18, 30):
            width = fonts.width("あ" * characters, 20)
            lines = fonts.wrap(text, 20, width)
            assert "".join(lines).replace(" ", "") == text.replace("\n", "").replace(" ", "")
            for line, after in itertools.pairwise(lines):
                if not line or not after:
                    continue
                checked += 1
                end, start = line[-1], after[0]
                assert end not in NO_LINE_END, (line, after)
                assert start not in NO_LINE_START, (line, after)
                assert (_kind(end), _kind(start)) not in {("kanji", "hiragana"),
                                                          ("katakana", "katakana")}, (line, after)
    assert checked > 200
