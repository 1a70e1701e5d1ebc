"""Text laid out in lines: headings wrap evenly, never leaving one word alone."""

from __future__ import annotations

import pygame

from cicera_gui.look.theme import Fonts, fonts_folder

SENTENCE = "The first to reach 10 ends the match; the fewest points win"


def test_a_balanced_wrap_leaves_no_word_alone() -> None:
    pygame.font.init()
    fonts = Fonts(fonts_folder())
    width = fonts.width(SENTENCE, 20) - fonts.width(" win", 20) + 4  # "win" would be alone
    greedy = fonts.wrap(SENTENCE, 20, width)
    assert greedy[-1] == "win"
    balanced = fonts.wrap_balanced(SENTENCE, 20, width)
    assert len(balanced) == len(greedy) == 2
    assert " ".join(balanced) == SENTENCE
    widths = [fonts.width(line, 20) for line in balanced]
    assert max(widths) <= width and min(widths) >= max(widths) * 0.7
    assert fonts.wrap_balanced("Target: 51 points", 20, 800) == ["Target: 51 points"]


def test_a_list_of_items_keeps_the_space_after_its_head() -> None:
    from cicera_gui.look.theme import wrap_items

    pygame.font.init()
    fonts = Fonts(fonts_folder())
    assert wrap_items(fonts, "Honours still out: {items}", ["La Mata", "Napula"], 20, 800) == [
        "Honours still out: La Mata, Napula"]
    lines = wrap_items(fonts, "Swords still out: {items}", ["ace", "two", "three"], 20,
                       fonts.width("Swords still out: ace, two,", 20) + 2)
    assert lines == ["Swords still out: ace, two,", "three"]
