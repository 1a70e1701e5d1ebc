"""The game window, played headlessly with posted mouse and keyboard events."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from cicera_gui.families.cicera.summary import SummaryScene
from cicera_gui.kinds.capture.dialog import CaptureDialog
from cicera_gui.play.match import HUMAN
from cicera_gui.program.app import App
from cicera_gui.scenes.menu import PauseMenu
from cicera_gui.scenes.settings import SettingsScene
from cicera_gui.words.i18n import translator
from engine.kinds.capture.moves import Move
from tests.gui_driver import (
    card_center,
    drag,
    frames,
    human_hand,
    key,
    make_app,
    play_by_drag,
    start,
    wait_for_turn,
)


@pytest.fixture
def app() -> Iterator[App]:
    application = make_app()
    yield application
    if application.match is not None:
        application.match.close()
    pygame.quit()


@pytest.mark.real_worker
def test_a_whole_hand_played_by_dragging_cards(app: App) -> None:
    """End to end, the opponents thinking in the program's worker process as in play."""
    table = start(app, seed=3)
    game = table.controller.game
    mine: list[Move] = []
    while wait_for_turn(app, table):
        moves = game.legal_moves()
        move = next((m for m in moves if m.capture), moves[-1])  # take when possible
        before = len(game.log[-1].plays)
        play_by_drag(app, table, move)
        assert len(game.log[-1].plays) == before + 1, "the drop played the card"
        assert game.log[-1].plays[-1] == move
        mine.append(move)
    summary = app.stack.top
    assert isinstance(summary, SummaryScene)
    assert len(mine) == 24  # 2-player bresciana: 24 cards each
    scores = game.log[-1].scores
    assert scores is not None and summary.scored.scores == scores
    frames(app, 2)


def test_dropping_a_card_on_free_table_lays_it(app: App) -> None:
    table = start(app, seed=5)
    assert wait_for_turn(app, table)
    card = human_hand(table)[0]
    drag(app, card_center(table, card), (table.layout_info.table_area.x + 5,
                                         table.layout_info.table_area.y + 5))
    last = table.controller.game.log[-1].plays[-1]
    assert int(last.card) == card and not last.capture


def test_a_drop_back_on_the_hand_takes_the_card_back(app: App) -> None:
    table = start(app, seed=5)
    assert wait_for_turn(app, table)
    card = human_hand(table)[0]
    here = card_center(table, card)
    drag(app, here, (here[0] + 10, app.size[1] - 3))
    assert table.controller.game.log[-1].plays == []
    assert card in human_hand(table)


def _position_with_a_choice(app: App) -> tuple[object, int]:
    for seed in range(1, 60):
        table = start(app, seed=seed)
        wait_for_turn(app, table)
        for card in human_hand(table):
            if len(table.choices_for(card)) >= 2:
                return table, card
    raise AssertionError("no seed gave a capture choice")


def test_a_capture_chosen_in_the_dialog(app: App) -> None:
    table, card = _position_with_a_choice(app)
    choices = table.choices_for(card)  # type: ignore[attr-defined]
    hand = table.board.hands[HUMAN]  # type: ignore[attr-defined]  # as shown (sorted)
    key(app, pygame.K_1 + hand.index(card))  # focus the card by its number
    key(app, pygame.K_RETURN)
    dialog = app.stack.top
    assert isinstance(dialog, CaptureDialog)
    assert dialog.count == len(choices) + 1  # every capture, and laying the card
    key(app, pygame.K_2)
    last = table.controller.game.log[-1].plays[-1]  # type: ignore[attr-defined]
    assert int(last.card) == card and tuple(int(c) for c in last.capture) == choices[1].capture


def test_escape_in_the_dialog_takes_the_card_back(app: App) -> None:
    table, card = _position_with_a_choice(app)
    hand = table.board.hands[HUMAN]  # type: ignore[attr-defined]  # as shown (sorted)
    key(app, pygame.K_1 + hand.index(card))
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, CaptureDialog)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table
    assert table.controller.game.log[-1].plays == []  # type: ignore[attr-defined]


def test_a_hand_played_by_keyboard_alone(app: App) -> None:
    table = start(app, seed=8)
    game = table.controller.game
    played = 0
    while wait_for_turn(app, table):
        before = len(game.log[-1].plays)
        key(app, pygame.K_RIGHT)
        key(app, pygame.K_RETURN)
        if isinstance(app.stack.top, CaptureDialog):
            key(app, pygame.K_RETURN)
        assert len(game.log[-1].plays) == before + 1
        played += 1
    assert played == 24 and isinstance(app.stack.top, SummaryScene)
    key(app, pygame.K_RETURN)  # the first press shows the whole table
    key(app, pygame.K_RETURN)  # the second deals the next hand
    assert game.hands_played == 1 and game.has_hand and len(game.log) == 2


def test_a_resize_in_the_middle_of_the_deal(app: App) -> None:
    table = start(app, seed=2)
    frames(app, 3)
    assert table.director.busy
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1920, h=1080, size=(1920, 1080)))
    frames(app)
    assert app.size == (1920, 1080)
    assert wait_for_turn(app, table)
    for card in human_hand(table):
        rect = table.card_sprites[card].rect()
        assert app.screen.get_rect().contains(rect)
        assert rect.width == table.layout_info.card_width
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=500, h=300, size=(500, 300)))
    frames(app)
    assert app.size == (960, 600)  # never smaller than the minimum


