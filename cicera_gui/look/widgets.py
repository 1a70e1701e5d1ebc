"""Buttons and option pickers that work with the mouse and with the keyboard alone.

Labels are source strings (English) translated at draw time, so a language switch shows at
once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from cicera_gui.look import boxes, theme
from cicera_gui.look.theme import Fonts
from cicera_gui.words.i18n import _, pgettext


@dataclass
class Button:
    """A labelled button; ``action`` runs on click, Enter or Space while focused."""

    label: str
    action: Callable[[], None]
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    enabled: bool = True
    primary: bool = False
    hovered: bool = False
    translate: bool = True

    def text(self) -> str:
        return _(self.label) if self.translate else self.label

    def label_size(self, fonts: Fonts) -> int:
        """The size at which the label fits the button."""
        return fonts.fit(self.text(), int(self.rect.height * 0.42),
                         self.rect.width - self.rect.height // 2)

    def draw(self, surface: pygame.Surface, fonts: Fonts, focused: bool,
             size: int | None = None, *, elsewhere: bool = False) -> None:
        """Draw the button; ``size``: the label's size, shared with the other buttons;
        ``elsewhere``: the keys' focus is on another widget (a primary button then looks like
        the others: one focus, shown one way)."""
        with boxes.inside("button", self.rect):
            self._draw(surface, fonts, focused, size, elsewhere)

    def _draw(self, surface: pygame.Surface, fonts: Fonts, focused: bool,
              size: int | None, elsewhere: bool = False) -> None:
        rect = self.rect
        base = theme.PANEL_LIGHT if (self.hovered or focused) and self.enabled else theme.PANEL
        if self.primary and self.enabled and not (elsewhere and not self.hovered):
            base = (120, 86, 24) if (self.hovered or focused) else (96, 68, 20)
        theme.panel(surface, rect, alpha=255, color=base,  # opaque: nothing shows through
                    border=theme.GOLD if focused else theme.GOLD_DARK,
                    radius=rect.height // 4)
        if focused:
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(6, 6),
                             width=max(2, rect.height // 25), border_radius=rect.height // 4 + 3)
        color = theme.CREAM if self.enabled else theme.MUTED
        label = self.text()
        if size is None:
            size = self.label_size(fonts)
        label = theme.elide(fonts, label, size, rect.width - rect.height // 3)
        theme.draw_text(surface, fonts, label, rect.center, size, color, anchor="center",
                        group="buttons")


@dataclass
class Choice:
    """A setting with a few options, changed with ◀ ▶ (mouse or arrow keys)."""

    label: str
    #: (value, shown text); a text with a context (one English word, two senses) is a pair
    options: Sequence[tuple[str, str | tuple[str, str]]]
    value: str
    on_change: Callable[[str], None]
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    translate_options: bool = True
    hovered: bool = False

    @property
    def index(self) -> int:
        values = [value for value, _text in self.options]
        return values.index(self.value) if self.value in values else 0

    def step(self, delta: int) -> None:
        if not self.options:
            return
        value = self.options[(self.index + delta) % len(self.options)][0]
        if value != self.value:
            self.value = value
            self.on_change(value)

    def arrows(self) -> tuple[pygame.Rect, pygame.Rect]:
        rect = self.rect
        size = rect.height
        value_left = rect.x + rect.width * 0.48
        left = pygame.Rect(round(value_left), rect.y, size, size)
        right = pygame.Rect(rect.right - size, rect.y, size, size)
        return left, right

    def click(self, pos: tuple[int, int]) -> bool:
        left, right = self.arrows()
        if left.collidepoint(pos):
            self.step(-1)
            return True
        if right.collidepoint(pos) or self.rect.collidepoint(pos):
            self.step(1)
            return True
        return False

    def label_width(self) -> int:
        return int(self.rect.width * 0.48) - self.rect.height // 3 - 4

    def label_size(self, fonts: Fonts) -> int:
        return fonts.fit(_(self.label), int(self.rect.height * 0.42), self.label_width())

    def value_text(self) -> str:
        shown = self.options[self.index][1] if self.options else ""
        if isinstance(shown, tuple):
            return pgettext(*shown)
        return _(shown) if self.translate_options else shown

    def value_width(self) -> int:
        left, right = self.arrows()
        return right.left - left.right - 8

    def value_size(self, fonts: Fonts) -> int:
        return fonts.fit(self.value_text(), int(self.rect.height * 0.42), self.value_width(),
                         bold=True)

    def draw(self, surface: pygame.Surface, fonts: Fonts, focused: bool,
             sizes: tuple[int, int] | None = None, two_line: int | None = None) -> None:
        """Draw the choice; ``sizes``: its label's and value's, shared with the others;
        ``two_line``: the size the long values on two lines share."""
        with boxes.inside("choice", self.rect):
            self._draw(surface, fonts, focused, sizes, two_line)

    def _draw(self, surface: pygame.Surface, fonts: Fonts, focused: bool,
              sizes: tuple[int, int] | None, two_line: int | None) -> None:
        rect = self.rect
        theme.panel(surface, rect, alpha=255,
                    color=theme.PANEL_LIGHT if focused or self.hovered else theme.PANEL,
                    border=theme.GOLD if focused else None, radius=rect.height // 4)
        label_size, text_size = sizes or (self.label_size(fonts), self.value_size(fonts))
        label = theme.elide(fonts, _(self.label), label_size, self.label_width())
        theme.draw_text(surface, fonts, label, (rect.x + rect.height // 3, rect.centery),
                        label_size, theme.MUTED, anchor="midleft", group="choice labels")
        left, right = self.arrows()
        for arrow, points in ((left, ((0.62, 0.25), (0.3, 0.5), (0.62, 0.75))),
                              (right, ((0.38, 0.25), (0.7, 0.5), (0.38, 0.75)))):
            pygame.draw.polygon(surface, theme.GOLD, [
                (arrow.x + arrow.width * x, arrow.y + arrow.height * y) for x, y in points
            ])
        middle = (left.right + right.left) / 2
        group = "choice values"
        own = self.two_line_size(fonts, text_size) if sizes is not None else None
        if own is not None:  # a long value, whole on two lines at a size of its own
            text_size, group = min(own, two_line or own), "choice values on two lines"
        lines = self.value_lines(fonts, text_size)
        step = round(text_size * 1.2)
        for index, line in enumerate(lines):
            y = rect.centery + (index - (len(lines) - 1) / 2) * step
            theme.draw_text(surface, fonts, line, (middle, y), text_size, theme.CREAM,
                            bold=True, anchor="center", group=group)

    def two_line_size(self, fonts: Fonts, upto: int) -> int | None:
        """The largest size, at most ``upto``, at which the value, too long for one line,
        is shown whole on two; None when it fits on one or fits nowhere."""
        text = self.value_text()
        if fonts.width(text, upto, True) <= self.value_width():
            return None
        for size in range(upto, 11, -1):
            if len(self.value_lines(fonts, size)) == 2:
                return size
        return None

    def value_lines(self, fonts: Fonts, size: int) -> list[str]:
        """The value as shown at ``size``: one line; two when one is too short for it and
        the row is tall enough (a long name of the player's own variant keeps its end);
        else cut short."""
        text, width = self.value_text(), self.value_width()
        if fonts.width(text, size, True) <= width:
            return [text]
        tall = round(size * 1.2) + fonts.font(size, True).get_height() <= self.rect.height
        lines = two_lines(fonts, text, size, width) if tall else None
        return lines or [theme.elide(fonts, text, size, width, bold=True)]


#: Marks that never begin a line of Japanese.
_NO_LINE_START = set("ー）」』】、。・，．！？：ぁぃぅぇぉっゃゅょァィゥェォッャュョ)]!?,.:;")


def two_lines(fonts: Fonts, text: str, size: int, width: int) -> list[str] | None:
    """``text`` in two lines of bold text that fit ``width``, broken where a reader expects
    it: before a mark such as "(yours)", else after a space or "・", else between two
    Japanese characters; the most even break of the first kind that fits. None when none
    fits."""
    def fits(lines: list[str]) -> bool:
        return all(line and fonts.width(line, size, True) <= width for line in lines)

    def split(at: int) -> list[str]:
        return [text[:at].rstrip(), text[at:].lstrip()]

    places = range(1, len(text))
    kinds = ([i for i in places if text[i] in "(（"],
             [i for i in places if text[i - 1] in " ・"],
             [i for i in places if max(ord(text[i - 1]), ord(text[i])) >= 0x2E80
              and text[i] not in _NO_LINE_START])
    for kind in kinds:
        found = [split(i) for i in kind if fits(split(i))]
        if found:
            return min(found, key=lambda ls: max(fonts.width(ln, size, True) for ln in ls))
    return None


Widget = Button | Choice

#: Plays the button sound; the app sets it (silent until then, e.g. in tests of widgets).
CLICK: list[Callable[[], None]] = []


def click() -> None:
    for play in CLICK:
        play()


class FocusList:
    """Widgets in keyboard order: Up/Down (or Tab) move the focus, Enter activates,
    Left/Right change a choice (on a button they move the focus as Tab does); the mouse
    hovers and clicks."""

    def __init__(self, widgets: Sequence[Widget] = ()) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.focus = 0
        self.keyboard = False  # the focus ring shows once the keyboard is used

    def set(self, widgets: Sequence[Widget]) -> None:
        self.widgets = list(widgets)
        self.focus = min(self.focus, max(0, len(self.widgets) - 1))

    def focused(self) -> Widget | None:
        """The widget with the focus (the last one clicked, hovered or stepped to)."""
        return self.widgets[self.focus] if self.widgets else None

    def default(self) -> int:
        """What Enter presses while no focus ring is shown: the button drawn as the default
        (primary, in gold), else the focused widget. The screen never shows one default and
        Enter press another (after a click on another button, say)."""
        return next((index for index, widget in enumerate(self.widgets)
                     if isinstance(widget, Button) and widget.primary and widget.enabled),
                    self.focus)

    def _move(self, delta: int) -> None:
        if not self.widgets:
            return
        for _step in range(len(self.widgets)):
            self.focus = (self.focus + delta) % len(self.widgets)
            widget = self.widgets[self.focus]
            if not isinstance(widget, Button) or widget.enabled:
                return

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was used."""
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEMOTION:
            for index, widget in enumerate(self.widgets):
                widget.hovered = widget.rect.collidepoint(event.pos)
                if widget.hovered:
                    self.focus = index
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for index, widget in enumerate(self.widgets):
                if widget.rect.collidepoint(event.pos):
                    self.focus = index
                    if isinstance(widget, Button):
                        if widget.enabled:
                            click()
                            widget.action()
                        return True
                    return widget.click(event.pos)
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key in (pygame.K_DOWN, pygame.K_TAB):
            self.keyboard = True
            self._move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if key == pygame.K_UP:
            self.keyboard = True
            self._move(-1)
            return True
        if not self.widgets:
            return False
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and not self.keyboard:
            self.focus = self.default()  # no ring shown: Enter presses what is drawn in gold
        widget = self.widgets[self.focus]
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.keyboard = True
            if isinstance(widget, Button):
                if widget.enabled:
                    click()
                    widget.action()
            else:
                widget.step(1)
            return True
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and isinstance(widget, Choice):
            self.keyboard = True
            widget.step(-1 if key == pygame.K_LEFT else 1)
            return True
        if key in (pygame.K_LEFT, pygame.K_RIGHT):  # buttons side by side: the arrows as Tab
            self.keyboard = True
            self._move(-1 if key == pygame.K_LEFT else 1)
            return True
        return False

    def sizes(self, fonts: Fonts) -> tuple[int, int, int]:
        """One size for every button's label, one for the choices' labels, one for their
        values: the largest at which the longest fits (never below a readable minimum;
        longer text is cut short by design)."""
        buttons = [w.label_size(fonts) for w in self.widgets if isinstance(w, Button)]
        choices = [w for w in self.widgets if isinstance(w, Choice)]
        floor = 12
        button = max(floor, min(buttons, default=floor))
        label = max(floor, min((w.label_size(fonts) for w in choices), default=floor))
        return button, label, self.value_size(fonts, choices, floor)

    @staticmethod
    def value_size(fonts: Fonts, choices: list[Choice], floor: int) -> int:
        """The size every value shares: the largest at which each fits on one line, except a
        long one (a four-colour deck's name) that goes whole onto two lines at a size of its
        own, so that one long value does not make every other row's smaller."""
        ones = [w.value_size(fonts) for w in choices]
        if not ones:
            return floor
        usual = sorted(ones)[len(ones) // 2]  # the median row's size
        shared = [size for w, size in zip(choices, ones, strict=True)
                  if size >= usual * 0.8 or w.two_line_size(fonts, usual) is None]
        return max(floor, min(shared, default=usual))

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        button, label, value = self.sizes(fonts)
        two_line = min((size for w in self.widgets if isinstance(w, Choice)
                        for size in [w.two_line_size(fonts, value)] if size is not None),
                       default=None)
        for index, widget in enumerate(self.widgets):
            focused = self.keyboard and index == self.focus
            if isinstance(widget, Button):
                widget.draw(surface, fonts, focused, button,
                            elsewhere=self.keyboard and index != self.focus)
            else:
                widget.draw(surface, fonts, focused, (label, value), two_line)
