"""New game's part for the player's own variants (``<data>/variants/*.yaml``): valid ones
join the variant chooser, marked as the player's; a broken one is listed too, and choosing
it shows its error (file, key, problem) instead of the match's details, with Start disabled.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from cicera_gui import theme
from cicera_gui.i18n import _
from cicera_gui.scenes.base import unit
from engine.cicera import CiceraRules

if TYPE_CHECKING:
    from cicera_gui.scene import Host

BROKEN_COLOR = (255, 170, 150)


class UserVariantsPart:
    """Mixed into NewGameScene, which owns ``variants`` (by key: shipped id or file path)."""

    app: Host
    variants: dict[str, CiceraRules]
    broken: dict[str, str]
    broken_shown: str | None = None

    def load_user_variants(self) -> None:
        found = self.app.storage.user_variants()
        self.user_keys = set(found.valid)
        self.variants.update(found.valid)
        self.broken = found.broken

    def variant_options(self) -> list[tuple[str, str]]:
        """The chooser's options: shipped variants, the player's, then the broken files."""
        options = []
        for key, rules in self.variants.items():
            name = rules.name
            options.append((key, _("{name} (yours)").format(name=name)
                            if key in self.user_keys else name))
        options += [(key, _("{file} (broken)").format(file=Path(key).stem))
                    for key in self.broken]
        return options

    def pick_broken(self, value: str) -> bool:
        """True when ``value`` is a broken file: it is shown, and cannot be started."""
        self.broken_shown = value if value in self.broken else None
        return self.broken_shown is not None

    def draw_broken(self, surface: pygame.Surface) -> bool:
        """Draw the shown broken file's error; False when none is shown."""
        if self.broken_shown is None:
            return False
        fonts = self.app.fonts
        width, height = surface.get_size()
        u = unit((width, height))
        size = round(u * 2.3)
        lines = [_("This variant cannot be played:"),
                 *fonts.wrap(self.broken[self.broken_shown], size, round(width * 0.8))][:5]
        y = height * 0.25 - u * 3.4 * (len(lines) - 2) / 2
        for index, line in enumerate(lines):
            theme.draw_text(surface, fonts, line, (width / 2, y), size,
                            theme.CREAM if index == 0 else BROKEN_COLOR, anchor="center",
                            shadow=True)
            y += u * 3.0
        return True
