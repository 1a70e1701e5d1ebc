"""A seat's copy of a remote table's match (cicera_net.shadow), from what the table sends
that seat alone: it agrees with every view received, follows each move and deal by the
engine's own events, and keeps the hands already played."""

from __future__ import annotations

import json
from typing import Any

import pytest

from cicera_net.seatview import view_from_json, view_json
from cicera_net.shadow import Shadow, played_card
from cicera_net.table import Table
from engine.cards import Card
from engine.ciapano.hand import HandState
from engine.families import load_variant

#: Every shipped variant with a count of players it allows.
TABLES = [("pagat", 4), ("pagat-sei", 4), ("bresciana", 2), ("bresciana", 3),
          ("bresciana-corta", 4), ("ciapano", 5), ("traversone", 4), ("kifameno", 3),
          ("mattazza", 4), ("busca", 4)]


def sent(table: Table, seat: int) -> dict[str, Any]:
    """The state the table sends ``seat``, as it arrives over the wire."""
    arrived: dict[str, Any] = json.loads(json.dumps(table.state(seat)))
    return arrived


@pytest.mark.parametrize(("variant", "players"), TABLES)
def test_each_seat_follows_a_whole_match_from_its_own_views(variant: str, players: int) -> None:
    rules = load_variant(variant)
    table = Table(rules, players, seed=23, levels=("easy",) * players)
    table.started = True
    shadows = [Shadow(rules, players, seat, seed=seat) for seat in range(players)]
    moves = 0
    while True:
        if table.game.has_hand:
            for seat, shadow in enumerate(shadows):
                state = sent(table, seat)
                step = shadow.follow(state)
                assert shadow.agrees(step.game, state["view"])
                assert step.game.side_totals() == table.game.side_totals()
                if step.animated:
                    assert step.before is not None and step.events
        if not table.advance():
            break
        moves += 1
    assert table.game.is_terminal()
    for shadow in shadows:
        assert shadow.game.is_terminal()
        assert shadow.game.outcome() == table.game.outcome()
        assert len(shadow.game.hand_log()) == len(table.game.hand_log())
        # only the first view is shown at once: every move and deal after it is the
        # engine's own events, animated (a Kifameno trick too: the copy's talon holds the
        # card this seat was seen to draw where it draws it)
        assert shadow.snapped == 1, (variant, shadow.snapped)
    assert moves > 0


def test_a_copy_begun_in_the_middle_of_a_hand_follows_from_there() -> None:
    """As after a reconnection: the first view is shown at once, the moves after it are
    followed by their events."""
    rules = load_variant("pagat")
    table = Table(rules, 4, seed=5, levels=("easy",) * 4)
    table.started = True
    for _ in range(12):
        table.advance()
    shadow = Shadow(rules, 4, 2, seed=1)
    first = shadow.follow(sent(table, 2))
    assert not first.animated
    for _ in range(20):
        table.advance()
        step = shadow.follow(sent(table, 2))
        assert step.animated and shadow.agrees(step.game, sent(table, 2)["view"])
    while not table.game.is_chance_node():  # to the hand's end: seen whole all the same
        table.advance()
        shadow.follow(sent(table, 2))
    assert 1 in shadow.public
    assert sorted(shadow.game.hand_log()[0].deal.table) == sorted(
        table.game.hand_log()[0].deal.table)


def test_the_copy_holds_no_card_its_seat_has_not_seen_in_its_own_place() -> None:
    """The hidden cards of the copy are guesses: never the true other hands (the seat was
    sent nothing that could tell them)."""
    rules = load_variant("pagat")
    table = Table(rules, 4, seed=9, levels=("easy",) * 4)
    table.started = True
    table.advance()  # the deal
    shadow = Shadow(rules, 4, 0, seed=3)
    shadow.follow(sent(table, 0))
    guessed = shadow.game.view(1).hand
    true = table.game.view(1).hand
    assert len(guessed) == len(true)
    assert set(guessed) != set(true)  # 12 of 36 unseen cards: a match is next to impossible


@pytest.mark.parametrize(("variant", "players"), TABLES)
def test_a_view_read_back_from_its_json_is_the_view(variant: str, players: int) -> None:
    rules = load_variant(variant)
    table = Table(rules, players, seed=4, levels=("easy",) * players)
    table.started = True
    for _ in range(40):
        if not table.advance():
            break
        for seat in range(players):
            view = table.game.view(seat)
            kind = type(view)
            assert view_from_json(json.loads(json.dumps(view_json(view))), kind, rules) == view


def test_a_view_that_does_not_fit_is_refused_clearly() -> None:
    rules = load_variant("pagat")
    table = Table(rules, 4, seed=4, levels=("easy",) * 4)
    table.started = True
    table.advance()
    data = sent(table, 0)["view"]
    assert isinstance(data, dict)
    kind = type(table.game.view(0))
    with pytest.raises(ValueError, match="not a card"):
        view_from_json({**data, "hand": [17]}, kind, rules)


def test_the_card_a_moves_text_plays() -> None:
    assert played_card("9d:2d+3d") == Card.parse("9d")
    assert played_card("Rb") == Card.parse("Rb")
    assert played_card("give") is None


@pytest.mark.parametrize(("variant", "players"), [("pagat", 4), ("bresciana", 3),
                                                   ("pagat-sei", 4)])
