"""The score sheet: hand by hand what each side scored and its total, against the target, at
either family's table (S, or its button) and at the match's end; a player out of the match
has a dash; it closes with Esc, S or Close and never moves the game on."""

from __future__ import annotations

import random

import pygame
import pytest

from cicera_gui.look import boxes
from cicera_gui.look.widgets import Button
from cicera_gui.play.match import MatchController, MatchSetup
from cicera_gui.program.app import App
from cicera_gui.scenes.registry import reset_to
from cicera_gui.scenes.score_sheet import ScoreSheet, sheet_of
from cicera_gui.scenes.table import TableScene
from engine.families import load_variant, new_match
from engine.game import AnyGame
from tests.gui_driver import click, frames, key, make_app

pytestmark = pytest.mark.usefixtures("closed_window")


def on_top(app: App) -> object:
    """The top scene now (read through a call: input changes it)."""
    return app.stack.top


def played(variant: str, players: int, hands: int, seed: int = 5) -> AnyGame:
    """``hands`` hands of ``variant`` played by seeded random moves (fewer if it ends)."""
    game = new_match(load_variant(variant), players, seed=seed)
    rng = random.Random(seed)
    while not game.is_terminal() and game.hands_played < hands:
        if game.is_chance_node():
            game.deal_hand()
            continue
        game.apply(rng.choice(list(game.legal_moves())))
    return game


def test_each_line_is_the_hand_and_the_running_total() -> None:
    game = played("pagat", 4, hands=3)
    sheet = sheet_of(game)
    assert [line.hand for line in sheet.lines] == [1, 2, 3]
    assert len(sheet.names) == 2  # two sides of partners
    running = [0, 0]
    for line in sheet.lines:
        for side, cell in enumerate(line.cells):
            assert cell is not None
            written, total = cell
            running[side] += written
            assert total == running[side]
    assert sheet.totals == game.side_totals() == tuple(running)
    assert sheet.goal == "Target: 51 points"


def test_a_player_out_has_a_dash_and_penalties_never_go_under_zero() -> None:
    game = played("ciapano", 5, hands=40, seed=3)
    sheet = sheet_of(game)
    outs = [line for line in sheet.lines if None in line.cells]
    assert outs, "someone went out and sat the later hands out"
    before = [0] * 5
    for line in sheet.lines:
        for seat, cell in enumerate(line.cells):
            if cell is None:
                continue
            written, total = cell
            assert total == max(0, before[seat] + written)
            before[seat] = total
    assert sheet.lower_is_better


def test_the_sheet_marks_the_leaders_still_in_then_every_winner() -> None:
    """Before the end, the fewest points among the players still in; at the end, the winners
    as the rules say (in Traversone, when too few remain to play on, all of them)."""
    game = new_match(load_variant("traversone"), 8, seed=11)
    rng = random.Random(11)
    marked_during: list[set[int]] = []
    while not game.is_terminal():
        if game.is_chance_node():
            sheet = sheet_of(game)
            if sheet.lines:
                inside = set(game.seats_in())
                best = min(game.side_totals()[seat] for seat in inside)
                assert sheet.leaders() == {s for s in inside if game.side_totals()[s] == best}
                marked_during.append(sheet.leaders())
            game.deal_hand()
            continue
        game.apply(rng.choice(list(game.legal_moves())))
    outcome = game.outcome()
    assert outcome is not None
    assert sheet_of(game).leaders() == set(outcome.winners)
    assert marked_during, "the sheet was read between hands"


@pytest.mark.parametrize("variant, players", [("pagat", 4), ("traversone", 8)])
def test_s_at_the_table_shows_the_sheet_and_esc_closes_it(variant: str, players: int) -> None:
    game = played(variant, players, hands=2)
    app = make_app((960, 600), animation="off")
    controller = MatchController(MatchSetup(variant, players, [], 5), game=game)
    reset_to(app, "table", controller)
    frames(app, 3)
    table = app.stack.top
    assert isinstance(table, TableScene)
    moves = controller.moves
    key(app, pygame.K_s)
    sheet = app.stack.top
    assert isinstance(sheet, ScoreSheet)
    with boxes.recording(app.size) as recorder:
        app.draw()
    assert not boxes.problems(recorder)
    said = recorder.said
    assert "Score sheet" in said and "Total" in said
    for total in sheet_of(game).totals:
        assert str(total) in said
    key(app, pygame.K_ESCAPE)
    assert on_top(app) is table and controller.moves == moves
    with boxes.recording(app.size) as recorder:
        app.draw()
    assert "Score sheet (S)" in recorder.said  # its button, top right
    click(app, table.sheet_button_rect().center)
    again = on_top(app)
    assert isinstance(again, ScoreSheet)
    close = again.widgets[0]
    assert isinstance(close, Button)
    click(app, close.rect.center)
    assert on_top(app) is table


def test_the_match_end_offers_the_sheet(app_at_match_end: App) -> None:
    app = app_at_match_end
    end = app.stack.top
    labels = [w.label for w in getattr(end, "widgets", []) if isinstance(w, Button)]
    assert labels == ["Main menu", "Score sheet", "Play again"]
    button = next(w for w in end.widgets if isinstance(w, Button)  # type: ignore[union-attr]
                  and w.label == "Score sheet")
    click(app, button.rect.center)
    assert isinstance(app.stack.top, ScoreSheet)
    key(app, pygame.K_s)
    assert app.stack.top is end


@pytest.fixture(params=["bresciana", "mattazza"])
def app_at_match_end(request: pytest.FixtureRequest) -> App:
    from cicera_gui.scenes.screenshots import stage

    app = make_app((960, 600), animation="off", variant=request.param,
                   players=2 if request.param == "bresciana" else 4)
    stage(app, "matchend", 3)
    return app
