"""New game: the game family, the variant, the number of players, each opponent's level; the
target shown, and for the Ciapanò family chosen: the target and, where the variant ends with
survivors, how many survive or that the first to the target ends it. Choices other than the
variant's own make a derived variant file (see :meth:`Storage.derived_variant`), which the
match's record names, so the record replays."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from cicera_gui import theme
from cicera_gui.i18n import N_, _, join_list
from cicera_gui.match import MatchSetup, default_level, levels_of
from cicera_gui.names import LEVEL_NAMES, OPPONENT_NAMES, point_name
from cicera_gui.scenes.base import MenuLikeScene, unit
from cicera_gui.scenes.registry import open_scene
from cicera_gui.scenes.uservariants import UserVariantsPart
from cicera_gui.settings import LEVELS
from cicera_gui.storage.files import Notice
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
#: The targets offered for a penalty variant, by its scoring (the variant's own is added).
TARGETS = {"balance": (21, 31, 41, 51, 61), "mattazza": (3, 5, 7, 10),
           "busche": (5, 10, 15, 20)}
#: How many players still in end a match that ends with survivors.
SURVIVORS = (1, 2, 3)
if TYPE_CHECKING:
    from cicera_gui.scene import Host


class NewGameScene(UserVariantsPart, MenuLikeScene):
    title = N_("New game")
    row_height = 6.4
    column_width = 0.42
    level_widgets: list[Widget] = []  # noqa: RUF012 (set by build)

    def __init__(self, app: Host) -> None:
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
        self._reset_choices()

    def _reset_choices(self) -> None:
        """The target and the end as the variant has them."""
        rules = self.rules
        self.target = int(getattr(rules, "target", 0))
        self.end = str(getattr(rules, "end", ""))
        self.survivors = int(getattr(rules, "survivors", 1))

    def changes(self) -> dict[str, object]:
        """The choices that differ from the variant's own."""
        if self.family == "cicera":
            return {}
        rules = self.rules
        chosen: dict[str, object] = {"target": self.target, "end": self.end}
        if self.end == "survivors":
            chosen["survivors"] = self._survivors()
        return {key: value for key, value in chosen.items() if getattr(rules, key) != value}

    def _survivors(self) -> int:
        """The chosen survivors, fewer than the players (one survives at least)."""
        return min(self.survivors, max(1, self.players - 1))

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
            if self.end == "survivors" and self._survivors() > 1:
                return [_("Whoever reaches {target} is out; the match ends when {n} players "
                          "are left, who win").format(target=self.target, n=self._survivors())]
            return [_(END_NAMES[self.end]).format(target=self.target, deals=rules.deals)]
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
        options = (self.variant_options() if self.family == "cicera" else
                   [(key, rules.name) for key, rules in self.variants.items()])
        widgets: list[Widget] = [
            Choice(N_("Game"), list(FAMILY_NAMES.items()), self.family, self._set_family),
            Choice(N_("Variant"), options, self.broken_shown or self.variant,
                   self._set_variant),
            Choice(N_("Players"), [(str(n), str(n)) for n in self.rules.players],
                   str(self.players), self._set_players, translate_options=False),
        ]
        widgets += self.end_choices()
        self.level_widgets: list[Widget] = [
            Choice(OPPONENT_NAMES[seat], self.level_options(), self._level(seat),
                   self._level_setter(seat)) for seat in range(1, self.players)]
        widgets += self.level_widgets
        if self.broken_shown:  # a broken file: its error only
            widgets, self.level_widgets = widgets[:2], []
        widgets += [Button(N_("Start"), self.start, primary=True, enabled=not self.broken_shown),
                    Button(N_("Back"), self.back)]
        return widgets

    def end_choices(self) -> list[Widget]:
        """The target, and for a variant that ends with survivors: how it ends."""
        rules = self.rules
        if self.family == "cicera" or rules.end == "deals":
            return []
        targets = sorted(set(TARGETS[rules.scoring]) | {rules.target})
        widgets: list[Widget] = [Choice(N_("Target"), [(str(t), str(t)) for t in targets],
                                        str(self.target), self._set_target,
                                        translate_options=False)]
        if rules.end == "survivors":
            widgets.append(Choice(N_("End"), [("survivors", N_("last players in")),
                                              ("first_to_target", N_("first to the target"))],
                                  self.end, self._set_end))
            counts = [n for n in SURVIVORS if n < self.players]
            if self.end == "survivors" and len(counts) > 1:
                widgets.append(Choice(N_("Survivors"), [(str(n), str(n)) for n in counts],
                                      str(self._survivors()), self._set_survivors,
                                      translate_options=False))
        return widgets

    def _set_target(self, value: str) -> None:
        self.target = int(value)
        self.rebuild()

    def _set_end(self, value: str) -> None:
        self.end = value
        self.rebuild()

    def _set_survivors(self, value: str) -> None:
        self.survivors = int(value)
        self.rebuild()

    def _set_family(self, value: str) -> None:
        self.family = value
        self.broken_shown = None
        self.variants = self.by_family[value]
        self.variant = family(value).default_variant
        self._fit_players()
        self._reset_choices()
        self._remember()
        self.rebuild()

    def _set_variant(self, value: str) -> None:
        if self.pick_broken(value):
            return self.rebuild()
        self.variant = value
        self._fit_players()
        self._reset_choices()
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
        variant = self.variant
        changes = self.changes()
        if changes:
            try:
                variant = str(self.app.storage.derived_variant(self.variant, changes))
            except OSError as exc:  # nowhere to keep the chosen rules: no match that
                # could not replay; the player hears why
                open_scene(self.app, "notice", [Notice(
                    N_("The chosen rules could not be saved: {error}"), {"error": str(exc)})])
                return
        self.app.start_match(MatchSetup(variant, self.players, levels))

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
