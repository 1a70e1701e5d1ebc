"""Setting up each scene from a seeded game, for ``--screenshot`` and for tests.

The scenes every family shares are staged here, for whichever family the chosen variant
belongs to; a family's own scenes (Cicera's capture choice, Traversone's cappotto) are staged
by the functions its plug-in names (:attr:`FamilyPlugin.screenshots`), with the helpers of
:mod:`cicera_gui.scenes.staging`."""

from __future__ import annotations

import random
import time

import pygame

from cicera_gui.look.widgets import Button
from cicera_gui.play.par import HandPar
from cicera_gui.scenes.base import ANALYSE_THE_HAND, REVIEW_THE_HAND, SEE_THE_RESULT
from cicera_gui.scenes.families import family_staging
from cicera_gui.scenes.menu import MenuScene
from cicera_gui.scenes.scene import Host
from cicera_gui.scenes.staging import SETTLE_STEPS, STEP, advance, at_one_screen, settle, setup_of
from cicera_gui.scenes.table import TableScene, open_table
from cicera_gui.words.names import viewer
from engine.game import AnyGame
from engine.players import RandomPlayer


def _half_trick(game: AnyGame) -> bool:
    """Some cards of the trick in play are down (the trick scene)."""
    return bool(getattr(game.view(viewer()), "trick", ()))


def _press(app: Host, label: str) -> None:
    """Press the button called ``label`` on the top scene, as the player would."""
    settle(app)
    for widget in getattr(app.stack.top, "widgets", []):
        if isinstance(widget, Button) and widget.label == label:
            widget.action()
            return
    raise LookupError(f"no {label!r} button")


def _show_aids(app: Host) -> None:
    """The tracker on and the hint asked, waited for and shown, as after T and H."""
    table = app.stack.top
    assert isinstance(table, TableScene)
    aids = table.aids
    if not app.settings.tracker:
        aids.toggle_tracker()
    aids.ask()
    future = aids.asking
    if future is not None:
        future.result(timeout=60)
    aids.update()
    settle(app)


def stage(app: Host, scene: str, seed: int, *, lesson: str | None = None, step: int = 1
          ) -> None:
    """Put ``scene`` on the screen as a player would see it (``lesson`` and ``step``: the
    lesson step the ``learn`` scenes show)."""
    from cicera_gui.scenes.newgame import NewGameScene
    from cicera_gui.scenes.rules import RulesScene
    from cicera_gui.scenes.settings import SettingsScene

    app.stack.reset(MenuScene(app))
    if scene == "menu":
        return
    if scene == "newgame":
        app.stack.push(NewGameScene(app))
    elif scene == "settings":
        app.stack.push(SettingsScene(app))
    elif scene == "rules":
        rules = RulesScene(app)
        app.stack.push(rules)
        rules.wait_for_rules()  # a player's file is read off the window's thread
    elif scene == "table":
        advance(app, seed, plays=9)
        settle(app)
    elif scene == "trick":
        advance(app, seed, plays=9, stop=_half_trick)
        settle(app)
    elif scene == "join":
        from cicera_gui.scenes.join import JoinScene

        app.stack.push(JoinScene(app))
    elif scene == "host":  # a table opened on this machine's loopback, its host seated
        from cicera_gui.scenes.host import HostScene

        app.host_listen = "127.0.0.1"
        setup = setup_of(app, seed)
        host = HostScene(app, setup)
        app.stack.push(host)
        deadline = time.monotonic() + 30
        while host.match is None and not host.problem and time.monotonic() < deadline:
            app.stack.update(STEP)
            time.sleep(0.02)
    elif scene in ("curtain", "friends"):  # at one screen: the curtain, then the friend's
        at_one_screen(app, seed, plays=9, passed=scene == "friends")
    elif scene == "aids":
        advance(app, seed, plays=9)
        settle(app)
        _show_aids(app)
    elif scene == "review":  # a hand's summary, then its review, a few tricks or plays on
        _play_last_action(app, seed, whole_match=False)
        _press(app, REVIEW_THE_HAND)
        for _ in range(3):
            app.stack.top.handle(pygame.event.Event(  # type: ignore[union-attr]
                pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0))
        settle(app)
    elif scene in ("summary", "matchend"):
        _play_last_action(app, seed, whole_match=scene == "matchend")
    elif scene in ("analysis", "practice"):  # a hand's summary, its analysis done
        _play_last_action(app, seed, whole_match=False)
        _press(app, ANALYSE_THE_HAND)
        _finish_analysis(app)
        if scene == "practice":  # the worst play tried again
            _press(app, "Try again from here")
            settle(app)
    elif scene == "scoresheet":  # the match's end, and its score sheet from there
        _play_last_action(app, seed, whole_match=True)
        _press(app, "Score sheet")
    elif scene in ("lessons", "learn", "learn_right", "learn_wrong"):
        _stage_lesson(app, scene, lesson, step)
    elif scene in ("statistics", "export"):  # over seeded sample matches in the app's folders
        from cicera_gui.scenes.records import RecordsScene
        from cicera_gui.scenes.statistics import StatisticsScene
        from cicera_gui.storage.samples import play_sample_matches

        play_sample_matches(app.storage, seed)
        shown = StatisticsScene(app) if scene == "statistics" else RecordsScene(app, "export")
        app.stack.push(shown)
        if isinstance(shown, StatisticsScene):  # read to its end, however busy the machine
            shown.job.wait(timeout=120)
    else:  # one of a family's own scenes (KeyError when no family has it)
        family_staging(scene)(app, seed)
    par = getattr(app.stack.top, "par", None)  # a hand's summary (the match's end, too)
    if isinstance(par, HandPar) and par.pending:  # shown once it has come in
        deadline = time.monotonic() + 120
        while par.pending and time.monotonic() < deadline:
            par.controller.thinker.deliver()
            time.sleep(0.02)
        par.poll()
    if scene == "summary":  # the summary as it stands once its rows have come in
        top = app.stack.top
        for _ in range(SETTLE_STEPS):
            if top is None or not top.animating():
                break
            top.update(STEP)


