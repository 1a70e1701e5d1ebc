"""Mattazza's calls at the trick table, driven by posted input events: you announce a call
with its button and see it said; an opponent's call appears in a bubble by its seat; the calls
survive a restart (in the save, not in the record), are taken back by undo, show in the hand's
review, and are offered only where the variant lists them."""

from __future__ import annotations

import json

import pygame
import pytest

from cicera_gui.families.ciapano.scenes import HandSummary, TrickReview
from cicera_gui.families.ciapano.table import CiapanoTable
from cicera_gui.look import boxes
from cicera_gui.play.match import HUMAN, MatchController, MatchSetup
from cicera_gui.program.app import App
from cicera_gui.scenes.registry import reset_to
from cicera_gui.scenes.talk import BUBBLE_SECONDS, Bubble
from engine.cards import Card
from engine.ciapano.calls import Call
from engine.families import family_of_rules
from tests.ciapano_positions import strong_deal
from tests.gui_driver import FRAME, click, frames, key, make_app, run_until, top


def start(variant: str, size: tuple[int, int] = (960, 600), seed: int = 3, **settings: object
          ) -> tuple[App, CiapanoTable]:
    app = make_app(size, animation="off", **settings)
    app.start_match(MatchSetup(variant, 4, [], seed))
    table = app.stack.top
    assert isinstance(table, CiapanoTable)
    return app, table


def crafted(dealer: int, **settings: object) -> tuple[App, CiapanoTable]:
    """The table over a Mattazza hand in which seat 1 (Bepi) holds five top cards."""
    app = make_app((960, 600), animation="off", **settings)
    controller = MatchController(MatchSetup("mattazza", 4, [], 1), game=strong_deal(dealer))
    reset_to(app, "table", controller, deal_next=False)
    table = app.stack.top
    assert isinstance(table, CiapanoTable)
    return app, table


def button_of(table: CiapanoTable, call: str) -> tuple[int, int]:
    return next(rect.center for rect, said, _on in table.calls.buttons() if said == call)


def drawn(app: App) -> boxes.Recorder:
    with boxes.recording(app.size) as recorder:
        app.draw()
    assert not boxes.problems(recorder) + boxes.mixed_sizes(recorder)
    return recorder


def texts_in(recorder: boxes.Recorder, panel: str) -> list[str]:
    return [box.text for box in recorder.texts() if box.panel is not None
            and box.panel.kind == panel]


def play_a_card(app: App, table: CiapanoTable) -> None:
    legal = {int(move) for move in table.controller.game.legal_moves() if isinstance(move, Card)}
    table.offer(next(card for card in table.shown.hand if card in legal))
    frames(app)


def test_you_announce_a_call_with_its_button_and_see_it_said() -> None:
    app, table = start("mattazza", seed=4)
    try:
        controller = table.controller
        assert run_until(app, lambda: table.accepting_input)
        assert [call for _rect, call, on in table.calls.buttons() if on] == ["duro", "mattazza"]
        before = list(controller.calls)  # what the opponents said before your turn
        plays = len(controller.game.log[-1].plays)
        for _ in range(round(BUBBLE_SECONDS / FRAME) + 1):  # their bubbles gone
            app.stack.update(FRAME)
        click(app, button_of(table, "duro"))
        assert controller.calls == [*before, Call(1, plays, HUMAN, "duro")]
        assert [(b.said.seat, b.said.call) for b in table.calls.bubbles] == [(HUMAN, "duro")]
        recorder = drawn(app)
        assert texts_in(recorder, "bubble") == ["Vado a duro!"]
        tags = texts_in(recorder, "call tag")
        assert tags.count("duro") == 1 + sum(c.call == "duro" for c in before)
        click(app, button_of(table, "duro"))  # said already: the button is dimmed
        assert len(controller.calls) == len(before) + 1
        assert "Andare a duro (D)" in recorder.said  # the button names its key
        # the bubble goes after a few seconds; at rest nothing is drawn meanwhile
        assert table.calls.waiting() and not app.needs_drawing()
        for _ in range(round(BUBBLE_SECONDS / FRAME) + 1):
            app.stack.update(FRAME)
        assert not table.calls.bubbles and not table.calls.waiting() and app.needs_drawing()
        assert texts_in(drawn(app), "call tag") == tags  # the hand's calls stay on the panels
        key(app, pygame.K_m)  # the other call, by its key
        assert controller.calls[-1] == Call(1, plays, HUMAN, "mattazza")
        key(app, pygame.K_m)  # once a hand
        assert len(controller.calls) == len(before) + 2
        play_a_card(app, table)
        assert not table.calls.buttons()  # not your turn: no buttons
    finally:
        pygame.quit()


