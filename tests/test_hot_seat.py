"""Friends at one screen: two people and two computer players play a whole pagat match by
real input events; the curtain comes between the two people every time, and no person's
hand is ever drawn face up while another person looks."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from cicera_gui.families.cicera.summary import SummaryScene
from cicera_gui.families.cicera.table import CiceraTable
from cicera_gui.play.match import FRIEND, MatchSetup
from cicera_gui.program.app import App
from cicera_gui.scenes.curtain import Curtain
from cicera_gui.scenes.newgame import NewGameScene
from cicera_gui.words.names import seat_name, viewer
from tests.gui_driver import FRAME, click, key, make_app, play_by_drag

#: The people's seats: you, and a friend at your right (so the screen passes often).
PEOPLE = (0, 1)


@pytest.fixture
def app() -> Iterator[App]:
    application = make_app(animation="off")  # a whole match: the cards go straight there
    yield application
    if application.match is not None:
        application.match.close()
    pygame.quit()


def no_other_hand_face_up(table: CiceraTable) -> None:
    """What the table draws now: only the looking person's own hand face up."""
    looking = table.controller.viewer
    for seat, hand in enumerate(table.board.hands):
        if seat == looking:
            continue
        shown = [card for card in hand if table.card_sprites[card].face_up]
        assert not shown, f"seat {seat}'s cards drawn face up while seat {looking} looks"


def test_two_people_and_two_computers_play_a_whole_pagat_match_at_one_screen(
        app: App) -> None:
    app.start_match(MatchSetup("pagat", 4, [FRIEND, "easy", "easy"], seed=5))
    table = app.stack.top
    assert isinstance(table, CiceraTable)
    controller = table.controller
    game = controller.game
    assert controller.people == PEOPLE and controller.at_one_screen
    assert not controller.can_undo
    curtains: list[tuple[int, int]] = []  # (who looked before, who the curtain named)
    plays_by: dict[int, int] = {0: 0, 1: 0}
    last_person: int | None = None
    hands_seen = 0
    for _step in range(200_000):
        if game.is_terminal():
            break
        top = app.stack.top
        if isinstance(top, Curtain):
            assert top.opaque, "the curtain hides the whole table"
            assert top.seat != controller.viewer
            heading = top.heading()
            assert seat_name(top.seat) in heading or "Bepi" in heading or "Lina" in heading
            curtains.append((controller.viewer, top.seat))
            click(app, (app.size[0] // 2, app.size[1] // 3))
            assert controller.viewer == top.seat and viewer() == top.seat
            continue
        if isinstance(top, SummaryScene):
            hands_seen += 1
            key(app, pygame.K_RETURN)
            continue
        if top is table and table.accepting_input:
            seat = game.current_player()
            assert seat in PEOPLE and seat == controller.viewer
            if last_person is not None and last_person != seat:
                # the screen was passed between these two people's plays
                assert curtains and curtains[-1][1] == seat
            moves = game.legal_moves()
            move = next((m for m in moves if m.capture), moves[-1])
            before = game.plays_in_hand()
            play_by_drag(app, table, move)
            if game.plays_in_hand() == before and not game.is_chance_node():
                continue  # a dialog came over the table: handled next round
            plays_by[seat] += 1
            last_person = seat
            no_other_hand_face_up(table)
            continue
        app.step(FRAME)
        if app.stack.top is table:
            no_other_hand_face_up(table)
    assert game.is_terminal(), "the match was played to its end"
    assert hands_seen >= 1
    assert plays_by[0] > 0 and plays_by[1] > 0
    # the curtain came between the two people every time the screen changed hands
    assert curtains and all(before != after for before, after in curtains)
    assert {after for _before, after in curtains} == set(PEOPLE)


def test_new_game_offers_a_friend_at_this_screen_for_each_seat(app: App) -> None:
    scene = NewGameScene(app)
    assert (FRIEND, "Friend at this screen") in scene.level_options()
    assert "screen" in scene.choices.level_way(FRIEND)
