"""Numbered deals: every hand dealt in a match has a number; New game plays a deal by its
number again, the same cards to the same seats, the same dealer, in both families."""

from __future__ import annotations

import json
import random

import pygame
import pytest

from cicera_gui.look.widgets import Button
from cicera_gui.program.app import App, first_scene
from cicera_gui.scenes.deal_number import DealNumberDialog, parse_deal_number
from cicera_gui.scenes.newgame import NewGameScene
from cicera_gui.scenes.notice import NoticeDialog
from cicera_gui.scenes.table import TableScene
from cicera_gui.words.names import hand_title
from engine.families import load_variant, new_match
from engine.game import AnyGame
from engine.shuffle import MAX_DEAL_NUMBER
from tests.gui_driver import click, frames, key, make_app, post

pytestmark = pytest.mark.usefixtures("closed_window")


def on_top(app: App) -> object:
    """The top scene now (read through a call: input changes it)."""
    return app.stack.top


def hands_of(game: AnyGame, seed: int, count: int) -> AnyGame:
    """``count`` hands of ``game`` played by seeded random moves."""
    rng = random.Random(seed)
    while not game.is_terminal() and game.hands_played < count:
        if game.is_chance_node():
            game.deal_hand()
            continue
        game.apply(rng.choice(list(game.legal_moves())))
    return game


@pytest.mark.parametrize("variant, players", [("pagat", 4), ("bresciana", 2),
                                              ("traversone", 6), ("kifameno", 3)])
def test_a_hands_number_deals_the_same_cards_again_in_a_new_match(variant: str,
                                                                    players: int) -> None:
    rules = load_variant(variant)
    game = hands_of(new_match(rules, players, seed=11), seed=2, count=3)
    logs = game.hand_log()
    assert all(log.number is not None for log in logs)
    assert len({log.number for log in logs}) == len(logs)
    for log in logs[:2]:  # the first hand, and a later one dealt by the next seat
        again = new_match(rules, players, seed=99)
        again.choose_deal(log.number)
        again.deal_hand()
        first = again.hand_log()[0]
        assert first.number == log.number and first.dealer == log.dealer
        assert first.deal == log.deal
    other = new_match(rules, players, seed=12)
    other.deal_hand()
    assert other.hand_log()[0].deal != logs[0].deal


def test_a_typed_number_is_read_or_refused() -> None:
    assert parse_deal_number(" 1 234 567 ") == 1234567
    assert parse_deal_number("0") == 0
    for bad in ("", "abc", "12a", "-5", str(MAX_DEAL_NUMBER + 1), "１２"):
        assert parse_deal_number(bad) is None


def test_new_game_plays_a_deal_typed_by_its_number() -> None:
    reference = hands_of(new_match(load_variant("ciapano"), 4, seed=5), seed=1, count=2)
    wanted = reference.hand_log()[1]
    assert wanted.number is not None
    app = make_app((960, 600), animation="off", variant="ciapano", players=4)
    app.stack.reset(first_scene(app))
    while isinstance(app.stack.top, NoticeDialog):
        key(app, pygame.K_RETURN)
    app.stack.push(NewGameScene(app))
    new_game = app.stack.top
    assert isinstance(new_game, NewGameScene)
    frames(app)
    button = next(w for w in new_game.widgets
                  if isinstance(w, Button) and w.label == "Numbered deal…")
    click(app, button.rect.center)
    dialog = app.stack.top
    assert isinstance(dialog, DealNumberDialog)
    # the dialog says what the number will be dealt as: the same cards only for the same
    # variant and number of players
    assert dialog.dealt_as.startswith("Dealt as Ciapanò for 4 players:")
    post(pygame.TEXTINPUT, text="12x")
    frames(app)
    key(app, pygame.K_RETURN)
    assert app.stack.top is dialog and "whole number" in dialog.problem
    from cicera_gui.look import boxes

    with boxes.recording(app.size) as recorder:
        app.draw()
    said = " ".join(box.text for box in recorder.texts())
    assert "Dealt as Ciapanò" in said and not boxes.problems(recorder)
    for _ in range(3):
        key(app, pygame.K_BACKSPACE)
    post(pygame.TEXTINPUT, text=str(wanted.number))
    frames(app)
    key(app, pygame.K_RETURN)
    table = on_top(app)
    assert isinstance(table, TableScene)
    first = table.controller.game.hand_log()[0]
    assert first.number == wanted.number and first.deal == wanted.deal
    assert hand_title(1, first.number) == f"Hand 1 · deal {wanted.number}"


def test_a_played_match_shows_each_hands_number(app_with_summary: App) -> None:
    from cicera_gui.look import boxes

    app = app_with_summary
    game = app.match.game if app.match is not None else None
    assert game is not None
    number = game.hand_log()[-1].number
    with boxes.recording(app.size) as recorder:
        app.draw()
    assert any(f"deal {number}" in text for text in recorder.said)


@pytest.fixture(params=["bresciana", "mattazza"])
def app_with_summary(request: pytest.FixtureRequest) -> App:
    from cicera_gui.scenes.screenshots import stage

    app = make_app((960, 600), animation="off", variant=request.param,
                   players=2 if request.param == "bresciana" else 4)
    stage(app, "summary", 3)
    return app


def test_a_continued_match_keeps_its_deals_numbers_and_its_chosen_first_deal() -> None:
    from cicera_gui.play.match import MatchController, MatchSetup
    from cicera_gui.storage.matches import MatchInfo, match_record, restore_match

    controller = MatchController(MatchSetup("ciapano", 4, [], 21, deal=123456))
    game = hands_of(controller.game, seed=4, count=2)
    numbers = [log.number for log in game.hand_log()]
    assert numbers[0] == 123456 and None not in numbers
    record = match_record(controller, MatchInfo.of(controller))
    again, info = restore_match(json.loads(json.dumps(record)))
    assert info.deal == 123456
    assert [log.number for log in again.game.hand_log()] == numbers
    controller.close()
    again.close()
