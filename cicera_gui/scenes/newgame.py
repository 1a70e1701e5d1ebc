"""New game: the game family, the variant, the number of players, each opponent's level; the
target shown."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from cicera_gui import theme
from cicera_gui.i18n import N_, _, join_list
from cicera_gui.match import MatchSetup, default_level, levels_of
from cicera_gui.names import LEVEL_NAMES, OPPONENT_NAMES, point_name
from cicera_gui.scenes.base import MenuLikeScene, unit
from cicera_gui.scenes.uservariants import UserVariantsPart
from cicera_gui.settings import LEVELS
from cicera_gui.widgets import Button, Choice, Widget
from engine.cicera import EventPoint, load_rules
from engine.families import family, load_variant, variant_ids

#: The game families New game offers, by id, as players name them.
FAMILY_NAMES = {"cicera": N_("Cicera"), "ciapano": N_("Ciapanò family")}
#: How each end of a penalty match is said.
END_NAMES = {
    "survivors": N_("Whoever reaches {target} is out; the last player in wins"),
    "first_to_target": N_("The first to reach {target} ends the match; the fewest points win"),
    "deals": N_("The match lasts {deals} deals; the fewest points win"),
}
if TYPE_CHECKING:
    from cicera_gui.app import App


class NewGameScene(UserVariantsPart, MenuLikeScene):
    title = N_("New game")
    row_height = 6.4
    column_width = 0.42

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.variants: dict[str, Any] = {v: load_rules(v) for v in variant_ids("cicera")}
        self.load_user_variants()  # the player's own YAML files, broken ones listed too
        self.by_family: dict[str, dict[str, Any]] = {
            "cicera": self.variants,
            "ciapano": {v: load_variant(v) for v in variant_ids("ciapano")},
        }
        settings = app.settings
        self.family = "ciapano" if settings.variant in self.by_family["ciapano"] else "cicera"
        self.variants = self.by_family[self.family]
        self.variant = settings.variant if settings.variant in self.variants else "pagat"
        self.players = settings.players
        self.levels = list(settings.levels) + ["normal"] * 7
        self._fit_players()

    @property
    def rules(self) -> Any:
        return self.variants[self.variant]

    def level_options(self) -> list[tuple[str, str]]:
        """The family's levels, easiest first."""
        if self.family == "cicera":
            return [(lv, LEVEL_NAMES[lv]) for lv in LEVELS]
        found = levels_of(family(self.family))
        return [(lv, LEVEL_NAMES.get(lv, lv)) for lv in found]

    def _level(self, seat: int) -> str:
        options = [value for value, _name in self.level_options()]
        level = self.levels[seat - 1]
        return level if level in options else default_level(family(self.family))

    def _fit_players(self) -> None:
        if self.players not in self.rules.players:
            self.players = self.rules.default_players

    def description(self) -> list[str]:
        """What the chosen variant and players mean: the target, the sides, the extras."""
        rules = self.rules
        if self.family != "cicera":
            return [_(END_NAMES[rules.end]).format(target=rules.target, deals=rules.deals)]
        lines = [_("Target: {target} points").format(target=rules.target)]
        if rules.partnerships(self.players):
            lines.append(_("Four players: you and {partner} against {a} and {b}").format(
                partner=OPPONENT_NAMES[2], a=OPPONENT_NAMES[1], b=OPPONENT_NAMES[3]))
        extras = [name for flag, name in ((rules.cinquina, point_name(EventPoint.CINQUINA)),
                                          (rules.napoleone, _("Napoleone")),
                                          (rules.forced_points_void, _("forced points void")))
                  if flag]
        if extras:
            lines.append(join_list(extras))
        return lines

    def description_lines(self, size: tuple[int, int]) -> list[str]:
        """The description wrapped to the column's width."""
        u = unit(size)
        width = round(max(u * 60, size[0] * self.column_width))
        return [piece for line in self.description()
                for piece in self.app.fonts.wrap(line, round(u * 2.5), width)]

    def description_top(self, size: tuple[int, int]) -> float:
        return size[1] * 0.16 + unit(size) * 5.5  # under the title

    def column_top(self, size: tuple[int, int]) -> float:
        u = unit(size)
        lines = len(self.description_lines(size)) if not self.broken_shown else 2
        return self.description_top(size) + lines * u * 3.4 + u * 1.6

    def layout(self, size: tuple[int, int]) -> None:
        """The column under the description, its rows closer together when the window is
        short (never past its bottom)."""
        u = unit(size)
        top = self.column_top(size)
        rows = max(1, len(self.widgets))
        room = size[1] - u * 2 - top
        fitting = room / rows / u - 1.6  # row height, in units, that fits
        self.row_height = min(NewGameScene.row_height, max(4.2, fitting))
        super().layout(size)

    def build(self) -> list[Widget]:
        options = (self.variant_options() if self.family == "cicera" else
                   [(key, rules.name) for key, rules in self.variants.items()])
        widgets: list[Widget] = [
            Choice(N_("Game"), list(FAMILY_NAMES.items()), self.family, self._set_family),
            Choice(N_("Variant"), options, self.broken_shown or self.variant,
                   self._set_variant),
            Choice(N_("Players"), [(str(n), str(n)) for n in self.rules.players],
                   str(self.players), self._set_players, translate_options=False),
        ]
        for seat in range(1, self.players):
            widgets.append(Choice(OPPONENT_NAMES[seat], self.level_options(),
                                  self._level(seat), self._level_setter(seat)))
        widgets = widgets[:2] if self.broken_shown else widgets  # a broken file: its error only
        widgets += [Button(N_("Start"), self.start, primary=True, enabled=not self.broken_shown),
                    Button(N_("Back"), self.back)]
        return widgets

    def _set_family(self, value: str) -> None:
        self.family = value
        self.broken_shown = None
        self.variants = self.by_family[value]
        self.variant = next(iter(self.variants)) if value != "cicera" else "pagat"
        self._fit_players()
        self._remember()
        self.rebuild()

    def _set_variant(self, value: str) -> None:
        if self.pick_broken(value):
            return self.rebuild()
        self.variant = value
        self._fit_players()
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
        settings.levels = [lv if lv in LEVELS else "normal" for lv in self.levels[:3]]

    def start(self) -> None:
        settings = self.app.settings
        settings.variant = self.variant
        settings.players = self.players
        settings.levels = [lv if lv in LEVELS else "normal" for lv in self.levels[:3]]
        levels = [self._level(seat) for seat in range(1, self.players)]
        self.app.start_match(MatchSetup(self.variant, self.players, levels))

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
