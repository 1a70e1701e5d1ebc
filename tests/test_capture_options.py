"""Capture options: one card by rank, or two or more number cards by sum; laying is always legal."""

import random

from engine.cards import Card, deck
from engine.cicera.moves import capture_options, is_legal_capture
from engine.cicera.position import set_up
from engine.kinds.capture.moves import Move


def options(card: str, table: str) -> set[frozenset[str]]:
    cards = [Card.parse(t) for t in table.split()]
    found = capture_options(Card.parse(card), cards)
    return {frozenset(str(Card(c)) for c in option) for option in found}


def fs(*cards: str) -> frozenset[str]:
    return frozenset(cards)


def test_by_rank_takes_exactly_one_of_the_same_rank() -> None:
    assert options("7d", "7c 7b 2s") == {fs("7c"), fs("7b")}


def test_figures_take_only_by_rank() -> None:
    assert options("Cd", "Cc Rb 5s") == {fs("Cc")}
    assert options("Rd", "Fc 2s") == set()


def test_by_sum_with_two_or_more_number_cards() -> None:
    assert options("9d", "2d 3d 4d") == {fs("2d", "3d", "4d")}
    assert options("7s", "3d 4c 2b 5s") == {fs("3d", "4c"), fs("2b", "5s")}


def test_rank_and_sum_options_together() -> None:
    assert options("5d", "5c 2b 3s") == {fs("5c"), fs("2b", "3s")}


def test_figures_never_count_in_a_sum() -> None:
    assert options("10d", "Fc Cc 2s 8b") == {fs("2s", "8b")}


def test_ace_has_no_sum_and_two_aces_make_a_two() -> None:
    assert options("As", "Ad Ac") == {fs("Ad"), fs("Ac")}
    assert options("2s", "Ad Ac") == {fs("Ad", "Ac")}


def test_a_single_card_is_never_taken_by_sum_of_itself() -> None:
    assert is_legal_capture(Card.parse("6d"), [Card.parse("6c")], [Card.parse("6c")]) is None
    assert "by rank" in (
        is_legal_capture(Card.parse("6d"), [Card.parse("5c")], [Card.parse("5c")]) or ""
    )


def test_legal_moves_list_every_capture_and_laying_in_a_stable_order() -> None:
    game = set_up(hands=[["5d", "Rb"], ["2c"], ["3c"], ["4c"]], table=["5c", "2b", "3s", "Rs"])
    moves = [str(m) for m in game.legal_moves()]
    assert moves == ["5d:5c", "5d:3s+2b", "5d", "Rb:Rs", "Rb"]  # deck order: d c s b
    assert moves == [str(m) for m in game.view(0).legal_moves()]
    assert Move.parse("5d:2b+3s") in game.legal_moves()


def test_crowded_tables_enumerate_every_sum_fast() -> None:
    """Forty cards on the table: every subset found, each once, each adding up."""
    rng = random.Random(5)
    cards = deck()
    for _ in range(50):
        rng.shuffle(cards)
        table, card = cards[:40], cards[40]
        found = capture_options(card, table)
        assert len(found) == len({frozenset(o) for o in found})
        for option in found:
            assert is_legal_capture(card, option, table) is None


def test_crowded_table_count_matches_brute_force() -> None:
    from itertools import combinations

    rng = random.Random(9)
    cards = deck()
    for _ in range(20):
        rng.shuffle(cards)
        table, card = cards[:18], cards[18]
        brute = {
            frozenset(combo)
            for size in range(1, 6)
            for combo in combinations(table, size)
            if is_legal_capture(card, combo, table) is None
        }
        assert {frozenset(o) for o in capture_options(card, table)} == brute


