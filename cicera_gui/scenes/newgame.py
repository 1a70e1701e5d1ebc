"""New game: the game family, the variant (the shipped ones and the player's own files of
that family), the number of players, each opponent's level, and the family's own choices
(see :mod:`cicera_gui.scenes.choices`; the Ciapanò family's target and end, for one).
Choices other than the variant's own make a derived variant file (see
:meth:`Storage.derived_variant`), which the match's record names, so the record replays.

The scene names no family: the families offered, their names, their variants, levels and
choices all come from the registries (:mod:`cicera_gui.play.families`,
:mod:`cicera_gui.scenes.families`, :mod:`engine.families`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from cicera_gui.look import boxes, theme
from cicera_gui.look.widgets import Button, Choice, Widget
from cicera_gui.play.families import plugin, shipped_variants
from cicera_gui.play.match import FRIEND, MatchSetup, default_level, levels_of
from cicera_gui.scenes.base import MenuLikeScene, unit
from cicera_gui.scenes.choices import FRIEND_WAY, FamilyChoices
from cicera_gui.scenes.families import new_game_choices
from cicera_gui.scenes.registry import open_scene
from cicera_gui.scenes.uservariants import UserVariantsPart
from cicera_gui.storage.files import Notice
from cicera_gui.storage.settings import DEFAULT_LEVEL, LEVELS, MAX_OPPONENTS, MAX_REMEMBERED
from cicera_gui.words.i18n import N_, _, join_sentences, translator
from cicera_gui.words.names import LEVEL_NAMES, OPPONENT_NAMES, variant_name
from cicera_gui.words.problems import problem_text
from engine.errors import EngineError, Problem, VariantError
from engine.families import family, load_variant
from engine.game import RuleSet
from engine.lessons.model import lessons_of

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host


#: The gap between New game's two columns, in units.
COLUMN_GAP = 3.0
#: The link to a game's lessons.
LEARN_IT = N_("New to {game}? Learn it in ten minutes")


@dataclass
class LearnLink(Button):
    """The button that opens a game's lessons, the game named in its words."""

    game: str = ""

    def text(self) -> str:
        return _(self.label).format(game=_(self.game))
#: The band under the rows (what the variant is, or how a level plays): its text size and
#: line step, in units.
BAND_TEXT = 2.1
BAND_LINE = 2.7


