"""Learn, played headlessly with posted mouse events as a newcomer plays it: from the main
menu's Learn, every lesson step by step, first with a wrong move (the verdict says what it
did and what to remember, Try again puts the position back), then with the right one; the
progress kept, a lesson left half-way taken up at its next step."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from cicera_gui.families.ciapano.table import CiapanoTable
from cicera_gui.families.cicera.table import CiceraTable
from cicera_gui.play.lesson import LessonController, lesson_words
from cicera_gui.program.app import App
from cicera_gui.scenes.lessons import LessonsScene, LessonVerdict
from cicera_gui.scenes.menu import MenuScene
from cicera_gui.scenes.table import TableScene
from engine.lessons.check import step_moves
from engine.lessons.model import Lesson, lessons_of
from engine.lessons.model import shipped_lessons as all_shipped
from tests.gui_driver import (
    click,
    drag,
    frames,
    free_table_point,
    key,
    make_app,
    play_by_drag,
    run_until,
    top,
)


@pytest.fixture
def app() -> Iterator[App]:
    made = make_app()
    made.stack.reset(MenuScene(made))
    yield made
    pygame.quit()


def click_button(app: App, label: str) -> None:
    scene = top(app)
    found = [w for w in getattr(scene, "widgets", []) if getattr(w, "label", None) == label]
    assert found, f"no {label!r} button on {type(scene).__name__}"
    click(app, found[0].rect.center)


def verdict(app: App) -> LessonVerdict:
    assert run_until(app, lambda: isinstance(top(app), LessonVerdict), 30)
    shown = top(app)
    assert isinstance(shown, LessonVerdict)
    return shown


def lesson_table(app: App) -> Any:
    table = top(app)
    assert isinstance(table, TableScene) and isinstance(table.controller, LessonController)
    assert run_until(app, lambda: table.accepting_input, 30)
    return table


def hands_and_table(table: Any) -> tuple[list[int], object]:
    """The learner's hand as shown, and the position as the learner sees it."""
    return sorted(table.hand_cards()), table.controller.game.view(0)


def play_move(app: App, table: Any, move: Any) -> None:
    """The move made as a player makes it: a capture game's card dropped on what it takes
    (or on free cloth), a trick game's card dropped in the middle of the table."""
    if isinstance(table, CiapanoTable):
        rect = table.card_sprites[int(move)].rect()
        centre = table.layout_info.centre
        drag(app, (rect.x + 5, rect.centery), (round(centre[0]), round(centre[1])))
    else:
        play_by_drag(app, table, move)


def play_step(app: App, lesson: Lesson, number: int) -> None:
    """Step ``number``: its prompt over the cloth, a wrong move and its verdict, Try again,
    then the right move."""
    table = lesson_table(app)
    step = lesson.steps[number - 1]
    controller = table.controller
    assert isinstance(controller, LessonController)
    assert (controller.lesson.id, controller.number) == (lesson.id, number)
    assert controller.table_notice() == lesson_words(step.prompt, step, "bresciane")
    before = hands_and_table(table)
    moves = step_moves(lesson, step)
    if moves.wrong:
        play_move(app, table, moves.wrong[-1])  # the last: often a card laid, not the asked
        shown = verdict(app)
        assert shown.heading() == "Not this time"
        assert shown.paragraphs()[-1] == lesson_words(step.wrong, step, "bresciane")
        click_button(app, "Try again")
        table = lesson_table(app)
        assert hands_and_table(table) == before  # the position as it was
    if number == 2 and lesson.id == "cicera-cards-and-seats":  # the step asks for two clicks
        (right,) = moves.right
        click(app, table.raised_rect(table.card_sprites[int(right.card)]).center)
        click(app, free_table_point(table))
    else:
        play_move(app, table, moves.right[0])
    shown = verdict(app)
    assert shown.heading() == ("Lesson done" if number == len(lesson.steps) else "Right")
    assert shown.paragraphs() == [lesson_words(step.right, step, "bresciane")]


