"""The par on a hand's summary: worked out in the worker, said beside what the player's side
scored, kept with the match and read back with it."""

from __future__ import annotations

import pygame
import pytest

from cicera_gui.look import boxes
from cicera_gui.play.match import HUMAN
from cicera_gui.storage.matches import MatchInfo, match_record, restore_match
from engine.par import hand_par, played_points
from tests.gui_driver import frames, make_app

pytestmark = pytest.mark.usefixtures("closed_window")


@pytest.mark.parametrize(("variant", "players"), [("bresciana", 2), ("ciapano", 4)])
def test_the_summary_says_the_par_and_the_match_keeps_it(variant: str, players: int) -> None:
    from cicera_gui.scenes.screenshots import stage

    app = make_app((960, 600), animation="off", variant=variant, players=players)
    stage(app, "summary", 3)
    summary = app.stack.top
    controller = app.match
    assert controller is not None
    par = summary.par  # type: ignore[union-attr]
    assert par.line() == ""  # the tests' inline worker works it out only when asked
    par.start()
    frames(app, 2)
    found = controller.pars[par.hand]
    game = controller.game
    levels = [controller.level_of(seat) for seat in range(game.players)]
    assert found["par"] == hand_par(game, par.hand, HUMAN, levels)
    assert found["played"] == played_points(game, par.hand, HUMAN)
    with boxes.recording(app.size) as recorder:
        app.draw()
    said = " ".join(box.text for box in recorder.texts())
    if game.sides == 2:  # both sides' points, as the table says them
        mine = game.side_of(HUMAN)
        written = game.hand_log()[par.hand - 1].written
        assert found["played_against"] == written[1 - mine]
        assert (f"(Hard in your seat): {found['par']}–{found['par_against']} · "
                f"you: {found['played']}–{found['played_against']}") in said
    else:  # a penalty game: fewer is better, and said so
        assert "par_against" not in found and game.lower_is_better
        assert (f"(Hard in your seat): {found['par']} · you: {found['played']} "
                "(fewer is better)") in said
    assert not boxes.problems(recorder), boxes.problems(recorder)
    explained = summary.note_help(par.line())  # type: ignore[union-attr]
    assert explained.startswith("The par: this very deal played once more")

    record = match_record(controller, MatchInfo.of(controller))
    assert record["gui"]["pars"] == {str(par.hand): found}
    restored, info = restore_match(record)
    assert restored.pars == {par.hand: found} and info.pars == {par.hand: found}
    restored.close()


def test_a_par_that_is_not_what_is_written_is_left_out_and_said() -> None:
    from cicera_gui.storage.matches import read_gui

    info = read_gui({"gui": {"levels": ["easy"], "pars": {"1": {"par": "five"}}}})
    assert info.pars == {} and info.problem is not None and "pars" in info.problem
    kept = read_gui({"gui": {"levels": ["easy"], "pars": {"2": {"par": -3, "played": 5}}}})
    assert kept.pars == {2: {"par": -3, "played": 5}} and kept.problem is None
    pygame.quit()
