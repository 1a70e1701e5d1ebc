"""Learning from a hand in the window: Analyse on a hand's summary rates each of the
player's plays (in the worker; inline in tests), says the class, the loss and the better
move, is kept with the match; Try again from here plays on from that very position as
practice, never saved nor counted, and leads back to the match."""

from __future__ import annotations

import json

import pygame
import pytest

from cicera_gui.look import boxes
from cicera_gui.look.widgets import Button
from cicera_gui.play.match import HUMAN
from cicera_gui.program.app import App
from cicera_gui.scenes.analysis import AnalysisScene
from cicera_gui.scenes.families import context_cards, move_cards
from cicera_gui.scenes.table import TableScene
from tests.gui_driver import click, frames, key, make_app, run_until

pytestmark = pytest.mark.usefixtures("closed_window")


def on_top(app: App) -> object:
    """The top scene now (read through a call: input changes it)."""
    return app.stack.top


def press(app: App, label: str) -> None:
    scene = app.stack.top
    button = next(w for w in getattr(scene, "widgets", [])
                  if isinstance(w, Button) and w.label == label)
    assert button.enabled, label
    click(app, button.rect.center)


@pytest.fixture(params=[("bresciana", 2), ("ciapano", 4)])
def summary_app(request: pytest.FixtureRequest) -> App:
    from cicera_gui.scenes.screenshots import stage

    variant, players = request.param
    app = make_app((960, 600), animation="off", variant=variant, players=players)
    stage(app, "summary", 3)
    return app


def analysed(app: App) -> AnalysisScene:
    press(app, "Analyse")
    scene = on_top(app)
    assert isinstance(scene, AnalysisScene)
    assert run_until(app, lambda: scene.analysis.done, seconds=120)
    frames(app, 2)
    return scene


def test_analyse_rates_every_play_of_the_player_and_is_kept(summary_app: App) -> None:
    app = summary_app
    controller = app.match
    assert controller is not None
    summary = on_top(app)
    scene = analysed(app)
    record = controller.family.to_record(controller.game)
    mine = [index for index, play in enumerate(record["hands"][-1]["plays"], start=1)
            if play["seat"] == HUMAN]
    assert [r.position.play for r in scene.analysis.ratings] == mine  # every one, in order
    with boxes.recording(app.size) as recorder:
        app.draw()
    assert not boxes.problems(recorder)
    said = " ".join(recorder.said)
    assert "Lost in this hand:" in said and "Analysis" in said
    worst = max(scene.analysis.ratings, key=lambda r: r.loss)
    if worst.loss > 0:
        key_to = scene.analysis.ratings.index(worst)
        for _ in range(len(scene.analysis.ratings)):
            key(app, pygame.K_UP)
        for _ in range(key_to):
            key(app, pygame.K_DOWN)
        frames(app)
        with boxes.recording(app.size) as recorder:
            app.draw()
        # a better move where the analysis is sure of it, else the move about as good
        shown = "Better: " if worst.better is not None else "About as good: "
        assert any(text.startswith(shown) for text in recorder.said)
        # the chosen play in cards: what lay before the player, the play, the better one
        family = controller.family.id
        _said, before = context_cards(family, worst.position.view)
        played = sum(move_cards(family, worst.position.played), ())
        better = sum(move_cards(family, worst.better if worst.better is not None
                                else worst.best), ())
        faces = [box for box in recorder.boxes if box.kind == "card"]
        assert len(faces) == len(before) + len(played) + len(better) >= 2
    press(app, "Back")
    assert on_top(app) is summary
    hand = scene.hand
    assert controller.analyses[hand].ratings == tuple(scene.analysis.ratings)
    press(app, "Analyse")
    again = on_top(app)
    assert isinstance(again, AnalysisScene)
    assert again.analysis.done and again.analysis.futures == []  # not computed twice


def test_try_again_plays_on_from_that_position_as_practice(summary_app: App) -> None:
    app = summary_app
    original = app.match
    assert original is not None
    saved = app.storage.locations.current_match
    summary = on_top(app)
    scene = analysed(app)
    chosen = scene.analysis.ratings[-1]
    for _ in range(len(scene.analysis.ratings) - 1):
        key(app, pygame.K_DOWN)
    press(app, "Try again from here")
    table = on_top(app)
    assert isinstance(table, TableScene)
    practice = table.controller
    assert practice.practice_of is original and app.match is practice
    view = practice.game.view(HUMAN)
    assert sorted(map(int, view.hand)) == sorted(map(int, chosen.position.view.hand))
    number = original.game.hand_log()[chosen.position.hand - 1].number
    assert number is not None and practice.game.hand_log()[-1].number == number  # its deal
    with boxes.recording(app.size) as recorder:
        app.draw()
    assert "Practice" in recorder.said and not boxes.problems(recorder)
    # the player plays the rest of the hand; the opponents answer
    while not practice.game.is_chance_node() and not practice.game.is_terminal():
        if practice.human_to_play() and table.accepting_input:
            table.play_human(practice.game.legal_moves()[0])
        frames(app)
    assert run_until(app, lambda: any(isinstance(w, Button) and w.label == "Back to the match"
                                      for w in getattr(on_top(app), "widgets", [])))
    app.storage.flush()
    kept = json.loads(saved.read_text(encoding="utf-8"))  # the match, not the practice
    assert kept["hands"] == original.family.to_record(original.game)["hands"]
    press(app, "Back to the match")
    # back where the player left: the analysis over the hand's summary, the next hand not dealt
    assert app.match is original and on_top(app) is scene
    assert original.game.is_chance_node() or original.game.is_terminal()
    dealt = len(original.game.hand_log())
    with boxes.recording(app.size) as recorder:
        app.draw()
    assert "Analysis" in " ".join(recorder.said) and not boxes.problems(recorder)
    press(app, "Back")
    assert on_top(app) is summary
    assert len(original.game.hand_log()) == dealt