@pytest.mark.parametrize("family_id", ["cicera", "ciapano", "scopa"])
def test_a_newcomer_goes_through_every_lesson_of_a_game(app: App, family_id: str) -> None:
    """Every step with a wrong move first (where it has one), then the right one; Next step
    and Next lesson to the family's last lesson."""
    click_button(app, "Learn")
    scene = top(app)
    assert isinstance(scene, LessonsScene)
    lessons = lessons_of(family_id)
    scene.selected = scene.lessons.index(lessons[0])
    click_button(app, "Start the lesson")
    for index, lesson in enumerate(lessons):
        for number in range(1, len(lesson.steps) + 1):
            play_step(app, lesson, number)
            if number < len(lesson.steps):
                click_button(app, "Next step")
        assert app.settings.lessons[lesson.id] == len(lesson.steps)
        labels = [getattr(w, "label", "") for w in getattr(top(app), "widgets", [])]
        assert ("Next lesson" in labels) == (index + 1 < len(lessons))  # the game's own
        if index + 1 < len(lessons):
            click_button(app, "Next lesson")
    click_button(app, "Back to the lessons")
    shown = top(app)
    assert isinstance(shown, LessonsScene)
    assert {shown.status(lesson) for lesson in lessons} == {"Done"}


def test_a_lesson_left_half_way_opens_at_its_next_step(app: App) -> None:
    click_button(app, "Learn")
    lesson = lessons_of("cicera")[1]  # taking by rank: three steps
    scene = top(app)
    assert isinstance(scene, LessonsScene)
    scene.selected = scene.lessons.index(lesson)
    click_button(app, "Start the lesson")
    table = lesson_table(app)
    play_move(app, table, step_moves(lesson, lesson.steps[0]).right[0])
    verdict(app)
    click_button(app, "Back to the lessons")
    scene = top(app)
    assert isinstance(scene, LessonsScene)
    assert scene.status(lesson) == "Step 2 of 3"
    assert app.settings.lessons == {lesson.id: 1}
    scene.selected = scene.lessons.index(lesson)
    click_button(app, "Start the lesson")
    controller = lesson_table(app).controller
    assert isinstance(controller, LessonController) and controller.number == 2


def test_a_lesson_is_never_saved_as_a_match(app: App) -> None:
    """A lesson's table is not the match Continue resumes, and nothing plays after the
    learner's move; it offers no hint (the strongest player's move may not be the one the
    step teaches) and no tracker."""
    click_button(app, "Learn")
    click_button(app, "Start the lesson")
    table = lesson_table(app)
    assert app.match is None
    assert [label for _rect, label, _on in table.aids.shown_buttons()] == []
    key(app, pygame.K_h)
    assert table.aids.asking is None and table.aids.hint is None
    lesson = lessons_of("cicera")[0]
    play_move(app, table, step_moves(lesson, lesson.steps[0]).right[0])
    verdict(app)
    assert table.controller.plays == 1 and app.match is None


def test_every_lesson_links_from_a_heading_of_its_rules() -> None:
    """The headings a lesson names are headings of its family's rules text (the rules screen
    links them to it)."""
    from cicera_gui.scenes.families import family_rules_sections
    from cicera_gui.words.i18n import translator
    from engine.families import family, load_variant

    translator.set_language("en")
    for family_id in {lesson.family for lesson in all_shipped()}:
        rules = load_variant(family(family_id).default_variant)
        headings = {heading for heading, _text in family_rules_sections(rules, "bresciane")}
        for lesson in lessons_of(family_id):
            assert set(lesson.rules) <= headings, (lesson.id, lesson.rules)
        assert any(lesson.rules for lesson in lessons_of(family_id))


def test_a_heading_of_the_rules_opens_its_lesson(app: App) -> None:
    from cicera_gui.scenes.rules import RulesScene

    click_button(app, "Rules")
    rules = top(app)
    assert isinstance(rules, RulesScene)
    rules.wait_for_rules()
    frames(app, 2)
    links = {lesson.id: rect for rect, lesson in rules.links}
    assert "cicera-taking-by-rank" in links
    click(app, links["cicera-taking-by-rank"].center)
    controller = lesson_table(app).controller
    assert isinstance(controller, LessonController)
    assert (controller.lesson.id, controller.number) == ("cicera-taking-by-rank", 1)


@pytest.mark.parametrize(("language", "size", "deck"), [
    ("en", (960, 600), "bresciane"), ("de", (960, 600), "bresciane"),
    ("it", (960, 600), "romme"), ("ja", (960, 600), "bresciane"),
    ("de", (1920, 1080), "romme"), ("ja", (1920, 1080), "romme")])
