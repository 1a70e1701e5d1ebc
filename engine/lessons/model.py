"""Lessons as the YAML files write them, read and checked for shape (never for the rules:
that is :mod:`engine.lessons.check`'s)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any

import yaml

from engine.bounds import quote
from engine.errors import EngineError
from engine.variants.yaml_safe import SafeLoader

#: The package whose YAML files are the shipped lessons, one file per family.
DATA_PACKAGE = "engine.variants.lessons"
#: A lesson's id and a step's card name: lower-case words joined by hyphens.
_ID = re.compile(r"[a-z][a-z0-9]*(-[a-z0-9]+)*\Z")
#: The names a lesson's words put cards in: ``{a}``, ``{mine}``.
PLACEHOLDER = re.compile(r"\{([a-z_]+)\}")


class LessonError(EngineError, ValueError):
    """A lesson file that cannot be used: the file, the lesson and step, and the problem."""

    def __init__(self, where: str, problem: str) -> None:
        self.where = where
        self.problem = problem
        super().__init__(f"{where}: {problem}")


@dataclass(frozen=True)
class Step:
    """One position and the move it asks for."""

    #: The family's description of the position (its kit sets it up): variant, hands...
    position: Mapping[str, Any]
    #: What a right move is: a move, or a rule (the family's kit reads it).
    expect: Mapping[str, Any]
    #: What the player is asked to do, why it is right, and what to remember after a wrong
    #: move (English message ids; ``wrong`` is empty for a step with no wrong move).
    prompt: str
    right: str
    wrong: str
    #: The cards the words name, by placeholder: {"a": "7d"}.
    cards: Mapping[str, str] = field(default_factory=dict)
    #: The suits the words name (as the deck names them), by placeholder: {"sw": "s"}.
    suits: Mapping[str, str] = field(default_factory=dict)

    def names(self) -> set[str]:
        """Every placeholder the step gives a word for."""
        return {*self.cards, *self.suits}


@dataclass(frozen=True)
class Lesson:
    """A few steps that teach one thing."""

    id: str
    family: str
    #: The game the family's lessons teach, as players name it (a message id: "Ciapanò").
    game: str
    title: str
    #: One line: what the lesson teaches (shown in the list of lessons).
    summary: str
    steps: tuple[Step, ...]
    #: The headings of the family's rules text (English message ids) that link to the lesson.
    rules: tuple[str, ...] = ()


def _text(where: str, data: Mapping[str, Any], key: str, *, optional: bool = False) -> str:
    value = data.get(key, "" if optional else None)
    if not isinstance(value, str) or (not value and not optional):
        raise LessonError(where, f"key {quote(key)}: expected words (a message id), "
                                 f"got {quote(value)}")
    return " ".join(value.split())


def _mapping(where: str, data: Mapping[str, Any], key: str) -> dict[str, Any]:
    value = data.get(key)
    if not isinstance(value, dict):
        raise LessonError(where, f"key {quote(key)}: expected a mapping, got {quote(value)}")
    return value


def _only(where: str, data: Mapping[str, Any], keys: Sequence[str]) -> None:
    extra = sorted(set(data) - set(keys))
    if extra:
        raise LessonError(where, f"unknown key {quote(extra[0])}; a step has "
                                 + ", ".join(keys))


STEP_KEYS = ("position", "expect", "prompt", "right", "wrong", "cards", "suits")
#: The suits as cards are written (engine.cards): coins, cups, swords, batons.
SUIT_LETTERS = ("d", "c", "s", "b")
LESSON_KEYS = ("id", "title", "summary", "rules", "steps")


def read_step(where: str, data: Any) -> Step:
    if not isinstance(data, dict):
        raise LessonError(where, f"expected a step (a mapping), got {quote(data)}")
    _only(where, data, STEP_KEYS)
    cards = data.get("cards", {})
    if not isinstance(cards, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in cards.items()):
        raise LessonError(where, "key 'cards': expected names of cards, such as {a: 7d}")
    suits = data.get("suits", {})
    if not isinstance(suits, dict) or not all(
            isinstance(k, str) and v in SUIT_LETTERS for k, v in suits.items()):
        raise LessonError(where, "key 'suits': expected names of suits, such as {sw: s}")
    step = Step(position=_mapping(where, data, "position"), expect=_mapping(where, data, "expect"),
                prompt=_text(where, data, "prompt"), right=_text(where, data, "right"),
                wrong=_text(where, data, "wrong", optional=True), cards=dict(cards),
                suits=dict(suits))
    for key in ("prompt", "right", "wrong"):
        for name in PLACEHOLDER.findall(getattr(step, key)):
            if name not in step.names():
                raise LessonError(where, f"key {quote(key)} names {{{name}}}, which neither "
                                         "'cards' nor 'suits' gives")
    return step


def read_lessons(text: str, label: str) -> list[Lesson]:
    """The lessons of one file (``label`` names it in errors)."""
    try:
        data = yaml.load(text, Loader=SafeLoader)  # a SafeLoader, bounded
    except yaml.YAMLError as exc:
        raise LessonError(label, f"not valid YAML: {exc}") from None
    if not isinstance(data, dict) or not isinstance(data.get("family"), str):
        raise LessonError(label, "expected a mapping with 'family' and 'lessons'")
    family = data["family"]
    game = data.get("game")
    if not isinstance(game, str) or not game:
        raise LessonError(label, "key 'game': expected the game's name, as players say it")
    items = data.get("lessons")
    if not isinstance(items, list) or not items:
        raise LessonError(label, "key 'lessons': expected a list of lessons")
    lessons = []
    for number, item in enumerate(items, 1):
        where = f"{label}: lesson {number}"
        if not isinstance(item, dict):
            raise LessonError(where, f"expected a mapping, got {quote(item)}")
        _only(where, item, LESSON_KEYS)
        lesson_id = item.get("id")
        if not isinstance(lesson_id, str) or not _ID.match(lesson_id):
            raise LessonError(where, f"key 'id': expected a name such as 'taking-by-rank', "
                                     f"got {quote(lesson_id)}")
        where = f"{label}: lesson {lesson_id!r}"
        steps = item.get("steps")
        if not isinstance(steps, list) or not steps:
            raise LessonError(where, "key 'steps': expected a list of steps")
        rules = item.get("rules", [])
        if not isinstance(rules, list) or not all(isinstance(r, str) for r in rules):
            raise LessonError(where, "key 'rules': expected the headings of the rules text "
                                     "that link to the lesson")
        lessons.append(Lesson(
            id=lesson_id, family=family, game=game, title=_text(where, item, "title"),
            summary=_text(where, item, "summary"), rules=tuple(rules),
            steps=tuple(read_step(f"{where}, step {i}", step) for i, step in enumerate(steps, 1))))
    ids = [lesson.id for lesson in lessons]
    for lesson_id in ids:
        if ids.count(lesson_id) > 1:
            raise LessonError(label, f"lesson {lesson_id!r} is there twice")
    return lessons


@cache
def shipped_lessons() -> tuple[Lesson, ...]:
    """Every shipped lesson, family by family in file-name order, each file's in its order."""
    folder = resources.files(DATA_PACKAGE)
    found: list[Lesson] = []
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".yaml"):
            found += read_lessons(entry.read_text("utf-8"), f"lessons/{entry.name}")
    return tuple(found)


def lessons_of(family: str) -> tuple[Lesson, ...]:
    """The shipped lessons of ``family``, in teaching order."""
    return tuple(lesson for lesson in shipped_lessons() if lesson.family == family)


def lesson_by_id(lesson_id: str) -> Lesson:
    for lesson in shipped_lessons():
        if lesson.id == lesson_id:
            return lesson
    raise KeyError(lesson_id)
