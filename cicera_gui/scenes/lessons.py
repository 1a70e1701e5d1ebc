"""Learn: the lessons of every game, and each lesson's steps at the table (its position and
prompt over the cloth, :class:`cicera_gui.play.lesson.LessonController`), the verdict after
the learner's move, and the menu over a lesson. Progress is kept in the settings: a lesson
left half-way opens at its next step."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from cicera_gui.look import boxes, theme
from cicera_gui.look.widgets import Button, Widget
from cicera_gui.play.families import plugin_ids
from cicera_gui.play.lesson import LessonController, lesson_words, step_to_take, steps_done
from cicera_gui.play.match import MatchSetup
from cicera_gui.scenes.base import unit
from cicera_gui.scenes.dialog import TextDialog
from cicera_gui.scenes.families import window
from cicera_gui.scenes.registry import make_scene, reset_to
from cicera_gui.scenes.step_list import ListScene
from cicera_gui.words.i18n import N_, _
from engine.families import family, load_variant
from engine.lessons.model import Lesson, lessons_of

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host


def all_lessons() -> list[Lesson]:
    """Every lesson of every family the window plays, family by family (New game's order)."""
    return [lesson for family_id in plugin_ids() for lesson in lessons_of(family_id)]


def start_step(app: Host, lesson: Lesson, number: int) -> None:
    """Step ``number`` (from 1) of ``lesson`` at the table, over the list of lessons."""
    controller = LessonController(lesson, number, app.settings)
    table = make_scene(app, "table", controller, deal_next=False)
    lessons = next((s for s in app.stack.scenes if isinstance(s, LessonsScene)), None)
    if lessons is None:
        lessons = LessonsScene(app)
    app.stack.reset(lessons)
    app.stack.push(table)


def leave_lessons(app: Host) -> None:
    """Back to the list of lessons (its rows say how far the player came)."""
    while app.stack.top is not None and not isinstance(app.stack.top, LessonsScene):
        top = app.stack.top
        controller = getattr(top, "controller", None)
        if isinstance(controller, LessonController):
            controller.close()
        app.stack.pop()
    if app.stack.top is None:
        app.stack.reset(LessonsScene(app))


class LessonsScene(ListScene):
    """Every lesson, each with what it teaches and how far the player came; Start opens the
    chosen one at its next step."""

    title = N_("Learn")

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.lessons = all_lessons()
        done = [steps_done(app.settings, lesson) for lesson in self.lessons]
        #: The first lesson not yet done is the one chosen at first.
        self.selected = next((i for i, lesson in enumerate(self.lessons)
                              if done[i] < len(lesson.steps)), 0)

    def rows(self) -> list[str]:
        return [_(lesson.title) for lesson in self.lessons]

    def build(self) -> list[Widget]:
        return [Button(N_("Back"), self.back),
                Button(N_("Start the lesson"), self.start, primary=True)]

    def back(self) -> None:
        reset_to(self.app, "menu")

    def start(self) -> None:
        if self.lessons:
            lesson = self.lessons[self.selected]
            start_step(self.app, lesson, step_to_take(self.app.settings, lesson))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
            return
        super().handle(event)

    def line_height(self, size: tuple[int, int]) -> float:
        return unit(size) * 8.2

    def status(self, lesson: Lesson) -> str:
        """How far the player came in ``lesson``, in words."""
        done = steps_done(self.app.settings, lesson)
        if done >= len(lesson.steps):
            return _("Done")
        if done == 0:
            return _("Not started")
        return _("Step {step} of {steps}").format(step=done + 1, steps=len(lesson.steps))

    def draw_rows(self, surface: pygame.Surface, empty: str) -> None:
        """Each lesson on two lines: its family and title, with how far the player came at
        the right; what it teaches under them."""
        size = surface.get_size()
        u = unit(size)
        fonts = self.app.fonts
        big, small = round(u * 2.5), round(u * 2.1)
        for index, rect in self.row_rects(size).items():
            lesson = self.lessons[index]
            chosen = index == self.selected
            with boxes.inside("list row", rect):
                theme.panel(surface, rect, alpha=235,
                            color=theme.PANEL_LIGHT if chosen else theme.PANEL,
                            border=theme.GOLD if chosen else None, radius=round(u * 1))
                status = self.status(lesson)
                status_width = fonts.width(status, small)
                theme.draw_text(surface, fonts, status, (rect.right - u * 1.5, rect.y + u * 1.2),
                                small, theme.GOLD if status == _("Done") else theme.CREAM,
                                anchor="topright")
                room = rect.width - round(u * 4.5) - status_width
                title = _("{game}: {lesson}").format(game=_(lesson.game),
                                                     lesson=_(lesson.title))
                theme.draw_text(surface, fonts, theme.elide(fonts, title, big, room, bold=True),
                                (rect.x + u * 1.5, rect.y + u * 1.0), big, theme.CREAM,
                                bold=True)
                summary = theme.elide(fonts, _(lesson.summary), small, rect.width - round(u * 3))
                theme.draw_text(surface, fonts, summary, (rect.x + u * 1.5, rect.y + u * 4.5),
                                small, theme.CREAM)


class LessonVerdict(TextDialog):
    """After the learner's move: right, and why (then the next step); or not, what the move
    did and what to remember (then the position again)."""

    widest = 110.0
    veil = 90

    def __init__(self, app: Host, controller: LessonController) -> None:
        self.controller = controller
        assert controller.answer is not None
        self.move, self.right = controller.answer
        super().__init__(app)

    def build(self) -> list[Widget]:
        if not self.right:
            return [Button(N_("Try again"), self.again, primary=True),
                    Button(N_("Back to the lessons"), self.to_lessons)]
        if not self.controller.last_step:
            return [Button(N_("Next step"), self.next_step, primary=True),
                    Button(N_("Back to the lessons"), self.to_lessons)]
        following = self.following()
        buttons: list[Widget] = []
        if following is not None:
            buttons.append(Button(N_("Next lesson"), self.next_lesson, primary=True))
        elif self.app.match is None or not self.app.match.in_progress():
            # the game's last lesson: a first whole hand, with the coach at the player's side
            buttons.append(Button(N_("Play a hand with the coach"), self.coached_hand,
                                  primary=True))
        buttons.append(Button(N_("Back to the lessons"), self.to_lessons,
                              primary=not buttons))
        return buttons

    def enter(self) -> None:
        super().enter()
        if self.right:  # the step is done: kept at once, whatever the player does next
            lesson = self.controller.lesson
            settings = self.app.settings
            done = max(steps_done(settings, lesson), self.controller.number)
            settings.lessons = {**settings.lessons, lesson.id: done}

    def following(self) -> Lesson | None:
        """The game's next lesson (None after its last)."""
        lessons = lessons_of(self.controller.lesson.family)
        index = next(i for i, lesson in enumerate(lessons)
                     if lesson.id == self.controller.lesson.id)
        return lessons[index + 1] if index + 1 < len(lessons) else None

    def heading(self) -> str:
        if not self.right:
            return _("Not this time")
        return _("Lesson done") if self.controller.last_step else _("Right")

    def paragraphs(self) -> list[str]:
        step, deck = self.controller.step, self.app.settings.deck
        if self.right:
            return [lesson_words(step.right, step, deck)]
        said = window(self.controller.lesson.family).move_words(self.move, deck, False)
        return [_("Your move: {move}.").format(move=said),
                lesson_words(step.wrong, step, deck)]

    def box(self, size: tuple[int, int]) -> pygame.Rect:
        """At the foot of the window, the table's middle (where the move went) left in
        sight."""
        rect = super().box(size)
        rect.bottom = size[1] - round(unit(size) * 1.5)
        return rect

    def again(self) -> None:
        self.app.stack.pop()
        table = self.app.stack.top
        self.controller.again()
        if table is not None and hasattr(table, "after_undo"):
            table.after_undo()

    def next_step(self) -> None:
        start_step(self.app, self.controller.lesson, self.controller.number + 1)
        self.controller.close()

    def next_lesson(self) -> None:
        following = self.following()
        self.controller.close()
        if following is not None:
            start_step(self.app, following, step_to_take(self.app.settings, following))

    def coached_hand(self) -> None:
        """A match of the game's first variant against Easy opponents, the coach on: the
        player's first hand after the lessons."""
        family_id = self.controller.lesson.family
        variant = family(family_id).default_variant
        players = load_variant(variant).default_players
        self.controller.close()
        self.app.start_match(MatchSetup(variant, players, ["easy"] * (players - 1)))
        if self.app.match is not None:
            self.app.match.coached = True

    def to_lessons(self) -> None:
        leave_lessons(self.app)

    def back(self) -> None:
        """Esc: as the first button."""
        self.widgets[0].action()  # type: ignore[union-attr]


__all__ = ["LessonVerdict", "LessonsScene", "all_lessons", "leave_lessons",
           "start_step"]
