"""The shapes cards take on any table: the hand fan overlaps only when it must; the cards
laid in the middle stand in balanced rows inside their area, never on one another, smaller
only when the rows would not fit; a trick's cards, one a seat, touch neither one another nor
a seat's panel, towards their seats or (six seats and more) in rows in the order played."""

from __future__ import annotations

import itertools

import pygame
import pytest

from cicera_gui.table.centre import SeatCentre
from cicera_gui.table.fan import fan_slots, row_slots
from cicera_gui.table.ring import SeatRing


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


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("players", range(2, 9))
def test_a_tricks_cards_touch_neither_one_another_nor_a_seat(size: tuple[int, int],
                                                             players: int) -> None:
    ring = SeatRing(size, players)
    centre = SeatCentre(ring)
    slots = centre.slots()
    assert len(slots) == players
    assert centre.in_rows == (players >= 6)
    panels = [ring.seat_rect(seat) for seat in range(1, players)]
    for index, slot in enumerate(slots):
        assert slot.collidelist(slots[index + 1:]) < 0, index
        assert slot.collidelist(panels) < 0, index
        assert slot.width == centre.card_width
    if not centre.in_rows:  # each card lies towards its seat: the next seat's further right
        xs = [centre.slot(seat, 0).centerx for seat in range(1, players)]
        assert xs == sorted(xs, reverse=True)
