"""The second round of polish (issue 23): what a new player met at the trick table and around
it, driven by posted events."""

from __future__ import annotations

import pygame
import pytest

from cicera_gui.look import boxes
from cicera_gui.program.app import App
from cicera_gui.scenes.hand_review import HandReview
from cicera_gui.scenes.screenshots import stage
from cicera_gui.storage.settings import Settings
from tests.gui_driver import frames, post

VARIANTS = [("bresciana", 2), ("traversone", 5)]


def staged_app(scene: str, variant: str, players: int, size: tuple[int, int] = (960, 600),
               language: str = "en") -> App:
    app = App(size, settings=Settings(language=language, variant=variant, players=players,
                                      animation="off"))
    stage(app, scene, 3)
    return app


def press(app: App, key_code: int) -> None:
    post(pygame.KEYDOWN, key=key_code, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=key_code, mod=0, unicode="", scancode=0)
    frames(app)


@pytest.mark.parametrize(("variant", "players"), VARIANTS)
def test_review_dims_previous_at_the_start_and_next_at_the_end(variant: str, players: int
                                                               ) -> None:
    app = staged_app("review", variant, players)
    try:
        review = app.stack.top
        assert isinstance(review, HandReview)
        def ends() -> tuple[bool, bool]:  # read anew after each key
            return review.previous.enabled, review.next.enabled

        press(app, pygame.K_HOME)
        assert ends() == (False, True)
        press(app, pygame.K_END)
        assert review.index == review.last_index()
        assert ends() == (True, False)
        press(app, pygame.K_LEFT)
        assert ends() == (True, True)
    finally:
        if app.match is not None:
            app.match.close()
        pygame.quit()


def test_the_keyboard_focus_starts_each_turn_on_a_card_that_may_be_played() -> None:
    from cicera_gui.families.ciapano.table import CiapanoTable
    from cicera_gui.play.match import MatchSetup
    from tests.gui_driver import make_app, run_until

    app = make_app((1280, 800), animation="off")
    try:
        app.start_match(MatchSetup("ciapano", 4, [], 1))
        table = app.stack.top
        assert isinstance(table, CiapanoTable)
        moved = 0
        for _turn in range(9):
            if not run_until(app, lambda: table.accepting_input or app.stack.top is not table):
                break
            if app.stack.top is not table:
                break
            hand, legal = table.shown.hand, table.playable() or set()
            assert hand[table.focus] in legal, "the focus rests on a card that may be played"
            moved += hand[0] not in legal
            press(app, pygame.K_RETURN)  # plays the focused card: never only a complaint
            assert not table.refused
            table.focus = 0  # where a player's focus might rest when the turn ends
        assert moved, "some turn began with the first card not playable"
    finally:
        if app.match is not None:
            app.match.close()
        pygame.quit()


@pytest.mark.parametrize("language", ["de", "it"])
def test_the_pile_label_keeps_clear_of_the_hand(language: str) -> None:
    """The talon's, monte's or set-aside cards' count never lies over a card of your hand."""
    from cicera_gui.look import boxes

    found = []
    for variant, players in (("ciapano", 3), ("kifameno", 2), ("traversone", 3)):
        for size in ((960, 600), (1920, 1080)):
            app = staged_app("table", variant, players, size, language)
            try:
                with boxes.recording(app.size) as recorder:
                    app.draw()
                labels = [b for b in recorder.texts()
                          if any(w in b.text for w in ("beiseite", "parte", "Talon", "Tallone",
                                                       "Monte"))]
                cards = [b.rect for b in recorder.boxes if b.kind == "card"]
                found += [f"{variant} {size}: {b.text}" for b in labels
                          if b.rect.collidelist(cards) >= 0]
                assert labels or variant == "traversone" or players > 3, (variant, size)
            finally:
                if app.match is not None:
                    app.match.close()
                pygame.quit()
    assert not found, found