class NewGameScene(UserVariantsPart, MenuLikeScene):
    title = N_("New game")
    row_height = 6.4
    level_widgets: list[Widget] = []  # noqa: RUF012 (set by build)
    #: "New to Cicera? Learn it in ten minutes", for a game that has lessons (set by build)
    learn: Button | None = None

    def __init__(self, app: Host) -> None:
        #: Lines of the family's longest description, by family, window, language, players.
        self._steady: dict[tuple[object, ...], int] = {}
        #: Rows of the longer column, by the variants listed (see :meth:`grid_rows`).
        self._rows: dict[tuple[object, ...], int] = {}
        super().__init__(app)
        #: The families the window can play, in the registry's order, each with its variants.
        self.by_family: dict[str, dict[str, RuleSet]] = {
            family_id: {v: load_variant(v) for v in variants}
            for family_id, variants in shipped_variants().items()}
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
        self.choices = new_game_choices(self.family)(self.rules, self._choice_changed,
                                                     self._kept(self.variant))

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
    def rules(self) -> RuleSet:
        return self.variants[self.variant]

    def level_options(self) -> list[tuple[str, str]]:
        """The family's levels, easiest first, then a friend at this screen."""
        return [*((lv, LEVEL_NAMES.get(lv, lv)) for lv in levels_of(family(self.family))),
                (FRIEND, N_("Friend at this screen"))]

    def _level(self, seat: int) -> str:
        options = [value for value, _name in self.level_options()]
        level = self.levels[seat - 1]
        return level if level in options else default_level(family(self.family))

    def _kept(self, variant: str) -> dict[str, int | str]:
        """What the player last chose for ``variant`` (nothing when never chosen)."""
        return self.app.settings.variant_choices.get(variant, {})

    def _fit_players(self) -> None:
        """The players last chosen for the variant, else as before, as far as it allows."""
        kept = self._kept(self.variant).get("players")
        if isinstance(kept, int) and kept in self.rules.players:
            self.players = kept
        if self.players not in self.rules.players:
            self.players = self.rules.default_players

    def description(self) -> list[str]:
        """What the chosen variant and players mean, as the family says it."""
        return self.choices.description(self.rules, self.players, self.app.settings.deck)

    def about(self) -> str:
        """What the chosen variant is and what its own rules mean, as the family says it."""
        return join_sentences(self.choices.about(self.rules, self.app.settings.deck))

    def grid_width(self, size: tuple[int, int]) -> float:
        """The width of the two columns and the gap between them."""
        return self.column_width_px(size) * 2 + unit(size) * COLUMN_GAP

    def column_width_px(self, size: tuple[int, int]) -> float:
        """One column's width: the game's rows on the left, the opponents' on the right."""
        u = unit(size)
        return min(size[0] * 0.46, u * 68)

    def description_lines(self, size: tuple[int, int],
                          description: list[str] | None = None) -> list[str]:
        """The description (the chosen variant's, unless given) wrapped to the grid."""
        u = unit(size)
        width = round(self.grid_width(size))
        return [piece for line in (self.description() if description is None else description)
                for piece in self.app.fonts.wrap(line, round(u * 2.5), width)]

    def every_choice(self) -> Iterator[tuple[RuleSet, FamilyChoices[Any], int]]:
        """Every variant offered with its family's choices as it has them, and each number
        of players it allows."""
        for family_id, variants in self.by_family.items():
            for rules in variants.values():
                choices = new_game_choices(family_id)(rules, lambda: None)
                for players in rules.players:
                    yield rules, choices, players

    def steady_lines(self, size: tuple[int, int]) -> int:
        """The most lines the description of any variant of any family takes, with any
        number of players: room kept for them, so nothing below moves as the choices do."""
        key = (size, translator.language, self.app.settings.deck,
               tuple(tuple(v) for v in self.by_family.values()))
        found = self._steady.get(key)
        if found is not None:
            return found
        deck = self.app.settings.deck
        most = max([1, *(len(self.description_lines(size, choices.description(rules, players,
                                                                               deck)))
                         for rules, choices, players in self.every_choice())])
        self._steady[key] = most
        return most

    def band_lines(self, size: tuple[int, int], text: str | None = None) -> list[str]:
        """What the band under the rows says (unless ``text`` is given), wrapped to the
        grid: how the opponent under the pointer or the keys plays, else what the variant
        is."""
        if text is None:
            row = self.shown_level()
            text = self.choices.level_way(row.value) if row is not None else self.about()
        return self.app.fonts.wrap(text, round(unit(size) * BAND_TEXT),
                                   round(self.grid_width(size) - unit(size) * 4)) if text else []

    def band(self, size: tuple[int, int]) -> float:
        """The height kept under the rows for the band: the most lines any level, or any
        variant of any family, takes there, so that it hides no row and nothing moves."""
        key = ("band", size, translator.language, self.app.settings.deck,
               tuple(tuple(v) for v in self.by_family.values()))
        found = self._steady.get(key)
        if found is None:
            deck = self.app.settings.deck
            ways = [_(way) for family_id in self.by_family
                    for way in new_game_choices(family_id).level_ways.values()]
            ways.append(_(FRIEND_WAY))
            abouts = [join_sentences(choices.about(rules, deck))
                      for rules, choices, _players in self.every_choice()]
            found = max([1, *(len(self.band_lines(size, text)) for text in ways + abouts)])
            self._steady[key] = found
        return found * unit(size) * BAND_LINE + unit(size) * 1.4

    def learn_slot(self) -> str | None:
        """Which column's last row the link to the lessons takes, the same for every game,
        variant and number of players: the first column that never needs that row ("left",
        "right"); None when both may."""
        key = ("learn", *(tuple(v) for v in self.by_family.values()))
        found = self._rows.get(key, -1)
        if found != -1:
            return ("left", "right", None)[found]
        rows = self.grid_rows()
        left = max(3 + len(choices.widgets(rules, players))
                   for rules, choices, players in self.every_choice())
        right = max(players - 1 for _rules, _choices, players in self.every_choice())
        found = 0 if left < rows else 1 if right < rows else 2
        self._rows[key] = found
        return ("left", "right", None)[found]

    def grid_rows(self) -> int:
        """Room in rows for the longer column of any game, variant and number of players:
        the game, variant and players with the family's own rows, or the opponents."""
        key = tuple(tuple(v) for v in self.by_family.values())
        found = self._rows.get(key)
        if found is not None:
            return found
        most = max([1, *(max(3 + len(choices.widgets(rules, players)), players - 1)
                         for rules, choices, players in self.every_choice())])
        self._rows[key] = most
        return most

    def column_top(self, size: tuple[int, int]) -> float:
        u = unit(size)
        lines = (len(self.broken_lines(size)) if self.broken_shown
                 else len(self.description_lines(size)))
        return self.description_top(size) + max(self.steady_lines(size), lines) * u * 3.4 + u * 1.6

    def rebuild(self) -> None:
        """The rows again for what was chosen; the keyboard's focus stays on the row just
        used (the rows never move: see :meth:`layout`)."""
        used = self.focus.focused()
        label = getattr(used, "label", None)
        super().rebuild()
        again = next((w for w in self.widgets if getattr(w, "label", None) == label), None)
        if again is not None and label is not None:
            self.focus.focus = self.widgets.index(again)

    def row_metrics(self, size: tuple[int, int]) -> tuple[float, float]:
        """The height of every row and the step from one row to the next. The same for any
        game, variant and number of players: room for the most rows any of them has, so
        the rows, their text and their arrows stay where they are as the choices change."""
        u = unit(size)
        gap = u * 1.2
        rows = self.grid_rows() + 1  # and the row of buttons
        room = size[1] - u * 2 - self.column_top(size) - self.band(size)
        height = min(u * NewGameScene.row_height, max(u * 3.6, room / rows - gap))
        return height, height + gap

    def layout(self, size: tuple[int, int]) -> None:
        """Two columns under the description: the game, its variant, the players and the
        family's own choices on the left, the opponents' levels on the right; Back and
        Start side by side under both."""
        u = unit(size)
        top = self.column_top(size)
        height, step = self.row_metrics(size)
        width = self.column_width_px(size)
        gap = u * COLUMN_GAP
        left = size[0] / 2 - gap / 2 - width
        right = size[0] / 2 + gap / 2
        buttons = [w for w in self.widgets if isinstance(w, Button) and w is not self.learn]
        levels = set(map(id, self.level_widgets))
        game_rows = [w for w in self.widgets
                     if not isinstance(w, Button) and id(w) not in levels]
        for index, row in enumerate(game_rows):
            row.rect = pygame.Rect(round(left), round(top + index * step), round(width),
                                      round(height))
        for index, level in enumerate(self.level_widgets):
            level.rect = pygame.Rect(round(right), round(top + index * step), round(width),
                                      round(height))
        slot = self.learn_slot()
        if self.learn is not None and slot is not None:  # the same place for every game
            column = left if slot == "left" else right
            self.learn.rect = pygame.Rect(round(column),
                                          round(top + (self.grid_rows() - 1) * step),
                                          round(width), round(height))
        below = top + self.grid_rows() * step + u * 0.6 + self.band(size)
        count = max(1, len(buttons))
        button_width = min((width * 2 + gap - gap * (count - 1)) / count, u * 40)
        left_edge = size[0] / 2 - (button_width * count + gap * (count - 1)) / 2
        for index, button in enumerate(reversed(buttons)):  # Back on the left, Start right
            x = left_edge + index * (button_width + gap)
            button.rect = pygame.Rect(round(x), round(below), round(button_width),
                                      round(height))

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
        self.learn = None
        if lessons_of(self.family) and not self.broken_shown and self.learn_slot():
            self.learn = LearnLink(LEARN_IT, self.learn_game, game=lessons_of(self.family)[0].game)
            widgets.append(self.learn)
        widgets += [Button(N_("Start"), self.start, primary=True, enabled=not self.broken_shown),
                    Button(N_("Numbered deal…"), self.numbered, enabled=not self.broken_shown),
                    Button(N_("Play with friends…"), self.with_friends,
                           enabled=not self.broken_shown),
                    Button(N_("Back"), self.back)]
        return widgets

    def learn_game(self) -> None:
        """The lessons, the chosen game's first lesson not yet done chosen."""
        from cicera_gui.scenes.lessons import LessonsScene

        lessons = LessonsScene(self.app)
        chosen = [i for i, lesson in enumerate(lessons.lessons) if lesson.family == self.family]
        if chosen and lessons.lessons[lessons.selected].family != self.family:
            lessons.selected = chosen[0]
        self.app.stack.push(lessons)

    def _set_family(self, value: str) -> None:
        self.family = value
        self.broken_shown = None
        last = self.app.settings.family_variants.get(value)  # the family's last variant
        self.variant = last if last in self.by_family[value] else family(value).default_variant
        self._fit_players()
        self.choices = new_game_choices(value)(self.rules, self._choice_changed,
                                               self._kept(self.variant))
        self._remember()
        self.rebuild()

    def _set_variant(self, value: str) -> None:
        if self.pick_broken(value):
            return self.rebuild()
        self.variant = value
        self._fit_players()
        self.choices.reset(self.rules, self._kept(value))
        self._remember()
        self.rebuild()

    def _choice_changed(self) -> None:
        """One of the family's own choices changed: kept, and the rows and text again."""
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
        settings.levels = [lv if lv in LEVELS or lv == FRIEND else DEFAULT_LEVEL
                           for lv in self.levels[:MAX_OPPONENTS]]
        if self.broken_shown is not None:
            return
        settings.family_variants[self.family] = self.variant
        remembered = settings.variant_choices
        remembered.pop(self.variant, None)  # the latest last
        remembered[self.variant] = {"players": self.players, **self.choices.kept()}
        while len(remembered) > MAX_REMEMBERED:
            del remembered[next(iter(remembered))]

    def with_friends(self) -> None:
        """Open the chosen match as a table on this computer, for friends to join."""
        self._remember()
        levels = [self._level(seat) for seat in range(1, self.players)]
        open_scene(self.app, "host", MatchSetup(self.variant, self.players, levels,
                                                rules=self.rules))

    def numbered(self) -> None:
        """Type a deal's number: the match starts with that deal."""
        dealt_as = _("Dealt as {variant} for {players} players: a deal's number brings back "
                     "the same cards with the same variant and number of players.").format(
            variant=variant_name(self.rules.name), players=self.players)
        open_scene(self.app, "deal_number", self.start, dealt_as)

    def start(self, deal: int | None = None) -> None:
        self._remember()
        levels = [self._level(seat) for seat in range(1, self.players)]
        variant = self.variant
        rules: RuleSet | None = None
        try:
            if variant in self.user_keys:  # the player's file, as it is now: it may have
                # changed or gone since New game listed it
                rules = self.app.storage.user_variant_rules(variant)
                if rules.game != self.family:
                    raise VariantError(variant, "game", "this game cannot be played here",
                                       Problem.NOT_PLAYABLE)
            changes = self.choices.changes(rules or self.rules, self.players)
            if changes:
                variant = str(self.app.storage.derived_variant(self.variant, changes))
                rules = self.app.storage.user_variant_rules(variant)
        except (OSError, EngineError) as exc:  # nowhere to keep the chosen rules, or the
            # player's file gone or broken since it was listed: no match that could not
            # replay; the player hears why, and New game lists the files as they are now
            self.refresh_user_variants()
            self._fit_players()
            self.choices = new_game_choices(self.family)(self.rules, self._choice_changed,
                                                         self._kept(self.variant))
            self.rebuild()
            open_scene(self.app, "notice", [Notice(
                N_("The chosen rules could not be used: {error}"),
                {"error": problem_text(exc, variant)})])
            return
        self.app.start_match(MatchSetup(variant, self.players, levels, rules=rules, deal=deal))
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
        self._draw_band(surface, u)

    def shown_level(self) -> Choice | None:
        """The opponent's row under the pointer, else the one the keys are on: its level is
        said in a sentence."""
        rows = [w for w in self.level_widgets if isinstance(w, Choice)]
        hovered = [row for row in rows if row.hovered]
        if hovered:
            return hovered[0]
        focused = self.focus.focused()
        return focused if isinstance(focused, Choice) and focused in rows else None

    def _draw_band(self, surface: pygame.Surface, u: float) -> None:
        """Under the rows, where it hides nothing: how the opponent under the pointer (or
        the keys) plays, else what the variant is and what its own rules mean; on a panel
        as tall as the longest of them, so it never moves."""
        size = surface.get_size()
        lines = self.band_lines(size)
        if not lines:
            return
        _height, step = self.row_metrics(size)
        top = self.column_top(size) + self.grid_rows() * step - u * 0.6
        width = self.grid_width(size)
        box = pygame.Rect(round(size[0] / 2 - width / 2), round(top),
                          round(width), round(self.band(size) - u * 0.2))
        with boxes.inside("new game band", box):
            theme.panel(surface, box, alpha=110, border=None, radius=round(u * 1))
            y = box.y + (box.height - len(lines) * u * BAND_LINE) / 2 + u * BAND_LINE / 2
            for line in lines:
                theme.draw_text(surface, self.app.fonts, line, (size[0] / 2, y),
                                round(u * BAND_TEXT), theme.CREAM, anchor="center")
                y += u * BAND_LINE
