"""A dialog that says what is being worked out off the window's thread (a position replayed
from a long match, say), with Cancel: the window keeps drawing, and the work's result is
handed on once it comes in (a failure is said as a notice)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from cicera_gui.look.widgets import Button, Widget
from cicera_gui.play.tasks import Task
from cicera_gui.scenes.dialog import TextDialog
from cicera_gui.storage import Notice
from cicera_gui.words.i18n import N_, _
from engine.bounds import one_line

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host


class WorkingDialog(TextDialog):
    """``message`` (a message id) while ``task`` runs; then the dialog closes and ``then``
    takes the result. Cancel (or Esc) closes it and forgets the result."""

    column_width = 0.2

    def __init__(self, app: Host, message: str, task: Task[Any],
                 then: Callable[[Any], None]) -> None:
        super().__init__(app)
        self.message = message
        self.task = task
        self.then = then

    def heading(self) -> str:
        return _("One moment")

    def paragraphs(self) -> list[str]:
        return [_(self.message)]

    def build(self) -> list[Widget]:
        return [Button(N_("Cancel"), self.back, primary=True)]

    def waiting(self) -> bool:
        return True  # the work comes in without input

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.task.done or self.app.stack.top is not self:
            return
        self.app.stack.pop()
        try:
            result = self.task.result()
        except Exception as problem:  # said, and the program goes on where it was
            from cicera_gui.scenes.registry import open_scene

            open_scene(self.app, "notice", [Notice(
                N_("This could not be done: {error}"), {"error": one_line(str(problem))})])
            return
        self.then(result)
