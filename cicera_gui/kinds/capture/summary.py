"""A game of captures' hand summary (the dialog is :mod:`cicera_gui.scenes.hand_summary`'s):
a column for each side, headed by its name; under the family's rows, this hand's points and
the match's totals against the target; at the match's end who won, in a whole sentence."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from cicera_gui.look import theme
from cicera_gui.play.match import MatchController
from cicera_gui.scenes.hand_summary import HandSummaryScene
from cicera_gui.scenes.summary_table import SummaryRow, SummaryTable, TotalRow
from cicera_gui.words.i18n import _
from cicera_gui.words.names import seat_name, side_name, viewer
from engine.kinds.capture.events import HandScored, MatchWon

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host


class _Rules(Protocol):
    @property
    def target(self) -> int: ...

    def partnerships(self, players: int) -> bool: ...


class _Match(Protocol):
    @property
    def rules(self) -> _Rules: ...
    @property
    def players(self) -> int: ...

    def side_of(self, seat: int) -> int: ...


class CaptureSummary(HandSummaryScene[Any]):
    """A hand's summary at a game of captures: the family says its rows."""

    def __init__(self, app: Host, controller: MatchController[Any],
                 scored: HandScored[Any], won: MatchWon | None,
                 on_close: Callable[[], None]) -> None:
        super().__init__(app, controller, scored.hand, won, on_close)
        self.scored = scored
        self.won: MatchWon | None = won

    @property
    def match(self) -> _Match:
        game: _Match = self.controller.game
        return game

    def heads(self) -> tuple[str, ...]:
        """The names' column (no head), then each side's name."""
        game = self.match
        partnerships = game.rules.partnerships(game.players)
        return ("", *(side_name(side, game.players, partnerships)
                      for side in range(len(self.scored.scores))))

    def summed(self, rows: tuple[SummaryRow, ...]) -> SummaryTable:
        """The family's ``rows``, then this hand's points and the match's totals under the
        target, counted up from before the hand."""
        scores = self.scored.scores
        totals = self.scored.totals
        before = tuple(t - s.total for t, s in zip(totals, scores, strict=True))
        return SummaryTable(self.heads(), rows, (
            TotalRow(_("This hand"), tuple(s.total for s in scores), (0,) * len(scores),
                     theme.HIGHLIGHT),
            TotalRow(_("Match (to {target})").format(target=self.match.rules.target),
                     tuple(totals), before, theme.GOLD, size=3.0)))

    def match_headline(self) -> str:
        """Who won, a whole sentence for each: you, you and your partner, one opponent, a
        pair."""
        assert self.won is not None
        game = self.match
        partnerships = game.rules.partnerships(game.players)
        if self.won.side == game.side_of(viewer()):
            return (_("You and your partner won the match!") if partnerships
                    else _("You won the match!"))
        if partnerships:
            first, second = (seat for seat in range(game.players)
                             if game.side_of(seat) == self.won.side)
            return _("{first} and {second} won the match").format(
                first=seat_name(first), second=seat_name(second))
        return _("{name} won the match").format(name=seat_name(self.won.side))
