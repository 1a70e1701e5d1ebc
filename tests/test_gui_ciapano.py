"""The Ciapanò family's table, driven by posted input events: a hand played by dragging, an
illegal card refused with its reason, the Traversone cappotto choice, a player going out,
and the layout over the trick table in four languages."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from cicera_gui.families.ciapano.scenes import (
    CappottoDialog,
    HandSummary,
    TrickReview,
)
from cicera_gui.families.ciapano.table import CiapanoTable
from cicera_gui.families.ciapano.variant_text import points_text
from cicera_gui.look import boxes
from cicera_gui.look.theme import CJK_ONLY
from cicera_gui.look.widgets import Button
from cicera_gui.play.match import HUMAN, MatchController, MatchSetup
from cicera_gui.program.app import App
from cicera_gui.scenes.registry import reset_to
from engine.cards import Card
from engine.ciapano.game import CiapanoGame
from engine.ciapano.rules import load_rules
from tests.ciapano_positions import cappotto_deal, play_cappotto
from tests.gui_driver import click, drag, frames, key, make_app, post, run_until


def legal_cards(game: CiapanoGame) -> set[int]:
    """The cards the player may play now (not a choice such as the cappotto's)."""
    return {int(move) for move in game.legal_moves() if isinstance(move, Card)}


def start(variant: str, players: int, size: tuple[int, int] = (1280, 800), seed: int = 3,
          **settings: object) -> tuple[App, CiapanoTable]:
    app = make_app(size, animation="off", **settings)
    app.start_match(MatchSetup(variant, players, [], seed))
    table = app.stack.top
    assert isinstance(table, CiapanoTable)
    return app, table


def grip_of(table: CiapanoTable, card: int) -> tuple[int, int]:
    """A point of the card that the next card of the hand does not cover."""
    rect = table.card_sprites[card].rect()
    return rect.x + 5, rect.centery


def test_points_are_written_as_players_write_them() -> None:
    assert [points_text(p, 3) for p in (0, 1, 2, 3, 4, 32)] == ["0", "⅓", "⅔", "1", "1⅓",
                                                                   "10⅔"]
    assert points_text(7, 1) == "7"


def test_a_whole_hand_is_played_by_dragging_and_an_illegal_card_is_refused() -> None:
    app, table = start("ciapano", 3)
    heard: list[str] = []
    app.sounds.play = heard.append  # type: ignore[method-assign, assignment]
    try:
        game = table.controller.game
        refused = False
        while True:
            assert run_until(app, lambda: table.accepting_input
                             or isinstance(app.stack.top, HandSummary))
            if isinstance(app.stack.top, HandSummary):
                break
            legal = legal_cards(game)
            illegal = [c for c in table.shown.hand if c not in legal]
            centre = table.layout_info.centre
            target = (round(centre[0]), round(centre[1]))
            if illegal and not refused:
                held = len(table.shown.hand)
                drag(app, grip_of(table, illegal[0]), target)
                assert len(table.shown.hand) == held, "an illegal card stays in the hand"
                assert table.refused.startswith(("You must follow", "No ")), table.refused
                refused = True
            card = next(c for c in table.shown.hand if c in legal)
            before = len(game.log[-1].plays)
            drag(app, grip_of(table, card), target)
            assert len(game.log[-1].plays) > before
            assert run_until(app, lambda: card not in table.shown.hand)  # noqa: B023
        summary = app.stack.top
        assert isinstance(summary, HandSummary)
        assert sum(summary.scored.penalty) == game.rules.total or summary.scored.cappotto
        # 13 tricks of 3 cards, each swept to its taker, and the hand's end
        assert heard.count("lay") == 39 and heard.count("capture") == 13
        assert heard.count("hand_end") == 1 and heard.count("deal") >= 1
        with boxes.recording(app.size) as recorder:
            app.draw()
        assert not boxes.problems(recorder)
        click(app, summary.widgets[0].rect.center)  # next hand
        top: object = app.stack.top
        assert top is table
        assert len(game.log) == 2
    finally:
        pygame.quit()


def _latin_glyphs() -> set[int]:
    from fontTools.ttLib import TTFont

    from cicera_gui.words.resources import asset_path

    return set(TTFont(asset_path("fonts", "NotoSans-Regular.ttf")).getBestCmap())


LATIN_GLYPHS = _latin_glyphs()


def test_the_traversone_cappotto_choice_takes_21_off_the_score() -> None:
    rules = load_rules("traversone")
    game = CiapanoGame(rules, 3, seed=1)
    game.totals[HUMAN] = 30
    game.start_hand(cappotto_deal(rules, 3, leader=1, maker=HUMAN), dealer=0)
    play_cappotto(game, 1)
    assert game.choices() and game.current_player() == HUMAN
    app = make_app((960, 600), animation="off")
    try:
        controller = MatchController(MatchSetup("traversone", 3, [], 1), game=game)
        reset_to(app, "table", controller, deal_next=False)
        frames(app, 3)
        dialog = app.stack.top
        assert isinstance(dialog, CappottoDialog)
        said = " ".join(dialog.paragraphs())
        assert said.startswith("Every other player writes 0: a cappotto!")
        assert "30 to 9" in said and "0 → 21" in said and "»" not in said
        assert all(ord(char) in LATIN_GLYPHS or char in CJK_ONLY
                   for char in said if not char.isspace()), said
        assert app.fonts._runs("0 → 21", "regular") == [("0 ", "regular"), ("→", "jp-regular"),
                                                         (" 21", "regular")]
        with boxes.recording(app.size) as recorder:
            app.draw()
        assert not boxes.problems(recorder)
        take = dialog.widgets[1]
        assert isinstance(take, Button) and take.enabled
        click(app, take.rect.center)
        assert run_until(app, lambda: isinstance(app.stack.top, HandSummary))
        assert game.totals[HUMAN] == 9 and game.totals[1] == 0
    finally:
        pygame.quit()


def test_a_cappotto_that_leaves_no_choice_asks_nothing_and_says_why() -> None:
    rules = load_rules("traversone")
    game = CiapanoGame(rules, 3, seed=1)
    game.totals[HUMAN] = 20
    game.start_hand(cappotto_deal(rules, 3, leader=1, maker=HUMAN), dealer=0)
    game.apply(Card.parse("5d"))
    while not (game.current_player() == HUMAN and len(game.view(HUMAN).hand) == 1):
        game.apply(game.legal_moves()[0])  # the player takes every trick
    app = make_app((960, 600), animation="off")
    try:
        controller = MatchController(MatchSetup("traversone", 3, [], 1), game=game)
        reset_to(app, "table", controller, deal_next=False)
        frames(app, 3)
        key(app, pygame.K_1)
        key(app, pygame.K_RETURN)  # the last card: the opponents follow, the hand ends
        assert run_until(app, lambda: isinstance(app.stack.top, HandSummary))
        assert game.current_player() is None
        summary = app.stack.top
        assert isinstance(summary, HandSummary)
        assert "You made a cappotto: with a score under 21 you could only give, so everyone " \
               "else writes 21." in summary.notes()
        assert game.totals == [20, 21, 21]
    finally:
        pygame.quit()


def staged_match(variant: str, totals: list[int], seed: int) -> tuple[App, CiapanoTable]:
    """A match of ``variant`` already at ``totals``, on the table."""
    game = CiapanoGame(load_rules(variant), len(totals), seed=seed)
    game.totals = list(totals)
    app = make_app((960, 600), animation="off")
    controller = MatchController(MatchSetup(variant, len(totals), [], seed), game=game)
    reset_to(app, "table", controller)
    table = app.stack.top
    assert isinstance(table, CiapanoTable)
    return app, table


def play_until(app: App, table: CiapanoTable, done: Callable[[HandSummary], bool]
               ) -> HandSummary:
    """Play the player's first legal card each turn, pass each hand's summary, until a
    summary for which ``done`` holds."""
    game = table.controller.game
    for _ in range(400):
        assert run_until(app, lambda: table.accepting_input
                         or isinstance(app.stack.top, HandSummary))
        summary = app.stack.top
        if isinstance(summary, HandSummary):
            if done(summary):
                return summary
            click(app, summary.widgets[0].rect.center)
            continue
        table.offer(next(int(c) for c in game.legal_moves() if isinstance(c, Card)))
    raise AssertionError("the match never got there")


def test_a_player_goes_out_and_the_match_goes_on() -> None:
    app, table = staged_match("ciapano", [0, 30, 0, 0], seed=2)
    try:
        game = table.controller.game
        summary = play_until(app, table, lambda shown: bool(shown.outs))
        assert summary.won is None
        gone = summary.outs[0].seat
        assert any("is out" in note for note in summary.notes())
        click(app, summary.widgets[0].rect.center)
        assert app.stack.top is table and game.log[-1].seats == tuple(
            s for s in range(4) if s != gone)
        assert "Out" in table.seat_lines(gone)
    finally:
        pygame.quit()


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_the_trick_table_lays_out_cleanly_in_every_language(size: tuple[int, int]) -> None:
    for variant, players in (("traversone", 3), ("ciapano", 5), ("traversone", 8)):
        app, table = start(variant, players, size)
        try:
            assert run_until(app, lambda: table.accepting_input)  # noqa: B023
            for language in ("en", "de", "it", "ja"):
                app.set_language(language)
                table.hover_hand = table.shown.hand[-1]
                table.pointer = grip_of(table, table.hover_hand)
                with boxes.recording(app.size) as recorder:
                    app.draw()
                problems = boxes.problems(recorder) + boxes.mixed_sizes(recorder)
                assert not problems, (language, players, size, problems)
        finally:
            pygame.quit()


@pytest.mark.parametrize(("scene", "variant", "players", "top"), [
    ("table", "ciapano", 5, CiapanoTable),
    ("trick", "traversone", 8, CiapanoTable),
    ("summary", "kifameno", 3, HandSummary),
    ("matchend", "ciapano", 3, HandSummary),
    ("cappotto", "traversone", 3, CappottoDialog),
    ("aids", "traversone", 8, CiapanoTable),
    ("review", "busca", 4, TrickReview),
])
def test_the_screenshot_scenes_of_the_family_show_what_they_name(
        scene: str, variant: str, players: int, top: type) -> None:
    from cicera_gui.scenes.screenshots import stage

    app = make_app((960, 600), animation="off", variant=variant, players=players)
    try:
        stage(app, scene, 7)
        shown = app.stack.top
        assert isinstance(shown, top)
        if isinstance(shown, CiapanoTable) and scene == "trick":
            view = shown.controller.game.view(HUMAN)
            assert view.trick and view.turn == HUMAN
        if isinstance(shown, HandSummary) and scene == "matchend":
            assert shown.ended and shown.controller.game.is_terminal()
        if scene == "aids":
            assert isinstance(shown, CiapanoTable)
            assert app.settings.tracker and shown.aids.hint is not None
        if isinstance(shown, TrickReview):
            assert shown.index == 3  # three steps in
        with boxes.recording(app.size) as recorder:
            app.draw()
        assert not boxes.problems(recorder)
    finally:
        pygame.quit()


def test_new_game_chooses_target_and_survivors_and_the_record_replays() -> None:
    from cicera_gui.scenes.newgame import NewGameScene
    from engine.families import family_of_rules

    app = make_app((960, 600), variant="traversone", players=5)
    try:
        app.stack.push(NewGameScene(app))
        chooser = app.stack.top
        assert isinstance(chooser, NewGameScene) and chooser.variant == "traversone"

        click(app, arrow_of(app, chooser, "Target"))  # 41 -> 51
        click(app, arrow_of(app, chooser, "Survivors"))  # 1 -> 2
        assert chooser.changes() == {"target": 51, "survivors": 2}
        assert chooser.description() == [  # as the rules text says it of the variant chosen
            "Whoever reaches 51 is out. When only 2 players are left, the match ends and they "
            "win."]
        frames(app)
        start_button = next(w for w in chooser.widgets if getattr(w, "label", "") == "Start")
        click(app, start_button.rect.center)
        table = app.stack.top
        assert isinstance(table, CiapanoTable)
        game = table.controller.game
        assert (game.rules.target, game.rules.survivors, game.rules.name) == (51, 2, "Traversone")
        assert run_until(app, lambda: game.view(HUMAN).trick != () or table.accepting_input)
        record = family_of_rules(game.rules).to_record(game)
        assert record["variant"].endswith("traversone-survivors2-target51.yaml")
        replayed = family_of_rules(game.rules).replay(record, None).game
        assert replayed.rules.target == 51 and replayed.rules.survivors == 2
        app.stack.push(NewGameScene(app))
        again = app.stack.top
        assert isinstance(again, NewGameScene)
        assert again.changes() == {"target": 51, "survivors": 2}  # remembered
        click(app, arrow_of(app, again, "End"))  # the first to the target ends it
        assert again.changes() == {"target": 51, "end": "first_to_target"}
        assert again.description() == [
            "The first to reach 51 ends the match, and the fewest points win."]
        assert not any(getattr(w, "label", "") == "Survivors" for w in again.widgets)
    finally:
        pygame.quit()


def arrow_of(app: App, scene: object, label: str) -> tuple[int, int]:
    frames(app)
    widget = next(w for w in scene.widgets if getattr(w, "label", "") == label)  # type: ignore[attr-defined]
    return widget.arrows()[1].center  # type: ignore[no-any-return]


def test_the_rules_show_every_variant_of_the_family_and_its_terms() -> None:
    from cicera_gui.scenes.rules import RulesScene

    app = make_app((960, 600), variant="traversone", players=5, language="ja")
    try:
        app.stack.push(RulesScene(app))
        rules = app.stack.top
        assert isinstance(rules, RulesScene)
        headings = [text for text, heading in rules.text_lines(app.size) if heading]
        assert headings[0] == "トラベルソーネ"  # the variant names in katakana (issue 31)
        assert {"ブスカ", "チャパノ", "キファメーノ", "マッタッツァ", "用語",
                "モンテ"} <= set(headings)
        for _ in range(40):
            key(app, pygame.K_PAGEDOWN)
            with boxes.recording(app.size) as recorder:
                app.draw()
            assert not boxes.problems(recorder)
            if rules.first == rules.max_first(app.size):
                break
        assert rules.first == rules.max_first(app.size) > 0
    finally:
        pygame.quit()


def test_the_last_trick_is_shown_while_its_button_or_key_is_held() -> None:
    from tests.gui_driver import post

    app, table = start("traversone", 5, size=(960, 600))
    try:
        game = table.controller.game
        assert run_until(app, lambda: table.accepting_input)
        def last_trick() -> object:  # read anew after each frame
            return table.shown.last

        def peeking() -> bool:
            return table.peeking

        assert last_trick() is None  # no trick finished yet: no button
        while last_trick() is None or not table.accepting_input:
            if table.accepting_input:
                table.offer(next(c for c in table.shown.hand
                                 if c in legal_cards(game)))
            frames(app)
        button = table.last_button_rect().center
        post(pygame.MOUSEBUTTONDOWN, pos=button, button=1)
        frames(app)
        assert peeking()
        with boxes.recording(app.size) as recorder:
            app.draw()
        assert not boxes.problems(recorder)
        post(pygame.MOUSEBUTTONUP, pos=button, button=1)
        frames(app)
        assert not peeking()
        post(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l", scancode=0)
        frames(app)
        assert peeking()
        post(pygame.KEYUP, key=pygame.K_l, mod=0, unicode="l", scancode=0)
        frames(app)
        assert not peeking() and table.accepting_input
    finally:
        pygame.quit()


def test_the_family_aids_undo_track_and_hint_from_the_registry() -> None:
    from cicera_gui.families.ciapano.aids import tracker_lines
    from tests.gui_driver import post

    app, table = start("traversone", 5, size=(960, 600), practice=True, tracker=True)
    try:
        game = table.controller.game
        assert run_until(app, lambda: table.accepting_input)
        labels = [label for _rect, label, _on, _act in table.aids.buttons()]
        assert labels == ["Hint (H)", "Undo (U)", "Tracker (T)"]
        before = (len(game.log[-1].plays), list(table.shown.hand))
        table.offer(next(c for c in table.shown.hand if c in legal_cards(game)))
        assert run_until(app, lambda: table.accepting_input)
        lines = [line.text for line in tracker_lines(game.view(HUMAN), "bresciane")]
        assert lines[0] == "Not yet seen" and lines[1].startswith("Coins (")
        unseen = sum(int(line.split("(")[1].split(")")[0]) for line in lines[1:5]
                     if "(" in line)
        assert unseen == len(game.view(HUMAN).unseen())
        with boxes.recording(app.size) as recorder:
            app.draw()
        assert not boxes.problems(recorder)
        drawn = {box.text for box in recorder.texts()}
        assert set(lines) <= drawn, set(lines) - drawn  # the tracker shows every line
        key(app, pygame.K_u)
        frames(app)
        game = table.controller.game  # the game as it was before the play
        assert (len(game.log[-1].plays), [int(c) for c in table.shown.hand]) == before
        assert table.controller.assisted
        key(app, pygame.K_t)
        frames(app)
        assert not app.settings.tracker
        # the family's Hard player gives the hint, in the worker
        assert table.aids.offers_hint()
        post(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)
        assert run_until(app, lambda: table.aids.hint is not None)
        assert table.aids.hinted_card in legal_cards(game)
        heading, *reasons = table.aids.hint_lines()
        assert heading.startswith("Hint: play ")
        assert reasons and all(r[:1].isupper() for r in reasons)
        with boxes.recording(app.size) as recorder:
            app.draw()
        assert not boxes.problems(recorder)
        drawn_lines = [box.text for box in recorder.texts()]
        assert heading in drawn_lines  # one line at 960×600
        assert reasons[0].split()[0] in " ".join(drawn_lines)
    finally:
        pygame.quit()


def test_a_scored_hand_is_reviewed_trick_by_trick() -> None:
    from cicera_gui.families.ciapano.scenes import TrickReview
    from cicera_gui.scenes.screenshots import stage

    app = make_app((960, 600), animation="off", variant="traversone", players=8, language="ja")
    try:
        stage(app, "summary", 7)
        summary = app.stack.top
        assert isinstance(summary, HandSummary)
        review_button = next(w for w in summary.widgets if getattr(w, "label", "") ==
                             "Review the hand")
        frames(app)
        click(app, review_button.rect.center)
        review = app.stack.top
        assert isinstance(review, TrickReview)
        tricks = review.log.tricks
        assert len(tricks) == 5 and review.index == 0
        key(app, pygame.K_RIGHT)
        assert review.index == 1
        key(app, pygame.K_END)
        assert review.index == len(tricks) - 1
        with boxes.recording(app.size) as recorder:
            app.draw()
        assert not boxes.problems(recorder)
        key(app, pygame.K_ESCAPE)
        assert app.stack.top is summary
    finally:
        pygame.quit()


def _to_mid_trick(app: App, table: CiapanoTable) -> None:
    """Play (the player's seat by dragging) until it is the player's turn with cards already
    in the trick."""
    game = table.controller.game
    while True:
        assert run_until(app, lambda: table.accepting_input)
        if table.shown.trick:
            return
        card = next(c for c in table.shown.hand if c in legal_cards(game))
        centre = table.layout_info.centre
        drag(app, grip_of(table, card), (round(centre[0]), round(centre[1])))


def test_a_match_resumes_mid_trick_from_the_autosave() -> None:
    from cicera_gui.program.app import first_scene
    from cicera_gui.scenes.notice import NoticeDialog

    app = make_app((960, 600), animation="off")
    # a derived variant (a chosen target) too: the autosave names its file
    variant = str(app.storage.derived_variant("ciapano", {"target": 41}))
    app.start_match(MatchSetup(variant, 4, [], 5))
    table = app.stack.top
    assert isinstance(table, CiapanoTable)
    try:
        _to_mid_trick(app, table)
        trick, hand = list(table.shown.trick), list(table.shown.hand)
        app.storage.flush()
        app.match.close()  # type: ignore[union-attr]
        again = make_app((960, 600), animation="off")  # the program starts again
        again.stack.reset(first_scene(again))
        while isinstance(again.stack.top, NoticeDialog):
            key(again, pygame.K_RETURN)
        key(again, pygame.K_RETURN)  # Continue
        resumed = again.stack.top
        assert isinstance(resumed, CiapanoTable)
        assert resumed.controller.game.rules.target == 41
        assert resumed.shown.trick == trick and resumed.shown.hand == hand
        assert run_until(again, lambda: resumed.accepting_input)
        with boxes.recording(again.size) as recorder:
            again.draw()
        assert not boxes.problems(recorder)
        again.match.close()  # type: ignore[union-attr]
    finally:
        pygame.quit()


def test_a_kifameno_hand_with_draws() -> None:
    app, table = start("kifameno", 3, size=(960, 600))
    try:
        game = table.controller.game
        talon = []
        sizes = []
        while not isinstance(app.stack.top, HandSummary):
            assert run_until(app, lambda: table.accepting_input
                             or isinstance(app.stack.top, HandSummary))
            if isinstance(app.stack.top, HandSummary):
                break
            talon.append(table.shown.talon)
            sizes.append(len(table.shown.hand))
            card = next(c for c in table.shown.hand
                        if c in legal_cards(game))
            centre = table.layout_info.centre
            drag(app, grip_of(table, card), (round(centre[0]), round(centre[1])))
        assert talon[0] == 9 and talon[-1] == 0 and sorted(talon, reverse=True) == talon
        assert sizes[:4] == [10, 10, 10, 10]  # each draw refilled the hand
        assert len(game.log[-1].tricks) == 13
    finally:
        pygame.quit()


def test_resize_and_language_switch_mid_trick() -> None:
    from tests.gui_driver import post

    app, table = start("traversone", 6, size=(960, 600))
    try:
        _to_mid_trick(app, table)
        trick = list(table.shown.trick)
        post(pygame.VIDEORESIZE, w=1920, h=1080, size=(1920, 1080))
        frames(app, 3)
        assert app.size == (1920, 1080) and table.layout_info.size == (1920, 1080)
        # the language is switched as a player does: menu, Settings, Language, back
        from cicera_gui.look.widgets import Button, Choice
        from cicera_gui.scenes.settings import SettingsScene
        from cicera_gui.words.i18n import translator

        click(app, table.menu_button_rect().center)
        frames(app)
        from cicera_gui.scenes.menu import PauseMenu

        pause = app.stack.top
        assert isinstance(pause, PauseMenu)
        click(app, next(w for w in pause.widgets
                        if isinstance(w, Button) and w.label == "Settings").rect.center)
        frames(app)
        settings = app.stack.top
        assert isinstance(settings, SettingsScene)
        language = next(w for w in settings.widgets
                        if isinstance(w, Choice) and w.label == "Language")
        click(app, language.arrows()[0].center)  # English, one back: 日本語
        frames(app)
        assert translator.language == "ja" and app.settings.language == "ja"
        key(app, pygame.K_ESCAPE)  # Settings
        key(app, pygame.K_ESCAPE)  # the pause menu
        frames(app)
        assert app.stack.top is table
        assert table.shown.trick == trick and table.accepting_input
        for order, (seat, card) in enumerate(trick):
            shown_at = table.card_sprites[card].rect().center
            slot = table.layout_info.trick.slot(seat, order).center
            assert abs(shown_at[0] - slot[0]) <= 1 and abs(shown_at[1] - slot[1]) <= 1
        with boxes.recording(app.size) as recorder:
            app.draw()
        assert not boxes.problems(recorder)
    finally:
        from cicera_gui.words.i18n import translator

        translator.set_language("en")
        pygame.quit()


def test_the_summary_says_which_case_of_the_scoring_applied() -> None:
    from cicera_gui.families.ciapano.explain import busca_note, mattazza_note

    seats = (0, 1, 2, 3)
    assert mattazza_note(seats, [20, 15, 0, 0], [5, 5, 0, 0]) == (
        "Gina, Toni: no trick, 1 point each.")
    assert mattazza_note(seats, [20, 15, 0, 0], [5, 4, 1, 0]) == "Toni: no trick, 1 point."
    assert mattazza_note(seats, [10, 12, 9, 4], [2, 3, 4, 1]) == (
        "Bepi: the most card points (12) with everyone taking a trick, 1 point.")
    assert busca_note(seats, [0, 40, 0, 0]) == (
        "Bepi: every card point; the others 3 busche each.")
    assert busca_note(seats, [0, 30, 10, 0]) == "You, Toni: no card points, 2 busche each."
    assert busca_note(seats, [0, 30, 6, 4]) == "You: no card points, 1 busca."
    scale = "(1 up to 18 points, 2 from 19 to 22, then the points less 20)"
    assert busca_note(seats, [5, 25, 6, 4]) == (
        f"Bepi: the most card points (25), 5 busche {scale}.")
    assert busca_note(seats, [12, 5, 18, 5]) == (
        f"Gina: the most card points (18), 1 busca {scale}.")
    assert busca_note(seats, [19, 19, 1, 1]) == (
        f"You, Bepi: tied for the most card points (19), 2 × 2 = 4 busche each {scale}.")


def test_the_end_of_the_match_is_heard() -> None:
    # whoever of the others writes next ends the match
    app, table = staged_match("mattazza", [0, 4, 4, 4], seed=4)
    heard: list[str] = []
    app.sounds.play = heard.append  # type: ignore[method-assign, assignment]
    try:
        summary = play_until(app, table, lambda shown: shown.won is not None)
        assert summary.won is not None
        expected = "match_won" if 0 in summary.won.winners else "match_lost"
        assert heard[-1] == expected
    finally:
        pygame.quit()


def test_the_rules_are_built_from_the_variant_in_the_players_language() -> None:
    from cicera_gui.families.ciapano.rules_text import rules_sections
    from cicera_gui.words.i18n import translator

    def bodies(variant: str, deck: str = "bresciane") -> list[str]:
        return [body for _, body in rules_sections(load_rules(variant), deck)]

    def text(variant: str, deck: str = "bresciane") -> str:
        return "\n".join(bodies(variant, deck))

    translator.set_language("en")
    kifameno = text("kifameno")
    assert "With 3 players the four of coins is taken out first (house rule)." in kifameno
    assert "no duty to follow suit" in kifameno
    traversone = text("traversone")
    assert "the ace of batons: 11. In all 20⅔, counted as 21." in traversone
    assert "7 players: 5 cards each; the 5 cards left over (the monte)" in traversone
    assert "the ace of clubs: 11" in text("traversone", "romme")
    assert "The last trick counts 3 more. In all 35." in text("mattazza")
    busca = text("busca")
    assert "the ace of coins: 8" in busca and "In all 40." in busca
    assert "nobody may lead coins, unless holding nothing else (house rule)" in busca
    ciapano = text("ciapano")
    assert "3 players: 13 cards each, and 1 card put aside" in ciapano
    assert "In all 10⅔, counted as 11." in ciapano
    english = {variant: bodies(variant) for variant in ("ciapano", "kifameno", "busca")}
    for language in ("de", "it", "ja"):
        translator.set_language(language)
        try:
            for variant, sections in english.items():
                for translated, original in zip(bodies(variant), sections, strict=True):
                    assert translated != original or not original, (language, translated)
        finally:
            translator.set_language("en")


def test_no_stale_tooltip_after_a_card_is_played_by_dragging() -> None:
    """The pointer rests where the card was dropped: when the player's turn comes back no
    card lies under it, so no reason is shown (it once named the card just played)."""
    app, table = start("busca", 4, size=(1280, 800))
    try:
        game = table.controller.game
        for _ in range(3):
            assert run_until(app, lambda: table.accepting_input)
            legal = legal_cards(game)
            card = next(c for c in table.shown.hand if c in legal)
            centre = table.layout_info.centre
            drag(app, grip_of(table, card), (round(centre[0]), round(centre[1])))
            assert run_until(app, lambda: card not in table.shown.hand)  # noqa: B023
        assert run_until(app, lambda: table.accepting_input)
        frames(app, 2)
        assert table.hover_hand is None
        with boxes.recording(app.size) as recorder:
            app.draw()
        shown = [box.text for box in recorder.texts()]
        assert not any("may not" in text or "must follow" in text for text in shown), shown
    finally:
        pygame.quit()


def test_a_card_refused_by_the_keyboard_is_explained_beside_it() -> None:
    app, table = start("busca", 4, size=(1280, 800))
    try:
        assert run_until(app, lambda: table.accepting_input)
        game = table.controller.game
        legal = legal_cards(game)
        hand = table.shown.hand
        illegal = next((i for i, c in enumerate(hand) if c not in legal), None)
        assert illegal is not None
        key(app, pygame.K_RIGHT)  # the keyboard takes over where the focus rests
        for _ in range(len(hand)):  # the focus began on a playable card: step round to it
            if table.focus == illegal:
                break
            key(app, pygame.K_RIGHT)
        key(app, pygame.K_RETURN)
        assert table.refused.startswith(("You must follow", "No "))
        assert table.refused_card == hand[illegal]
        tip = table.refusal_tip(round(table.unit * 6))
        assert tip is not None and tip[0] == table.refused
        x, y = tip[1]
        rect = table.card_sprites[hand[illegal]].rect()
        assert abs(x - rect.centerx) <= 1 and y < rect.top
    finally:
        pygame.quit()


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_new_game_rows_stay_under_the_pointer_as_the_variant_changes(
        size: tuple[int, int]) -> None:
    """Clicking Variant's arrow again and again goes on changing the variant: the row stays
    under the pointer whatever the variant's description and rows."""
    from cicera_gui.look.widgets import Choice
    from cicera_gui.scenes.newgame import NewGameScene

    for first in ("ciapano", "pagat"):
        app = make_app(size, variant=first, players=4)
        try:
            app.stack.push(NewGameScene(app))
            chooser = app.stack.top
            assert isinstance(chooser, NewGameScene)
            frames(app)
            arrow = arrow_of(app, chooser, "Variant")
            seen = {chooser.variant}
            for _ in range(len(chooser.variants) - 1):
                click(app, arrow)
                frames(app)
                seen.add(chooser.variant)
                row = next(w for w in chooser.widgets if getattr(w, "label", "") == "Variant")
                assert isinstance(row, Choice) and row.arrows()[1].collidepoint(arrow)
                with boxes.recording(app.size) as recorder:
                    app.draw()
                assert not boxes.problems(recorder), chooser.variant
            assert len(seen) == len(chooser.variants)  # every click hit the arrow
        finally:
            pygame.quit()


def test_the_trick_table_marks_no_honours() -> None:
    """Cicera's honours (the jack of cups, the Mata …) mean nothing in this family: the
    setting that marks them leaves these cards plain."""
    from cicera_gui.art.decoration import Decoration
    from cicera_gui.families.cicera.decoration import honour_stars
    from engine.cards import Card as EngineCard

    app, table = start("ciapano", 4, size=(960, 600), honours_marked=True)
    try:
        jack_of_cups = int(EngineCard.parse("Fc"))
        plain = app.card_face(jack_of_cups, 80)
        app.card_face(jack_of_cups, 80, honour_stars(app))
        while app.cards.pending:  # the marked face as drawn at rest
            app.cards.refine_one()
        marked = app.card_face(jack_of_cups, 80, honour_stars(app))
        assert pygame.image.tobytes(plain, "RGBA") != pygame.image.tobytes(marked, "RGBA")
        asked: list[bool] = []
        face = app.card_face

        def recording(card: int, width: int, decoration: Decoration | None = None
                      ) -> pygame.Surface:
            asked.append(decoration is not None and bool(decoration.key(card)))
            return face(card, width, decoration)

        app.card_face = recording  # type: ignore[method-assign]
        assert run_until(app, lambda: table.accepting_input)
        table.card_sprites.clear()
        table.director.settle(0.0)
        app.draw()
        assert asked and not any(asked)
    finally:
        pygame.quit()


@pytest.mark.parametrize(("variant", "players"), [("ciapano", 3), ("ciapano", 5),
                                                   ("traversone", 8), ("kifameno", 2),
                                                   ("mattazza", 4)])
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_the_tracker_shows_every_line(variant: str, players: int,
                                      size: tuple[int, int]) -> None:
    from cicera_gui.families.ciapano.aids import tracker_lines
    from cicera_gui.scenes.screenshots import stage

    app = make_app(size, animation="off", variant=variant, players=players, tracker=True)
    try:
        stage(app, "trick", 5)
        table = app.stack.top
        assert isinstance(table, CiapanoTable)
        lines = [line.text for line in tracker_lines(table.controller.game.view(HUMAN),
                                                     app.settings.deck)]
        with boxes.recording(app.size) as recorder:
            app.draw()
        assert not boxes.problems(recorder)
        drawn = {box.text for box in recorder.texts()}
        assert set(lines) <= drawn, set(lines) - drawn
    finally:
        pygame.quit()


def test_busca_all_points_to_one_is_explained_as_its_case() -> None:
    from engine.ciapano.events import HandScored as Scored

    app = make_app((960, 600), animation="off")
    try:
        game = CiapanoGame(load_rules("busca"), 4, seed=1)
        game.deal_hand()
        # Gina took every card point: a cappotto in the engine, Busca's first case here
        scored = Scored(hand=1, points=(0, 0, 40, 0), penalty=(3, 3, 0, 3),
                        totals=(3, 3, 0, 3), last_trick=2, cappotto=2)
        controller = MatchController(MatchSetup("busca", 4, [], 1), game=game)
        summary = HandSummary(app, controller, scored, [], None, lambda: None)
        assert summary.notes() == ["Gina: every card point; the others 3 busche each."]
    finally:
        pygame.quit()


def test_a_users_variant_in_thirds_without_a_balance_is_not_counted_as_a_total(
        tmp_path: Path) -> None:
    from cicera_gui.families.ciapano.variant_text import points_of_cards
    from cicera_gui.words.i18n import translator

    translator.set_language("en")
    path = tmp_path / "terzi.yaml"
    path.write_text("extends: mattazza\nid: terzi\nunit: third\n", encoding="utf-8")
    text = points_of_cards(load_rules(str(path)), "bresciane")
    assert "In all" in text and "counted as" not in text
    assert "counted as 11" in points_of_cards(load_rules("ciapano"), "bresciane")


@pytest.mark.parametrize(("variant", "players"), [("ciapano", 4), ("traversone", 8)])
@pytest.mark.parametrize("language", ["en", "de", "it", "ja"])
def test_the_match_end_says_every_note_whole_in_the_smallest_window(
        variant: str, players: int, language: str) -> None:
    """Who wrote the rest, who went out, who won and what was put aside: the dialog grows to
    say them all, and its columns are as wide as what they hold ("Ausgeschie…" was cut)."""
    from cicera_gui.scenes.screenshots import stage
    from cicera_gui.words.i18n import translator

    app = make_app((960, 600), animation="off", variant=variant, players=players,
                   language=language)
    try:
        stage(app, "matchend", 3)
        summary = app.stack.top
        assert isinstance(summary, HandSummary) and summary.ended
        with boxes.recording(app.size) as recorder:
            app.draw()
        texts = recorder.texts()
        drawn = "".join(box.text for box in texts if box.group == "summary notes")
        for note in summary.notes():
            assert note.replace(" ", "") in drawn.replace(" ", ""), (note, drawn)
        cells = [box.text for box in texts if box.group in ("summary rows", "summary head")]
        assert not [cell for cell in cells if cell.endswith("…")], cells
        assert not boxes.problems(recorder), boxes.problems(recorder)
    finally:
        translator.set_language("en")
        pygame.quit()


def test_a_call_button_and_busche_say_what_they_mean_under_the_pointer() -> None:
    """Mattazza's call buttons explain the call (table talk: no score changes), and Busca's
    summary explains its busche, in a tooltip where the pointer rests."""
    from cicera_gui.families.ciapano.rules_text import BUSCHE_HELP, call_help
    from cicera_gui.scenes.screenshots import stage

    app = make_app((960, 600), animation="off", variant="mattazza", players=4)
    try:
        stage(app, "trick", 7)
        table = app.stack.top
        assert isinstance(table, CiapanoTable)
        buttons = table.calls.buttons()
        assert buttons, "the call buttons are offered on the player's turn"
        rect, call, _enabled = buttons[0]
        post(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
        frames(app)
        with boxes.recording(app.size) as recorder:
            app.draw()
        said = "".join("".join(box.text for box in recorder.texts()).split())
        assert "".join(call_help(call).split()) in said
        assert "changes no score" in call_help(call)
        assert not boxes.problems(recorder), boxes.problems(recorder)
    finally:
        pygame.quit()

    app = make_app((960, 600), animation="off", variant="busca", players=4)
    try:
        stage(app, "summary", 7)
        summary = app.stack.top
        assert isinstance(summary, HandSummary)
        with boxes.recording(app.size) as recorder:
            app.draw()
        helped = [note for note in summary.notes() if summary.note_help(note)]
        assert len(helped) == 1
        first_line = next(box for box in recorder.texts() if box.group == "summary notes"
                          and helped[0].startswith(box.text.rstrip("…")))
        post(pygame.MOUSEMOTION, pos=first_line.rect.center, rel=(0, 0), buttons=(0, 0, 0))
        frames(app)
        with boxes.recording(app.size) as recorder:
            app.draw()
        said = " ".join(box.text for box in recorder.texts())
        assert BUSCHE_HELP in said  # in English here
        assert not boxes.problems(recorder), boxes.problems(recorder)
    finally:
        pygame.quit()


def test_traversones_summary_says_who_took_the_monte_and_its_pile_is_gone() -> None:
    from cicera_gui.scenes.screenshots import stage

    app = make_app((960, 600), animation="off", variant="traversone", players=6)
    try:
        stage(app, "summary", 7)
        summary = app.stack.top
        assert isinstance(summary, HandSummary)
        log = summary.controller.game.log[-1]
        taker = log.tricks[-1].winner
        monte = [note for note in summary.notes() if note.startswith("The monte")]
        assert len(monte) == 1 and " with the last trick: " in monte[0]
        assert ("taken by you" in monte[0]) == (taker == HUMAN)
        with boxes.recording(app.size) as recorder:
            app.draw()
        assert not [box.text for box in recorder.texts() if box.text.startswith("Monte:")]
    finally:
        pygame.quit()



def test_after_a_first_click_the_line_says_how_to_play_the_card() -> None:
    """At the trick table the line stayed "drag a card to the trick" after a first click had
    chosen the card; it says now that a second click, or a click on the trick, plays it."""
    app, table = start("ciapano", 3)
    try:
        game = table.controller.game
        assert run_until(app, lambda: table.accepting_input)

        def said() -> list[str]:
            with boxes.recording(app.size) as recorder:
                app.draw()
            return [box.text for box in recorder.texts()]

        assert "Your turn: drag a card to the trick" in said()
        card = next(c for c in table.shown.hand if c in legal_cards(game))
        click(app, grip_of(table, card))
        assert table.selected == card
        assert "Click the card again, or the trick, to play it" in said()
        before = len(game.log[-1].plays)
        click(app, grip_of(table, card))  # again: played
        assert len(game.log[-1].plays) > before
    finally:
        pygame.quit()
