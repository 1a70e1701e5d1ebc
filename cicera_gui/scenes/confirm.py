"""New game while a match is in progress: keep playing it, or start anew (the match left is
kept in the history, where it can be exported or imported again)."""

from __future__ import annotations

from cicera_gui.look.widgets import Button, Widget
from cicera_gui.scenes.dialog import TextDialog
from cicera_gui.scenes.registry import replace_with, reset_to
from cicera_gui.words.i18n import N_, _


class NewGameConfirm(TextDialog):
    """Asks before New game replaces the match in progress."""

    widest = 100.0
    veil = 170

    def build(self) -> list[Widget]:
        return [Button(N_("Keep playing it"), self.keep, primary=True),
                Button(N_("Start a new match"), self.start_anew)]

    def keep(self) -> None:
        if self.app.match is not None:
            reset_to(self.app, "table", self.app.match)

    def start_anew(self) -> None:
        replace_with(self.app, "newgame")

    def heading(self) -> str:
        return _("New game")

    def paragraphs(self) -> list[str]:
        return [_("A match is in progress. If you start a new one, the match in progress is "
                  "kept in the history (Statistics), where you can export it.")]
