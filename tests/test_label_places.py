"""Where words beside a thing go: the first spot where a label runs into nothing and stays in
the window, else the spot where the fewest of its boxes clash; a column of boxes grows away
from its spot, upward when it holds by its foot."""

from __future__ import annotations

import pygame
import pytest

from cicera_gui.table.label_places import Spot, column, place

WINDOW = pygame.Rect(0, 0, 400, 300)
PILE = pygame.Rect(180, 120, 40, 60)
SPOTS = [Spot((PILE.centerx, PILE.bottom + 4), "midtop"),
         Spot((PILE.right + 8, PILE.bottom), "bottomleft"),
         Spot((PILE.left - 8, PILE.bottom), "bottomright"),
         Spot((PILE.centerx, PILE.top - 4), "midbottom")]


def test_a_label_goes_under_its_pile_when_nothing_is_there() -> None:
    (box,), clashing = place([(60, 14)], SPOTS, 0, [PILE], WINDOW)
    assert clashing == 0 and box.midtop == (PILE.centerx, PILE.bottom + 4)


def test_a_label_takes_the_next_side_that_is_clear() -> None:
    under = pygame.Rect(0, PILE.bottom, 400, 40)
    right = pygame.Rect(PILE.right, 0, 200, 300)
    (box,), clashing = place([(60, 14)], SPOTS, 0, [PILE, under, right], WINDOW)
    assert clashing == 0 and box.bottomright == (PILE.left - 8, PILE.bottom)


def test_a_label_never_leaves_the_window_when_a_side_inside_is_free() -> None:
    low = pygame.Rect(180, WINDOW.bottom - 30, 40, 26)
    (box,), clashing = place([(60, 14)], [
        Spot((low.centerx, low.bottom + 4), "midtop"),
        Spot((low.centerx, low.top - 4), "midbottom")], 0, [low], WINDOW)
    assert clashing == 0 and box.bottom == low.top - 4 and WINDOW.contains(box)


def test_with_no_clear_side_the_least_clashing_wins_and_says_so() -> None:
    everywhere = [WINDOW.inflate(-2, -2)]
    boxes, clashing = place([(60, 14), (60, 14)], SPOTS, 16, everywhere, WINDOW)
    assert clashing == 2 and boxes[0].midtop == (PILE.centerx, PILE.bottom + 4)


@pytest.mark.parametrize(("align", "upward"), [("midtop", False), ("topleft", False),
                                               ("midbottom", True), ("bottomleft", True)])
def test_a_column_grows_away_from_its_spot(align: str, upward: bool) -> None:
    spot = Spot((100, 100), align)  # type: ignore[arg-type]
    first, second = column([(50, 12), (70, 12)], spot, 16)
    assert getattr(first, align) == (100, 100)
    assert second.top - first.top == (-16 if upward else 16)
    with pytest.raises(ValueError):
        place([(1, 1)], [], 0, [], WINDOW)
