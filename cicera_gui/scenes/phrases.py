"""Table talk at a table with friends, as card players talk: a fixed set of phrases (no
free text to moderate), each sent as its code and shown to every reader in their own
language, in a bubble by the seat that said it (:mod:`cicera_gui.table.phrases`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from cicera_gui.look.widgets import Button, Widget
from cicera_gui.scenes.dialog import TextDialog
from cicera_gui.table.phrases import PHRASE_WORDS
from cicera_gui.words.i18n import N_, _

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host


class PhraseDialog(TextDialog):
    """The phrases to choose from; the one chosen is said to the table."""

    widest = 70.0
    row_height = 5.0

    def __init__(self, app: Host, say: Callable[[str], None]) -> None:
        self.say = say
        super().__init__(app)

    def heading(self) -> str:
        return _("Say to the table")

    def paragraphs(self) -> list[str]:
        return []

    def build(self) -> list[Widget]:
        return [*(Button(words, self._sayer(code)) for code, words in PHRASE_WORDS.items()),
                Button(N_("Back"), self.back)]

    def _sayer(self, code: str) -> Callable[[], None]:
        def said() -> None:
            self.app.stack.remove(self)
            self.say(code)

        return said
