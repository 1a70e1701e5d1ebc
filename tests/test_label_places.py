"""Where words beside a thing go: the first spot where a label runs into nothing and stays in
the window, else the spot where the fewest of its boxes clash; a column of boxes grows away
from its spot, upward when it holds by its foot; labels placed one after another keep clear
of each other, take their first wording that fits and explain themselves when hovered."""

from __future__ import annotations

import pygame
import pytest

from cicera_gui.look.theme import Fonts, fonts_folder
from cicera_gui.table.label_places import Label, LabelPlacer, Spot, column, label_tip, place

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


@pytest.fixture
def placer() -> LabelPlacer:
    pygame.font.init()
    return LabelPlacer(Fonts(fonts_folder()), 16, [PILE], WINDOW)


def test_labels_placed_one_after_another_keep_clear_of_each_other(placer: LabelPlacer
                                                                  ) -> None:
    first = placer.add(Label((("7 taken",),), tuple(SPOTS), ignores=(PILE,)))
    second = placer.add(Label((("Scùa 1", "Picada 2"),), tuple(SPOTS), column=True))
    assert first.boxes[0].midtop == (PILE.centerx, PILE.bottom + 4)
    assert len(second.boxes) == 2
    assert all(box.collidelist([*first.boxes, PILE]) < 0 for box in second.boxes)


def test_a_label_takes_its_first_wording_with_a_clear_place(placer: LabelPlacer) -> None:
    narrow = pygame.Rect(PILE.left - 20, PILE.top - 40, PILE.width + 40, PILE.height + 80)
    walls = [pygame.Rect(0, 0, narrow.left, 300), pygame.Rect(narrow.right, 0, 400, 300),
             pygame.Rect(0, 0, 400, narrow.top), pygame.Rect(0, narrow.bottom, 400, 300)]
    placer.obstacles += walls
    long, short = ("You & Gina", "12 taken"), ("12 taken",)
    placed = placer.add(Label((long, short), tuple(SPOTS)))
    assert placed.rows == short  # the two lines fit nowhere; the count alone fits under it
    assert placed.boxes[0].collidelist([*walls, PILE]) < 0


def test_a_row_of_a_label_explains_itself_when_hovered(placer: LabelPlacer) -> None:
    placed = placer.add(Label((("Scùa 1", "Picada 2"),), tuple(SPOTS), column=True,
                              tips=("a sweep", "taken from the last card")))
    assert label_tip(placer.placed, placed.boxes[1].center) == "taken from the last card"
    assert label_tip(placer.placed, (1, 1)) is None


def test_a_label_may_take_its_piles_room_but_never_the_pile(placer: LabelPlacer) -> None:
    room = PILE.inflate(0, 40).move(0, 20)
    placer.obstacles = [room]  # as a table has it: the pile within its room
    on_the_pile = Spot(PILE.center, "midtop")
    under = Spot((PILE.centerx, PILE.bottom + 4), "midtop")
    placed = placer.add(Label((("Scùa 1",),), (on_the_pile, under), column=True,
                              ignores=(room,), avoids=(PILE,)))
    assert placed.boxes[0].midtop == (PILE.centerx, PILE.bottom + 4)
    assert not placed.boxes[0].colliderect(PILE)
