"""The table's polish (issue 15): card names, text that never collides, one size per row,
one banner per play, opaque dialogs, New game that asks, a remembered window, a loop at
rest, toggles that ignore key repeat, and the smaller things. Driven headlessly with posted
events where input is involved; every check is on what the player sees."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pygame
import pytest

from cicera_gui.families.cicera.banners import title_size
from cicera_gui.families.cicera.hints import explain
from cicera_gui.families.cicera.review import ReviewScene
from cicera_gui.families.cicera.summary import SummaryScene
from cicera_gui.families.cicera.table import CiceraTable as TableScene
from cicera_gui.families.cicera.terms import point_banner
from cicera_gui.look import boxes, theme
from cicera_gui.play.match import HUMAN
from cicera_gui.program.app import App
from cicera_gui.scenes.confirm import NewGameConfirm
from cicera_gui.scenes.menu import MenuScene, PauseMenu
from cicera_gui.scenes.newgame import NewGameScene
from cicera_gui.scenes.rules import RulesScene
from cicera_gui.scenes.settings import SettingsScene
from cicera_gui.scenes.table import Drag
from cicera_gui.storage import Storage
from cicera_gui.storage.settings import Settings
from cicera_gui.words.card_names import card_name
from cicera_gui.words.i18n import translator
from engine.cards import Card
from engine.cicera.events import CardsCaptured, EventPoint
from engine.kinds.capture.moves import Move
from tests.gui_driver import (
    card_center,
    click,
    frames,
    free_table_point,
    key,
    make_app,
    play_by_drag,
    post,
    start,
    top,
    wait_for_turn,
)
from tests.gui_layout import LANGUAGES, SIZES, record, show_hint, staged, table_of

#: A card code as the engine writes it: 5c, 10d, Fs, Rb ...
CARD_CODE = re.compile(r"(?<![\w])(10|[A2-9FCR])[dcsb](?![\w])(?<!Ab(?= hier))")


@pytest.fixture
def app() -> Iterator[App]:
    application = make_app()
    yield application
    if application.match is not None:
        application.match.close()
    translator.set_language("en")
    pygame.quit()


# -- 1. cards by name --------------------------------------------------------------------------

@pytest.mark.parametrize(("language", "bresciane", "romme"), [
    ("en", "five of cups", "five of hearts"),
    ("it", "cinque di coppe", "cinque di cuori"),
    ("de", "Kelch-Fünf", "Herz-Fünf"),
    ("ja", "カップの5", "ハートの5"),
])
def test_a_card_is_named_in_the_language_and_deck(language: str, bresciane: str,
                                                   romme: str) -> None:
    translator.set_language(language)
    try:
        five_of_cups = int(Card.parse("5c"))
        assert card_name(five_of_cups, "bresciane") == bresciane
        assert card_name(five_of_cups, "romme") == romme
    finally:
        translator.set_language("en")


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_card_code_in_any_text_the_player_reads(language: str) -> None:
    """Hint, tracker, last play, drag prompt, summary and review: every string rendered."""
    said: list[str] = []
    for deck in ("bresciane", "romme"):
        with staged("table", (1100, 700), language, deck=deck, variant="bresciana",
                    players=2, tracker=True) as app:
            table = table_of(app)
            show_hint(app)
            said += record(app).said
            hint = table.aids.hint
            assert hint is not None
            named = card_name(int(hint.move.card), deck)
            assert any(named in text for text in said), (named, said)
            card = table.board.hands[HUMAN][0]
            table.drag = Drag(card, (0.0, 0.0), (0, 0), moved=True)
            table.pointer = free_table_point(table)
            said += record(app).said
            table.drag = None
        with staged("summary", (1100, 700), language, deck=deck, variant="bresciana",
                    players=2) as app:
            said += record(app).said
            summary = app.stack.top
            assert isinstance(summary, SummaryScene)
            summary.review()
            review = app.stack.top
            assert isinstance(review, ReviewScene)
            for _step in range(review.plays):
                review.go(1)
                said += record(app).said
    codes = [text for text in said if CARD_CODE.search(text)]
    assert not codes, codes


# -- 2. and 3. text in measured boxes, one size per row ----------------------------------------

LAYOUT_CASES = [
    ("table", "pagat", 4, False, True),
    ("table", "bresciana", 2, True, True),
    ("table", "bresciana", 3, True, False),
    ("newgame", "bresciana", 4, False, False),
    ("summary", "pagat", 4, False, False),
]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", LANGUAGES)
def test_text_never_overlaps_nor_leaves_its_panel(language: str, size: tuple[int, int]) -> None:
    found = []
    for scene, variant, players, tracker, hint in LAYOUT_CASES:
        with staged(scene, size, language, variant=variant, players=players,
                    tracker=tracker) as app:
            if hint:
                show_hint(app)
            recorder = record(app)
            assert recorder.texts(), "the scene reported its text"
            problems = boxes.problems(recorder) + boxes.mixed_sizes(recorder)
            found += [f"{scene} {variant} {players}: {p}" for p in problems]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_row_of_labels_shares_one_size(language: str) -> None:
    """Settings' labels (e.g. "Übung (Zurücknehmen)"), the seats' lines, the buttons."""
    with staged("settings", (960, 600), language) as app:
        recorder = record(app)
        assert not boxes.mixed_sizes(recorder)
        labels = {box.size for box in recorder.texts() if box.group == "choice labels"}
        assert len(labels) == 1
    with staged("table", (960, 600), language, variant="pagat", players=4) as app:
        recorder = record(app)
        assert not boxes.mixed_sizes(recorder)
        details = [box for box in recorder.texts() if box.group == "seat details"]
        assert len(details) == 4 and len({box.size for box in details}) == 1


# -- 4. one banner per play, faded as one surface -----------------------------------------------

def test_two_event_points_make_one_banner_that_fades_as_a_whole(app: App) -> None:
    table = start(app, seed=5)
    assert wait_for_turn(app, table)
    director = table.director
    hand = table.board.hands[HUMAN]
    event = CardsCaptured(HUMAN, 0, Card(hand[0]), (), (EventPoint.SCUA, EventPoint.PICADA))
    director.sweep(event)
    assert len(director.banners) == 1
    banner = director.banners[0]
    assert banner.said.points == (EventPoint.SCUA, EventPoint.PICADA)
    banner.elapsed = banner.duration * 0.85  # fading
    shots = []
    for colour in ((0, 0, 0), (255, 255, 255)):
        surface = pygame.Surface(app.size)
        surface.fill(colour)
        with boxes.recording(app.size) as recorder:
            table.draw_banners(surface)
        shots.append(surface)
    (box,) = [b.rect for b in recorder.boxes if b.kind == "banner"]
    inner = box.inflate(-box.height // 3, -box.height // 3)
    # what shows through is the same everywhere on the banner, letters included
    through = {shots[1].get_at((x, y))[0] - shots[0].get_at((x, y))[0]
               for x in range(inner.left, inner.right, 3)
               for y in range(inner.top, inner.bottom, 3)}
    assert max(through) - min(through) <= 2, sorted(through)


def test_a_banner_zooms_in_whole(app: App) -> None:
    """A banner grows into place as one picture: its words and frame in proportion."""
    table = start(app, seed=5)
    assert wait_for_turn(app, table)
    event = CardsCaptured(HUMAN, 0, Card(table.board.hands[HUMAN][0]), (), (EventPoint.SCUA,))
    table.director.sweep(event)
    banner = table.director.banners[0]
    sizes = []
    for share in (0.0, 0.05, 0.5):
        banner.elapsed = banner.duration * share
        with boxes.recording(app.size) as recorder:
            table.draw_banners(pygame.Surface(app.size))
        (box,) = [b.rect for b in recorder.boxes if b.kind == "banner"]
        sizes.append(box.size)
    assert sizes[0][0] < sizes[1][0] < sizes[2][0]  # it grows ...
    assert max(abs(w / h - sizes[2][0] / sizes[2][1]) for w, h in sizes) < 0.05, sizes  # whole


def test_the_banners_big_words_are_drawn_with_the_table(app: App) -> None:
    """Every one-point banner's title is drawn when the table is made, so that a banner's
    first frame, in the middle of a sweep, does not wait for its font and words."""
    table = start(app, seed=5)
    size = title_size(table.layout_info.unit, 1)
    for point in EventPoint:
        words = point_banner(point)
        assert (words, size, app.fonts.face(words, "title"), theme.HIGHLIGHT) in app.fonts._texts


def test_the_seat_panels_follow_the_turn_and_the_language(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """The seats' lines are worked out once for what they show: a new turn or language
    shows at once."""
    table = start(app, seed=5)
    assert wait_for_turn(app, table)

    def seat_words() -> list[str]:
        with boxes.recording(app.size) as recorder:
            table.panels.draw_seats(pygame.Surface(app.size))
        return [box.text for box in recorder.texts()]

    assert "Your turn" in seat_words()
    assert seat_words() == seat_words()  # the same frame after frame
    with monkeypatch.context() as moving:  # cards moving: nobody's turn is shown
        moving.setattr(type(table.director), "busy", property(lambda _self: True))
        assert "Your turn" not in seat_words()
    app.set_language("it")
    assert "Tocca a te" in seat_words()


# -- 5. the pause menu hides what is under it ---------------------------------------------------

def test_the_pause_menu_is_opaque(app: App) -> None:
    table = start(app, seed=5)
    assert wait_for_turn(app, table)
    key(app, pygame.K_ESCAPE)
    menu = app.stack.top
    assert isinstance(menu, PauseMenu)
    shots = []
    for colour in ((0, 0, 0), (255, 255, 255)):
        surface = pygame.Surface(app.size)
        surface.fill(colour)
        menu.draw(surface)
        shots.append(surface)
    for widget in menu.widgets:
        inner = widget.rect.inflate(-widget.rect.height // 2, -widget.rect.height // 2)
        for x in range(inner.left, inner.right, 4):
            for y in range(inner.top, inner.bottom, 4):
                assert shots[0].get_at((x, y)) == shots[1].get_at((x, y)), (x, y)


# -- 6. New game asks before leaving a match ----------------------------------------------------

def test_new_game_during_a_match_asks_and_keeps_the_old_one_in_the_history(app: App) -> None:
    table = start(app, seed=5)
    assert wait_for_turn(app, table)
    game = table.controller.game
    play_by_drag(app, table, game.legal_moves()[-1])
    frames(app, 3)
    old = app.match
    key(app, pygame.K_ESCAPE)
    menu = app.stack.top
    assert isinstance(menu, PauseMenu)
    click(app, menu.widgets[-1].rect.center)  # Main menu
    assert isinstance(app.stack.top, MenuScene)
    new_game = next(w for w in app.stack.top.widgets if getattr(w, "label", "") == "New game")
    click(app, new_game.rect.center)
    dialog = app.stack.top
    assert isinstance(dialog, NewGameConfirm)
    with boxes.recording(app.size) as recorder:
        app.draw()
    said = " ".join(recorder.said)
    assert "history" in said and "Keep playing it" in said and "Start a new match" in said
    click(app, dialog.widgets[0].rect.center)  # keep it
    assert isinstance(top(app), TableScene) and app.match is old
    key(app, pygame.K_ESCAPE)
    click(app, app.stack.top.widgets[-1].rect.center)
    click(app, next(w for w in app.stack.top.widgets
                    if getattr(w, "label", "") == "New game").rect.center)
    click(app, app.stack.top.widgets[1].rect.center)  # anew
    chooser = top(app)
    assert isinstance(chooser, NewGameScene)
    before = len(app.storage.history_files())
    key(app, pygame.K_UP)  # from the top: the last widget is Back, Start above it
    start_button = next(w for w in chooser.widgets if getattr(w, "label", "") == "Start")
    click(app, start_button.rect.center)
    frames(app, 2)
    assert app.match is not old
    assert len(app.storage.history_files()) == before + 1, "the old match is in the history"


# -- 7. the window remembered ------------------------------------------------------------------

def test_the_window_size_position_and_full_screen_are_remembered(app: App) -> None:
    # a drag of the border: the window already has its new size when the event comes
    app.screen = pygame.display.set_mode((1100, 700), pygame.RESIZABLE)
    post(pygame.VIDEORESIZE, w=1100, h=700, size=(1100, 700))
    post(pygame.WINDOWMOVED, x=40, y=60)
    app.stack.push(MenuScene(app))
    frames(app)
    assert app.settings.window == (1100, 700)
    assert app.settings.window_position == (40, 60)
    key(app, pygame.K_F11)
    assert app.settings.fullscreen
    app.storage.flush()
    later = Storage().load_settings()
    assert later.window == (1100, 700) and later.window_position == (40, 60)
    assert later.fullscreen


# -- 8. at rest, the loop draws nothing --------------------------------------------------------

def test_the_loop_at_rest_draws_nothing_and_wakes_for_input(app: App) -> None:
    app.stack.push(MenuScene(app))
    assert app.run_once()  # the first picture
    assert not any(app.run_once() for _ in range(3)), "nothing changed: nothing drawn"
    post(pygame.MOUSEMOTION, pos=(10, 10), rel=(0, 0), buttons=(0, 0, 0))
    assert app.run_once(), "input: drawn again"


def test_the_table_draws_while_cards_move_and_rests_on_the_players_turn(app: App) -> None:
    table = start(app, seed=5)
    assert table.animating() and app.run_once(), "the deal is drawn"
    assert wait_for_turn(app, table)
    while app.cards.pending:
        frames(app)
    app.run_once()
    assert not any(app.run_once() for _ in range(3))


# -- 9. a held key toggles once ---------------------------------------------------------------

def test_holding_f11_toggles_full_screen_once(app: App) -> None:
    app.stack.push(MenuScene(app))
    for _ in range(4):  # the key held: the system repeats its key-down
        post(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)
        frames(app)
    assert app.fullscreen
    post(pygame.KEYUP, key=pygame.K_F11, mod=0, unicode="", scancode=0)
    post(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)
    frames(app)
    assert not app.fullscreen


# -- 10. the smaller things --------------------------------------------------------------------

def test_the_hand_is_sorted_by_suit_then_rank_as_a_setting(app: App) -> None:
    table = start(app, seed=5)
    assert wait_for_turn(app, table)
    assert table.board.hands[HUMAN] == sorted(table.controller.game.hand.hands[HUMAN])
    other = make_app(sort_hand=False)
    try:
        unsorted = start(other, seed=5)
        assert wait_for_turn(other, unsorted)
        shown = unsorted.board.hands[HUMAN]
        assert shown == [int(c) for c in unsorted.controller.game.hand.hands[HUMAN]]
    finally:
        if other.match is not None:
            other.match.close()


def test_hovering_a_hand_card_lifts_it(app: App) -> None:
    table = start(app, seed=5)
    assert wait_for_turn(app, table)
    card = table.board.hands[HUMAN][1]
    rest = table.raised_rect(table.card_sprites[card])
    post(pygame.MOUSEMOTION, pos=rest.center, rel=(0, 0), buttons=(0, 0, 0))
    frames(app)
    lifted = table.raised_rect(table.card_sprites[card])
    assert lifted.top < rest.top and lifted.top > rest.top - rest.height * 0.1


def test_while_dragging_the_prompt_says_what_a_drop_does(app: App) -> None:
    table = start(app, seed=5)
    assert wait_for_turn(app, table)
    card = table.board.hands[HUMAN][0]
    here = card_center(table, card)
    post(pygame.MOUSEBUTTONDOWN, pos=here, button=1)
    frames(app)
    free = free_table_point(table)
    post(pygame.MOUSEMOTION, pos=free, rel=(0, 0), buttons=(1, 0, 0))
    frames(app)
    said = record(app).said
    assert f"Drop to lay the {card_name(card, 'bresciane')}" in said
    post(pygame.MOUSEMOTION, pos=(here[0], app.size[1] - 2), rel=(0, 0), buttons=(1, 0, 0))
    frames(app)
    assert "Drop here to take the card back" in record(app).said
    post(pygame.MOUSEBUTTONUP, pos=(here[0], app.size[1] - 2), button=1)
    frames(app)


def test_the_tracker_names_the_decks_suits_and_never_splits_a_rank() -> None:
    with staged("table", (960, 600), "en", deck="romme", variant="bresciana", players=2,
                tracker=True) as app:
        recorder = record(app)
        table = table_of(app)
        panel = table.layout_info.tracker_rect
        lines = [b.text for b in recorder.texts() if b.panel is not None
                 and b.panel.kind == "tracker"]
        assert lines and panel is not None
        words = " ".join(lines)
        assert "Spades" in words and "Clubs" in words
        assert not any(w in words for w in ("batons", "Batons", "swords", "Swords"))
        for line in lines:  # a list of ranks wraps between whole ranks only
            assert not re.search(r"(^|, )(J|Q|K|F|C|R)$", line), line


def test_rules_have_a_scroll_bar_and_show_only_whole_lines(app: App) -> None:
    app.stack.push(MenuScene(app))
    app.stack.push(RulesScene(app))
    rules = app.stack.top
    assert isinstance(rules, RulesScene)
    for _page in range(3):
        recorder = record(app)
        text = rules.text_rect(app.size)
        lines = [b for b in recorder.texts() if b.panel is not None and b.panel.kind == "rules"]
        assert lines and all(text.contains(b.rect) for b in lines), "no line cut at the edge"
        assert rules.max_first(app.size) > 0
        thumb, track = rules.thumb_rect(app.size), rules.track_rect(app.size)
        assert track.contains(thumb) and thumb.height < track.height
        assert app.screen.get_at(thumb.center)[:3] != app.screen.get_at(
            (track.centerx, track.top if thumb.top > track.top + 4 else track.bottom - 2))[:3]
        key(app, pygame.K_PAGEDOWN)


def test_the_menus_card_fan_casts_no_shadow_on_its_cards(app: App) -> None:
    menu = MenuScene(app)
    app.stack.push(menu)
    app.draw()
    fan = menu.fan(app.size)
    for index, (image, rect, _shadow, _shadow_rect) in enumerate(fan):
        later = [(pygame.mask.from_surface(other, 0), other_rect)
                 for other, other_rect, _s, _r in fan[index + 1:]]
        for x in range(rect.left, rect.right, 2):
            for y in range(rect.top, rect.bottom, 2):
                if image.get_at((x - rect.x, y - rect.y))[3] < 255:
                    continue
                if any(r.collidepoint(x, y) and m.get_at((x - r.x, y - r.y))
                       for m, r in later):
                    continue  # a later card covers this point
                assert app.screen.get_at((x, y))[:3] == image.get_at(
                    (x - rect.x, y - rect.y))[:3], (index, x, y)


def test_settings_and_the_t_key_agree_on_the_tracker(app: App) -> None:
    table = start(app, seed=5)
    assert wait_for_turn(app, table)
    key(app, pygame.K_t)
    assert table.layout_info.tracker_rect is not None, "T opened the tracker"
    key(app, pygame.K_ESCAPE)
    click(app, app.stack.top.widgets[1].rect.center)  # type: ignore[union-attr]  # Settings
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    tracker = next(w for w in settings.widgets if getattr(w, "label", "").startswith("Show the"))
    assert tracker.value == "yes" and "(T)" in tracker.label  # type: ignore[union-attr]


@pytest.mark.parametrize("language", ["en", "de", "it"])
def test_hint_reasons_start_with_a_capital(language: str) -> None:
    with staged("table", (1100, 700), language, variant="bresciana", players=2) as app:
        table = table_of(app)
        game = table.controller.game
        for move in game.legal_moves():
            for line in explain(game.view(HUMAN), move).lines():
                assert line[:1].isupper(), line


@pytest.mark.parametrize(("language", "deck", "expected"), [
    ("en", "bresciane", "Takes 2 swords"), ("en", "romme", "Takes 2 spades"),
    ("it", "bresciane", "Prende 2 spade"), ("it", "romme4", "Prende 2 carte di picche"),
    ("ja", "romme", "スペードを2枚取る")])
def test_a_reason_names_the_suit_as_the_deck_draws_it(language: str, deck: str,
                                                      expected: str) -> None:
    from cicera_gui.families.cicera.hints import SWORDS_TAKEN, Hint
    from cicera_gui.words.i18n import join_clauses, translator

    translator.set_language(language)
    try:
        hint = Hint(Move.parse("9s:2s+7s"), ((SWORDS_TAKEN, {"n": 2}),))
        assert hint.lines(deck) == [expected]
        joined = join_clauses([expected, expected])
        assert joined == (f"{expected}。{expected}。" if language == "ja"
                          else f"{expected}. {expected}.")
    finally:
        translator.set_language("en")


def test_a_first_new_game_opens_on_pagat_and_remembers_the_last_choice() -> None:
    app = App((1100, 700), settings=Settings(language="en"))
    try:
        app.stack.push(MenuScene(app))
        app.stack.push(NewGameScene(app))
        chooser = app.stack.top
        assert isinstance(chooser, NewGameScene)
        assert chooser.variant == "pagat" and chooser.players == 4
        key(app, pygame.K_DOWN)  # from the game to the variant
        key(app, pygame.K_RIGHT)  # the next variant
        chosen = chooser.variant
        assert chosen != "pagat"
        key(app, pygame.K_ESCAPE)
        app.stack.push(NewGameScene(app))
        again = app.stack.top
        assert isinstance(again, NewGameScene) and again.variant == chosen
    finally:
        pygame.quit()


@pytest.mark.parametrize(("language", "said"), [
    ("it", ("Suggerimento: gioca l'asso di bastoni",
            "il fante di coppe prende l'otto di denari e l'asso di bastoni",
            "Rilascia per calare la donna di picche",
            "L'asso di denari non si può scartare alla prima presa.")),
    ("en", ("Hint: play the ace of batons",
            "the jack of cups takes the eight of coins and the ace of batons",
            "Drop to lay the queen of spades",
            "The ace of coins may not be discarded to the first trick.")),
    ("de", ("Tipp: Stab-Ass spielen", "Kelch-Bube fängt Münz-Acht und Stab-Ass",
            "Loslassen: Pik-Dame legen", None)),
])
def test_a_card_in_a_sentence_has_the_form_the_sentence_needs(
        language: str, said: tuple[str | None, ...]) -> None:
    """Italian puts the article before a card named after a verb or a preposition (and
    English "the"); a list in a sentence ends with the language's "and"."""
    from cicera_gui.families.ciapano.refusals import why_illegal
    from cicera_gui.kinds.capture.words import move_text
    from cicera_gui.words.i18n import _
    from engine.errors import IllegalMove, Refusal
    from engine.kinds.capture.moves import Move

    ace, eight, jack = (int(Card.parse(code)) for code in ("Ab", "8d", "Fc"))
    translator.set_language(language)
    try:
        shown = (
            _("Hint: play {card}").format(card=card_name(ace, "bresciane", in_sentence=True)),
            move_text(Move.of(jack, (ace, eight)), "bresciane"),
            _("Drop to lay {card}").format(card=card_name(int(Card.parse("Cs")), "romme",
                                                          in_sentence=True)),
            why_illegal(IllegalMove("no", Refusal.DISCARD_FORBIDDEN,
                                    {"card": int(Card.parse("Ad"))}), "bresciane"))
        for text, expected in zip(shown, said, strict=True):
            if expected is not None:
                assert text == expected
    finally:
        translator.set_language("en")


@pytest.mark.parametrize(("language", "size"), [("ja", (1280, 800)), ("de", (960, 600)),
                                                ("it", (1280, 800))])
def test_the_seat_names_are_drawn_whole(language: str, size: tuple[int, int]) -> None:
    """A seat's name, the partner's label included, is made to fit its panel, not cut
    short (the fitting and the drawing measure the same room)."""
    with staged("table", size, language, variant="pagat", players=4) as app:
        said = record(app).said
        partner = translator.gettext("{name} (partner)").format(name="Gina")
        assert partner in said, said
