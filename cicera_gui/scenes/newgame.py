"""New game: the game family, the variant (the shipped ones and the player's own files of
that family), the number of players, each opponent's level, and the family's own choices
(see :mod:`cicera_gui.families.choices`; the Ciapanò family's target and end, for one).
Choices other than the variant's own make a derived variant file (see
:meth:`Storage.derived_variant`), which the match's record names, so the record replays.

The scene names no family: the families offered, their names, their variants, levels and
choices all come from the registries (:mod:`cicera_gui.families`, :mod:`engine.families`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from cicera_gui import theme
from cicera_gui.families import new_game_choices, playable, plugin, plugin_ids
from cicera_gui.i18n import N_, _, translator
from cicera_gui.match import MatchSetup, default_level, levels_of
from cicera_gui.names import LEVEL_NAMES, OPPONENT_NAMES
from cicera_gui.scenes.base import MenuLikeScene, unit
from cicera_gui.scenes.registry import open_scene
from cicera_gui.scenes.uservariants import UserVariantsPart
from cicera_gui.settings import DEFAULT_LEVEL, LEVELS, MAX_OPPONENTS
from cicera_gui.storage.files import Notice
from cicera_gui.widgets import Button, Choice, Widget
from engine.errors import EngineError
from engine.families import family, load_variant, variant_ids
from engine.game import RuleSet

if TYPE_CHECKING:
    from cicera_gui.scene import Host


def _default_first(family_id: str) -> list[str]:
    """The family's shipped variants: its default first, then the others by id."""
    default = family(family_id).default_variant
    return sorted(variant_ids(family_id), key=lambda variant: (variant != default, variant))


