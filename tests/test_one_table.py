"""One table for every family: the same keys, corners, settings and dialogs, whichever family
is played. Each test runs at both tables, driven by posted events as a player would."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from cicera_gui.look import boxes
from cicera_gui.play.match import MatchSetup
from cicera_gui.program.app import App
from cicera_gui.scenes.table import TableScene
from tests.gui_driver import frames, make_app, post, run_until

#: A variant of each family, with a count of players.
TABLES = [("bresciana", 2), ("ciapano", 4)]


@pytest.fixture(params=TABLES, ids=[variant for variant, _players in TABLES])
def table_app(request: pytest.FixtureRequest) -> Iterator[tuple[App, TableScene]]:
    variant, players = request.param
    app = make_app((1280, 800), animation="off")
    app.start_match(MatchSetup(variant, players, [], 5))
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert run_until(app, lambda: table.accepting_input)
    try:
        yield app, table
    finally:
        if app.match is not None:
            app.match.close()
        pygame.quit()


def said(recorder: boxes.Recorder) -> list[str]:
    """The words drawn."""
    return [box.text for box in recorder.texts()]


def press(app: App, key_code: int) -> None:
    post(pygame.KEYDOWN, key=key_code, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=key_code, mod=0, unicode="", scancode=0)
    frames(app)


def test_number_keys_pick_that_card_of_the_hand(table_app: tuple[App, TableScene]) -> None:
    app, table = table_app
    hand = table.hand_cards()
    assert len(hand) >= 3
    press(app, pygame.K_3)
    assert table.keyboard and table.focus == 2
    assert table._active_card() == hand[2]
    press(app, pygame.K_1)
    assert table._active_card() == hand[0]


def test_the_corners_are_the_same_at_every_table(table_app: tuple[App, TableScene]) -> None:
    app, table = table_app
    width, height = app.size
    menu = table.menu_button_rect()
    assert menu.right < width * 0.1 and menu.bottom < height * 0.1, "the menu is top left"
    buttons = [rect for rect, _label, _on in table.aid_buttons()]
    buttons.append(table.last_button_rect())
    assert buttons and all(r.left > width * 0.8 and r.top > height * 0.6 for r in buttons)
    assert table.last_button_rect().bottom == max(r.bottom for r in buttons), "L lowest"
    with boxes.recording(app.size) as recorder:
        app.draw()
    assert not boxes.problems(recorder)


def test_larger_cards_make_the_hand_larger(table_app: tuple[App, TableScene]) -> None:
    app, table = table_app
    card = table.hand_cards()[0]
    before = table.card_sprites[card].rect().width
    app.settings.large_cards = True
    table.layout(app.size)
    frames(app, 3)
    assert table.card_sprites[card].rect().width > before * 1.1


def test_the_prompt_says_what_a_drop_would_do(table_app: tuple[App, TableScene]) -> None:
    app, table = table_app
    card = table.hand_cards()[0]
    start = table.raised_rect(table.card_sprites[card]).move(4, 0).midleft
    start = (start[0] + 2, start[1])
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    frames(app)
    for y in (start[1] - 60, start[1] - 200):
        post(pygame.MOUSEMOTION, pos=(start[0], y), rel=(0, 0), buttons=(1, 0, 0))
        frames(app)
    assert table.drag is not None and table.drag.moved
    with boxes.recording(app.size) as recorder:
        app.draw()
    assert any(text.startswith("Drop") or text.startswith("You may not")
               or text.startswith("You must") for text in said(recorder)), said(recorder)
    post(pygame.MOUSEMOTION, pos=(start[0], app.size[1] - 2), rel=(0, 0), buttons=(1, 0, 0))
    frames(app)
    with boxes.recording(app.size) as recorder:
        app.draw()
    assert "Drop here to take the card back" in said(recorder)
    post(pygame.MOUSEBUTTONUP, pos=(start[0], app.size[1] - 2), button=1)
    frames(app)
    assert card in table.hand_cards()


def test_l_held_shows_the_last_play_or_trick(table_app: tuple[App, TableScene]) -> None:
    app, table = table_app
    while not (table.has_last() and table.accepting_input):
        if table.accepting_input:
            moves = table.controller.game.legal_moves()
            table.play_human(moves[0])
        frames(app)
    post(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l", scancode=0)
    frames(app)
    assert table.peeking
    with boxes.recording(app.size) as recorder:
        app.draw()
    assert not boxes.problems(recorder)
    post(pygame.KEYUP, key=pygame.K_l, mod=0, unicode="l", scancode=0)
    frames(app)
    assert not table.peeking


def test_high_contrast_reaches_the_seat_panels(table_app: tuple[App, TableScene]) -> None:
    """Switched on, the seats' words are drawn in the high-contrast white; off, in cream."""
    app, table = table_app
    white = (255, 255, 255)

    def white_in_seat_words() -> int:
        surface = pygame.Surface(app.size)
        with boxes.recording(app.size) as recorder:
            table.draw(surface)
        words = [box.rect for box in recorder.texts() if "seat" in box.group]
        assert words
        return sum(1 for rect in words for x in range(rect.left, rect.right)
                   for y in range(rect.top, rect.bottom)
                   if surface.get_rect().collidepoint(x, y) and surface.get_at((x, y))[:3] == white)

    assert white_in_seat_words() == 0
    app.set_high_contrast(True)
    try:
        assert white_in_seat_words() > 20
    finally:
        app.set_high_contrast(False)


def test_a_hand_summary_is_opaque() -> None:
    """Nothing of the table shows through a summary's panel, at either table."""
    from cicera_gui.scenes.screenshots import stage

    for variant, players in TABLES:
        shots = []
        for colour in ((0, 0, 0), (255, 255, 255)):
            app = make_app((1280, 800), variant=variant, players=players)
            try:
                stage(app, "summary", 3)
                surface = pygame.Surface(app.size)
                surface.fill(colour)
                scene = app.stack.top
                assert scene is not None
                with boxes.recording(app.size) as recorder:
                    scene.draw(surface)
                shots.append(surface)
            finally:
                if app.match is not None:
                    app.match.close()
                pygame.quit()
        panel = max((b.rect for b in recorder.boxes if b.kind in ("summary", "dialog")),
                    key=lambda r: r.width * r.height)
        inner = panel.inflate(-panel.width // 8, -panel.height // 8)
        for x in range(inner.left, inner.right, 17):
            for y in range(inner.top, inner.bottom, 13):
                assert shots[0].get_at((x, y)) == shots[1].get_at((x, y)), (variant, x, y)


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)], ids=["960x600", "1280x800"])
def test_larger_cards_and_high_contrast_lay_out_cleanly(size: tuple[int, int]) -> None:
    """With Larger cards and High contrast on, neither table lets any words overlap, in any
    language."""
    from cicera_gui.scenes.screenshots import stage
    from cicera_gui.storage.settings import Settings

    found = []
    for variant, players in (("bresciana", 4), ("traversone", 6)):
        for language in ("en", "de", "it", "ja"):
            settings = Settings(language=language, variant=variant, players=players,
                                large_cards=True, animation="off")
            app = App(size, settings=settings)
            try:
                app.set_high_contrast(True)
                stage(app, "table", 3)
                with boxes.recording(app.size) as recorder:
                    app.draw()
                found += [f"{variant} {language}: {problem}"
                          for problem in boxes.problems(recorder)]
            finally:
                app.set_high_contrast(False)
                if app.match is not None:
                    app.match.close()
                pygame.quit()
    assert not found, "\n".join(found)