@pytest.mark.parametrize(("variant", "players"), VARIANTS)
def test_escape_on_a_hand_summary_opens_the_menu_and_deals_nothing(variant: str, players: int
                                                                   ) -> None:
    from cicera_gui.scenes.menu import PauseMenu
    from cicera_gui.scenes.table import TableScene
    from tests.gui_driver import click, top

    app = staged_app("summary", variant, players)
    try:
        summary = app.stack.top
        assert app.match is not None and summary is not None
        hands = len(app.match.game.hand_log())
        press(app, pygame.K_ESCAPE)
        assert isinstance(top(app), PauseMenu)
        assert len(app.match.game.hand_log()) == hands, "no hand was dealt"
        press(app, pygame.K_ESCAPE)  # back to the game: the summary, Review still there
        assert top(app) is summary
        table = next(s for s in app.stack.scenes if isinstance(s, TableScene))
        click(app, table.menu_button_rect().center)  # the menu button under the summary
        assert isinstance(top(app), PauseMenu)
        assert len(app.match.game.hand_log()) == hands
    finally:
        if app.match is not None:
            app.match.close()
        pygame.quit()


@pytest.mark.parametrize(("variant", "players"), VARIANTS)
def test_play_again_is_not_where_next_hand_was(variant: str, players: int) -> None:
    from cicera_gui.look.widgets import Button

    app = staged_app("matchend", variant, players)
    try:
        scene = app.stack.top
        assert scene is not None
        labels = [w.label for w in scene.widgets if isinstance(w, Button)]  # type: ignore[attr-defined]
        assert labels == ["Main menu", "Score sheet", "Play again"]
    finally:
        if app.match is not None:
            app.match.close()
        pygame.quit()


def test_the_summary_says_winner_for_one_and_subtracts_with_a_dash() -> None:
    from cicera_gui.families.ciapano.scenes import HandSummary

    app = staged_app("matchend", "traversone", 5)
    try:
        summary = app.stack.top
        assert isinstance(summary, HandSummary) and summary.won is not None
        notes = summary.notes()
        ending = next(note for note in notes if note.startswith("The match is over."))
        from cicera_gui.scenes.hand_summary import winners_note

        assert ending == winners_note(summary.won.winners)
        sums = [note for note in notes if "writes the rest" in note or "write the rest" in note]
        assert all(" – " in note and " - " not in note for note in sums), sums
    finally:
        if app.match is not None:
            app.match.close()
        pygame.quit()


@pytest.mark.parametrize("language", ["en", "de", "it", "ja"])
def test_one_long_settings_value_does_not_shrink_every_row(language: str) -> None:
    """"Rommé, four colours" goes to two lines, whole; the other values keep their size."""
    from cicera_gui.look import boxes
    from cicera_gui.words.i18n import translator

    def values(deck: str) -> list[tuple[str, int, str]]:
        app = App((1280, 800), settings=Settings(language=language, deck=deck))
        try:
            stage(app, "settings", 1)
            with boxes.recording(app.size) as recorder:
                app.draw()
            return [(b.text, b.size, b.group) for b in recorder.texts()
                    if b.group.startswith("choice values")]
        finally:
            translator.set_language("en")  # for the tests after this one
            pygame.quit()

    plain, long = values("bresciane"), values("romme4")
    shared = {size for _text, size, group in plain}
    assert {size for _text, size, group in long if group == "choice values"} == shared
    assert not any(text.endswith("…") for text, _size, _group in long)
    assert len([g for _t, _s, g in long if g != "choice values"]) in (0, 2)  # whole, on two


def test_a_refusal_said_beside_a_card_goes_when_another_key_is_pressed() -> None:
    """Enter on a card that may not be played says why beside it; T (the tracker) or an
    arrow then lets the words go: they never stay over the tracker."""
    from cicera_gui.families.ciapano.table import CiapanoTable
    from cicera_gui.look import boxes
    from cicera_gui.play.match import MatchSetup
    from tests.gui_driver import make_app, run_until

    app = make_app((1280, 800), animation="off")
    try:
        app.start_match(MatchSetup("busca", 4, [], 3))
        table = app.stack.top
        assert isinstance(table, CiapanoTable)
        for _ in range(12):
            assert run_until(app, lambda: table.accepting_input)
            legal = table.playable() or set()
            if len(legal) < len(table.shown.hand):
                break
            table.offer(min(legal))
        illegal = next(i for i, c in enumerate(table.shown.hand) if c not in legal and i < 9)
        press(app, pygame.K_1 + illegal)
        press(app, pygame.K_RETURN)
        assert table.refused
        press(app, pygame.K_t)
        with boxes.recording(app.size) as recorder:
            app.draw()
        words = [b.text for b in recorder.texts()]
        assert not table.refused and not any(w.startswith("You must follow") for w in words)
    finally:
        app.settings.tracker = False
        if app.match is not None:
            app.match.close()
        pygame.quit()


