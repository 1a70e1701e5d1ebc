"""Settings, effective at once: the game (language, deck art, animation, the opponents' pace,
marked honours) on the left; play aids, accessibility and sound on the right."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from cicera_gui.look.widgets import Button, Choice, Widget
from cicera_gui.scenes.base import MenuLikeScene, unit
from cicera_gui.storage.settings import AI_PACES, ANIMATION_SPEEDS
from cicera_gui.words.i18n import LANGUAGE_NAMES, LANGUAGES, N_, NC_

DECK_NAMES = {"bresciane": N_("Bresciane"), "romme": N_("Rommé"),
              "romme4": N_("Rommé, four colours")}
#: Animation and the opponents' pace: the words agree with their setting (a context each).
SPEED_NAMES = {"off": NC_("animation", "Off"), "fast": NC_("animation", "Fast"),
               "normal": NC_("animation", "Normal"), "slow": NC_("animation", "Slow")}
PACE_NAMES = {"off": NC_("pace", "Off"), "fast": NC_("pace", "Fast"),
              "normal": NC_("pace", "Normal"), "slow": NC_("pace", "Slow")}
YES_NO = [("yes", N_("Yes")), ("no", N_("No"))]
VOLUMES: dict[str, str | tuple[str, str]] = {"0.0": NC_("sound", "Off"), "0.35": N_("Low"),
                                             "0.7": N_("Medium"), "1.0": N_("High")}

#: The yes/no settings on the right, by Settings field.
TOGGLES = (
    ("practice", N_("Practice (undo)")),
    ("tracker", N_("Show the card tracker (T)")),
    ("sort_hand", N_("Sort my hand")),
    ("reduced_motion", N_("Reduced motion")),
    ("large_cards", N_("Larger cards")),
    ("high_contrast", N_("High contrast")),
)


class SettingsScene(MenuLikeScene):
    title = N_("Settings")
    row_height = 6.2
    columns: tuple[list[Widget], list[Widget]] = ([], [])

    def build(self) -> list[Widget]:
        settings = self.app.settings
        left: list[Widget] = [
            Choice(N_("Language"), [(code, LANGUAGE_NAMES[code]) for code in LANGUAGES],
                   settings.language, self._changed(self.app.set_language),
                   translate_options=False),
            Choice(N_("Card art"), list(DECK_NAMES.items()), settings.deck,
                   self._changed(self.app.set_deck)),
            Choice(N_("Animation"), [(k, SPEED_NAMES[k]) for k in ANIMATION_SPEEDS],
                   settings.animation, self._changed(self._set("animation"))),
            Choice(N_("Opponents' pace"), [(k, PACE_NAMES[k]) for k in AI_PACES],
                   settings.ai_pace, self._changed(self._set("ai_pace"))),
            Choice(N_("Mark the honours"), YES_NO,
                   "yes" if settings.honours_marked else "no",
                   self._changed(self._flag("honours_marked"))),
            Choice(N_("Coach at my side"), YES_NO, "yes" if settings.coach else "no",
                   self._changed(self._coach)),
        ]
        right: list[Widget] = [
            Choice(label, YES_NO, "yes" if getattr(settings, field) else "no",
                   self._changed(self._flag(field)))
            for field, label in TOGGLES
        ]
        volume = "0.0" if settings.muted else min(VOLUMES, key=lambda v: abs(float(v)
                                                                               - settings.volume))
        right.append(Choice(N_("Sound"), list(VOLUMES.items()), volume,
                            self._changed(self._set_volume)))
        self.columns = (left, right)
        return [*left, *right, Button(N_("Back"), self.back, primary=True)]

    def layout(self, size: tuple[int, int]) -> None:
        """Two columns side by side, the Back button centred below them."""
        u = unit(size)
        height = round(u * self.row_height)
        gap = round(u * 1.4)
        width = round(min(size[0] * 0.44, u * 64))
        middle = size[0] // 2
        top = round(size[1] * 0.25)
        columns = self.columns
        for column, widgets in enumerate(columns):
            x = middle - width - round(u * 1.5) if column == 0 else middle + round(u * 1.5)
            for row, widget in enumerate(widgets):
                widget.rect = pygame.Rect(x, top + row * (height + gap), width, height)
        rows = max((len(widgets) for widgets in columns), default=0)
        back = self.widgets[-1] if self.widgets else None
        if back is not None:
            back.rect = pygame.Rect(middle - width // 2, top + rows * (height + gap) + gap,
                                    width, height)

    def _changed(self, setter: Callable[[str], None]) -> Callable[[str], None]:
        """Apply a change at once, keep the settings, and re-lay what depends on them."""

        def apply(value: str) -> None:
            setter(value)
            save = getattr(self.app, "save_settings", None)
            if callable(save):
                save()
            for scene in self.app.stack.scenes:
                scene.layout(self.app.size)

        return apply

    def _set(self, field: str) -> Callable[[str], None]:
        return lambda value: setattr(self.app.settings, field, value)

    def _flag(self, field: str) -> Callable[[str], None]:
        def apply(value: str) -> None:
            setattr(self.app.settings, field, value == "yes")
            if field == "high_contrast":
                self.app.set_high_contrast(value == "yes")

        return apply

    def _coach(self, value: str) -> None:
        """The coach on or off, for the match in play too (never at a table with friends)."""
        self.app.settings.coach = value == "yes"
        match = self.app.match
        if match is not None:
            match.coached = self.app.settings.coach

    def _set_volume(self, value: str) -> None:
        settings = self.app.settings
        settings.muted = float(value) == 0.0
        if not settings.muted:
            settings.volume = float(value)
        apply = getattr(self.app, "apply_sound_settings", None)
        if callable(apply):
            apply()
