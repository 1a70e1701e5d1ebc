"""The one table model (:mod:`cicera_gui.table.model`): cards in named zones, a sprite per
card, each change of the zones turned into flights, a position restored from a view."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from cicera_gui.table.model import HIDDEN, CardTable, Flight
from cicera_gui.table.sprites import Target


class RowPlaces:
    """A toy layout: each zone a row at its own height, the hand face up, one zone out of
    sight."""

    ROWS: ClassVar[dict[str, float]] = {"hand 0": 500, "hand 1": 100, "table": 300,
                                        "deck": 50, "away": 0}

    def targets(self, zone: str, cards: Sequence[int]) -> list[Target]:
        y = self.ROWS[zone]
        if zone == "deck":  # a stack
            return [Target((20.0, y), 40, layer=i) for i in range(len(cards))]
        return [Target((100.0 + 50 * i, y), 40, face_up=zone in ("hand 0", "table"),
                       layer=10 + i, shown=zone != "away") for i in range(len(cards))]


def table() -> CardTable:
    return CardTable(RowPlaces(), {"hand 0": "set", "hand 1": "count", "table": "order",
                                   "deck": "count"}, stacks=["deck"])


def rest(cards: CardTable) -> None:
    for _ in range(200):
        cards.update(1 / 30)


def test_a_restored_position_reports_the_views_zones_and_lays_every_card_at_its_place() -> None:
    cards = table()
    cards.restore({"hand 0": [3, 7], "hand 1": 2, "table": [9], "deck": 5})
    assert cards.zones() == {"hand 0": frozenset({3, 7}), "hand 1": 2, "table": (9,),
                             "deck": 5}
    assert all(key >= HIDDEN for key in cards["hand 1"] + cards["deck"])
    assert cards.sprites[7].center == (150.0, 500.0) and cards.sprites[7].face_up
    assert not cards.sprites[cards["hand 1"][0]].face_up
    assert not cards.moving


def test_a_card_out_of_a_hidden_hand_flies_on_from_where_its_back_lay() -> None:
    cards = table()
    cards.restore({"hand 0": [], "hand 1": 2, "table": [], "deck": 0})
    back = cards["hand 1"][-1]
    where = cards.sprites[back].center
    cards.move(21, "table", source="hand 1")
    assert cards.zones()["hand 1"] == 1 and cards["table"] == [21]
    sprite = cards.sprites[21]
    assert back not in cards.sprites and sprite.center == where and not sprite.face_up
    assert cards.settle(0.3) == 0.3
    assert sprite.moving
    rest(cards)
    assert sprite.center == (100.0, 300.0) and sprite.face_up


def test_settle_moves_only_the_cards_whose_place_changed_each_on_its_own_flight() -> None:
    cards = table()
    cards.restore({"hand 0": [1, 2, 3], "table": []})
    cards.move(3, "table")
    longest = cards.settle(0.2, {3: Flight(0.4, delay=0.1)})
    assert longest == 0.5
    assert cards.sprites[3].moving
    assert not cards.sprites[1].moving and not cards.sprites[2].moving  # still in place
    cards.move(1, "table", at=0)
    cards.settle(0.2)
    assert cards.sprites[2].moving  # the hand closed up


def test_only_the_top_of_a_stack_and_no_card_out_of_sight_is_drawn_at_rest() -> None:
    cards = table()
    cards.restore({"deck": 10, "hand 0": [4]})
    drawn = cards.draw_order()
    assert [s.card for s in drawn][:3] == cards["deck"][-3:]
    cards.move(4, "away")
    cards.settle(0.3)
    assert 4 in [s.card for s in cards.draw_order()], "drawn on its way"
    rest(cards)
    assert 4 not in [s.card for s in cards.draw_order()], "not once it lies out of sight"


def test_cards_removed_leave_the_table_and_their_sprites_go() -> None:
    cards = table()
    cards.restore({"table": [5, 6], "hand 0": []})
    cards.remove([5])
    assert cards["table"] == [6] and 5 not in cards.sprites
    cards.move(6, "hand 0")
    cards.clear()
    cards.settle(0.1)
    assert not cards.sprites


def test_the_card_under_the_pointer_is_the_one_on_top() -> None:
    cards = table()
    cards.restore({"table": [5, 6, 7], "hand 0": []})
    assert cards.card_at("table", (150, 300)) == 6  # the second of the row
    assert cards.card_at("table", (100, 300)) == 5
    assert cards.card_at("table", (100, 150)) is None  # above the row
    rect = cards.sprites[7].rect()
    beside = (rect.right + 3, rect.centery)
    assert cards.card_at("table", beside) is None
    assert cards.card_at("table", beside, reach=4) == 7
    cards.move(9, "table", at=1)
    cards.settle(0.0)
    assert cards.card_at("hand 0", (150, 500)) is None