def test_a_cicera_copy_knows_every_hand_it_saw_from_its_deal_and_its_record_replays(
        variant: str, players: int) -> None:
    """Every card of a Cicera hand is seen by its end: the copy's hands are the table's own
    deals then, and the copy's record replays to the table's result."""
    rules = load_variant(variant)
    table = Table(rules, players, seed=31, levels=("easy",) * players)
    table.started = True
    shadow = Shadow(rules, players, 1, seed=2)
    while True:
        if table.game.has_hand:
            shadow.follow(sent(table, 1))
        if not table.advance():
            break
    hands = len(table.game.hand_log())
    assert shadow.public == set(range(1, hands + 1))
    for mine, true in zip(shadow.game.hand_log(), table.game.hand_log(), strict=True):
        assert [sorted(h) for h in mine.deal.hands] == [sorted(h) for h in true.deal.hands]
        assert mine.plays == true.plays and mine.written == true.written
    family = shadow.family
    replayed = family.replay(family.to_record(shadow.game), None).game
    assert replayed.outcome() == table.game.outcome()


@pytest.mark.parametrize(("variant", "players", "seat"), [
    ("ciapano", 3, 0), ("ciapano", 5, 4), ("traversone", 5, 2), ("kifameno", 2, 1),
    ("kifameno", 3, 2), ("mattazza", 4, 3), ("busca", 4, 1)])
def test_a_ciapano_copy_tells_every_hand_again_and_its_record_replays_as_the_tables(
        variant: str, players: int, seat: int) -> None:
    """Every card of a Ciapanò hand is played in a trick open to all: the copy's hands are
    told again whole (what lay aside is the rest of the deck; another seat's talon draws
    are the cards it played after its first hand's), and its record replays to the
    table's tricks, points and scores."""
    rules: Any = load_variant(variant)
    table = Table(rules, players, seed=41, levels=("easy",) * players)
    table.started = True
    shadow = Shadow(rules, players, seat, seed=3)
    while True:
        if table.game.has_hand:
            shadow.follow(sent(table, seat))
        if not table.advance():
            break
    hands = len(table.game.hand_log())
    assert hands > 1 and shadow.public == set(range(1, hands + 1))
    family = shadow.family
    replayed = family.replay(family.to_record(shadow.game), None).game
    assert replayed.outcome() == table.game.outcome()
    logs: list[Any] = [shadow.game.hand_log(), replayed.hand_log(), table.game.hand_log()]
    for mine, again, true in zip(*logs, strict=True):
        assert mine.plays == true.plays and again.tricks == true.tricks
        assert (again.points, again.penalty, again.totals) == (
            true.points, true.penalty, true.totals)
        position = true.seats.index(seat) if seat in true.seats else None
        if rules.rest != "talon":
            assert [sorted(h) for h in mine.deal.hands] == [sorted(h) for h in true.deal.hands]
            assert sorted(mine.deal.rest) == sorted(true.deal.rest)
        elif position is not None:  # its own first hand and its own draws, as they were
            assert sorted(mine.deal.hands[position]) == sorted(true.deal.hands[position])
            assert own_draws(mine, players, seat) == own_draws(true, players, seat)


def own_draws(log: Any, players: int, seat: int) -> list[Card]:
    """The cards ``seat`` drew from the talon in the hand ``log``, in order."""
    rules: Any = load_variant("kifameno")
    state = HandState.start(rules, players, log.seats, log.dealer,
                            [[int(c) for c in hand] for hand in log.deal.hands],
                            [int(c) for c in log.deal.rest])
    for card in log.plays:
        state.play(int(card))
    return [Card(card) for drawer, card in state.draws if drawer == seat]


@pytest.mark.parametrize(("variant", "players"), [("bresciana", 2), ("bresciana", 3),
                                                   ("kifameno", 2), ("kifameno", 3)])
def test_a_seats_own_moves_never_show_it_a_card_it_does_not_hold(variant: str,
                                                                   players: int) -> None:
    """The seat's own move is made in the copy at once, unless it brings the seat cards
    only the table knows (a round's last play before the next packet, a trick before the
    talon is drawn): then it waits for the table's answer, which brings the true cards.
    Either way the seat's own hand is never a guess, and every state after the first is
    followed by its events."""
    rules = load_variant(variant)
    table = Table(rules, players, seed=6, levels=("easy",) * players)
    table.started = True
    shadow = Shadow(rules, players, 1, seed=4)
    waited = 0
    while True:
        if not table.advance():
            break
        if not table.game.has_hand:
            continue
        state = sent(table, 1)
        last = state.get("last")
        if isinstance(last, dict) and last.get("seat") == 1:
            move = {str(m): m for m in shadow.game.legal_moves()}[last["move"]]
            if shadow.play_own(move) is None:
                waited += 1
            else:  # made at once: the hand shown is the seat's true hand
                assert ({str(card) for card in shadow.game.view(1).hand}
                        == set(state["view"]["hand"]))
        first = shadow.view is None
        step = shadow.follow(state)
        assert first or step.animated or step.shown
    assert table.game.is_terminal() and shadow.game.outcome() == table.game.outcome()
    assert waited > 0 and shadow.snapped == 1
