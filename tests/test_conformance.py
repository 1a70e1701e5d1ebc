"""One suite over every family, every shipped variant and each of its player counts, as
OpenSpiel runs one API test over every game: a new family gets all of it by registering.

Each case plays a seeded random match through the game interface and checks what every
driver relies on: legal moves in a stable order, ``clone`` and ``apply`` agreeing, views that
do not change when the unseen cards do, a record that replays to the same events and score,
a save restored to the same position, and the table drawing every event headlessly.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from cicera_gui.play.match import MatchController, MatchSetup
from cicera_gui.program.app import App
from cicera_gui.scenes.table import TableScene, open_table
from cicera_gui.storage.matches import MatchInfo, match_record, restore_match
from cicera_gui.storage.settings import Settings
from engine.families import Family, family, family_ids, load_variant, new_match, variant_ids
from engine.game import AnyGame

CASES = [(game, variant, players) for game in family_ids() for variant in variant_ids(game)
         for players in load_variant(variant).players]
#: How far each case plays: the first hand, at most this many plays.
PLAYS = 48


def ids(case: tuple[str, str, int]) -> str:
    return f"{case[1]}-{case[2]}"


def played(variant: str, players: int, seed: int, plays: int = PLAYS
           ) -> Iterator[tuple[AnyGame, Any, list[Any]]]:
    """The match before each move of its first hand: (match, the move chosen, its events)."""
    game = new_match(load_variant(variant), players, seed)
    rng = random.Random(seed)
    game.deal_hand()
    for _ in range(plays):
        if game.is_chance_node() or game.is_terminal():
            return
        move = rng.choice(list(game.legal_moves()))
        before = game.clone()
        events = list(game.apply(move))
        yield before, move, events


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_legal_moves_are_stable_and_clone_and_apply_agree(case: tuple[str, str, int]) -> None:
    _game, variant, players = case
    for before, move, events in played(variant, players, 11):
        moves = list(before.legal_moves())
        assert moves, "a seat to move always has a move"
        assert len(set(map(repr, moves))) == len(moves), "no move listed twice"
        twin = before.clone()
        assert list(twin.legal_moves()) == moves, "the same position lists the same moves"
        seat = before.current_player()
        assert seat is not None and seat in before.seats_in()
        assert list(before.view(seat).legal_moves()) == moves
        probe = before.clone()
        assert list(probe.apply(move)) == events, "a clone plays as the match did"
        assert list(twin.apply(move)) == events
        assert list(before.legal_moves()) == moves, "playing on a clone leaves the match"
        assert probe.current_player() == twin.current_player()
        assert probe.side_totals() == twin.side_totals()


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_a_view_does_not_change_with_the_unseen_cards(case: tuple[str, str, int]) -> None:
    """A match dealt anew from a seat's view, its unseen cards elsewhere, shows that seat
    the same view and the same moves."""
    name, variant, players = case
    own: Family = family(name)
    rng = random.Random(5)
    for count, (before, _move, _events) in enumerate(played(variant, players, 23)):
        if count % 7:
            continue
        seat = before.current_player()
        assert seat is not None
        view = before.view(seat)
        world = own.determinize(view, rng)
        assert world.view(seat) == view
        assert list(world.legal_moves()) == list(before.legal_moves())


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_a_record_replays_to_the_same_events_and_score(case: tuple[str, str, int]) -> None:
    name, variant, players = case
    own = family(name)
    game = new_match(load_variant(variant), players, 31)
    rng = random.Random(31)
    events: list[Any] = []
    while not game.is_terminal() and len(game.hand_log()) <= 2:
        if game.is_chance_node():
            events += game.deal_hand()
        else:
            events += game.apply(rng.choice(list(game.legal_moves())))
    replay = own.replay(own.to_record(game), None)
    again = replay.game
    assert again.side_totals() == game.side_totals()
    assert [hand.plays for hand in again.hand_log()] == [h.plays for h in game.hand_log()]
    assert again.current_player() == game.current_player()
    assert again.is_terminal() == game.is_terminal()
    assert again.view(0) == game.view(0)
    output = replay.as_dict()
    assert isinstance(output, dict) and output


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_a_save_is_restored_to_the_same_position(case: tuple[str, str, int]) -> None:
    _name, variant, players = case
    controller = MatchController(MatchSetup(variant, players, [], 41))
    try:
        rng = random.Random(41)
        controller.start_hand()
        for _ in range(PLAYS // 2):
            game = controller.game
            if game.is_chance_node() or game.is_terminal():
                break
            controller.apply_opponent(rng.choice(list(game.legal_moves())))
        restored, _info = restore_match(match_record(controller, MatchInfo([], 41)))
        try:
            for seat in range(players):
                assert restored.game.view(seat) == controller.game.view(seat)
            assert restored.game.side_totals() == controller.game.side_totals()
            assert list(restored.game.legal_moves()) == list(controller.game.legal_moves())
        finally:
            restored.close()
    finally:
        controller.close()


@pytest.fixture(scope="module")
def window() -> Iterator[App]:
    app = App((960, 600), settings=Settings(language="en", animation="off", ai_pace="fast"))
    yield app
    pygame.quit()


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_the_table_draws_every_event(case: tuple[str, str, int], window: App) -> None:
    """The family's table, fed the events of a played hand one move at a time, draws each
    headlessly and comes to rest."""
    _name, variant, players = case
    controller = MatchController(MatchSetup(variant, players, [], 53))
    try:
        table = open_table(window, controller, deal_next=False)
        window.stack.reset(table)
        table.animate(controller.start_hand())
        rng = random.Random(53)
        for _ in range(PLAYS):
            game = controller.game
            if game.is_chance_node() or game.is_terminal():
                break
            table.animate(controller.apply_opponent(rng.choice(list(game.legal_moves()))))
            for _step in range(120):
                table.advance(1 / 30)
                if not table.busy:
                    break
            window.draw()
            assert not table.busy, "the table comes to rest"
    finally:
        controller.close()


def resting_cards(table: TableScene) -> list[tuple[tuple[int, ...], int]]:
    """Every card drawn at rest: its place and the card its face shows (-1: a back), in a
    stable order."""
    return sorted((tuple(sprite.rect()), sprite.card if sprite.face_up else -1)
                  for sprite in table.director.cards.draw_order())


def assert_restores_as_animated(table: TableScene) -> None:
    """The position restored from the player's view alone (as after undo or a continued
    match) shows the same zones and lays the same cards in the same places as the table the
    animations brought there; play goes on from it."""
    zones, cards = table.shown_zones(), resting_cards(table)
    table.show_position()
    assert table.shown_zones() == zones
    assert resting_cards(table) == cards


def rest(table: TableScene) -> None:
    """Let the table play its queued steps until it comes to rest."""
    for _step in range(600):
        table.advance(1 / 30)
        if not table.busy:
            return
    raise AssertionError("the table comes to rest")


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_whole_matches_play_through_the_table_and_the_table_shows_the_view(
        case: tuple[str, str, int], window: App) -> None:
    """A whole match of random plays, every hand dealt and scored, through the family's
    table: after each play the table comes to rest showing, zone by zone, what the player's
    view holds; each hand ends drawn; the match ends decided, its totals the sum of its
    hands."""
    _name, variant, players = case
    controller = MatchController(MatchSetup(variant, players, [], 61))
    try:
        table = open_table(window, controller, deal_next=False)
        window.stack.reset(table)
        rng = random.Random(61)
        game = controller.game
        hands = 0
        while not game.is_terminal():
            assert hands < 60, "a match ends"
            if game.is_chance_node():
                window.stack.reset(table)  # the hand's summary closed
                table.animate(controller.start_hand())
                hands += 1
            else:
                table.animate(controller.apply_opponent(rng.choice(list(game.legal_moves()))))
            rest(table)
            if not game.is_chance_node() and not game.is_terminal():
                assert table.shown_zones() == table.view_zones()
                if controller.moves % 5 == 0:
                    assert_restores_as_animated(table)
            else:
                window.draw()  # the hand's end drawn, its summary over it
            game = controller.game
        assert hands == len(game.hand_log()) and game.outcome() is not None
        totals = [0] * len(game.side_totals())
        for log in game.hand_log():
            assert log.finished and log.written is not None
            for side, points in enumerate(log.written):
                totals[side] += points
        assert tuple(totals) == tuple(game.side_totals())
    finally:
        controller.close()
