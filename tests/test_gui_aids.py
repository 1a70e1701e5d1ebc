"""Play aids: a hint is a legal move, undo restores the exact position, the tracker shows only
what the player could have counted."""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager

import pygame
import pytest

from cicera_gui.families.cicera.tracker import tracker_data
from cicera_gui.play.match import HUMAN, MatchSetup
from cicera_gui.program.app import App
from cicera_gui.scenes.table import TableScene
from engine.cards import CARDS
from engine.cicera.game import CiceraGame
from engine.cicera.rules import load_rules
from engine.cicera.worlds import determinize
from tests.gui_driver import frames, key, make_app, run_until, start, wait_for_turn


@pytest.fixture
def app() -> Iterator[App]:
    application = make_app(practice=True)
    yield application
    if application.match is not None:
        application.match.close()
    pygame.quit()


def position(game: CiceraGame) -> tuple[object, ...]:
    hand = game.hand
    return (tuple(map(tuple, hand.hands)), tuple(hand.table), tuple(hand.piles),
            tuple(map(tuple, hand.events)), hand.turn, hand.laid, hand.plays_left,
            tuple(game.totals), tuple(map(str, game.log[-1].plays)))


def test_a_hint_is_a_legal_move_and_marks_the_match_assisted(app: App) -> None:
    table = start(app, seed=9)
    assert wait_for_turn(app, table)
    def assisted() -> bool:  # read anew after each key (not the value narrowed before)
        return table.controller.assisted

    assert not assisted()
    key(app, pygame.K_h)
    assert run_until(app, lambda: table.aids.hint is not None), "no hint came"
    hint = table.aids.hint
    assert hint is not None
    assert hint.move in table.controller.game.legal_moves()
    assert hint.lines("bresciane") and all(hint.lines("bresciane"))
    assert assisted()
    table.play_human(hint.move)  # playing clears the hint
    assert table.aids.hint is None
    assert table.controller.game.log[-1].plays[-1] == hint.move


def test_undo_restores_the_exact_position(app: App) -> None:
    table = start(app, seed=4)
    assert wait_for_turn(app, table)
    game_before = position(table.controller.game)
    view_before = table.controller.game.view(HUMAN)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    if table.controller.game.log[-1].plays == []:  # a capture dialog: take the first option
        key(app, pygame.K_RETURN)
    assert wait_for_turn(app, table)  # the opponent has replied
    assert position(table.controller.game) != game_before
    key(app, pygame.K_u)
    assert position(table.controller.game) == game_before
    assert table.controller.game.view(HUMAN) == view_before
    hand = table.controller.game.hand
    assert sorted(table.board.hands[HUMAN]) == sorted(hand.hands[HUMAN])
    assert sorted(table.board.table) == sorted(table.controller.game.hand.table)
    assert table.controller.assisted
    assert wait_for_turn(app, table)  # and the game goes on from there


def test_undo_needs_the_practice_setting(app: App) -> None:
    app.settings.practice = False
    table = start(app, seed=4)
    assert wait_for_turn(app, table)
    key(app, pygame.K_RETURN)
    if table.controller.game.log[-1].plays == []:
        key(app, pygame.K_RETURN)
    played = len(table.controller.game.log[-1].plays)
    key(app, pygame.K_u)
    assert len(table.controller.game.log[-1].plays) == played
    assert not table.controller.assisted


def test_the_tracker_never_shows_a_hidden_card() -> None:
    """Two deals that look the same from seat 0 give the same tracker."""
    game = CiceraGame(load_rules("bresciana"), 3, seed=2)
    game.start_hand()
    rng = random.Random(1)
    for _ in range(7):
        game.apply(rng.choice(game.legal_moves()))
    view = game.view(HUMAN)
    worlds = [determinize(view, random.Random(seed)) for seed in range(4)]
    assert len({tuple(map(tuple, w.hand.hands)) for w in worlds}) > 1
    datas = {tracker_data(w.view(HUMAN)) for w in worlds}
    assert len(datas) == 1
    data = datas.pop()
    unseen = set(view.unseen())
    assert set(data.honours_out) <= unseen and set(data.spades_out) <= unseen
    assert sum(data.unseen_by_suit) == len(unseen) == data.in_other_hands + data.to_deal
    assert not set(data.spades_out) & {CARDS[c] for c in game.hand.hands[HUMAN]}


def test_the_tracker_panel_opens_beside_the_table(app: App) -> None:
    table = start(app, seed=5)
    assert wait_for_turn(app, table)
    wide = table.layout_info.table_area.width
    key(app, pygame.K_t)
    assert app.settings.tracker
    panel = table.layout_info.tracker_rect
    assert panel is not None and table.layout_info.table_area.width < wide
    for card in table.board.table:
        assert not table.card_sprites[card].rect().colliderect(panel)
    key(app, pygame.K_t)
    assert table.layout_info.tracker_rect is None


