"""Every family's hand summary is one dialog: the family says its rows, totals and notes, the
dialog shows them, its rows appearing one by one and its totals counting up, everything at
once on the first press, and the next hand on the second."""

from __future__ import annotations

import pygame
import pytest

from cicera_gui.look import boxes
from cicera_gui.scenes.hand_summary import HandSummaryScene
from tests.gui_driver import frames, key, make_app


def drawn_rows(app: object) -> list[str]:
    """The cells the summary draws now, row by row (the rows' names among them)."""
    with boxes.recording(app.size) as recorder:  # type: ignore[attr-defined]
        app.draw()  # type: ignore[attr-defined]
    return [box.text for box in recorder.texts() if box.group == "summary rows"]


@pytest.mark.usefixtures("closed_window")
@pytest.mark.parametrize(("variant", "players"), [("bresciana", 4), ("traversone", 5)])
def test_the_rows_appear_one_by_one_and_the_first_press_shows_them_all(
        variant: str, players: int) -> None:
    from cicera_gui.scenes.screenshots import stage

    app = make_app((1280, 800), animation="normal", variant=variant, players=players)
    stage(app, "summary", 3)
    summary = app.stack.top
    assert isinstance(summary, HandSummaryScene)
    summary.elapsed = 0.0  # as it opens
    rows = summary.table().rows
    cells = sum(1 + sum(bool(cell) for cell in row.cells) for row in rows)
    assert drawn_rows(app) == []  # nothing yet: the first row comes in a moment
    frames(app, 5)  # a sixth of a second: a row or two, not all
    assert 0 < len(drawn_rows(app)) < cells
    key(app, pygame.K_RETURN)  # the first press: every row at once, the dialog stays
    assert app.stack.top is summary
    assert len(drawn_rows(app)) == cells
    assert summary.counted() > 0  # the totals count from now
    key(app, pygame.K_RETURN)  # the second: on to the next hand
    assert app.stack.top is not summary


@pytest.mark.usefixtures("closed_window")
def test_a_trick_summary_has_a_standing_column_only_when_someone_stands_out() -> None:
    from cicera_gui.scenes.screenshots import stage

    app = make_app((1280, 800), animation="off", variant="traversone", players=5)
    stage(app, "summary", 3)
    summary = app.stack.top
    assert isinstance(summary, HandSummaryScene)
    table = summary.table()
    assert len(table.heads) == 4 and all(len(row.cells) == 3 for row in table.rows)
    stage(app, "matchend", 3)
    ended = app.stack.top
    assert isinstance(ended, HandSummaryScene)
    table = ended.table()
    assert table.heads[-1] == "" and any(row.cells[-1] == "Winner" for row in table.rows)


def test_enter_presses_the_button_drawn_as_the_default_after_coming_back_from_the_review(
        ) -> None:
    """After Review → back, Enter reopened the review while Next hand was drawn in gold as
    the default. Enter presses the button drawn as the default while no focus ring shows."""
    import pygame

    from cicera_gui.look.widgets import Button
    from cicera_gui.scenes.hand_summary import HandSummaryScene
    from cicera_gui.scenes.screenshots import stage
    from tests.gui_driver import click, frames, key, make_app

    app = make_app((960, 600), animation="off", variant="bresciana", players=2)
    try:
        stage(app, "summary", 3)
        summary = app.stack.top
        assert isinstance(summary, HandSummaryScene)
        review = next(w for w in summary.widgets
                      if isinstance(w, Button) and w.label == "Review the hand")
        click(app, review.rect.center)
        assert app.stack.top is not summary  # the review
        key(app, pygame.K_ESCAPE)
        frames(app)
        assert app.stack.top is summary and not summary.focus.keyboard  # no ring shown
        default = next(w for w in summary.widgets if isinstance(w, Button) and w.primary)
        assert default.label == "Next hand"
        hands = len(summary.controller.game.hand_log())
        key(app, pygame.K_RETURN)
        frames(app, 3)
        assert summary not in app.stack.scenes  # Next hand, as drawn: never the review again
        assert len(summary.controller.game.hand_log()) == hands + 1
    finally:
        if app.match is not None:
            app.match.close()
        pygame.quit()


@pytest.mark.parametrize("sort_hand", [True, False])
def test_the_review_shows_your_hand_as_the_table_does(sort_hand: bool) -> None:
    """The review's first screen showed the player's hand as dealt, where the table sorts
    it (Settings → Sort my hand)."""
    import pygame

    from cicera_gui.kinds.capture.review import CaptureReview
    from cicera_gui.scenes.screenshots import stage
    from tests.gui_driver import make_app

    app = make_app((960, 600), animation="off", variant="bresciana", players=2,
                   sort_hand=sort_hand)
    try:
        stage(app, "review", 3)
        review = app.stack.top
        assert isinstance(review, CaptureReview)
        review.index = 0
        dealt = [int(card) for card in review.position(0).hands[0]]
        shown = review.hand_shown(0, review.position(0).hands[0])
        assert shown == (sorted(dealt) if sort_hand else dealt)
        assert review.hand_shown(1, review.position(0).hands[1]) == [
            int(card) for card in review.position(0).hands[1]]  # the others as dealt
        assert dealt != sorted(dealt) or not sort_hand  # a deal that shows the difference
    finally:
        if app.match is not None:
            app.match.close()
        pygame.quit()