def test_once_analysed_the_review_marks_each_of_your_plays_by_its_class(
        summary_app: App) -> None:
    from cicera_gui.families.ciapano.scenes import TrickReview
    from cicera_gui.look.play_classes import CLASS_WORDS, class_words
    from cicera_gui.scenes.hand_review import HandReview

    app = summary_app
    summary = on_top(app)

    def review_at(play: int) -> str:
        """What the review says at the step of the player's play ``play``."""
        press(app, "Review the hand")
        review = on_top(app)
        assert isinstance(review, HandReview)
        steps = ((play - 1) // len(review.log.seats) if isinstance(review, TrickReview)
                 else play)
        for _ in range(steps):
            key(app, pygame.K_RIGHT)
        with boxes.recording(app.size) as recorder:
            app.draw()
        assert not boxes.problems(recorder)
        press(app, "Back")
        assert on_top(app) is summary
        return " ".join(recorder.said)

    controller = app.match
    assert controller is not None
    mine = [i for i, play in enumerate(controller.family.to_record(controller.game)
                                       ["hands"][-1]["plays"], start=1)
            if play.get("seat") == HUMAN]
    before = review_at(mine[0])
    assert not any(words in before for words in CLASS_WORDS.values())  # nothing rated yet
    scene = analysed(app)
    worst = max(scene.analysis.ratings, key=lambda r: r.loss)
    press(app, "Back")
    after = review_at(worst.position.play)
    words = class_words(worst)
    assert words in after or CLASS_WORDS[worst.label] in after


def test_try_again_from_the_review_plays_on_from_the_step_shown(summary_app: App) -> None:
    """From the hand's review, at any step (a play at Cicera, a trick at the trick-taking
    games), Try again from here deals nothing new: the hand as it stood there, as practice."""
    from cicera_gui.scenes.hand_review import HandReview

    app = summary_app
    original = app.match
    assert original is not None
    press(app, "Review the hand")
    review = on_top(app)
    assert isinstance(review, HandReview)
    for _ in range(2):
        key(app, pygame.K_RIGHT)
    before = review.play_before()
    assert before > 1
    press(app, "Try again from here")
    table = on_top(app)
    assert isinstance(table, TableScene)
    practice = table.controller
    assert practice.practice_of is original and app.match is practice
    hand = practice.game.hand_log()[-1]
    mine = original.game.hand_log()[review.hand_number - 1]
    assert list(hand.plays) == list(mine.plays[:before - 1])  # played up to there, no further
    with boxes.recording(app.size) as recorder:
        app.draw()
    assert "Practice" in recorder.said and not boxes.problems(recorder)


def test_an_analysis_is_kept_in_the_saved_match_and_shown_again_after_a_restart(
        summary_app: App) -> None:
    from cicera_gui.storage.matches import MatchInfo, match_record, restore_match

    app = summary_app
    controller = app.match
    assert controller is not None
    scene = analysed(app)
    record = json.loads(json.dumps(match_record(controller, MatchInfo.of(controller))))
    assert str(scene.hand) in record["gui"]["analyses"]
    again, _info = restore_match(record)
    try:
        reopened = AnalysisScene(app, again, scene.hand)
        assert reopened.analysis.done and reopened.analysis.futures == []
        assert [(r.position.play, r.loss, r.label, r.best) for r in reopened.analysis.ratings] \
            == [(r.position.play, r.loss, r.label, r.best) for r in scene.analysis.ratings]
        bad = json.loads(json.dumps(record))
        bad["gui"]["analyses"][str(scene.hand)][0]["values"] = ["x"]
        other, _info = restore_match(bad)
        assert not AnalysisScene(app, other, scene.hand).analysis.done  # made again
        other.close()
    finally:
        again.close()