def test_larger_cards_high_contrast_and_reduced_motion_take_effect(app: App) -> None:
    from cicera_gui.look import theme

    table = start(app, seed=3)
    assert wait_for_turn(app, table)
    normal_width = table.layout_info.card_width
    app.settings.large_cards = True
    table.layout(app.size)
    assert table.layout_info.card_width == round(normal_width * 1.2) or (
        table.layout_info.card_width > normal_width)
    frames(app, 20)
    card = table.board.hands[HUMAN][0]
    assert table.card_sprites[card].rect().width == table.layout_info.card_width
    app.set_high_contrast(True)
    try:
        assert theme.CREAM == (255, 255, 255) and theme.PANEL == (0, 0, 0)
        background = app.background(app.size)
        assert background.get_at((5, 5))[:3] == theme.CONTRAST_BACKGROUND
        frames(app)
    finally:
        app.set_high_contrast(False)
    assert theme.CREAM != (255, 255, 255)
    app.settings.animation = "slow"
    app.settings.reduced_motion = True
    assert app.settings.animation_scale <= 0.25


def test_sounds_follow_the_game(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    heard: list[str] = []
    monkeypatch.setattr(app.sounds, "play", heard.append)
    table = start(app, seed=8)
    while wait_for_turn(app, table):
        key(app, pygame.K_RIGHT)
        key(app, pygame.K_RETURN)
        if table.controller.game.log[-1].plays == [] or app.stack.top is not table:
            key(app, pygame.K_RETURN)
    frames(app, 60)
    assert heard.count("deal") >= 20  # the first deal: 8 cards each and 4 to the table
    assert "lay" in heard and "capture" in heard and "hand_end" in heard
    made = sum(sum(counts) for counts in table.controller.game.hand.events)
    assert sum(heard.count(p) for p in ("scua", "picada", "simili", "quadriglia",
                                        "cinquina")) == made


@contextmanager
def your_turn(variant: str, players: int, seed: int) -> Iterator[tuple[App, TableScene]]:
    """A match of ``variant`` against Easy players, at the table on your first turn."""
    application = make_app(animation="off")
    try:
        application.start_match(MatchSetup(variant, players, ["easy"] * (players - 1), seed))
        table = application.stack.top
        assert isinstance(table, TableScene)
        assert run_until(application, lambda: table.accepting_input)
        yield application, table
    finally:
        if application.match is not None:
            application.match.close()
        pygame.quit()


@pytest.mark.parametrize(("variant", "players"), [("bresciana", 4), ("traversone", 5)])
def test_while_a_hint_is_worked_out_the_table_looks_in_at_the_timers_pace(
        variant: str, players: int) -> None:
    """At rest the loop sleeps up to half a second between looks; while a hint is being
    worked out it looks in every frame, so the hint shows as soon as it comes (at every
    family's table: the shared table asks its aids)."""
    with your_turn(variant, players, 5) as (application, table):
        assert not application.stack.waiting()  # the player's turn, nothing asked
        table.aids.ask()  # as H does (a search: it takes a while)
        assert table.aids.busy and application.stack.waiting()
        assert run_until(application, lambda: not table.aids.busy), "no hint came"
        assert not application.stack.waiting()


@pytest.mark.parametrize(("variant", "players"), [("bresciana", 2), ("ciapano", 4)])
def test_enter_after_a_hint_plays_the_hinted_card(variant: str, players: int) -> None:
    """H, then Enter: the keyboard's place moves to the hint's card when the hint comes, so
    the hint is what Enter plays (at every family's table)."""
    with your_turn(variant, players, 11) as (application, table):
        key(application, pygame.K_RIGHT)  # the keyboard on the first card, then the last
        key(application, pygame.K_LEFT)
        assert table.focus == len(table.hand_cards()) - 1
        key(application, pygame.K_h)
        assert run_until(application, lambda: table.aids.hinted_card is not None), "no hint"
        card = table.aids.hinted_card
        hand = [int(c) for c in table.controller.game.view(HUMAN).hand]
        assert card is not None and table.hand_cards()[table.focus] == card
        key(application, pygame.K_RETURN)
        if application.stack.top is not table:  # the capture dialog: its first way
            key(application, pygame.K_RETURN)
        left = [int(c) for c in table.controller.game.view(HUMAN).hand]
        assert sorted(left) == sorted(c for c in hand if c != card)