@pytest.mark.parametrize(("variant", "players"), [("bresciana", 2), ("kifameno", 3)])
def test_a_continued_match_takes_back_the_plays_made_before_quitting(
        variant: str, players: int, home: object) -> None:
    import random

    from cicera_gui.play.match import HUMAN, MatchController, MatchSetup
    from cicera_gui.storage import Locations, Storage
    from cicera_gui.storage.matches import MatchInfo

    assert isinstance(home, Locations)
    storage = Storage(home)
    controller = MatchController(MatchSetup(variant, players, [], 17))
    rng = random.Random(17)
    controller.start_hand()
    mine: list[int] = []  # the plays in the hand before each of the player's
    while len(mine) < 2:
        game = controller.game
        if game.current_player() == HUMAN:
            mine.append(game.plays_in_hand())
            controller.play(rng.choice(list(game.legal_moves())))
        else:
            controller.apply_opponent(rng.choice(list(game.legal_moves())))
    storage.adopt(controller, MatchInfo([], 17))
    storage.keep_match(controller)
    storage.flush()
    restored = Storage(home).restore_match()
    assert restored is not None
    try:
        assert restored.can_undo, "the plays before quitting can be taken back"
        assert restored.undo()
        assert restored.game.plays_in_hand() == mine[-1]
        assert restored.game.current_player() == HUMAN
        assert restored.undo() and restored.game.plays_in_hand() == mine[0]
        assert not restored.can_undo
    finally:
        restored.close()
        controller.close()


@pytest.mark.parametrize("players", [7, 8])
@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)], ids=["960x600", "1920x1080"])
def test_the_tracker_keeps_every_line_at_seven_and_eight_players(
        players: int, size: tuple[int, int]) -> None:
    """Late in a Traversone hand, with several players' voids shown, the tracker drops no
    line: its lines come closer instead."""
    import random

    from cicera_gui.families.ciapano.aids import tracker_lines
    from cicera_gui.look import boxes
    from cicera_gui.play.match import HUMAN, MatchController, MatchSetup
    from cicera_gui.scenes.table import open_table

    app = App(size, settings=Settings(language="de", variant="traversone", players=players,
                                      tracker=True, animation="off"))
    for seed in range(3, 60):  # a hand in which the tracker has ten lines or more
        controller = MatchController(MatchSetup("traversone", players, [], seed))
        controller.start_hand()
        rng = random.Random(1)
        lines: list[str] = []
        while controller.game.current_player() is not None:
            game = controller.game
            if game.current_player() == HUMAN:
                lines = [line.text for line in tracker_lines(game.view(HUMAN),
                                                             app.settings.deck)]
                if len(lines) >= 10:
                    break
            controller.apply_opponent(rng.choice(list(game.legal_moves())))
        if len(lines) >= 10:
            break
        controller.close()
    try:
        table = open_table(app, controller, deal_next=False)
        app.stack.reset(table)
        assert len(lines) >= 10
        with boxes.recording(app.size) as recorder:
            app.draw()
        assert not boxes.problems(recorder)
        drawn = {box.text for box in recorder.texts()}
        assert set(lines) <= drawn, set(lines) - drawn
    finally:
        app.settings.tracker = False
        controller.close()
        pygame.quit()


@pytest.mark.parametrize("language", ["ja", "de"])
def test_the_score_title_never_splits_the_target(language: str) -> None:
    from cicera_gui.look import boxes

    app = staged_app("table", "pagat", 4, (960, 600), language)
    try:
        with boxes.recording(app.size) as recorder:
            app.draw()
        words = [b.text for b in recorder.texts()]
        whole = {"ja": "目標51点", "de": "bis 51"}[language]
        assert any(whole in text for text in words), words
        assert not any(text.endswith("目標51") for text in words)
    finally:
        if app.match is not None:
            app.match.close()
        pygame.quit()