def test_an_opponents_call_shows_a_bubble_by_its_seat() -> None:
    app, table = crafted(dealer=0)  # Bepi leads, with five top cards
    try:
        controller = table.controller
        assert controller.calls == [Call(1, 0, 1, "duro")]  # decided when its turn came
        assert not texts_in(drawn(app), "call tag")  # shown only when its bubble comes
        frames(app)
        assert [(b.said.seat, b.said.call) for b in table.calls.bubbles] == [(1, "duro")]
        recorder = drawn(app)
        assert texts_in(recorder, "bubble") == ["Vado a duro!"]
        bubble = next(box.panel for box in recorder.texts() if box.text == "Vado a duro!")
        assert bubble is not None
        seat = table.layout_info.seat_rect(1)
        assert bubble.rect.inflate(table.layout_info.unit * 6, table.layout_info.unit * 6
                                   ).colliderect(seat)  # by Bepi's panel
        assert run_until(app, lambda: table.accepting_input)
        assert controller.calls == [Call(1, 0, 1, "duro")]  # the others hold too little
        assert texts_in(drawn(app), "call tag") == ["duro"]
    finally:
        pygame.quit()


def test_undo_takes_back_the_calls_said_after_the_position() -> None:
    app, table = crafted(dealer=3, practice=True)  # you lead; Bepi calls at its first play
    try:
        controller = table.controller
        assert run_until(app, lambda: table.accepting_input)
        assert not controller.calls
        click(app, button_of(table, "duro"))
        play_a_card(app, table)
        assert run_until(app, lambda: table.accepting_input)
        assert [(c.seat, c.call) for c in controller.calls] == [(HUMAN, "duro"), (1, "duro")]
        key(app, pygame.K_u)
        assert len(controller.game.log[-1].plays) == 0
        assert [(c.seat, c.call) for c in controller.calls] == [(HUMAN, "duro")]
        assert not table.calls.bubbles
        play_a_card(app, table)  # Bepi's turn comes again: it calls again
        assert [(c.seat, c.call) for c in controller.calls] == [(HUMAN, "duro"), (1, "duro")]
    finally:
        pygame.quit()


def test_the_calls_survive_a_restart_in_the_save_not_in_the_record() -> None:
    from cicera_gui.program.app import first_scene
    from cicera_gui.scenes.notice import NoticeDialog

    app, table = start("mattazza", seed=5)
    try:
        controller = table.controller
        assert run_until(app, lambda: table.accepting_input)
        click(app, button_of(table, "mattazza"))
        said = list(controller.calls)
        frames(app)
        app.storage.flush()
        saved = json.loads(app.storage.locations.current_match.read_text("utf-8"))
        assert saved["gui"]["calls"] == [list(call) for call in said]
        game = controller.game
        record = family_of_rules(game.rules).to_record(game)
        # the save is the record (its "created" stamped when written) plus the window's part
        assert {k: v for k, v in saved.items() if k not in ("gui", "created")} == {
            **{k: v for k, v in record.items() if k != "created"}, "seed": controller.seed}
        controller.close()
        again = make_app((960, 600), animation="off")  # the program starts again
        again.stack.reset(first_scene(again))
        while isinstance(again.stack.top, NoticeDialog):
            key(again, pygame.K_RETURN)
        key(again, pygame.K_RETURN)  # Continue
        resumed = again.stack.top
        assert isinstance(resumed, CiapanoTable)
        assert resumed.controller.calls == said
        assert not resumed.calls.bubbles  # said before: on the panel, not said again
        assert "mattazza" in texts_in(drawn(again), "call tag")
        assert "mattazza" not in [c for _r, c, on in resumed.calls.buttons() if on]
        again.match.close()  # type: ignore[union-attr]
    finally:
        pygame.quit()


