"""The lessons as data: every shipped step is true of its position (the engine checks it as
it checks the analysis's reasons), and a lesson file with a mistake is refused with the
file, the lesson, the step and the problem."""

from __future__ import annotations

from typing import Any

import pytest

from engine.families import family
from engine.lessons.check import lesson_problems, step_moves
from engine.lessons.model import LessonError, read_lessons, shipped_lessons

LESSONS = shipped_lessons()


def test_each_game_teaches_what_the_issue_lists() -> None:
    ids = [lesson.id for lesson in LESSONS if lesson.family == "cicera"]
    assert ids == ["cicera-cards-and-seats", "cicera-taking-by-rank", "cicera-taking-by-sum",
                   "cicera-choosing", "cicera-laying", "cicera-event-points",
                   "cicera-counting"]
    ids = [lesson.id for lesson in LESSONS if lesson.family == "ciapano"]
    assert ids == ["ciapano-following-suit", "ciapano-who-takes", "ciapano-card-points",
                   "ciapano-ducking", "ciapano-last-trick", "ciapano-traversone",
                   "ciapano-kifameno", "ciapano-mattazza", "ciapano-busca"]
    ids = [lesson.id for lesson in LESSONS if lesson.family == "scopa"]
    assert ids == ["scopa-taking", "scopa-the-scopa", "scopa-scoring"]


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_every_step_is_true_of_its_position(lesson: object) -> None:
    assert lesson_problems(lesson) == []  # type: ignore[arg-type]


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_every_step_accepts_what_it_asks_and_a_capture_step_can_be_got_wrong(
        lesson: object) -> None:
    """Each step accepts what it asks. A capture game's step asks for something a player
    can get wrong; a trick game's may teach a rule the table enforces itself (following
    suit, the Pita kept in the first trick): the cards it refuses are its wrong moves."""
    for step in lesson.steps:  # type: ignore[attr-defined]
        moves = step_moves(lesson, step)  # type: ignore[arg-type]
        assert moves.right
        assert all(move in moves.game.legal_moves() for move in moves.right)
        if lesson.family != "ciapano":  # type: ignore[attr-defined]
            assert moves.wrong


def test_a_step_that_asks_for_a_scua_accepts_only_the_sweep() -> None:
    """A rule ("any move that scores a Scùa") is judged by the engine's own points."""
    lesson = next(lesson for lesson in LESSONS if lesson.id == "cicera-event-points")
    moves = step_moves(lesson, lesson.steps[0])
    game: Any = moves.game
    assert [str(move) for move in moves.right] == ["7b:2d+5s"]
    for move in moves.wrong:
        assert "scua" not in {point.value for point in game.points_of(move)}


def _file(step: str) -> str:
    return f"""family: cicera
game: Cicera
lessons:
  - id: a-lesson
    title: A lesson
    summary: What it teaches.
    steps:
{step}
"""


GOOD_STEP = """      - position: {variant: pagat, hands: [[7s, 3b], [Cd], [2d], [3c]], table: [7d]}
        cards: {a: 7d}
        prompt: Take {a}.
        expect: {play: 7s, capture: [7d]}
        right: Right.
        wrong: Take {a}."""


def test_a_good_file_reads_and_checks() -> None:
    (lesson,) = read_lessons(_file(GOOD_STEP), "lessons/mine.yaml")
    assert lesson_problems(lesson) == []


@pytest.mark.parametrize(("step", "problem"), [
    (GOOD_STEP.replace("prompt: Take {a}.", "prompt: Take {b}."),
     "lessons/mine.yaml: lesson 'a-lesson', step 1: key 'prompt' names {b}"),
    (GOOD_STEP.replace("        right: Right.\n", ""),
     "lessons/mine.yaml: lesson 'a-lesson', step 1: key 'right': expected words"),
    (GOOD_STEP + "\n        hint: more", "unknown key 'hint'"),
])
def test_a_file_with_a_mistake_is_refused_naming_where(step: str, problem: str) -> None:
    with pytest.raises(LessonError) as error:
        read_lessons(_file(step), "lessons/mine.yaml")
    assert problem in str(error.value)


@pytest.mark.parametrize(("change", "problem"), [
    (("capture: [7d]}", "capture: [3b]}"), "no legal move is what the step expects"),
    (("table: [7d]}", "table: [7d, 7s]}"), "the 7s is in the position twice"),
    (("hands: [[7s, 3b], [Cd], [2d], [3c]]", "hands: [[7s], [], [], []]"),
     "a move ends the hand"),
    (("cards: {a: 7d}", "cards: {a: 7c}"), "{a} is the 7c, which the position lacks"),
    (("expect: {", "expect: {scores: [settebello], "), "key 'scores': expected some of"),
    (("        wrong: Take {a}.", ""), "a wrong move can be made, and nothing is said"),
])
def test_a_step_untrue_of_its_position_is_found(change: tuple[str, str], problem: str) -> None:
    (lesson,) = read_lessons(_file(GOOD_STEP.replace(*change)), "lessons/mine.yaml")
    problems = lesson_problems(lesson)
    assert any(problem in found for found in problems), problems


def test_every_family_with_lessons_sets_up_its_positions() -> None:
    for lesson in LESSONS:
        assert family(lesson.family).lesson_kit is not None


def test_the_settings_file_keeps_each_lessons_progress() -> None:
    """What the program writes it reads back; a damaged entry falls back to none done."""
    from cicera_gui.storage.settings import Settings
    from cicera_gui.storage.settings_file import settings_from_json, settings_to_json

    settings = Settings(lessons={"cicera-taking-by-sum": 2})
    again, bad = settings_from_json(settings_to_json(settings))
    assert again.lessons == {"cicera-taking-by-sum": 2} and bad == []
    for damaged in ({"cicera-taking-by-sum": -1}, {"cicera-taking-by-sum": "2"}, ["a"],
                    {"x" * 500: 1}):
        again, bad = settings_from_json({"version": 1, "lessons": damaged})
        assert again.lessons == {} and bad == ["lessons"]