def test_the_rules_say_each_thing_once_and_busca_whole() -> None:
    """The card points' section does not open with its own heading again, and the Busca
    line among the family's games says the Pita may not be discarded to the first trick."""
    from cicera_gui.scenes.families import family_rules_sections
    from cicera_gui.words.i18n import translator
    from engine.families import load_variant

    translator.set_language("en")  # the headings are looked up in English
    for variant in ("ciapano", "busca", "traversone"):
        sections = dict(family_rules_sections(load_variant(variant), "bresciane"))
        assert not sections["Card points"].startswith("Card points")
        if variant != "busca":  # Busca's own rules open under its name
            assert "Pita not discarded" in sections["Busca"]


@pytest.mark.parametrize(("variant", "players"), [("bresciana", 2), ("kifameno", 2)])
def test_a_click_while_cards_move_is_refused_whole(variant: str, players: int) -> None:
    """A card chosen with one click, then a second click while cards are moving: the click
    is not half taken (the card left raised, not played): the card goes back into the hand."""
    from cicera_gui.play.match import MatchSetup
    from cicera_gui.scenes.table import TableScene
    from cicera_gui.table.sprites import Target
    from tests.gui_driver import click, make_app, run_until

    app = make_app((1280, 800), animation="off")
    try:
        app.start_match(MatchSetup(variant, players, [], 5))
        table = app.stack.top
        assert isinstance(table, TableScene)
        assert run_until(app, lambda: table.accepting_input)
        card = table.hand_cards()[0]
        sprite = table.card_sprites[card]
        spot = table.raised_rect(sprite).midleft
        spot = (spot[0] + 4, spot[1])
        click(app, spot)
        def chosen() -> int | None:  # read anew after each event
            return table.selected

        assert chosen() == card
        sprite.send(Target(sprite.center, sprite.width, face_up=True), 5.0)  # cards move
        assert not table.accepting_input
        table.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=1))
        table.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot, button=1))
        assert chosen() is None, "the chosen card went back"
        assert card in table.hand_cards(), "nothing was played"
    finally:
        if app.match is not None:
            app.match.close()
        pygame.quit()


def test_a_deal_in_rounds_is_said_once_as_rounds() -> None:
    """A deal of four rounds of 3 is said as rounds, not "3 to each player" four times; the
    pagat deal is one packet of twelve to each player, as its sources deal it."""
    import dataclasses

    from cicera_gui.families.cicera.rules_text import rules_sections
    from cicera_gui.words.i18n import translator
    from engine.cicera.rules import load_rules
    from engine.kinds.capture.deal import DealPattern
    from engine.kinds.capture.deal import DealStep as Packet

    translator.set_language("en")
    pagat = load_rules("pagat")
    text = " ".join(body for _heading, body in rules_sections(pagat))
    assert "4 players: 12 to each player, 4 face up to the table." in text
    rounds = DealPattern((*[Packet("hands", 3)] * 4, Packet("table", 4)), 0)
    in_rounds = dataclasses.replace(pagat, deals={4: rounds})
    text = " ".join(body for _heading, body in rules_sections(in_rounds))
    assert "4 players: 4 rounds of 3 to each player (12 each), 4 face up to the table." in text
    assert text.count("3 to each player") == 1


@pytest.mark.usefixtures("closed_window")
def test_who_won_is_a_whole_sentence_for_you_alone_you_with_others_and_others() -> None:
    """No verb agrees with a list that may hold "you": each case is its own sentence, the
    others joined with the language's "and"."""
    from cicera_gui.scenes.hand_summary import winners_note
    from cicera_gui.words.i18n import translator

    assert winners_note([0]) == "The match is over. You won."
    assert winners_note([0, 1]) == "The match is over. You won, together with Bepi."
    assert winners_note([2]) == "The match is over. Winner: Gina."
    assert winners_note([1, 2, 3]) == "The match is over. Winners: Bepi, Gina, and Toni."
    translator.set_language("it")
    assert winners_note([0, 1]) == "La partita è finita. Hai vinto tu, insieme a Bepi."
    assert winners_note([1, 2]) == "La partita è finita. Vincono Bepi e Gina."
    translator.set_language("de")
    assert winners_note([0]) == "Die Partie ist aus. Du hast gewonnen."
    assert winners_note([1, 2]) == "Die Partie ist aus. Sieger: Bepi und Gina."