def test_the_review_says_the_calls_of_each_trick() -> None:
    app, table = crafted(dealer=0)
    try:
        while not isinstance(app.stack.top, HandSummary):
            assert run_until(app, lambda: table.accepting_input
                             or isinstance(app.stack.top, HandSummary))
            if table.accepting_input:
                play_a_card(app, table)
        summary = app.stack.top
        frames(app)
        review_button = next(w for w in summary.widgets
                             if getattr(w, "label", "") == "Review the hand")
        click(app, review_button.rect.center)
        review = top(app)
        assert isinstance(review, TrickReview) and review.index == 0
        assert "Bepi: Vado a duro!" in drawn(app).said
        key(app, pygame.K_RIGHT)
        assert "Bepi: Vado a duro!" not in drawn(app).said
    finally:
        pygame.quit()


@pytest.mark.parametrize("variant", ["ciapano", "busca"])
def test_calls_are_not_offered_where_the_variant_lists_none(variant: str) -> None:
    app, table = start(variant)
    try:
        assert run_until(app, lambda: table.accepting_input)
        assert not table.calls.sayings() and not table.calls.buttons()
        said = drawn(app).said
        assert "Andare a duro" not in said and "Tirare la mattazza" not in said
        above = table.layout_info.own_rect().move(0, -table.layout_info.own_rect().height)
        click(app, above.center)  # where the buttons would be
        assert not table.controller.calls
    finally:
        pygame.quit()


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_bubbles_buttons_and_tags_fit_in_every_language(size: tuple[int, int]) -> None:
    from tests.gui_layout import LANGUAGES, staged

    for language in LANGUAGES:
        with staged("call", size, language, variant="mattazza") as app:
            table = app.stack.top
            assert isinstance(table, CiapanoTable) and table.accepting_input
            assert table.calls.bubbles and table.calls.bubbles[0].said.seat != HUMAN
            hand = len(table.controller.game.log)
            table.controller.calls[:] = [Call(hand, 0, seat, call) for seat in range(4)
                                         for call in ("duro", "mattazza")]
            table.calls.bubbles = [Bubble(Call(hand, 0, seat, ("duro", "mattazza")[seat % 2]))
                                   for seat in range(4)]
            recorder = drawn(app)
            assert len(texts_in(recorder, "bubble")) == 4, language
            assert len(texts_in(recorder, "call tag")) == 8, language
            assert len(texts_in(recorder, "call button")) == 2, language
        pygame.quit()


class CountedCalls(list):  # type: ignore[type-arg]
    """The match's calls, counting how often something goes through all of them."""

    walks = 0

    def __iter__(self):  # type: ignore[no-untyped-def]
        CountedCalls.walks += 1
        return super().__iter__()


def test_ten_thousand_calls_in_a_save_are_looked_through_once_not_every_frame() -> None:
    app, table = start("mattazza", seed=4)
    try:
        controller = table.controller
        assert run_until(app, lambda: table.accepting_input)
        hand = len(controller.game.log)
        # the cap of a save, every one in the hand on the table: each seat repeats its calls
        controller.calls = CountedCalls(
            (hand, index % 8, index % 4, ("duro", "mattazza")[index // 4 % 2])
            for index in range(10_000))
        CountedCalls.walks = 0
        for _ in range(10):  # frames with everything drawn: buttons, tags, bubbles
            table.calls.show(Call(hand, 0, 2, "duro"))
            app.dirty = True
            recorder = drawn(app)
        assert CountedCalls.walks <= 1  # the calls indexed once, when they changed
        tags = texts_in(recorder, "call tag")
        assert sorted(tags) == sorted(["duro", "mattazza"] * 4)  # each seat's calls once
        assert [on for _rect, _call, on in table.calls.buttons()] == [False, False]
        controller.calls.append((hand, 8, 1, "duro"))  # said again: indexed again, once
        CountedCalls.walks = 0
        for _ in range(5):
            drawn(app)
        assert CountedCalls.walks == 1
    finally:
        pygame.quit()
