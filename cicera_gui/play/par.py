"""The par of the player's hand (:mod:`engine.par`): what Hard scores with the player's cards
from the same seat against the same opponents. The match works it out in the background
(:meth:`MatchController.start_par`) and keeps it (:attr:`MatchController.pars`), never twice;
this is how a hand's summary shows it. This module imports no pygame."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cicera_gui.play.match import HUMAN
from cicera_gui.words.i18n import _

if TYPE_CHECKING:
    from cicera_gui.play.match import MatchController


class HandPar:
    """The par of hand ``hand`` as its summary shows it: :meth:`start` asks the match for
    it, :meth:`poll` (every frame) says when what is shown changed. A practice hand has none
    (it is never kept)."""

    def __init__(self, controller: MatchController, hand: int) -> None:
        self.controller = controller
        self.hand = hand
        self._seen: object = None

    @property
    def offered(self) -> bool:
        """A par for a hand the player was dealt in, of a match that is kept (no practice)."""
        log = self.controller.hand_entry(self.hand)
        return (log is not None and self.controller.practice_of is None
                and not self.controller.remote and HUMAN in log.seats)

    @property
    def result(self) -> dict[str, int] | None:
        return self.controller.pars.get(self.hand)

    @property
    def problem(self) -> str | None:
        return self.controller.par_problems.get(self.hand)

    @property
    def pending(self) -> bool:
        """The par is being worked out."""
        return self.hand in self.controller.pars_pending

    def start(self) -> None:
        """Ask the match for the par, unless it is known, on its way, or not offered."""
        if self.offered:
            self.controller.start_par(self.hand)

    def start_in_background(self) -> None:
        """:meth:`start` where the worker runs beside the window; where it would run on the
        window's own thread (tests and benches, which step time themselves), only when
        asked."""
        if self.controller.thinker.kind != "inline":
            self.start()

    def poll(self) -> bool:
        """True when the par came in (or failed) since the last call."""
        now = (self.result, self.problem, self.pending)
        changed, self._seen = now != self._seen, now
        return changed

    def help(self) -> str:
        """What the par measures, and how it differs from the analysis (a tooltip)."""
        return _("The par: this very deal played once more, with Hard in your seat against "
                 "the same opponents, in the game's own points. The analysis measures "
                 "something else: what each of your plays lost, on average over the cards you "
                 "could not see.")

    def line(self) -> str:
        """The par beside what the player's side scored, in words; "" when there is none."""
        if not self.offered:
            return ""
        found = self.result
        if found is not None:
            game = self.controller.game
            partnerships = game.sides < game.players
            if "par_against" in found:  # two sides: both sides' points, as the table says
                text = (_("Par for this deal (Hard in your seat): {par}–{par_against} · your "
                          "side: {played}–{played_against}") if partnerships else
                        _("Par for this deal (Hard in your seat): {par}–{par_against} · you: "
                          "{played}–{played_against}"))
            elif game.lower_is_better:
                text = _("Par for this deal (Hard in your seat): {par} · you: {played} (fewer "
                         "is better)")
            else:
                text = (_("Par for this deal (Hard in your seat): {par} · your side: {played}")
                        if partnerships else
                        _("Par for this deal (Hard in your seat): {par} · you: {played}"))
            return text.format(**found)
        if self.problem is not None:
            return _("The par could not be worked out: {error}").format(error=self.problem)
        if self.pending:
            return _("Working out the par for this deal…")
        return ""
