"""Past matches: Statistics → Past matches lists the history's finished matches, newest first;
a match's hands can be reviewed and analysed, and a play tried again as practice, after
which the program is where it was (no match made current, nothing added to the history)."""

from __future__ import annotations

import re

import pygame
import pytest

from cicera_gui.look import boxes
from cicera_gui.look.widgets import Button
from cicera_gui.program.app import App
from cicera_gui.scenes.analysis import AnalysisScene
from cicera_gui.scenes.past_matches import PastMatchesScene, PastMatchScene
from cicera_gui.scenes.table import TableScene
from cicera_gui.storage.samples import play_sample_matches
from cicera_gui.storage.settings import Settings
from tests.gui_driver import click, frames, key, run_until

pytestmark = pytest.mark.usefixtures("closed_window")


def on_top(app: App) -> object:
    return app.stack.top


def press(app: App, label: str) -> None:
    button = next(w for w in getattr(app.stack.top, "widgets", [])
                  if isinstance(w, Button) and w.label == label)
    click(app, button.rect.center)


def test_a_past_match_is_opened_analysed_and_tried_again() -> None:
    from cicera_gui.scenes.menu import MenuScene

    app = App((960, 600), settings=Settings(language="en", animation="off"))
    play_sample_matches(app.storage, 3)
    history = list(app.storage.history_files())
    app.stack.reset(MenuScene(app))
    app.stack.push(PastMatchesScene(app))
    frames(app)
    past = on_top(app)
    assert isinstance(past, PastMatchesScene) and len(past.rows()) == len(history)
    assert past.wait_for_rows(60) and "…" not in past.rows()  # read on a thread of its own
    frames(app)
    assert past.files[0] == history[-1]  # the newest first
    with boxes.recording(app.size) as recorder:
        app.draw()
    assert not boxes.problems(recorder)
    key(app, pygame.K_RETURN)  # replayed on a thread of its own, then shown
    assert run_until(app, lambda: isinstance(on_top(app), PastMatchScene), seconds=120)
    match = on_top(app)
    assert isinstance(match, PastMatchScene) and match.rows()
    key(app, pygame.K_DOWN)
    press(app, "Analyse")
    analysis = on_top(app)
    assert isinstance(analysis, AnalysisScene) and analysis.hand == 2
    assert run_until(app, lambda: analysis.analysis.done, seconds=120)
    assert analysis.analysis.ratings
    press(app, "Try again from here")
    table = on_top(app)
    assert isinstance(table, TableScene) and table.controller.practice_of is match.controller
    practice = table.controller
    while not practice.game.is_chance_node() and not practice.game.is_terminal():
        if practice.human_to_play() and table.accepting_input:
            table.play_human(practice.game.legal_moves()[0])
        frames(app)
    assert run_until(app, lambda: any(isinstance(w, Button) and w.label == "Back to the match"
                                      for w in getattr(on_top(app), "widgets", [])))
    press(app, "Back to the match")
    app.storage.flush()
    assert app.match is None  # no match was in play, and none is now
    assert isinstance(on_top(app), MenuScene)
    assert list(app.storage.history_files()) == history


def test_an_analysis_of_a_past_match_is_written_into_its_file_and_found_there_next_time(
        ) -> None:
    import json

    from cicera_gui.scenes import past_matches
    from cicera_gui.scenes.menu import MenuScene

    app = App((960, 600), settings=Settings(language="en", animation="off"))
    play_sample_matches(app.storage, 1)
    path = app.storage.history_files()[-1]
    before = json.loads(path.read_text(encoding="utf-8"))
    assert "analyses" not in before["gui"]

    def analyse_first_hand() -> AnalysisScene:
        app.stack.reset(MenuScene(app))
        app.stack.push(PastMatchesScene(app))
        frames(app)
        key(app, pygame.K_RETURN)
        assert run_until(app, lambda: isinstance(on_top(app), PastMatchScene), seconds=120)
        press(app, "Analyse")
        analysis = on_top(app)
        assert isinstance(analysis, AnalysisScene) and analysis.hand == 1
        return analysis

    first = analyse_first_hand()
    assert not first.analysis.done  # made now, in the worker
    assert run_until(app, lambda: first.analysis.done, seconds=120)
    frames(app)
    app.storage.flush()
    after = json.loads(path.read_text(encoding="utf-8"))
    saved = after["gui"]["analyses"]["1"]
    assert len(saved) == len(first.analysis.ratings) > 0
    assert after["hands"] == before["hands"]  # the match itself as it was
    assert app.storage.history_files()[-1] == path  # no new file: the same one, kept

    past_matches._OPENED.clear()  # as in the next session: the file is read again
    second = analyse_first_hand()
    assert second.analysis.done  # found in the file, not made again
    assert [(r.moves, r.loss, r.label) for r in second.analysis.ratings] == [
        (r.moves, r.loss, r.label) for r in first.analysis.ratings]


