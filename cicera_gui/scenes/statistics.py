"""Statistics: matches played and won by variant and level, points per hand, how often each
event point was made, the best hand, and a chart of the score across the last match.

Keyboard and mouse: Tab or the arrows move between the buttons, Enter presses, Esc goes back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from cicera_gui.look import theme
from cicera_gui.look.charts import SERIES_COLORS, Series, draw_line_chart
from cicera_gui.look.widgets import Button, Widget
from cicera_gui.play.families import event_label, family_name, plugin, plugin_ids, rare_event
from cicera_gui.scenes.base import MenuLikeScene, unit
from cicera_gui.scenes.registry import open_scene
from cicera_gui.storage.statistics import Statistics, running_totals
from cicera_gui.storage.stats_keeper import StatisticsJob
from cicera_gui.storage.stats_view import StoredStatistics
from cicera_gui.words.i18n import N_, _, ngettext
from cicera_gui.words.names import LEVEL_NAMES, side_name, variant_name
from cicera_gui.words.numbers import day, decimal, fixed

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host


def levels_text(levels: str) -> str:
    """``normal`` -> Normal; ``easy+hard`` (mixed opponents) -> Easy + Hard; unknown -> —."""
    if not levels:
        return "—"
    return " + ".join(_(LEVEL_NAMES.get(level, level)) for level in levels.split("+"))


def date_text(started: str) -> str:
    """The day a match began, as the language writes a date."""
    return day(started)


#: How long opening Statistics looks for the numbers before it draws the progress instead
#: (never longer: the reading may wait on the disk, or on another program).
GLANCE_SECONDS = 0.1


class StatisticsScene(MenuLikeScene):
    title = N_("Statistics")

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.stats: Statistics | StoredStatistics = Statistics()
        #: Which family the Hands panel shows, of those played (the last match's first).
        self.family_index = 0
        self.job = self._start()

    def _start(self) -> StatisticsJob:
        """The statistics at once when the store is up to date, else read on a thread (the
        window goes on drawing its progress; leaving lets it finish on its own)."""
        job = self.app.storage.statistics_job()
        job.wait(GLANCE_SECONDS)  # an up-to-date store is read at once: no flash of progress
        if job.result is not None:
            self.stats = job.result
        return job

    def resume(self) -> None:  # an import may have added a match
        self.job = self._start()
        super().resume()

    def waiting(self) -> bool:
        return self.reading  # the job's progress is drawn as it comes

    def frame_state(self) -> object:
        return (self.reading, self.job.done, self.job.total, self.job.waiting)

    @property
    def reading(self) -> bool:
        """Whether the history is still being read (the numbers are not shown yet)."""
        if self.job.result is not None and self.stats is not self.job.result:
            self.stats = self.job.result
        return self.job.result is None

    def build(self) -> list[Widget]:
        return [Button(N_("Export a match"), self.export),
                Button(N_("Back"), self.back, primary=True),
                Button(N_("Import a match"), self.import_),
                Button(N_("Past matches"), self.past)]

    def past(self) -> None:
        """The finished matches, to review or analyse their hands."""
        open_scene(self.app, "past_matches")

    def shown_family(self) -> str | None:
        """The family whose hands the Hands panel shows."""
        games = self.stats.games()
        return games[self.family_index % len(games)] if games else None

    def next_family(self) -> None:
        """Show the next family played in the Hands panel."""
        self.family_index += 1

    def _family_button(self, size: tuple[int, int]) -> None:
        """Once more than one family has been played, a fourth button switches the Hands
        panel to the next; its words name that family."""
        games = self.stats.games()
        if len(games) < 2 or self.reading:
            return
        upcoming = _(family_name(games[(self.family_index + 1) % len(games)]))
        label = _("Show: {family}").format(family=upcoming)
        found = [w for w in self.widgets if isinstance(w, Button) and w.action == self.next_family]
        if found:
            found[0].label = label
            return
        self.widgets.append(Button(label, self.next_family, translate=False))
        self.focus.set(self.widgets)
        self.layout(size)

    def enter(self) -> None:
        super().enter()
        self.focus.focus = 1  # Back

    def handle(self, event: pygame.event.Event) -> None:
        """The buttons stand in a row: Left and Right move between them too."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            shift = pygame.KMOD_SHIFT if event.key == pygame.K_LEFT else 0
            event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=shift,
                                       unicode="", scancode=0)
        super().handle(event)

    def export(self) -> None:
        open_scene(self.app, "records", "export")

    def import_(self) -> None:
        open_scene(self.app, "records", "import")

    # -- layout ---------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        """The buttons in a row along the bottom."""
        u = unit(size)
        height = round(u * 6)
        gap = round(u * 2)
        count = len(self.widgets)
        if not count:
            return
        width = round(min(u * 34, (size[0] - u * 8 - gap * (count - 1)) / count))
        left = round(size[0] / 2 - (width * count + gap * (count - 1)) / 2)
        top = round(size[1] - u * 3 - height)
        for slot, widget in enumerate(self.widgets):
            widget.rect = pygame.Rect(left + slot * (width + gap), top, width, height)

    def areas(self, size: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """The matches panel (top left), the hands panel (bottom left), the chart (right)."""
        u = unit(size)
        margin = u * 4
        top = size[1] * 0.155
        bottom = size[1] - u * (14 if self.notes() else 11)  # room for a line of notes
        left_width = (size[0] - margin * 3) * 0.5
        split = max(top + (bottom - top) * 0.4, bottom - u * 35)  # the hands panel's own height
        matches = pygame.Rect(round(margin), round(top), round(left_width),
                              round(split - top - u))
        hands = pygame.Rect(round(margin), round(split + u), round(left_width),
                            round(bottom - split - u))
        chart = pygame.Rect(round(margin * 2 + left_width), round(top),
                            round(size[0] - margin * 3 - left_width), round(bottom - top))
        return matches, hands, chart

    # -- drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.background(surface.get_size()), (0, 0))
        size = surface.get_size()
        u = unit(size)
        self.draw_title(surface, _(self.title), 0.068)
        reading = self.reading  # first: a finished reading is taken in before it is drawn
        stats = self.stats
        self._family_button(size)
        if reading:
            self._draw_progress(surface, u)
        elif stats.played:
            line = ngettext("{n} match played", "{n} matches played", stats.played).format(
                n=stats.played)
            line += " · " + ngettext("{n} won", "{n} won", stats.won).format(n=stats.won)
            line += " · " + ngettext("{n} hand", "{n} hands", stats.hands).format(n=stats.hands)
            assisted = stats.assisted
            if assisted:
                line += " · " + ngettext("{n} assisted", "{n} assisted", assisted).format(
                    n=assisted)
            theme.draw_text(surface, self.app.fonts, line, (size[0] / 2, size[1] * 0.126),
                            round(u * 2.4), theme.CREAM, anchor="center", shadow=True)
            matches, hands, chart = self.areas(size)
            self._draw_matches(surface, matches, u)
            self._draw_hands(surface, hands, u)
            self._draw_chart(surface, chart, u)
        else:
            self._draw_empty(surface, u)
        self._draw_skipped(surface, u)
        self.focus.draw(surface, self.app.fonts)

    def _panel(self, surface: pygame.Surface, rect: pygame.Rect, title: str, u: float) -> float:
        """A panel with its title; returns the y where its content starts."""
        radius = round(u * 1.6)
        theme.panel(surface, rect, alpha=215, radius=radius, border=None)
        pygame.draw.rect(surface, theme.GOLD_DARK, rect, width=max(1, round(u * 0.3)),
                         border_radius=radius)
        theme.draw_text(surface, self.app.fonts, title, (rect.x + u * 2, rect.y + u * 1.3),
                        round(u * 2.7), theme.GOLD, bold=True)
        return rect.y + u * 5.4

    def _number_columns(self, size: int, right: float, gap: float,
                        columns: list[list[str]]) -> tuple[list[float], float]:
        """Right edges for columns of numbers laid from ``right`` leftwards, each as wide as
        its widest text (header included); and the x where they begin."""
        fonts = self.app.fonts
        edges: list[float] = []
        x = right
        for texts in reversed(columns):
            edges.insert(0, x)
            x -= max(fonts.width(text, size) for text in texts) + gap
        return edges, x

    def _fit_or_cut(self, text: str, size: int, width: int) -> tuple[str, int]:
        """``text`` at up to ``size`` in ``width`` pixels: a little smaller if need be, else
        shortened with an ellipsis (never shrunk out of legibility)."""
        fonts = self.app.fonts
        fitted = fonts.fit(text, size, width)
        if fitted >= size * 0.85:
            return text, fitted
        fitted = max(9, round(size * 0.85))
        while len(text) > 1 and fonts.width(text + "…", fitted) > width:
            text = text[:-1]
        return text.rstrip() + "…", fitted

    def _draw_matches(self, surface: pygame.Surface, rect: pygame.Rect, u: float) -> None:
        fonts = self.app.fonts
        y = self._panel(surface, rect, _("Matches"), u)
        size = round(u * 2.2)
        row_height = u * 3.2
        line_height = u * 2.7
        rows = self.stats.rows()
        cells = [[variant_name(row.variant), levels_text(row.levels), str(row.target or "–"),
                  str(row.played), str(row.won), f"{round(100 * row.won / row.played)}"]
                 for row in rows]  # a variant with its target as chosen (each its own row)
        headers = [_("Variant"), _("Opponents"), _("Target"), _("Played"), _("Won"), "%"]
        numbers = [[headers[i], *(line[i] for line in cells)] for i in (2, 3, 4, 5)]
        edges, end = self._number_columns(size, rect.right - u * 2, u * 1.6, numbers)
        left = rect.x + u * 2
        wanted = max(fonts.width(line[1], size) for line in [headers, *cells]) + u * 2
        middle = end - min(wanted, (end - left) * 0.45)  # the opponents' column as needed
        widths = (round(middle - left - u), round(end - middle))
        # A variant's name is never cut (two variants must be told apart): one too long for
        # its column goes on to a second line, its row then a line taller.
        names = [self._name_lines(line[0], size, widths[0]) for line in cells]
        bottom = rect.bottom - u * 1.2
        shown = 0
        used = row_height  # the headers
        for index, lines in enumerate(names):
            height = row_height + line_height * (len(lines) - 1)
            more = row_height if index < len(names) - 1 else 0.0  # "and n more" below
            if y + used + height + more > bottom:
                break
            used += height
            shown += 1
        for index, line in enumerate([headers, *cells[:shown]]):
            color = theme.MUTED if index == 0 else theme.CREAM
            lines = [line[0]] if index == 0 else names[index - 1]
            for number, name_line in enumerate(lines):
                theme.draw_text(surface, fonts, name_line, (left, y + number * line_height),
                                size, color, group="variant names")
            cut, fitted = self._fit_or_cut(line[1], size, widths[1])
            theme.draw_text(surface, fonts, cut, (middle, y), fitted, color)
            for column, text in enumerate(line[2:]):
                theme.draw_text(surface, fonts, text, (edges[column], y), size, color,
                                anchor="topright")
            y += row_height + line_height * (len(lines) - 1)
        if shown < len(rows):
            more_rows = len(rows) - shown
            theme.draw_text(surface, fonts, ngettext("and {n} more", "and {n} more",
                                                     more_rows).format(n=more_rows),
                            (left, y), size, theme.MUTED)

    def _name_lines(self, name: str, size: int, width: int) -> list[str]:
        """A variant's name on one line, else on two (cut only past the second)."""
        lines = self.app.fonts.wrap(name, size, width)
        if len(lines) <= 2:
            return lines
        return [lines[0], theme.elide(self.app.fonts, " ".join(lines[1:]), size, width)]

    def _draw_hands(self, surface: pygame.Surface, rect: pygame.Rect, u: float) -> None:
        """Each family played, the last match's first: its points (or penalty) per hand, its
        best hand (a penalty game's lowest) and the events it names."""
        game = self.shown_family()
        several = len(self.stats.games()) > 1
        title = _("Hands · {family}").format(family=_(family_name(game))) if (
            several and game is not None) else _("Hands")
        y = self._panel(surface, rect, title, u)
        if game is not None:
            self._draw_family(surface, rect, u, y, game)

    def _draw_family(self, surface: pygame.Surface, rect: pygame.Rect, u: float, y: float,
                     game: str) -> float:
        fonts = self.app.fonts
        stats = self.stats
        size = round(u * 2.2)
        row_height = u * 3.1
        right = rect.right - u * 2
        lower = stats.lower_is_better(game)
        mine, theirs = stats.points_per_hand(game)
        self._line(surface, rect, u, y, _("Penalty per hand") if lower else _("Points per hand"),
                   _("you {mine} · opponents {theirs}").format(mine=fixed(mine, 1),
                                                               theirs=fixed(theirs, 1)))
        y += row_height
        best = stats.best_hand(lower, game)
        if best is not None:
            points, match, number = best
            text = ngettext("{n} point", "{n} points", points).format(n=points)
            text += " · " + _("{variant}, hand {hand}, {date}").format(
                variant=variant_name(match["variant_name"]), hand=number,
                date=date_text(match["started"]))
            self._line(surface, rect, u, y, _("Best hand (lowest)") if lower else _("Best hand"),
                       text)
            y += row_height
        counts = [(key, count, theirs)
                  for key, (count, theirs) in stats.event_counts(game).items()
                  if count or theirs or not rare_event(key)]
        if not counts:
            return y
        y += u * 0.4
        hands = max(1, stats.hands_of(game))
        table = [[decimal(count, 0), fixed(count / hands, 2), decimal(theirs, 1)]
                 for _point, count, theirs in counts]
        headers = [_("you"), _("per hand"), _("opponents")]
        edges, end = self._number_columns(
            size, right, u * 2, [[headers[i], *(line[i] for line in table)] for i in range(3)])
        title = _(plugin(game).events_title) if game in plugin_ids() else _("Event points made")
        theme.draw_text(surface, fonts, title, (rect.x + u * 2, y),
                        fonts.fit(title, size, round(end - rect.x - u * 2)), theme.MUTED)
        for x, header in zip(edges, headers, strict=True):
            theme.draw_text(surface, fonts, header, (x, y), size, theme.MUTED, anchor="topright")
        y += row_height
        for (point, _count, _theirs), line in zip(counts, table, strict=True):
            if y + size > rect.bottom - u:
                break
            theme.draw_text(surface, fonts, _(event_label(point)), (rect.x + u * 3.5, y), size,
                            theme.CREAM)
            for index, (x, text) in enumerate(zip(edges, line, strict=True)):
                theme.draw_text(surface, fonts, text, (x, y), size,
                                theme.MUTED if index == 2 else theme.CREAM, bold=index == 0,
                                anchor="topright")
            y += row_height
        return y

    def _line(self, surface: pygame.Surface, rect: pygame.Rect, u: float, y: float,
              label: str, text: str) -> None:
        """A label on the left, its value on the right, smaller to fit beside it."""
        fonts = self.app.fonts
        size = round(u * 2.2)
        right = rect.right - u * 2
        drawn = theme.draw_text(surface, fonts, label, (rect.x + u * 2, y), size, theme.MUTED)
        theme.draw_text(surface, fonts, text, (right, y),
                        fonts.fit(text, size, round(right - drawn.right - u * 2)), theme.CREAM,
                        anchor="topright")

    def _draw_chart(self, surface: pygame.Surface, rect: pygame.Rect, u: float) -> None:
        fonts = self.app.fonts
        last = self.stats.last
        assert last is not None
        y = self._panel(surface, rect, _("Last match"), u)
        theme.draw_text(surface, fonts, self._last_line(last), (rect.x + u * 2, y - u * 0.8),
                        round(u * 2.1), theme.MUTED)
        totals = running_totals(last)
        partnerships = bool(last.get("partnerships"))
        series = [Series(side_name(side, last["players"], partnerships),
                         SERIES_COLORS[side % len(SERIES_COLORS)], values)
                  for side, values in enumerate(totals)]
        area = pygame.Rect(rect.x + round(u), round(y + u * 2.2), rect.width - round(u * 2),
                           round(rect.bottom - y - u * 3.0))
        draw_line_chart(surface, area, fonts, u, series, target=last["target"],
                        target_label=_("target {target}").format(target=last["target"]),
                        x_label=_("hands"))

    @staticmethod
    def _last_line(last: dict[str, Any]) -> str:
        score = " – ".join(str(t) for t in last["totals"])
        result = _("won") if last["won"] else _("lost")
        text = _("{variant} · {date} · {score}, {result}").format(
            variant=variant_name(last["variant_name"]), date=date_text(last["started"]),
            score=score, result=result)
        if last["assisted"]:
            text += " · " + _("assisted")
        return text

    def _draw_empty(self, surface: pygame.Surface, u: float) -> None:
        size = surface.get_size()
        box = pygame.Rect(0, 0, round(min(size[0] * 0.7, u * 100)), round(u * 20))
        box.center = (size[0] // 2, round(size[1] * 0.45))
        theme.panel(surface, box, alpha=215, radius=round(u * 1.6))
        theme.draw_text(surface, self.app.fonts, _("No finished matches yet"),
                        (box.centerx, box.y + u * 4.5), round(u * 3.2), theme.GOLD, bold=True,
                        anchor="midtop")
        text = _("Play a match to the end and its numbers appear here.")
        fitted = self.app.fonts.fit(text, round(u * 2.4), box.width - round(u * 6))
        theme.draw_text(surface, self.app.fonts, text, (box.centerx, box.y + u * 11),
                        fitted, theme.CREAM, anchor="midtop")

    def _draw_progress(self, surface: pygame.Surface, u: float) -> None:
        """How far the reading of the history has come: a line and a bar."""
        size = surface.get_size()
        box = pygame.Rect(0, 0, round(min(size[0] * 0.7, u * 100)), round(u * 20))
        box.center = (size[0] // 2, round(size[1] * 0.45))
        theme.panel(surface, box, alpha=215, radius=round(u * 1.6))
        done, total = min(self.job.done, self.job.total), max(1, self.job.total)
        if self.job.waiting:
            text = _("Waiting for the statistics file: another program is using it. Esc "
                     "goes back.")
        else:
            text = ngettext("Counting the history: {done} of {total} match",
                            "Counting the history: {done} of {total} matches",
                            total).format(done=done, total=total)
        fitted = self.app.fonts.fit(text, round(u * 2.6), box.width - round(u * 6))
        theme.draw_text(surface, self.app.fonts, text, (box.centerx, box.y + u * 4.5),
                        fitted, theme.GOLD, anchor="midtop")
        bar = pygame.Rect(box.x + round(u * 4), box.y + round(u * 12),
                          box.width - round(u * 8), round(u * 2.4))
        pygame.draw.rect(surface, theme.GOLD_DARK, bar, width=max(1, round(u * 0.3)),
                         border_radius=round(u * 0.8))
        filled = bar.inflate(-round(u * 0.8), -round(u * 0.8))
        filled.width = round(filled.width * done / total)
        if filled.width > 0:
            pygame.draw.rect(surface, theme.GOLD, filled, border_radius=round(u * 0.6))

    def notes(self) -> str:
        """History files that could not be used, unfinished matches, and a statistics store
        that was damaged and rebuilt; "" when none."""
        skipped = self.stats.skipped
        unfinished = self.stats.unfinished
        notes = []
        if self.job.failed is not None and self.job.result is self.stats:
            notes.append(_("The statistics could not be read ({why}): nothing is counted "
                           "this time.").format(why=self.job.failed))
        if self.stats.damaged is not None:
            why, kept = self.stats.damaged
            notes.append(_("The statistics file was damaged ({why}) and rebuilt from the "
                           "history; it was kept as {file}").format(why=why, file=kept))
        if skipped:
            name, why = skipped[0]
            notes.append(ngettext("{n} history file skipped ({file}: {why})",
                                  "{n} history files skipped ({file}: {why}, …)",
                                  len(skipped)).format(n=len(skipped), file=name, why=why))
        if unfinished:
            notes.append(ngettext("{n} unfinished match not counted",
                                  "{n} unfinished matches not counted", unfinished).format(
                n=unfinished))
        return " · ".join(notes)

    def _draw_skipped(self, surface: pygame.Surface, u: float) -> None:
        text = self.notes()
        if not text:
            return
        size = surface.get_size()
        text_size = round(u * 2.1)
        fonts = self.app.fonts
        room = size[0] - u * 8
        if fonts.width(text, text_size) > room:  # shorten the end, never the letters
            while text and fonts.width(text + "…", text_size) > room:
                text = text[:-1]
            text += "…"
        theme.draw_text(surface, self.app.fonts, text, (size[0] / 2, size[1] - u * 12.6),
                        text_size, (255, 190, 170), anchor="midtop", shadow=True)