@pytest.mark.usefixtures("closed_window")
def test_a_dialogs_buttons_have_one_focus_moved_by_arrows_and_tab_alike() -> None:
    """On a hand's summary → and Tab move the one focus; once it is on another button the
    primary button no longer looks chosen (its gold fill goes with the focus)."""
    from cicera_gui.look.widgets import Button
    from cicera_gui.scenes.screenshots import stage
    from tests.gui_driver import frames, key, make_app

    app = make_app((960, 600), animation="off", variant="bresciana", players=2)
    stage(app, "summary", 3)
    summary = app.stack.top
    buttons = [w for w in summary.widgets if isinstance(w, Button)]  # type: ignore[union-attr]
    primary = next(b for b in buttons if b.primary)
    other = next(b for b in buttons if not b.primary)

    def fill(button: Button) -> tuple[int, ...]:
        app.draw()
        inside = (button.rect.x + button.rect.height // 2, button.rect.y + 4)
        return tuple(app.screen.get_at(inside))[:3]

    assert fill(primary) != fill(other)  # the primary button stands out
    focus = summary.focus  # type: ignore[union-attr]
    start = focus.focus
    key(app, pygame.K_RIGHT)
    assert focus.focus != start and focus.keyboard
    key(app, pygame.K_LEFT)
    assert focus.focus == start
    key(app, pygame.K_TAB)
    frames(app)
    assert focus.focused() is not primary
    for button in buttons:  # nothing hovered: the pointer is away
        button.hovered = False
    unfocused = [b for b in buttons if b is not focus.focused()]
    assert len({fill(b) for b in unfocused}) == 1  # the primary now looks like the others


@pytest.mark.usefixtures("closed_window")
def test_a_terms_tooltip_is_not_drawn_over_the_pause_menu() -> None:
    from cicera_gui.families.cicera.table import CiceraTable
    from cicera_gui.families.cicera.terms import term_help
    from cicera_gui.scenes.screenshots import stage
    from tests.gui_driver import frames, key, make_app, post

    app = make_app((960, 600), animation="off", variant="pagat", players=4)
    stage(app, "summary", 3)
    shown = app.stack.top
    assert shown is not None
    app.stack.remove(shown)  # the table, the hand's event points by its piles
    table = app.stack.top
    assert isinstance(table, CiceraTable)
    marker = next((box, point) for side in range(len(table.board.piles))
                  for box, point, _count in table.labels.marker_rects(side))
    post(pygame.MOUSEMOTION, pos=marker[0].center, rel=(0, 0), buttons=(0, 0, 0))
    frames(app)

    def said() -> str:
        with boxes.recording(app.size) as recorder:
            app.draw()
        return " ".join(box.text for box in recorder.texts())

    help_words = term_help(marker[1].value).split()[0]
    assert help_words in said()
    key(app, pygame.K_ESCAPE)  # the game's menu over the table
    assert app.stack.top is not table
    assert help_words not in said()


@pytest.mark.usefixtures("closed_window")
def test_a_score_row_of_the_hand_summary_is_explained_once_where_the_pointer_rests() -> None:
    from cicera_gui.families.cicera.summary import SummaryScene
    from cicera_gui.families.cicera.terms import term_help
    from cicera_gui.scenes.screenshots import stage
    from tests.gui_driver import frames, make_app, post

    app = make_app((1280, 800), animation="off", variant="bresciana", players=4)
    stage(app, "summary", 3)
    summary = app.stack.top
    assert isinstance(summary, SummaryScene)
    band = next(pygame.Rect(x, y, 1, 1) for y in range(0, 800, 4) for x in (640,)
                if summary.row_at((x, y), app.size) == "spades")
    post(pygame.MOUSEMOTION, pos=band.topleft, rel=(0, 0), buttons=(0, 0, 0))
    frames(app)
    with boxes.recording(app.size) as recorder:
        app.draw()
    first_line = app.fonts.wrap(term_help("spades"), 1000, 10_000)[0].split()[0]
    shown = [box for box in recorder.texts() if box.text.startswith(first_line)]
    assert len(shown) == 1  # one tooltip, drawn once over the dialog
