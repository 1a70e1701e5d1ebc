"""New game's part for the player's own variants (``<data>/variants/*.yaml``), of any family:
valid ones join their family's variant chooser, marked as the player's; a broken one is listed
too (under its family, or under every family when the file cannot say which), and choosing it
shows its error (file, key, problem) instead of the match's details, with Start disabled.
"""

from __future__ import annotations

from concurrent.futures import Future
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from cicera_gui.look import theme
from cicera_gui.scenes.base import unit
from cicera_gui.storage.files import Notice
from cicera_gui.storage.variants import MAX_FILES, UserVariants
from cicera_gui.words.i18n import N_, _
from cicera_gui.words.problems import problem_text
from engine.families import family
from engine.game import RuleSet

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host

BROKEN_COLOR = (255, 170, 150)


def left_out_notices(found: UserVariants, folder: Path) -> list[Notice]:
    """What New game must say it did not list: a folder it cannot read, files past the
    limit."""
    notices = []
    if found.unreadable is not None:
        notices.append(Notice(N_("Your variants folder {folder} could not be read ({why}); "
                                 "only the shipped variants are offered."),
                              {"folder": str(folder), "why": found.unreadable}))
    if found.left_out:
        notices.append(Notice(N_("Only the first {shown} of your variant files (by name) are "
                                 "listed; files left out: {count}."),
                              {"shown": str(MAX_FILES), "count": str(found.left_out)}))
    return notices


class UserVariantsPart:
    """Mixed into NewGameScene, which owns ``by_family`` (family id -> variants by key: a
    shipped id or a file path) and the family shown, ``family``."""

    app: Host
    family: str
    variant: str
    by_family: dict[str, dict[str, RuleSet]]
    broken: dict[str, str]
    broken_shown: str | None = None
    #: What the listing left out, said once when New game opens.
    left_out: list[Notice]
    #: Large files being parsed off the main thread; None when none are.
    reading: Future[None] | None = None

    def load_user_variants(self) -> None:
        """The player's files, each valid one under its family; a valid file of a family that
        New game does not offer is listed as broken, saying so. What could not be listed (a
        folder that cannot be read, files past the limit) is said in :attr:`left_out`."""
        storage = self.app.storage
        found = storage.user_variants(large_later=True)
        self.left_out = left_out_notices(found, storage.locations.variants)
        # large files not read yet: parsed on a thread of their own, listed when they are
        self.reading = storage.variant_files.parse_later(found.pending) if found.pending \
            else None
        for listed in self.by_family.values():  # the player's files listed before, if any
            for key in getattr(self, "user_keys", set()):
                listed.pop(key, None)
        self.user_keys = set(found.valid)
        self.broken = {key: problem_text(found.problems[key]) if key in found.problems
                       else why for key, why in found.broken.items()}
        self.broken_games = dict(found.broken_games)
        for key, rules in found.valid.items():
            variants = self.by_family.get(rules.game)
            if variants is None:
                self.broken[key] = _("{file}: this game cannot be played here").format(
                    file=Path(key).name)
                continue
            variants[key] = rules

    def reading_done(self) -> bool:
        """Large files were being read and now are: True once, when the listing should be
        made again (they join it, parsed; nothing is parsed on this thread)."""
        if self.reading is None or not self.reading.done():
            return False
        self.reading = None
        return True

    def refresh_user_variants(self) -> None:
        """The player's files listed again (one changed or went away since New game opened);
        a variant chosen that is gone falls back to its family's default."""
        self.load_user_variants()
        if self.broken_shown is not None and self.broken_shown not in self.broken:
            self.broken_shown = None
        if self.variant not in self.by_family[self.family]:
            if self.variant in self.broken and \
                    self.broken_games.get(self.variant, self.family) == self.family:
                self.broken_shown = self.variant
            self.variant = family(self.family).default_variant

    def variant_options(self) -> list[tuple[str, str]]:
        """The chooser's options for the family shown: shipped variants, the player's, then
        the broken files of the family (or of no family it could tell)."""
        options = []
        for key, rules in self.by_family[self.family].items():
            name = rules.name
            options.append((key, _("{name} (yours)").format(name=name)
                            if key in self.user_keys else name))
        options += [(key, _("{file} (broken)").format(file=Path(key).stem))
                    for key in self.broken
                    if self.broken_games.get(key, self.family) == self.family]
        return options

    def family_of_key(self, key: str) -> str | None:
        """The family whose chooser offers ``key``; None when none does."""
        return next((family_id for family_id, variants in self.by_family.items()
                     if key in variants), None)

    def pick_broken(self, value: str) -> bool:
        """True when ``value`` is a broken file: it is shown, and cannot be started."""
        self.broken_shown = value if value in self.broken else None
        return self.broken_shown is not None

    def description_top(self, size: tuple[int, int]) -> float:
        """Where the lines under the title start (the description, or a file's error)."""
        return size[1] * 0.16 + unit(size) * 5.5

    def broken_lines(self, size: tuple[int, int]) -> list[str]:
        """The shown broken file's error in lines (at most five); none when none is shown."""
        if self.broken_shown is None:
            return []
        text_size = round(unit(size) * 2.3)
        return [_("This variant cannot be played:"),
                *self.app.fonts.wrap(self.broken[self.broken_shown], text_size,
                                     round(size[0] * 0.8))][:5]

    def draw_broken(self, surface: pygame.Surface) -> bool:
        """Draw the shown broken file's error under the title, where the description goes
        (New game keeps the rows below it); False when none is shown."""
        size = surface.get_size()
        lines = self.broken_lines(size)
        if not lines:
            return False
        u = unit(size)
        y = self.description_top(size) + u * 1.7
        for index, line in enumerate(lines):
            theme.draw_text(surface, self.app.fonts, line, (size[0] / 2, y), round(u * 2.3),
                            theme.CREAM if index == 0 else BROKEN_COLOR, anchor="center",
                            shadow=True)
            y += u * 3.4
        return True
