"""Background work belongs to the match and the program, not to a scene: a par comes into the
match whatever scene shows; the opponents never wait behind a par or an analysis; closing the
window ends every worker at once."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from typing import Any

import pygame
import pytest

from cicera_gui.play import thinking
from cicera_gui.play.match import MatchController, MatchSetup
from cicera_gui.play.thinking import Thinker
from cicera_gui.scenes.hand_summary import HandSummaryScene
from cicera_gui.storage import Locations
from engine.par import par_of_record
from tests.gui_driver import click, make_app, run_until
from tests.test_workers import PATIENCE, alive, wait_until

pytestmark = pytest.mark.usefixtures("closed_window")


def held_pars(monkeypatch: pytest.MonkeyPatch) -> threading.Event:
    """From now on a par comes in only once the returned event is set (the player moves on
    meanwhile)."""
    from cicera_gui.play import match as match_module

    released = threading.Event()

    def late_par(*args: Any) -> dict[str, int]:
        released.wait(PATIENCE)
        return par_of_record(*args)

    monkeypatch.setattr(match_module, "par_of_record", late_par)
    return released


def test_a_par_reaches_the_match_the_save_and_the_history_after_next_hand(
        home: Locations, monkeypatch: pytest.MonkeyPatch) -> None:
    """The par was taken in only while the hand's summary was shown: Next hand before it
    came lost it for good."""
    from cicera_gui.scenes.screenshots import stage

    app = make_app((960, 600), animation="off", variant="bresciana", players=2)
    stage(app, "summary", 3)  # the tests' inline worker: no par yet
    summary = app.stack.top
    assert isinstance(summary, HandSummaryScene)
    controller, hand = summary.controller, summary.par.hand
    released = held_pars(monkeypatch)
    thinker = controller.thinker = Thinker("thread")  # from now on, beside the window
    try:
        summary.par.start()
        assert summary.par.pending and "Working out the par" in summary.par.line()
        next_hand = next(w for w in summary.widgets if getattr(w, "label", "") == "Next hand")
        click(app, next_hand.rect.center)
        assert not isinstance(app.stack.top, HandSummaryScene)  # the player has moved on
        released.set()
        assert run_until(app, lambda: hand in controller.pars, seconds=PATIENCE)
        assert not controller.pars_pending
        app.storage.flush()
        saved = json.loads(home.current_match.read_text("utf-8"))
        assert saved["gui"]["pars"][str(hand)] == controller.pars[hand]
    finally:
        thinker.close()


def test_a_finished_matchs_last_par_reaches_its_history_file_after_new_game(
        home: Locations, monkeypatch: pytest.MonkeyPatch) -> None:
    """A match left for another while its last par was being worked out: the par still goes
    into that match's history file."""
    from cicera_gui.storage import Storage
    from cicera_gui.storage.samples import play_sample_matches

    released = held_pars(monkeypatch)
    thinker = Thinker("thread")
    storage = Storage(home)
    play_sample_matches(storage, 4, [("bresciana-corta", 2, ["easy"])])
    storage.flush()
    path = storage.history_files()[-1]
    from cicera_gui.storage.matches import load_match_file, restore_match

    finished, info = restore_match(load_match_file(path), path.parent)
    finished.thinker = thinker
    try:
        storage.adopt(finished, info, saved=True)
        hand = len(finished.game.hand_log())
        finished.start_par(hand)
        storage.adopt(MatchController(MatchSetup("bresciana", 2, ["easy"], seed=8)))  # New game
        released.set()
        assert wait_until(lambda: thinker.deliver() or hand in finished.pars)
        storage.keep_finishing()
        storage.flush()
        kept = json.loads(path.read_text("utf-8"))
        assert kept["gui"]["pars"][str(hand)] == finished.pars[hand]
    finally:
        thinker.close()


def test_a_match_left_unfinished_keeps_the_par_that_comes_in_after_new_game(
        home: Locations, monkeypatch: pytest.MonkeyPatch) -> None:
    """New game while a hand's par is worked out: the match left unfinished goes into the
    history, and its par follows it there."""
    from cicera_gui.storage import Storage

    released = held_pars(monkeypatch)
    thinker = Thinker("thread")
    storage = Storage(home)
    left = MatchController(MatchSetup("bresciana-corta", 2, ["easy"], seed=5), thinker)
    try:
        storage.adopt(left)
        while len(left.game.hand_log()) < 2:  # a hand scored, the next one dealt
            left.start_hand()
            while not left.game.is_chance_node() and not left.game.is_terminal():
                left.apply_opponent(left.game.legal_moves()[0])
        assert not left.game.is_terminal()
        storage.keep_match(left)
        left.start_par(1)
        storage.adopt(MatchController(MatchSetup("pagat", 4, ["easy"] * 3, seed=8)))  # New game
        released.set()
        assert wait_until(lambda: thinker.deliver() or 1 in left.pars)
        storage.keep_finishing()
        storage.flush()
        (path,) = storage.history_files()
        kept = json.loads(path.read_text("utf-8"))
        assert kept["gui"]["pars"]["1"] == left.pars[1]
    finally:
        thinker.close()