def test_language_and_deck_switched_mid_game(app: App) -> None:
    table = start(app, seed=4)
    assert wait_for_turn(app, table)
    card = human_hand(table)[0]
    face_before = app.card_face(card, 100)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseMenu)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    key(app, pygame.K_RIGHT)  # language: English -> Deutsch
    assert app.settings.language == "de" and translator.language == "de"
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RIGHT)  # cards: Bresciane -> Rommé
    assert app.settings.deck == "romme"
    face_after = app.card_face(card, 100)
    assert face_after is not face_before
    assert pygame.image.tobytes(face_after, "RGBA") != pygame.image.tobytes(face_before, "RGBA")
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    assert app.stack.scenes[-1] is table
    assert wait_for_turn(app, table)  # the game goes on
    translator.set_language("en")


def test_the_human_seat_never_sees_opponent_cards_face_up(app: App) -> None:
    table = start(app, "bresciana", 4, seed=6)
    assert wait_for_turn(app, table)
    for seat in (1, 2, 3):
        for card in table.board.hands[seat]:
            assert not table.card_sprites[card].face_up
    for card in table.board.hands[HUMAN]:
        assert table.card_sprites[card].face_up


@pytest.mark.parametrize("language", ["de", "ja"])
def test_event_counts_stay_in_the_window_when_the_piles_label_stands_over_it(
        language: str) -> None:
    """Four players in a small window: your side's pile has its label over it (there is no
    room under it), and its event points go over the label, inside the window and clear of
    every other word."""
    from cicera_gui.families.cicera.table import CiceraTable
    from cicera_gui.look import boxes
    from cicera_gui.scenes.screenshots import stage

    app = make_app(size=(960, 600), language=language, animation="off", variant="pagat",
                   players=4)
    try:
        stage(app, "table", 3)  # a few plays into the hand: your side has taken cards
        table = app.stack.top
        assert isinstance(table, CiceraTable)
        table.board.events[0] = [1, 1, 0, 0, 0]  # Scùa 1, Picada 1
        label = table.labels.placed()[1 if table.board.deck else 0].boxes[0]
        pile = table.layout_info.pile_rect(0)
        assert label.bottom <= pile.top, "the pile's label stands over it"
        marks = table.labels.marker_rects(0)
        screen = pygame.Rect((0, 0), app.size)
        assert len(marks) == 2
        assert all(screen.contains(box) and box.collidelist([label, pile]) < 0
                   for box, _p, _c in marks)
        with boxes.recording(app.size) as recorder:
            app.draw()
        assert not boxes.problems(recorder)
    finally:
        if app.match is not None:
            app.match.close()
        pygame.quit()


@pytest.mark.parametrize("language", ["de", "ja"])
def test_event_counts_never_hide_behind_the_players_hand(language: str) -> None:
    """In a small window with a full hand, the player's Quadriglia and Scùa counts are written
    where no card of the hand covers them."""
    app = make_app(size=(960, 600), language=language)
    try:
        table = start(app, seed=3)
        assert wait_for_turn(app, table)
        table.board.hands[HUMAN][:] = list(range(8))  # a full 2-player hand
        table.board.events[0] = [2, 1, 0, 3, 0]  # Scùa 2, Picada 1, Quadriglia 3
        hand = table.layout_info.hand_slots(HUMAN, 8)
        marks = table.labels.marker_rects(0)
        assert len(marks) == 3
        screen = pygame.Rect((0, 0), app.size)
        for box, _point, _count in marks:
            assert box.collidelist(hand) == -1 and screen.contains(box)
    finally:
        if app.match is not None:
            app.match.close()
        pygame.quit()


def test_the_dealers_panel_keeps_the_opponents_level_and_marks_the_dealer(app: App) -> None:
    """The dealer's panel said "12 cards · Dealer": the level gave way to the word. The
    dealer is marked by the disc at every table, and every opponent's level stays."""
    from cicera_gui.kinds.capture.table import CaptureTableScene
    from cicera_gui.look import boxes

    for seed in range(1, 8):
        table = start(app, variant="pagat", players=4, seed=seed)
        assert isinstance(table, CaptureTableScene)
        frames(app, 3)  # dealt
        dealer = table.board.dealer
        if dealer != 0:
            break
    assert dealer != 0
    _name, parts = table.panels.seat_text(dealer, None)
    assert parts[-1] == "Easy" and "Dealer" not in parts
    with boxes.recording(app.size) as recorder:
        app.draw()
    said = [box.text for box in recorder.texts()]
    assert "D" in said and not any("Dealer" in text for text in said)
    assert not boxes.problems(recorder), boxes.problems(recorder)


@pytest.mark.parametrize(("deck", "swords"), [("bresciane", "sword"), ("romme", "spade")])
def test_each_capture_option_says_what_it_gains(deck: str, swords: str) -> None:
    """The dialog said "no event points" for options that took La Mata or a sword towards
    the majority: each option now says its event points, the honours it takes and its
    swords."""
    from cicera_gui.families.cicera.capture import option_gains
    from cicera_gui.kinds.capture.play import CaptureChoice
    from engine.cards import Card
    from engine.cicera.events import EventPoint

    mata, dieci, six_swords, four_cups = (int(Card.parse(c)) for c in ("2s", "10d", "6s", "4c"))
    assert option_gains(CaptureChoice(int(Card.parse("8c")), (mata, six_swords), ()), deck) \
        == ["La Mata", f"2 {swords}s"]
    assert option_gains(CaptureChoice(int(Card.parse("10s")), (dieci,),
                                      (EventPoint.SCUA,)), deck) == [
        "Scùa: 1 point", "Dieci di denari"]
    assert option_gains(CaptureChoice(int(Card.parse("6s")), (six_swords,), ()), deck) == [
        f"1 {swords}"]
    assert option_gains(CaptureChoice(int(Card.parse("4d")), (four_cups,), ()), deck) == []