@pytest.mark.usefixtures("closed_window")
def test_every_analysed_play_is_said_whole_in_every_language_at_the_smallest_window() -> None:
    """The list of plays and the chosen play's panel name every play without cutting it:
    a capture's cards are counted where they are drawn beside the words, and a row's points
    lost give way before its play does (the panel shows them)."""
    from cicera_gui.words.card_names import card_name
    from cicera_gui.words.i18n import translator
    from tests.gui_layout import LANGUAGES, record, staged

    with staged("analysis", (960, 600), "en", variant="bresciana", players=2, seed=5) as app:
        scene = on_top(app)
        assert isinstance(scene, AnalysisScene) and scene.analysis.done
        for language in LANGUAGES:
            translator.set_language(language)
            for index in range(len(scene.analysis.ratings)):
                scene.selected = index
                texts = record(app).texts()
                rows = [box.text for box in texts
                        if box.panel and box.panel.kind == "analysed play"]
                assert rows and not [text for text in rows if text.endswith("…")], (language, rows)
                # a single card taken is named in its row, never counted ("takes 1 card")
                rating = scene.analysis.ratings[index]
                taken = move_cards("cicera", rating.position.played)[1]
                if len(taken) == 1:
                    named = card_name(taken[0], "bresciane", in_sentence=True)
                    assert any(named in text for text in rows), (language, named, rows)
                panel = [box.text for box in texts
                         if box.panel and box.panel.kind == "analysis detail"]
                assert not [text for text in panel if text.endswith("…")], (language, panel)


def test_a_capture_in_the_analysis_is_drawn_with_the_arrow_of_the_last_play(
        summary_app: App) -> None:
    """"You played" and "Better" show the card, the arrow and what it took, as the last-play
    panel does."""
    scene = analysed(summary_app)
    captures = [index for index, rating in enumerate(scene.analysis.ratings)
                if move_cards(summary_app.match.family.id, rating.position.played)[1]]  # type: ignore[union-attr]
    if not captures:
        pytest.skip("no capture in this hand")  # the trick games take nothing
    scene.selected = captures[0]
    with boxes.recording(summary_app.size) as recorder:
        summary_app.draw()
    arrows = [box for box in recorder.boxes if box.kind == "arrow"]
    cards = [box for box in recorder.boxes if box.kind == "card"
             and box.panel is not None and box.panel.kind == "analysis detail"]
    assert arrows and all(any(card.rect.right <= arrow.rect.left for card in cards)
                          and any(card.rect.left >= arrow.rect.right for card in cards)
                          for arrow in arrows)
    assert not boxes.problems(recorder), boxes.problems(recorder)


@pytest.mark.parametrize("change", ["napula without its points", "scua_ours alone",
                                    "a trick game's measures", "a measure too many"])
def test_stored_outcomes_without_every_measure_of_the_game_are_refused_and_said(
        change: str) -> None:
    """Outcomes naming ``napula`` without ``napula_points`` (or ``scua_ours`` without
    ``scua_theirs``) passed the schema and crashed the window when the analysis was shown,
    from a save and from Past matches. The one schema checks every measure the family's
    words read: such an analysis is left out and said, the match kept."""
    from cicera_gui.scenes.screenshots import stage
    from cicera_gui.storage.matches import MatchInfo, match_record, read_gui, restore_match

    app = make_app((960, 600), animation="off", variant="bresciana", players=2)
    stage(app, "summary", 3)
    controller = app.match
    assert controller is not None
    scene = analysed(app)
    record = json.loads(json.dumps(match_record(controller, MatchInfo.of(controller))))
    plays = record["gui"]["analyses"][str(scene.hand)]
    with_outcomes = [play for play in plays if "outcomes" in play]
    assert with_outcomes, "no analysed play says what it came to"
    for play in with_outcomes:
        for side in ("played", "better"):
            measures = play["outcomes"][side]
            if change == "napula without its points":
                del measures["napula_points"]
            elif change == "scua_ours alone":
                del measures["scua_theirs"]
            elif change == "a trick game's measures":
                play["outcomes"][side] = {"trick": 1.0, "trick_points": 3.0,
                                          "later_points": 2.0}
            else:
                measures["surprise"] = 1.0
    info = read_gui(record)
    assert info.analyses == {} and info.problem is not None
    assert "not the measures of its game" in info.problem
    restored, _info = restore_match(record)
    try:
        shown = AnalysisScene(app, restored, scene.hand)
        app.stack.push(shown)
        assert run_until(app, lambda: shown.analysis.done, seconds=120)  # made again
        frames(app, 2)
        app.draw()  # shown, never a crash
    finally:
        restored.close()


def test_the_analysis_opens_on_the_worst_sure_mistake_every_time_and_shows_it(
        summary_app: App) -> None:
    """Opened again (from the summary, or from Past matches) the kept analysis opened on the
    first play, and a two-player hand's blunders sat below the rows shown."""
    from cicera_gui.look.play_classes import drills

    app = summary_app
    first = analysed(app)
    worst = drills(first.analysis.ratings)
    if not worst:
        pytest.skip("this hand has no sure mistake")
    assert first.selected == worst[0]
    key(app, pygame.K_ESCAPE)
    frames(app)
    press(app, "Analyse")  # again: the analysis kept with the match
    again = on_top(app)
    assert isinstance(again, AnalysisScene) and again.analysis.done
    assert again.selected == worst[0]
    assert worst[0] in again.row_rects(app.size)  # in view
    for size in ((960, 600), (1920, 1080)):
        assert worst[0] in again.row_rects(size)