def test_every_step_fits_its_window(language: str, size: tuple[int, int], deck: str) -> None:
    """Every step's prompt, and what is said after a right and a wrong move, in each language:
    no text over another thing or out of its panel, in the smallest window and a large one."""
    from cicera_gui.look import boxes
    from cicera_gui.scenes.lessons import all_lessons, start_step
    from cicera_gui.scenes.staging import settle
    from cicera_gui.storage.settings import Settings
    from tests.gui_layout import record

    shown = App(size, settings=Settings(language=language, deck=deck, animation="fast",
                                        ai_pace="fast"))
    shown.stack.reset(LessonsScene(shown))
    found = [f"the list: {p}" for p in boxes.problems(record(shown))]
    for lesson in all_lessons():
        for number, step in enumerate(lesson.steps, 1):
            moves = step_moves(lesson, step)
            for answer in (None, *moves.wrong[-1:], moves.right[0]):
                start_step(shown, lesson, number)
                settle(shown)
                if answer is None:  # the prompt covers none of the cards it speaks of
                    table = top(shown)
                    assert isinstance(table, TableScene)
                    notice = table.controller.table_notice()
                    assert notice is not None
                    _lines, box = table.notice_place(notice, round(table.unit * 2.4))
                    found += [f"{lesson.id} {number}: the prompt covers {sprite.card}"
                              for sprite in table.director.cards.draw_order()
                              if box.colliderect(sprite.rect())]
                    found += [f"{lesson.id} {number}: the prompt leaves the cloth"
                              for cloth in [table.cloth_rect()] if not cloth.contains(box)]
                if answer is not None:
                    table = top(shown)
                    assert isinstance(table, TableScene)
                    table.play_human(answer)
                    assert run_until(shown, lambda: isinstance(top(shown), LessonVerdict), 30)
                found += [f"{lesson.id} {number} {answer}: {p}"
                          for p in boxes.problems(record(shown))]
    assert found == []


def test_the_menu_over_a_lesson_leads_back_to_the_lessons(app: App) -> None:
    from cicera_gui.scenes.menu import LessonMenu

    click_button(app, "Learn")
    click_button(app, "Start the lesson")
    table = lesson_table(app)
    menu = table.menu_button_rect().center
    click(app, menu)
    assert isinstance(top(app), LessonMenu)
    click_button(app, "Back to the lesson")
    assert top(app) is table
    click(app, menu)
    click_button(app, "Back to the lessons")
    assert isinstance(top(app), LessonsScene) and len(app.stack.scenes) == 1


def test_after_the_last_lesson_a_first_hand_is_played_with_the_coach(app: App) -> None:
    """The game's last lesson offers a whole hand against Easy opponents with the coach on;
    after each play the coach says in a sentence how good it was."""
    from cicera_gui.scenes.families import COACH_THINKING
    from tests.gui_driver import wait_for_turn

    lesson = lessons_of("cicera")[-1]
    app.settings.lessons = {lesson.id: len(lesson.steps) - 1}
    click_button(app, "Learn")
    scene = top(app)
    assert isinstance(scene, LessonsScene)
    scene.selected = scene.lessons.index(lesson)
    click_button(app, "Start the lesson")
    table = lesson_table(app)
    play_move(app, table, step_moves(lesson, lesson.steps[-1]).right[0])
    verdict(app)
    click_button(app, "Play a hand with the coach")
    table = top(app)
    assert isinstance(table, CiceraTable)
    match = app.match
    assert match is table.controller and match.coached
    assert match.setup.variant == "pagat" and match.setup.levels == ["easy"] * 3
    assert table.coach_notice() is None  # nothing said before the first play
    for _play in range(2):
        assert wait_for_turn(app, table)
        top_card = table.hand_cards()[-1]  # drawn over the others: nothing covers it
        move = next(m for m in match.game.legal_moves() if int(m.card) == top_card)
        play_move(app, table, move)
        said = table.coach_notice()
        assert said is not None and said != COACH_THINKING
        assert said.startswith("The coach: ")
        rating = match.coach_said()
        assert rating is not None and rating.position.played == move
        if rating.better is not None:  # the better move is named, as the analysis names it
            assert "better" in said


def test_the_coach_is_a_setting_and_keeps_out_of_a_match_without_it(app: App) -> None:
    from tests.gui_driver import start, wait_for_turn

    table = start(app, "bresciana", 2)
    match = table.controller
    assert not match.coached
    assert wait_for_turn(app, table)
    play_move(app, table, match.game.legal_moves()[0])
    assert table.coach_notice() is None and match.coach_said() is None
    app.settings.coach = True
    second = start(app, "bresciana", 2, seed=2)
    assert second.controller.coached
