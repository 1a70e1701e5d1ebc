"""A lesson's step at the table: its position, the learner's one move judged, the way back to
the position after a wrong one (:mod:`engine.lessons`). A step is never saved nor counted,
and nobody else plays: the step is over once the learner has moved."""

from __future__ import annotations

from typing import Any, Protocol

from cicera_gui.play.match import MatchController, MatchSetup
from cicera_gui.words.card_names import card_name
from cicera_gui.words.i18n import _
from cicera_gui.words.names import suit_words
from engine.cards import Card
from engine.lessons.check import kit_of
from engine.lessons.model import SUIT_LETTERS, Lesson, Step


class Settings(Protocol):
    """What a lesson reads of the settings: the deck its words name cards by, and how far
    the player came in each lesson."""

    deck: str
    lessons: dict[str, int]


def lesson_words(text: str, step: Step, deck: str) -> str:
    """One of a step's texts (a message id) in the player's language, its cards named as the
    chosen deck names them, each as a sentence says it."""
    names = {name: card_name(int(Card.parse(card)), deck, in_sentence=True)
             for name, card in step.cards.items()}
    words = suit_words(deck)
    names.update({name: words[SUIT_LETTERS.index(suit)] for name, suit in step.suits.items()})
    return _(text).format(**names)


def steps_done(settings: Settings, lesson: Lesson) -> int:
    """How many of the lesson's steps the player has done (all: the lesson is done)."""
    return min(len(lesson.steps), max(0, settings.lessons.get(lesson.id, 0)))


def step_to_take(settings: Settings, lesson: Lesson) -> int:
    """The step (from 1) the lesson opens at: the next one not done; the first again for a
    lesson done."""
    done = steps_done(settings, lesson)
    return 1 if done >= len(lesson.steps) else done + 1


class LessonController(MatchController):
    """Step ``number`` (from 1) of ``lesson``: the position, the learner at seat 0 to play."""

    #: The menu over a lesson's table (:mod:`cicera_gui.scenes.menu`).
    menu_scene = "lesson_menu"
    #: The step's prompt is the help: no hint (the strongest player's move may be another
    #: than the one the step teaches) and no tracker
    aids_allowed = False

    def __init__(self, lesson: Lesson, number: int, settings: Settings) -> None:
        self.lesson = lesson
        self.number = number
        self.step = lesson.steps[number - 1]
        self.settings = settings
        self.kit = kit_of(lesson)
        game = self.kit.position(self.step.position)
        setup = MatchSetup(game.rules.id, game.players, [], 0, rules=game.rules)
        super().__init__(setup, game=game)
        #: The learner's move and whether it was right, once made (None before)
        self.answer: tuple[Any, bool] | None = None
        self._told = True  # the verdict asked for once the move has been shown

    @property
    def last_step(self) -> bool:
        return self.number == len(self.lesson.steps)

    def tag(self) -> str | None:
        return _("Lesson")

    def human_to_play(self) -> bool:
        return self.answer is None and super().human_to_play()

    def opponent_to_play(self) -> bool:
        return False  # the step is the learner's move alone: no computer plays after it

    def play(self, move: Any) -> list[Any]:
        """The learner's move, shown as any move is, then judged."""
        right = self.kit.is_right(self.kit.position(self.step.position), move, self.step.expect)
        events = super().play(move)
        self.answer = (move, right)
        self._told = False
        return events

    def due_scene(self) -> tuple[str, tuple[Any, ...]] | None:
        """Once the move has been shown: the verdict, asked for once."""
        if self._told:
            return None
        self._told = True
        return "lesson_verdict", (self,)

    def again(self) -> None:
        """Back to the step's position, to try again."""
        self.game = self.kit.position(self.step.position)
        self.answer = None
        self._told = True
        self.moves += 1

    def table_notice(self) -> str | None:
        """The step's prompt over the cloth while the learner is to move."""
        if self.answer is not None:
            return None
        return lesson_words(self.step.prompt, self.step, self.settings.deck)
