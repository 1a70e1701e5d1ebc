"""A dialog that tells the player something once: e.g. that a damaged file was set aside."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from cicera_gui.look.widgets import Button, Widget
from cicera_gui.scenes.dialog import TextDialog
from cicera_gui.storage import Notice
from cicera_gui.words.i18n import N_, _

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host


class NoticeDialog(TextDialog):
    """The notices in a panel over the scene below, and OK."""

    column_width = 0.2

    def __init__(self, app: Host, notices: Sequence[Notice]) -> None:
        super().__init__(app)
        self.notices = list(notices)

    def build(self) -> list[Widget]:
        return [Button(N_("OK"), self.back, primary=True)]

    def heading(self) -> str:
        return _("Please note")

    def paragraphs(self) -> list[str]:
        return [_(notice.message).format(**notice.params) for notice in self.notices]


class AlreadyOpenDialog(NoticeDialog):
    """Another copy of the program holds the player's files: open read-only, or quit."""

    def __init__(self, app: Host) -> None:
        other = app.storage.other_copy
        folder = str(other.folder) if other is not None else ""
        owner = f" ({other.owner})" if other is not None and other.owner else ""
        super().__init__(app, [
            Notice(N_("Cicera is already open with your files in {folder}{owner}."),
                   {"folder": folder, "owner": owner}),
            Notice(N_("You can open it read-only (nothing you do here is saved), or quit.")),
        ])

    def build(self) -> list[Widget]:
        return [Button(N_("Open read-only"), self.back, primary=True),
                Button(N_("Quit"), self.app.quit)]

    def back(self) -> None:
        """Esc, or Open read-only: the program goes on, read-only."""
        self.app.stack.pop()
