"""The par of the player's hand (:mod:`engine.par`): what Hard scores with the player's cards
from the same seat against the same opponents, worked out in the worker while the hand's
summary is shown, and kept with the match (:attr:`MatchController.pars`), never worked out
twice. This module imports no pygame."""

from __future__ import annotations

from concurrent.futures import Future
from typing import TYPE_CHECKING

from cicera_gui.play.match import HUMAN
from cicera_gui.words.i18n import _
from engine.bounds import one_line
from engine.par import par_of_record

if TYPE_CHECKING:
    from cicera_gui.play.match import MatchController


class HandPar:
    """The par of hand ``hand``: :meth:`start` sends it to the worker, :meth:`poll` (every
    frame) takes it in. A practice hand has none (it is never kept)."""

    def __init__(self, controller: MatchController, hand: int) -> None:
        self.controller = controller
        self.hand = hand
        self.future: Future[dict[str, int]] | None = None
        self.problem: str | None = None

    @property
    def offered(self) -> bool:
        """A par for a hand the player was dealt in, of a match that is kept (no practice)."""
        log = self.controller.game.hand_log()[self.hand - 1]
        return self.controller.practice_of is None and HUMAN in log.seats

    @property
    def result(self) -> dict[str, int] | None:
        return self.controller.pars.get(self.hand)

    def start(self) -> None:
        """Send the par to the worker, unless it is known, on its way, or not offered."""
        if not self.offered or self.result is not None or self.future is not None:
            return
        controller = self.controller
        record = controller.family.to_record(controller.game)
        levels = [controller.level_of(seat) for seat in range(controller.game.players)]
        self.future = controller.thinker.run(par_of_record, record, self.hand, HUMAN, levels,
                                             controller.seed)

    def start_in_background(self) -> None:
        """:meth:`start` where the worker runs beside the window; where it would run on the
        window's own thread (tests and benches, which step time themselves), only when
        asked."""
        if self.controller.thinker.kind != "inline":
            self.start()

    def poll(self) -> bool:
        """True when the par came in (or failed) since the last call."""
        future = self.future
        if future is None or not future.done():
            return False
        self.future = None
        try:
            self.controller.pars[self.hand] = future.result()
        except Exception as problem:  # said on the summary; the match goes on
            self.problem = one_line(str(problem))
        return True

    def line(self) -> str:
        """The par beside what the player's side scored, in words; "" when there is none."""
        if not self.offered:
            return ""
        found = self.result
        if found is not None:
            game = self.controller.game
            text = (_("Par for this deal (Hard in your seat): {par} · your side: {played}")
                    if game.sides < game.players else
                    _("Par for this deal (Hard in your seat): {par} · you: {played}"))
            return text.format(par=found["par"], played=found["played"])
        if self.problem is not None:
            return _("The par could not be worked out: {error}").format(error=self.problem)
        if self.future is not None:
            return _("Working out the par for this deal…")
        return ""
