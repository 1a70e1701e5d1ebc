"""What every family's play aids share: a hint (H) asked of the family's strongest player in
the player's seat, worked out in the worker thinker and polled each frame; undo in practice
matches (U or Ctrl+Z); the card tracker switched on and off (T) and drawn (a panel of
lines: :mod:`cicera_gui.table.line_panel`); the hint's panel; the score sheet (S; its button
is the table's, top right); and the aid buttons that do the same. What a hint says, where its panel
and the tracker go and what the tracker lists is the family's: its aids subclass
:class:`TableAids`."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any, Generic, Literal, Protocol, TypeVar

import pygame

from cicera_gui.look import boxes
from cicera_gui.play.match import G_co
from cicera_gui.scenes.registry import open_scene
from cicera_gui.table.line_panel import PanelLine, draw_line_panel
from cicera_gui.table.panels import draw_hint_box, hint_box
from cicera_gui.words.i18n import N_, _

if TYPE_CHECKING:
    from cicera_gui.play.match import MatchController
    from cicera_gui.scenes.scene import Host



class Hinted(Protocol):
    """What the aids ask of a family's hint: why, in the player's words."""

    def lines(self, deck: str) -> list[str]: ...


H = TypeVar("H", bound=Hinted)


class AidedTable(Protocol[G_co]):
    """What the aids need of a table (a family's aids ask more through a protocol that
    extends this one, never through its table's class), for the family's game ``G_co``."""

    @property
    def app(self) -> Host: ...
    @property
    def controller(self) -> MatchController[G_co]: ...
    @property
    def accepting_input(self) -> bool: ...
    @property
    def unit(self) -> float: ...

    def aid_rects(self, count: int) -> list[pygame.Rect]: ...
    def after_undo(self) -> None: ...
    def focus_on(self, card: int) -> None: ...
    def cloth_rect(self) -> pygame.Rect: ...
    def aid_buttons(self) -> list[tuple[pygame.Rect, str, bool]]: ...
    def last_button_rect(self) -> pygame.Rect: ...


T = TypeVar("T", bound=AidedTable[Any])


class Aids(Protocol):
    """What the shared table does with a family's aids (:class:`TableAids`)."""

    @property
    def busy(self) -> bool: ...
    @property
    def asking(self) -> Future[Any] | None: ...
    @property
    def hinted_card(self) -> int | None: ...

    def state(self) -> object: ...
    def ask(self) -> None: ...
    def toggle_tracker(self) -> None: ...
    def shown_buttons(self) -> list[tuple[pygame.Rect, str, bool]]: ...
    def handle(self, event: pygame.event.Event) -> bool: ...
    def forget(self) -> None: ...
    def update(self) -> None: ...
    def draw(self, surface: pygame.Surface) -> None: ...
    def draw_hint(self, surface: pygame.Surface, width: int, size: int,
                  anchor: Literal["midtop", "midbottom"], at: tuple[int, int],
                  elsewhere: Sequence[tuple[Literal["midtop", "midbottom"], tuple[int, int]]]
                  = (), clear_of: Sequence[pygame.Rect] = (),
                  within: pygame.Rect | None = None,
                  beyond: Sequence[tuple[Literal["midtop", "midbottom"], tuple[int, int]]] = ()
                  ) -> bool: ...

#: An aid button: where it is, its label (to translate), whether it works now, its action.
AidButton = tuple[pygame.Rect, str, bool, Callable[[], None]]


class TableAids(Generic[H, T]):
    """The hint being asked or shown (an ``H``), undo and the tracker of a table (a ``T``:
    what the family's aids need of its table, a protocol)."""

    def __init__(self, table: T) -> None:
        self.table = table
        self.hint: H | None = None
        self.asking: Future[Any] | None = None
        self.asked_at = -1

    @property
    def app(self) -> Host:
        return self.table.app

    # -- what a family's aids fill in --------------------------------------------------------

    def buttons(self) -> list[AidButton]:
        """The aid buttons (:meth:`entries` says which there are), in the table's corner for
        them: bottom right, over the last trick's (or play's) button."""
        entries = self.entries()
        rects = self.table.aid_rects(len(entries))
        return [(rect, label, enabled, action)
                for rect, (label, enabled, action) in zip(rects, entries, strict=True)]

    def shown_buttons(self) -> list[tuple[pygame.Rect, str, bool]]:
        """The buttons as drawn: place, words (a message id), works now."""
        return [(rect, label, enabled) for rect, label, enabled, _action in self.buttons()]

    def position(self) -> int:
        """Where the match is, counted so that every deal, play and take-back changes it: the
        hint asked now is for this position."""
        return self.table.controller.moves

    def still_asked(self) -> bool:
        """True while the match stands where the hint was asked (:attr:`asked_at`)."""
        return self.asked_at == self.position()

    def answered(self, move: Any) -> None:
        """The adviser chose ``move``: show it as the hint."""
        raise NotImplementedError

    @property
    def hinted_card(self) -> int | None:
        """The card of your hand the hint plays, None while there is no hint."""
        raise NotImplementedError

    def failed(self, problem: Exception) -> None:
        """The adviser failed: by default no hint, and play goes on."""

    def tracker_switched(self) -> None:
        """The tracker was switched on or off."""

    def offers_hint(self) -> bool:
        return True

    def hint_heading(self, hint: H) -> str:
        """The hint's first line: the move it plays, in words."""
        raise NotImplementedError

    def tracker_lines(self) -> list[PanelLine]:
        """What the tracker lists now (only what the player could have counted)."""
        raise NotImplementedError

    def tracker_area(self, lines: int) -> pygame.Rect | None:
        """Where the tracker's panel may go when it lists ``lines`` lines (None: no room)."""
        raise NotImplementedError

    #: The side of :meth:`tracker_area` the panel stands on.
    tracker_anchor: Literal["top", "bottom"] = "top"

    # -- what the shared table asks ----------------------------------------------------------

    @property
    def busy(self) -> bool:
        """True while a hint is being worked out: the table looks in at the timer's pace, so
        that the hint shows as soon as it comes."""
        return self.asking is not None

    def state(self) -> object:
        """What the aids show, for the table's frame state (a change draws a frame)."""
        return (self.asking is None, id(self.hint), self.app.settings.tracker,
                self.app.settings.practice, self.table.controller.can_undo)

    # -- the buttons and keys ----------------------------------------------------------------

    def entries(self) -> list[tuple[str, bool, Callable[[], None]]]:
        """The aids there are now, in order: (label, works now, action)."""
        found: list[tuple[str, bool, Callable[[], None]]] = []
        if self.table.controller.remote:  # table talk with friends
            found.append((N_("Say… (P)"), True, self.phrases))
        if not self.table.controller.aids_allowed:  # a table with friends without aids
            return found
        if self.offers_hint():
            found.append((N_("Hint (H)"), self.table.accepting_input and self.asking is None,
                          self.ask))
        if self.app.settings.practice:
            found.append((N_("Undo (U)"), self.table.controller.can_undo, self.undo))
        found.append((N_("Tracker (T)"), True, self.toggle_tracker))
        return found

    def handle(self, event: pygame.event.Event) -> bool:
        """True when an aid used the event."""
        if event.type == pygame.KEYDOWN:
            if not self.table.controller.aids_allowed and event.key in (pygame.K_h,
                                                                       pygame.K_t):
                return True  # no aids at this table
            if event.key == pygame.K_h and self.offers_hint():
                self.ask()
                return True
            if event.key == pygame.K_u or (event.key == pygame.K_z
                                            and event.mod & pygame.KMOD_CTRL):
                self.undo()
                return True
            if event.key == pygame.K_t:
                self.toggle_tracker()
                return True
            if event.key == pygame.K_s:
                self.score_sheet()
                return True
            if event.key == pygame.K_p and self.table.controller.remote:
                self.phrases()
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, _label, enabled, action in self.buttons():
                if rect.collidepoint(event.pos):
                    if enabled:
                        action()
                    return True
        return False

    # -- the aids ----------------------------------------------------------------------------

    def ask(self) -> None:
        """Ask for a hint (the family's strongest player's move in the player's seat)."""
        if not self.table.accepting_input or self.asking is not None:
            return
        self.hint = None
        self.asking = self.table.controller.hint()
        self.asked_at = self.position()

    def undo(self) -> None:
        if self.app.settings.practice and self.table.controller.undo():
            self.forget()
            self.table.after_undo()

    def toggle_tracker(self) -> None:
        self.app.settings.tracker = not self.app.settings.tracker
        self.tracker_switched()
        save = getattr(self.app, "save_settings", None)
        if callable(save):
            save()

    def phrases(self) -> None:
        """The phrases to say to the table with friends."""
        open_scene(self.app, "phrases", self.table.controller.say)

    def score_sheet(self) -> None:
        """The match's score sheet over the table."""
        open_scene(self.app, "score_sheet", self.table.controller)

    def forget(self) -> None:
        """A play was made or taken back: the hint no longer applies."""
        self.hint = None
        if self.asking is not None:
            self.asking.cancel()
        self.asking = None

    def update(self) -> None:
        """Take the hint when the worker has it, if the match is still where it was asked."""
        future = self.asking
        if future is None or not future.done():
            return
        self.asking = None
        if future.cancelled() or not self.still_asked():
            return
        try:
            move = future.result()
        except Exception as problem:
            self.failed(problem)
            return
        self.answered(move)
        card = self.hinted_card
        if card is not None:  # Enter (or ←/→ from there) plays the hint
            self.table.focus_on(card)

    # -- drawing -----------------------------------------------------------------------------

    def hint_lines(self) -> list[str]:
        """What the hint's panel says: the move, then why; while it is worked out, that it
        is; nothing when no hint was asked."""
        if self.hint is None:
            return [_("Thinking about a hint…")] if self.asking is not None else []
        return [self.hint_heading(self.hint), *self.hint.lines(self.app.settings.deck)]

    def draw_hint(self, surface: pygame.Surface, width: int, size: int,
                  anchor: Literal["midtop", "midbottom"], at: tuple[int, int],
                  elsewhere: Sequence[tuple[Literal["midtop", "midbottom"], tuple[int, int]]]
                  = (), clear_of: Sequence[pygame.Rect] = (),
                  within: pygame.Rect | None = None,
                  beyond: Sequence[tuple[Literal["midtop", "midbottom"], tuple[int, int]]] = ()
                  ) -> bool:
        """The hint's panel, at most ``width`` wide in words of ``size``, its ``anchor`` at
        ``at``, or at the first of ``elsewhere`` (those that keep it ``within``) where it
        covers none of ``clear_of`` (the cards it names) when there it would; where it covers
        some everywhere, at the first of ``beyond`` where it covers less, floating over what
        is there as a tooltip does; else where it covers least. Its first line in the
        highlight's colour and bold. False when there is no hint to show."""
        lines = self.hint_lines()
        if not lines:
            return False
        unit = self.table.unit
        box, wrapped = hint_box(self.app.fonts, lines, size, width, unit)

        def placed(place: tuple[str, tuple[int, int]]) -> pygame.Rect:
            where = box.copy()
            setattr(where, place[0], place[1])
            return where

        def covered(place: tuple[str, tuple[int, int]]) -> int:
            where = placed(place)
            return sum(where.clip(rect).width * where.clip(rect).height for rect in clear_of)

        places = [(anchor, at), *(place for place in elsewhere
                                  if within is None or within.contains(placed(place)))]
        chosen = min(places, key=covered)  # the first of the least covered
        farther = min(beyond, key=covered, default=None)
        if farther is not None and covered(farther) < covered(chosen):
            chosen = farther
            boxes.new_layer()  # over the table's edge, as a tooltip stands
        setattr(box, chosen[0], chosen[1])
        draw_hint_box(surface, self.app.fonts, box, wrapped, size, unit)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """What the aids show over the table: the tracker (a family whose hint stands over
        the table draws it here too)."""
        self.draw_tracker(surface)

    def draw_tracker(self, surface: pygame.Surface) -> None:
        """The tracker's panel, when it is on and the family has lines and room for it."""
        if not self.app.settings.tracker or not self.table.controller.aids_allowed:
            return
        lines = self.tracker_lines()
        area = self.tracker_area(len(lines)) if lines else None
        if area is not None:
            draw_line_panel(surface, self.app.fonts, area, lines, self.table.unit,
                            anchor=self.tracker_anchor)