def test_past_matches_are_told_apart_by_time_hands_and_result() -> None:
    """Two matches of one variant on one day differ by their time, the hands played and how
    they ended; a match left for another is said to be left unfinished."""
    from cicera_gui.play.match import MatchController, MatchSetup
    from cicera_gui.storage.matches import MatchInfo

    app = App((960, 600), settings=Settings(language="en", animation="off"))
    setups = [("mattazza", 4, ["easy"] * 3), ("mattazza", 4, ["easy"] * 3)]
    play_sample_matches(app.storage, 5, setups)
    unfinished = MatchController(MatchSetup("mattazza", 4, ["easy"] * 3, 9))
    unfinished.start_hand()
    app.storage.adopt(unfinished, MatchInfo(["easy"] * 3, 9, "2026-03-07T23:10:00", "abc123"))
    unfinished.game.apply(unfinished.game.legal_moves()[0])
    app.storage.keep_match(unfinished)
    app.storage.adopt(MatchController(MatchSetup("mattazza", 4, ["easy"] * 3, 10)))  # New game
    unfinished.close()
    past = PastMatchesScene(app)
    app.stack.push(past)
    assert past.wait_for_rows(60)
    rows = past.rows()
    assert len(rows) == 3 and len(set(rows)) == 3, rows
    assert sum(row.endswith(" · left unfinished") for row in rows) == 1, rows
    finished = [row for row in rows if not row.endswith("left unfinished")]
    assert all(re.search(r" · (won|lost) · \d+ – \d+( – \d+)*$", row) and " hands · " in row
               for row in finished), finished  # the result, then the final score, yours first
    assert all(row.startswith("Mattazza · ") and ":" in row for row in rows)  # the time too


def test_a_past_match_that_cannot_be_opened_is_said_as_such_and_left_as_it_is() -> None:
    """The notice said "The saved match could not be continued … kept as <path>": no saved
    match was involved, and nothing was kept anywhere."""
    import json

    from cicera_gui.scenes.notice import NoticeDialog

    app = App((960, 600), settings=Settings(language="en", animation="off"))
    play_sample_matches(app.storage, 1)
    path = app.storage.history_files()[-1]
    record = json.loads(path.read_text("utf-8"))
    record["hands"][0]["plays"][0]["card"] = "Xx"
    path.write_text(json.dumps(record), "utf-8")
    before, files = path.read_bytes(), sorted(path.parent.iterdir())
    app.stack.push(PastMatchesScene(app))
    past = on_top(app)
    assert isinstance(past, PastMatchesScene) and past.wait_for_rows(60)
    key(app, pygame.K_RETURN)
    assert run_until(app, lambda: isinstance(on_top(app), NoticeDialog), seconds=120)
    dialog = on_top(app)
    assert isinstance(dialog, NoticeDialog)
    (said,) = dialog.paragraphs()
    assert said.startswith(f"The match in {path} could not be opened: ")
    assert "saved match" not in said and "kept" not in said
    assert path.read_bytes() == before and sorted(path.parent.iterdir()) == files
    app.storage.flush()


def test_a_match_from_a_numbered_deal_says_its_number() -> None:
    """Past matches rows: the deal number of a numbered deal, and the final score."""
    from cicera_gui.play.match import MatchController, MatchSetup
    from cicera_gui.scenes.records import describe
    from cicera_gui.storage.matches import MatchInfo, match_record

    controller = MatchController(MatchSetup("bresciana", 2, ["easy"], seed=4, deal=123456))
    try:
        controller.start_hand()
        info = MatchInfo.of(controller)
        record = match_record(controller, info)
        assert info.deal == 123456
        row = describe(record, in_progress=False)
        assert " · deal 123456 · " in row and row.endswith("left unfinished")
    finally:
        controller.close()