class NewGameScene(UserVariantsPart, MenuLikeScene):
    title = N_("New game")
    row_height = 6.4
    column_width = 0.42
    level_widgets: list[Widget] = []  # noqa: RUF012 (set by build)

    def __init__(self, app: Host) -> None:
        #: Lines of the family's longest description, by family, window, language, players.
        self._steady: dict[tuple[object, ...], int] = {}
        super().__init__(app)
        #: The families the window can play, in the registry's order, each with its variants.
        self.by_family: dict[str, dict[str, RuleSet]] = {
            family_id: {v: load_variant(v) for v in _default_first(family_id)}
            for family_id in plugin_ids() if playable(family_id)}
        self.load_user_variants()  # the player's own YAML files, broken ones listed too
        settings = app.settings
        chosen = settings.variant
        # the last variant chosen; a file of the player's that has broken since is shown
        # with its error, under its family
        broken_in = self.broken_games.get(chosen)
        self.family = (self.family_of_key(chosen)
                       or (broken_in if broken_in in self.by_family else None)
                       or next(iter(self.by_family)))
        self.variant = (chosen if self.family_of_key(chosen)
                        else family(self.family).default_variant)
        self.pick_broken(chosen)
        self.players = settings.players
        self.levels = list(settings.levels) + [""] * 7  # "": the family's default level
        self._fit_players()
        self.choices = new_game_choices(self.family)(self.rules, self.rebuild)

    def enter(self) -> None:
        super().enter()
        if self.left_out:  # said once: the folder could not be read, files left out
            open_scene(self.app, "notice", self.left_out)
            self.left_out = []

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.reading_done():  # the large files were read: listed now, and the one New
            # game was opened on, if it was one of them, chosen
            wanted, before = self.app.settings.variant, self.variant
            self.refresh_user_variants()
            family_id = self.family_of_key(wanted)
            if before == family(self.family).default_variant and family_id is not None:
                self._set_family(family_id)
                self._set_variant(wanted)
            else:
                self.rebuild()

    def waiting(self) -> bool:
        return self.reading is not None or super().waiting()

    def frame_state(self) -> object:
        return (self.reading is None, super().frame_state())

    def changes(self) -> dict[str, object]:
        """The choices that differ from the variant's own."""
        return self.choices.changes(self.rules, self.players)

    @property
    def variants(self) -> dict[str, RuleSet]:
        """The variants of the family shown, by key (a shipped id or a file path)."""
        return self.by_family[self.family]

    @property
    def rules(self) -> Any:
        return self.variants[self.variant]

    def level_options(self) -> list[tuple[str, str]]:
        """The family's levels, easiest first."""
        return [(lv, LEVEL_NAMES.get(lv, lv)) for lv in levels_of(family(self.family))]

    def _level(self, seat: int) -> str:
        options = [value for value, _name in self.level_options()]
        level = self.levels[seat - 1]
        return level if level in options else default_level(family(self.family))

    def _fit_players(self) -> None:
        if self.players not in self.rules.players:
            self.players = self.rules.default_players

    def description(self) -> list[str]:
        """What the chosen variant and players mean, as the family says it."""
        return self.choices.description(self.rules, self.players)

    def description_lines(self, size: tuple[int, int],
                          description: list[str] | None = None) -> list[str]:
        """The description (the chosen variant's, unless given) wrapped to the column."""
        u = unit(size)
        width = round(max(u * 60, size[0] * self.column_width))
        return [piece for line in (self.description() if description is None else description)
                for piece in self.app.fonts.wrap_balanced(line, round(u * 2.5), width)]

    def steady_lines(self, size: tuple[int, int]) -> int:
        """The most lines the description of any variant of the family takes with the
        players chosen (as near as the variant allows): room kept for them, so the rows
        stay where they are as the variant changes."""
        key = (self.family, size, translator.language, tuple(self.variants), self.players)
        found = self._steady.get(key)
        if found is not None:
            return found
        most = 1
        for rules in self.variants.values():
            choices = new_game_choices(self.family)(rules, lambda: None)
            players = min(max(rules.players), max(min(rules.players), self.players))
            most = max(most, len(self.description_lines(
                size, choices.description(rules, players))))
        self._steady[key] = most
        return most

    def column_top(self, size: tuple[int, int]) -> float:
        u = unit(size)
        lines = (len(self.broken_lines(size)) if self.broken_shown
                 else len(self.description_lines(size)))
        return self.description_top(size) + max(self.steady_lines(size), lines) * u * 3.4 + u * 1.6

    def rebuild(self) -> None:
        """The rows again for what was chosen, the row just used left where it was, under
        the pointer (as far as the window allows): clicking an arrow again goes on changing
        the same choice, however the rows and the description above them changed."""
        used = self.focus.focused()
        label = getattr(used, "label", None)
        before = used.rect.y if used is not None else None
        super().rebuild()
        again = next((w for w in self.widgets if getattr(w, "label", None) == label), None)
        if again is None or before is None or label is None:
            return
        self.focus.focus = self.widgets.index(again)  # the keyboard's focus stays on it too
        size = self.app.size
        lowest = self.column_top(size) - self.widgets[0].rect.top  # not over the description
        highest = size[1] - unit(size) - self.widgets[-1].rect.bottom  # nor off the window
        shift = max(lowest, min(highest, before - again.rect.y))
        for widget in self.widgets:
            widget.rect.move_ip(0, round(shift))

    def layout(self, size: tuple[int, int]) -> None:
        """The column under the description, its rows closer together when the window is
        short (never past its bottom); when even then they would not fit, the opponents'
        levels stand two to a row."""
        u = unit(size)
        top = self.column_top(size)
        rows = max(1, len(self.widgets))
        room = size[1] - u * 2 - top
        fitting = room / rows / u - 1.6  # row height, in units, that fits
        paired = self.level_widgets if fitting < 4.2 and len(self.level_widgets) > 1 else []
        if paired:
            rows -= len(paired) // 2
            fitting = room / rows / u - 1.6
        self.row_height = min(NewGameScene.row_height, max(4.2, fitting))
        super().layout(size)
        if not paired:
            return
        width = max(u * 60, size[0] * self.column_width)
        gap = u * 1.6
        first = self.widgets.index(paired[0])
        start = paired[0].rect.top
        step = u * self.row_height + gap
        for index, widget in enumerate(paired):
            x = size[0] / 2 - width - gap / 2 if index % 2 == 0 else size[0] / 2 + gap / 2
            if index == len(paired) - 1 and index % 2 == 0:
                x = size[0] / 2 - width / 2  # the last one alone, centred
            widget.rect.topleft = (round(x), round(start + index // 2 * step))
        below = start + (len(paired) + 1) // 2 * step
        for offset, widget in enumerate(self.widgets[first + len(paired):]):
            widget.rect.top = round(below + offset * step)

    def build(self) -> list[Widget]:
        families = [(family_id, plugin(family_id).name) for family_id in self.by_family]
        widgets: list[Widget] = [
            Choice(N_("Game"), families, self.family, self._set_family),
            Choice(N_("Variant"), self.variant_options(), self.broken_shown or self.variant,
                   self._set_variant),
            Choice(N_("Players"), [(str(n), str(n)) for n in self.rules.players],
                   str(self.players), self._set_players, translate_options=False),
        ]
        widgets += self.choices.widgets(self.rules, self.players)
        self.level_widgets: list[Widget] = [
            Choice(OPPONENT_NAMES[seat], self.level_options(), self._level(seat),
                   self._level_setter(seat)) for seat in range(1, self.players)]
        widgets += self.level_widgets
        if self.broken_shown:  # a broken file: its error only
            widgets, self.level_widgets = widgets[:2], []
        widgets += [Button(N_("Start"), self.start, primary=True, enabled=not self.broken_shown),
                    Button(N_("Back"), self.back)]
        return widgets

    def _set_family(self, value: str) -> None:
        self.family = value
        self.broken_shown = None
        self.variant = family(value).default_variant
        self._fit_players()
        self.choices = new_game_choices(value)(self.rules, self.rebuild)
        self._remember()
        self.rebuild()

    def _set_variant(self, value: str) -> None:
        if self.pick_broken(value):
            return self.rebuild()
        self.variant = value
        self._fit_players()
        self.choices.reset(self.rules)
        self._remember()
        self.rebuild()

    def _set_players(self, value: str) -> None:
        self.players = int(value)
        self._remember()
        self.rebuild()

    def _level_setter(self, seat: int) -> Callable[[str], None]:
        def set_level(value: str) -> None:
            self.levels[seat - 1] = value
            self._remember()

        return set_level

    def _remember(self) -> None:
        """The choices are kept at once: New game opens on them next time."""
        settings = self.app.settings
        settings.variant = self.variant
        settings.players = self.players
        settings.levels = [lv if lv in LEVELS else DEFAULT_LEVEL
                           for lv in self.levels[:MAX_OPPONENTS]]

    def start(self) -> None:
        self._remember()
        levels = [self._level(seat) for seat in range(1, self.players)]
        variant = self.variant
        rules: RuleSet | None = None
        try:
            if variant in self.user_keys:  # the player's file, as it is now: it may have
                # changed or gone since New game listed it
                rules = self.app.storage.user_variant_rules(variant)
                if rules.game != self.family:
                    raise EngineError(_("{file}: this game cannot be played here").format(
                        file=Path(variant).name))
            changes = self.choices.changes(rules or self.rules, self.players)
            if changes:
                variant = str(self.app.storage.derived_variant(self.variant, changes))
                rules = self.app.storage.user_variant_rules(variant)
        except (OSError, EngineError) as exc:  # nowhere to keep the chosen rules, or the
            # player's file gone or broken since it was listed: no match that could not
            # replay; the player hears why, and New game lists the files as they are now
            self.refresh_user_variants()
            self.choices = new_game_choices(self.family)(self.rules, self.rebuild)
            self._fit_players()
            self.rebuild()
            open_scene(self.app, "notice", [Notice(
                N_("The chosen rules could not be used: {error}"), {"error": str(exc)})])
            return
        self.app.start_match(MatchSetup(variant, self.players, levels, rules=rules))
        notices = self.app.storage.take_notices()
        if notices:  # e.g. something unusable where the chosen rules are kept, set aside
            open_scene(self.app, "notice", notices)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.draw_broken(surface):
            return
        size = surface.get_size()
        u = unit(size)
        y = self.description_top(size) + u * 1.7
        for line in self.description_lines(size):
            theme.draw_text(surface, self.app.fonts, line, (surface.get_width() / 2, y),
                            round(u * 2.5), theme.CREAM, anchor="center", shadow=True)
            y += u * 3.4
