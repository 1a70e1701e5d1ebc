"""Nobody sees a hidden card (issue 52): whole matches of every variant with every number of
players, each seat a person playing at random, and every message each seat is sent checked
against what that seat may know at that moment: no card it has not seen (another hand, the
cards still to come, a card put aside face down) is named anywhere in it."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from cicera_net.protocol import ProtocolError
from cicera_net.table import Table
from engine.cards import Card, CardError
from engine.families import family_ids, load_variant, variant_ids


def every_variant() -> list[tuple[str, int]]:
    return [(variant, players) for game in family_ids() for variant in variant_ids(game)
            for players in load_variant(variant).players]


def strings(value: Any) -> Iterator[str]:
    """Every text in a message, keys and values, however deep."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def cards_named(message: dict[str, Any]) -> set[int]:
    """Every card a message names: a card's text, or one in a move's text (``9d:2d+3d``)."""
    found: set[int] = set()
    for text in strings(message):
        for piece in text.replace(":", "+").split("+"):
            try:
                found.add(int(Card.parse(piece)))
            except CardError:
                continue
    return found


def play_through(variant: str, players: int, seed: int, hands: int) -> int:
    """A match played by people at random for ``hands`` hands (or to its end), every state
    sent checked; how many messages were checked."""
    rules = load_variant(variant)
    table = Table(rules, players, seed=seed, people=players)
    for seat in range(players):
        table.join(f"P{seat}", seat)
    rng = random.Random(seed)
    checked = 0
    while not table.game.is_terminal() and table.game.hands_played < hands:
        while table.advance():
            pass
        for seat, message in table.states():
            unseen = {int(card) for card in table.game.view(seat).unseen()}
            leaked = cards_named(message) & unseen
            assert not leaked, (variant, players, seat, sorted(leaked), message)
            checked += 1
        turn = table.game.current_player()
        if turn is None:
            continue
        state = table.state(turn)
        table.play(turn, rng.choice(state["moves"]), state["at"])
    return checked


@pytest.mark.parametrize(("variant", "players"), every_variant())
def test_no_message_names_a_card_its_seat_has_not_seen(variant: str, players: int) -> None:
    """A whole match (to its end, or 12 hands: the rest repeats them)."""
    assert play_through(variant, players, seed=11, hands=12) > 20


def test_a_move_for_another_seat_out_of_turn_or_stale_is_refused_and_the_table_goes_on(
        ) -> None:
    table = Table(load_variant("pagat"), 4, seed=3, people=4)
    for seat in range(4):
        table.join(f"P{seat}", seat)
    table.advance()  # the deal
    turn = table.game.current_player()
    assert turn is not None
    other = (turn + 1) % 4
    moves = table.state(turn)["moves"]
    with pytest.raises(ProtocolError) as refused:
        table.play(other, moves[0], table.at)
    assert refused.value.code == "not_your_turn"
    with pytest.raises(ProtocolError) as refused:
        table.play(turn, "Rz", table.at)
    assert refused.value.code == "illegal"
    with pytest.raises(ProtocolError) as refused:
        table.play(turn, moves[0], table.at - 1)
    assert refused.value.code == "stale"
    table.play(turn, moves[0], table.at)  # the right one still goes through
    assert table.last == {"seat": turn, "move": moves[0]}


def test_a_seat_is_bound_to_its_token() -> None:
    table = Table(load_variant("pagat"), 4, seed=3)
    first = table.join("Bepi", None)
    assert first.token is not None and table.resume(first.token) is first
    with pytest.raises(ProtocolError) as refused:
        table.resume("not-" + first.token)
    assert refused.value.code == "bad_token"
    with pytest.raises(ProtocolError) as refused:
        table.join("Toni", first.number)
    assert refused.value.code == "seat_taken"
