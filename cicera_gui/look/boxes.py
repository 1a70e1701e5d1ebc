"""What a frame put where: text boxes, panels and cards, recorded while drawing.

Drawing code reports each rectangle it fills (``element``), each line of text (``theme.
draw_text`` does that by itself) and the panel a text belongs in (``inside``). Nothing is
recorded unless a test (or a developer) asks with :func:`recording`; then :func:`problems`
says which text overlaps something else or leaves its panel. A dialog's veil (``new_layer``)
starts a new layer: what lies under a veil is not checked against what lies over it.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from dataclasses import dataclass, field

import pygame


@dataclass
class Box:
    """One recorded rectangle, in drawing order."""

    kind: str  # "text", or what the element is: "panel", "card", "button", ...
    rect: pygame.Rect
    order: int
    layer: int
    text: str = ""
    size: int = 0
    panel: Box | None = None  # the panel a text (or card) must stay inside
    group: str = ""  # labels of one row share a size: the row's name

    def ink(self) -> pygame.Rect:
        """A text's rectangle without the font's empty leading above and below."""
        if self.kind != "text":
            return self.rect
        rect = self.rect.copy()
        top = round(rect.height * 0.17)
        bottom = round(rect.height * 0.06)
        return pygame.Rect(rect.x, rect.y + top, rect.width, max(1, rect.height - top - bottom))


@dataclass
class Recorder:
    boxes: list[Box] = field(default_factory=list)
    layer: int = 0
    panels: list[Box] = field(default_factory=list)
    screen: tuple[int, int] = (0, 0)
    said: list[str] = field(default_factory=list)  # every string rendered

    def add(self, kind: str, rect: pygame.Rect, **details: object) -> Box:
        box = Box(kind, pygame.Rect(rect), len(self.boxes), self.layer,
                  panel=self.panels[-1] if self.panels else None)
        for name, value in details.items():
            setattr(box, name, value)
        self.boxes.append(box)
        return box

    def texts(self) -> list[Box]:
        return [box for box in self.boxes if box.kind == "text"]


_active: list[Recorder] = []


@contextlib.contextmanager
def recording(screen: tuple[int, int] = (0, 0)) -> Iterator[Recorder]:
    """Record every box drawn inside the ``with``."""
    recorder = Recorder(screen=screen)
    _active.append(recorder)
    try:
        yield recorder
    finally:
        _active.remove(recorder)


def element(kind: str, rect: pygame.Rect) -> Box | None:
    """Report a drawn rectangle (a card, a panel, a button)."""
    if not _active:
        return None
    return _active[-1].add(kind, rect)


def text(rect: pygame.Rect, content: str, size: int, group: str = "") -> None:
    """Report a drawn line of text (``theme.draw_text`` calls this)."""
    if _active:
        _active[-1].add("text", rect, text=content, size=size, group=group)


def said(content: str) -> None:
    """Report a string rendered for the player to read (``Fonts.text`` calls this)."""
    if _active:
        _active[-1].said.append(content)


def new_layer() -> None:
    """A veil over everything drawn so far (a dialog opens)."""
    if _active:
        _active[-1].layer += 1


@contextlib.contextmanager
def inside(kind: str, rect: pygame.Rect) -> Iterator[None]:
    """Report ``rect`` as a panel; text and cards drawn in the ``with`` must stay inside it."""
    if not _active:
        yield
        return
    recorder = _active[-1]
    box = recorder.add(kind, rect)
    recorder.panels.append(box)
    try:
        yield
    finally:
        recorder.panels.remove(box)


def _ancestors(box: Box | None) -> list[Box]:
    found = []
    while box is not None:
        found.append(box)
        box = box.panel
    return found


def problems(recorder: Recorder, slack: int = 1) -> list[str]:
    """Every text that overlaps another text or element, or leaves its panel or the screen;
    every card that leaves its panel."""
    found: list[str] = []
    screen = pygame.Rect((0, 0), recorder.screen) if recorder.screen != (0, 0) else None

    def name(box: Box) -> str:
        return f"{box.kind} {box.text!r}" if box.text else f"{box.kind} {tuple(box.rect)}"

    for box in recorder.boxes:
        rect = box.ink().inflate(-2 * slack, -2 * slack) if box.kind == "text" else box.rect
        if box.panel is not None and not box.panel.rect.contains(rect):
            found.append(f"{name(box)} {tuple(box.rect)} leaves its {name(box.panel)}")
        if box.kind == "text" and screen is not None and not screen.contains(rect):
            found.append(f"{name(box)} {tuple(box.rect)} leaves the window")
    for first in recorder.texts():
        mine = first.ink().inflate(-2 * slack, -2 * slack)
        family = _ancestors(first.panel)
        for other in recorder.boxes:
            if other is first or other.layer != first.layer or other in family:
                continue
            if other.kind == "text" and other.order < first.order:
                continue  # the pair is checked from the earlier text's side
            theirs = other.ink().inflate(-2 * slack, -2 * slack) if other.kind == "text" \
                else other.rect
            if not mine.colliderect(theirs):
                continue
            if other.order < first.order and any(p.order > other.order for p in family):
                continue  # under this text's panel: hidden by it
            if other.kind == "text" and any(p.order > first.order and p.rect.colliderect(mine)
                                            for p in _ancestors(other.panel)):
                continue  # the later text's panel hides this one
            found.append(f"{name(first)} {tuple(first.rect)} overlaps {name(other)}")
    return found


def mixed_sizes(recorder: Recorder) -> list[str]:
    """Rows of labels (texts with one ``group``) drawn at more than one size."""
    sizes: dict[tuple[int, str], set[int]] = {}
    for box in recorder.texts():
        if box.group:
            sizes.setdefault((box.layer, box.group), set()).add(box.size)
    return [f"{group}: sizes {sorted(found)}" for (_layer, group), found in sizes.items()
            if len(found) > 1]
