"""Settings: language, deck art, animation speed, the opponents' pace; effective at once."""

from __future__ import annotations

from cicera_gui.i18n import LANGUAGE_NAMES, LANGUAGES, N_
from cicera_gui.scenes.base import MenuLikeScene
from cicera_gui.settings import AI_PACES, ANIMATION_SPEEDS
from cicera_gui.widgets import Button, Choice, Widget

DECK_NAMES = {"bresciane": N_("Bresciane"), "romme": N_("Rommé"),
              "romme4": N_("Rommé, four colours")}
SPEED_NAMES = {"off": N_("Off"), "fast": N_("Fast"), "normal": N_("Normal"), "slow": N_("Slow")}


class SettingsScene(MenuLikeScene):
    title = N_("Settings")
    row_height = 6.6

    def column_top(self, size: tuple[int, int]) -> float:
        return size[1] * 0.28

    def build(self) -> list[Widget]:
        settings = self.app.settings
        return [
            Choice(N_("Language"), [(code, LANGUAGE_NAMES[code]) for code in LANGUAGES],
                   settings.language, self.app.set_language, translate_options=False),
            Choice(N_("Card art"), list(DECK_NAMES.items()), settings.deck, self.app.set_deck),
            Choice(N_("Animation"), [(k, SPEED_NAMES[k]) for k in ANIMATION_SPEEDS],
                   settings.animation, self._set_animation),
            Choice(N_("Opponents' pace"), [(k, SPEED_NAMES[k]) for k in AI_PACES],
                   settings.ai_pace, self._set_pace),
            Choice(N_("Mark the honours"), [("yes", N_("Yes")), ("no", N_("No"))],
                   "yes" if settings.honours_marked else "no", self._set_honours),
            Button(N_("Back"), self.back, primary=True),
        ]

    def _set_animation(self, value: str) -> None:
        self.app.settings.animation = value

    def _set_pace(self, value: str) -> None:
        self.app.settings.ai_pace = value

    def _set_honours(self, value: str) -> None:
        self.app.settings.honours_marked = value == "yes"