def test_the_opponents_never_wait_behind_background_work() -> None:
    """On one core the par and the opponents shared one worker in arrival order: the next
    hand's first move waited for the par. Every background worker busy, an opponent's move
    still comes at once, from a worker at the program's own priority."""
    thinker = Thinker("process")
    controller = MatchController(MatchSetup("bresciana", 2, ["normal"], seed=4), thinker)
    try:
        busy = [thinker.run(time.sleep, 600) for _ in range(thinker.workers + 1)]
        controller.start_hand()
        if controller.human_to_play():
            controller.play(controller.game.legal_moves()[0])
        move = controller.wait_for_opponent(timeout=PATIENCE)
        assert move is not None and move in controller.game.legal_moves()
        assert not any(job.done() for job in busy)  # still at the par: it yields
        if hasattr(os, "nice"):
            table, background = thinker.pids(False), thinker.pids(True)
            assert table and background
            ours = os.getpriority(os.PRIO_PROCESS, 0)
            assert all(os.getpriority(os.PRIO_PROCESS, pid) == ours for pid in table)
            assert all(os.getpriority(os.PRIO_PROCESS, pid) > ours for pid in background)
    finally:
        controller.close()
        thinker.close()


def test_a_hint_is_worked_out_on_the_tables_lane_while_the_background_is_busy() -> None:
    thinker = Thinker("process")
    controller = MatchController(MatchSetup("bresciana", 2, ["normal"], seed=5), thinker)
    try:
        busy = [thinker.run(time.sleep, 600) for _ in range(thinker.workers)]
        controller.start_hand()
        while not controller.human_to_play():
            move = controller.wait_for_opponent(timeout=PATIENCE)
            assert move is not None
            controller.apply_opponent(move)
        hint = controller.hint().result(PATIENCE)
        assert hint in controller.game.legal_moves()
        assert not any(job.done() for job in busy)
    finally:
        controller.close()
        thinker.close()


CLOSE_THE_WINDOW = """
import sys, time
import pygame
from cicera_gui.program.cli import open_program
from cicera_gui.play.thinking import shared_thinker

app = open_program((960, 600), warm_up=False)
thinker = shared_thinker()
work = [thinker.run(time.sleep, 600), thinker.ask(time.sleep, 600)]  # a par, a long move
while len(thinker.pids(True)) + len(thinker.pids(False)) < 2:
    time.sleep(0.02)
print(" ".join(str(pid) for pid in thinker.pids(True) + thinker.pids(False)), flush=True)
pygame.event.post(pygame.event.Event(pygame.QUIT))
app.run()
"""


def test_closing_the_window_ends_every_worker_and_the_program_at_once(home: Locations) -> None:
    """Closing cancelled only the work not yet started: the program lived on until the par
    in the worker was done."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "CICERA_HOME": str(home.config.parent)}
    process = subprocess.Popen([sys.executable, "-c", CLOSE_THE_WINDOW], env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        out, err = process.communicate(timeout=PATIENCE * 2)  # not the ten minutes of work
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 0, err
    pids = [int(pid) for pid in out.split()]
    assert len(pids) == 2
    assert wait_until(lambda: not any(alive(pid) for pid in pids))


def test_the_program_closes_its_workers_on_shutdown(monkeypatch: pytest.MonkeyPatch) -> None:
    thinker = Thinker("process")
    monkeypatch.setattr(thinking, "_SHARED", [thinker])
    app = make_app((960, 600))
    job = thinker.run(time.sleep, 600)
    assert wait_until(lambda: thinker.pids(True))
    pids = thinker.pids(True)
    app.shutdown()
    assert job.done() and not pygame.get_init()
    assert wait_until(lambda: not any(alive(pid) for pid in pids))
    assert thinker.pids(True) == []


def test_a_par_the_practice_hides_still_reaches_the_match_in_play(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Results are handed over every frame through the match on the table and the match it
    was taken from: a practice in between loses nothing."""
    thinker = Thinker("thread")
    monkeypatch.setattr(thinking, "_SHARED", [thinker])
    app = make_app((960, 600))
    try:
        played = MatchController(MatchSetup("bresciana", 2, ["easy"], seed=6))
        practice = MatchController(MatchSetup("bresciana", 2, ["easy"], seed=7))
        practice.practice_of = practice.resume = played
        app.match = practice
        done = threading.Event()
        future = thinker.run(done.wait, PATIENCE)
        came: list[bool] = []
        thinker.when_done(future, lambda f: came.append(f.result()))
        done.set()
        def delivered() -> bool:
            app.deliver_background()
            return bool(came)

        assert wait_until(delivered)
        assert came == [True]
    finally:
        thinker.close()