def _stage_lesson(app: Host, scene: str, lesson_id: str | None, number: int) -> None:
    """The list of lessons; or a lesson's step at the table, its prompt shown (``learn``),
    or the verdict after its first right or first wrong move."""
    from cicera_gui.scenes.lessons import LessonsScene, LessonVerdict, all_lessons, start_step
    from engine.lessons.check import step_moves
    from engine.lessons.model import lesson_by_id

    app.stack.push(LessonsScene(app))
    if scene == "lessons":
        return
    lesson = lesson_by_id(lesson_id) if lesson_id else all_lessons()[0]
    if number > len(lesson.steps):
        raise ValueError(f"the lesson {lesson.id} has {len(lesson.steps)} steps, not {number}")
    start_step(app, lesson, number)
    settle(app)
    if scene == "learn":
        return
    table = app.stack.top
    assert isinstance(table, TableScene)
    moves = step_moves(lesson, lesson.steps[number - 1])
    table.play_human((moves.right if scene == "learn_right" else moves.wrong)[0])
    for _ in range(200):
        settle(app)
        if isinstance(app.stack.top, LessonVerdict):
            break
    settle(app)


def _finish_analysis(app: Host) -> None:
    """Let the analysis on top run to its end (in the worker), its worst play chosen."""
    import time

    top = app.stack.top
    analysis = getattr(top, "analysis", None)
    deadline = time.monotonic() + 300
    while analysis is not None and analysis.running and time.monotonic() < deadline:
        top.update(STEP)  # type: ignore[union-attr]
        time.sleep(0.005)
    ratings = getattr(analysis, "ratings", [])
    if ratings:
        worst = max(range(len(ratings)), key=lambda i: (ratings[i].verdict != "best",
                                                         ratings[i].loss))
        top.selected = worst  # type: ignore[union-attr]
    settle(app)


def _play_last_action(app: Host, seed: int, whole_match: bool) -> None:
    """Play a hand (or the match) with random players, the last action on the table, so
    that the table shows what comes after it as in play: the family's own summary (and, for
    the match, its end)."""
    rng = random.Random(seed)
    controller = app.new_match(setup_of(app, seed))
    game = controller.game
    bots = [RandomPlayer(random.Random(rng.getrandbits(32))) for _ in range(game.players)]
    while True:
        if game.is_chance_node():
            game.deal_hand()
            continue
        seat = game.current_player()
        assert seat is not None
        move = bots[seat].choose(game.view(seat))
        trial = game.clone()
        trial.apply(move)
        if trial.is_terminal() or (trial.is_chance_node() and not whole_match):
            break
        game.apply(move)
    table = open_table(app, controller, deal_next=False)
    app.stack.reset(table)
    table.animate(list(game.apply(move)))
    settle(app)
    if whole_match:
        for _ in range(3):  # "See the result", as the player presses it, to the match's end
            first = next(iter(getattr(app.stack.top, "widgets", [])), None)
            if not (isinstance(first, Button) and first.label == SEE_THE_RESULT):
                break
            first.action()
