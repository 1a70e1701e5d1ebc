"""Every lesson proved true of its position, as the tests and ``python -m engine lessons``
check them: the position is one the rules can have with the learner to play, a right move
exists and is legal, a step that says what to do after a wrong move has one (and one that
does not, has none), and every card the words name is in the position."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.cards import Card, CardError
from engine.families import family
from engine.game import AnyGame
from engine.lessons.kits import LessonKit
from engine.lessons.model import PLACEHOLDER, Lesson, LessonError, Step

#: The learner's seat at every step (the window shows the table from it).
LEARNER = 0


@dataclass(frozen=True)
class StepMoves:
    """A step's position and its legal moves, split into right and wrong."""

    game: AnyGame
    right: list[Any]
    wrong: list[Any]


def kit_of(lesson: Lesson) -> LessonKit:
    kit = family(lesson.family).lesson_kit
    if kit is None:
        raise LessonError(lesson.id, f"the family {lesson.family!r} has no lessons")
    return kit()


def step_moves(lesson: Lesson, step: Step) -> StepMoves:
    """The step's position and which of its legal moves are right (LessonError when the
    position cannot be set up)."""
    kit = kit_of(lesson)
    try:
        game = kit.position(step.position)
    except ValueError as exc:
        raise LessonError(lesson.id, f"position: {exc}") from None
    moves = game.legal_moves()
    right = [move for move in moves if kit.is_right(game, move, step.expect)]
    wrong = [move for move in moves if move not in right]
    return StepMoves(game, right, wrong)


def after_each(moves: StepMoves) -> list[AnyGame]:
    """The game after each legal move of the step."""
    found = []
    for move in [*moves.right, *moves.wrong]:
        game = moves.game.clone()
        game.apply(move)
        found.append(game)
    return found


def step_problems(lesson: Lesson, number: int) -> list[str]:
    """What is wrong with step ``number`` (from 1) of ``lesson``: nothing, for a true step."""
    step = lesson.steps[number - 1]
    where = f"lesson {lesson.id!r}, step {number}"
    kit = kit_of(lesson)
    problems = [f"{where}: {problem}" for problem in kit.expect_problems(step.expect)]
    if problems:
        return problems
    try:
        moves = step_moves(lesson, step)
    except (LessonError, ValueError) as exc:
        return [f"{where}: {exc}"]
    if moves.game.current_player() != LEARNER:
        problems.append(f"{where}: the learner (seat {LEARNER}) is not to play")
    if not moves.right:
        problems.append(f"{where}: no legal move is what the step expects")
    if step.wrong and not moves.wrong:
        problems.append(f"{where}: says what to do after a wrong move, but every move is right")
    if not step.wrong and moves.wrong:
        problems.append(f"{where}: a wrong move can be made, and nothing is said after it")
    shown = kit.named_cards(step.position)
    for name, card in step.cards.items():
        try:
            written = str(Card.parse(card))
        except CardError as exc:
            problems.append(f"{where}: {{{name}}}: {exc}")
            continue
        if written not in shown:
            problems.append(f"{where}: {{{name}}} is the {card}, which the position lacks")
    used = {name for text in (step.prompt, step.right, step.wrong)
            for name in PLACEHOLDER.findall(text)}
    problems += [f"{where}: {{{name}}} is given a card or suit but never said"
                 for name in sorted(step.names() - used)]
    for game_after in after_each(moves):
        if game_after.is_chance_node() or game_after.is_terminal():
            problems.append(f"{where}: a move ends the hand (a step must leave it in play)")
            break
    return problems


def lesson_problems(lesson: Lesson) -> list[str]:
    """Every problem of every step of ``lesson``."""
    return [problem for number in range(1, len(lesson.steps) + 1)
            for problem in step_problems(lesson, number)]
