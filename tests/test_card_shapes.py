"""The shapes cards take on any table: the hand fan overlaps only when it must; the cards
laid in the middle stand in balanced rows inside their area, never on one another, smaller
only when the rows would not fit."""

from __future__ import annotations

import itertools

import pygame
import pytest

from cicera_gui.table.fan import fan_slots, row_slots


@pytest.mark.parametrize("count", [1, 4, 9, 16, 30])
def test_table_cards_stand_in_balanced_rows_inside_their_area(count: int) -> None:
    area = pygame.Rect(100, 80, 600, 360)
    slots = row_slots(area, 90, count)
    assert len(slots) == count
    assert all(area.contains(slot) for slot in slots) or slots[0].width <= 24
    assert not any(a.colliderect(b) for i, a in enumerate(slots) for b in slots[i + 1:])
    rows: dict[int, int] = {}
    for slot in slots:
        rows[slot.top] = rows.get(slot.top, 0) + 1
    assert max(rows.values()) - min(rows.values()) <= max(rows.values()) // 2 + 1
    middle = sum(s.centerx for s in slots) / count
    assert abs(middle - area.centerx) <= slots[0].width  # centred, the last row too


def test_table_cards_grow_smaller_only_when_the_rows_do_not_fit() -> None:
    area = pygame.Rect(0, 0, 600, 360)
    assert {s.width for s in row_slots(area, 90, 6)} == {90}
    many = row_slots(area, 90, 24)
    assert many[0].width < 90 and all(area.contains(slot) for slot in many)


def test_the_hand_fan_overlaps_only_when_it_must() -> None:
    area = pygame.Rect(0, 0, 600, 200)
    few = fan_slots(area, 80, 4)
    assert not any(a.colliderect(b) for a, b in itertools.pairwise(few))
    many = fan_slots(area, 80, 12)
    assert many[0].left >= area.left and many[-1].right <= area.right + 1
    assert many[1].left - many[0].left < 80
