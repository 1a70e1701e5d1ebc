"""The analysis of the player's plays in a hand, run in the worker one play at a time, so
that the window keeps drawing, shows how far it got, and can stop it (the engine's
game-neutral analyser, :mod:`engine.ai.analyse`, does the rating). A finished analysis is
kept with the match (:attr:`MatchController.analyses`) and never computed twice. This
module imports no pygame."""

from __future__ import annotations

from concurrent.futures import Future
from typing import TYPE_CHECKING

from engine.ai.analyse import (
    DEFAULT_WORLDS,
    HandAnalysis,
    PlayRating,
    Position,
    rate_position,
    restored_ratings,
)

if TYPE_CHECKING:
    from cicera_gui.play.match import MatchController
    from cicera_gui.play.tasks import Task
    from engine.families import Family
    from engine.game import AnyGame


#: Deals of the unseen cards per play: the command's default depth.
WORLDS = DEFAULT_WORLDS


def plays_of(family: Family, game: AnyGame, seat: int, hand: int) -> list[Position]:
    """The plays ``seat`` made in hand ``hand`` of ``game``, as the analysis rates them."""
    return family.analysis.positions(family.to_record(game), None, seat, hand)


class Analysis:
    """The player's plays of hand ``hand`` being rated: :meth:`poll` every frame."""

    def __init__(self, controller: MatchController, seat: int, hand: int) -> None:
        self.controller = controller
        self.hand = hand
        kit = controller.family.analysis
        self.kit = kit
        #: The player's plays of the hand, found by replaying the match (seconds for a long
        #: one: on a thread of its own beside the window, at once where the tests step time)
        self.positions: list[Position] = []
        self.preparing: Task[list[Position]] | None = controller.thinker.task(
            plays_of, controller.family, controller.game, seat, hand,
            name="cicera-analysis-plays")
        self.ratings: list[PlayRating] = []
        #: The plays sent to the worker and not yet taken, in order
        self.futures: list[Future[PlayRating]] = []
        self.cancelled = False
        self.problem: BaseException | None = None
        if self.preparing.done:  # found at once (a thinker that thinks inline)
            self._prepared()

    def _prepared(self) -> None:
        """The plays found: the ratings kept with the match taken up, if any."""
        assert self.preparing is not None
        task, self.preparing = self.preparing, None
        try:
            self.positions = task.result()
        except Exception as problem:  # a match that no longer replays: said, not raised
            self.problem = problem
            return
        controller, hand = self.controller, self.hand
        kept = controller.analyses.get(hand)
        saved = controller.saved_analyses.get(hand)
        if kept is None and saved is not None:  # kept in the saved match: made again
            restored = restored_ratings(self.kit, self.positions, saved)
            if restored is not None:
                kept = controller.analyses[hand] = HandAnalysis(hand, tuple(restored))
        if kept is not None:
            self.ratings = list(kept.ratings)

    @property
    def done(self) -> bool:
        return self.preparing is None and len(self.ratings) == len(self.positions)

    @property
    def running(self) -> bool:
        return not (self.done or self.cancelled or self.problem is not None)

    def progress(self) -> tuple[int, int]:
        return len(self.ratings), len(self.positions)

    def result(self) -> HandAnalysis | None:
        return HandAnalysis(self.hand, tuple(self.ratings)) if self.done else None

    def poll(self) -> bool:
        """Send the next plays to the worker (as many at a time as it has processes), or take
        the next rating, in order; True when one came in."""
        if self.preparing is not None:
            if not self.preparing.done:
                return False
            self._prepared()
            return True
        if not self.running:
            return False
        sent = len(self.ratings) + len(self.futures)
        while len(self.futures) < self.controller.thinker.workers and sent < len(self.positions):
            position = self.positions[sent]
            rules = position.view.rules
            self.futures.append(self.controller.thinker.run(
                rate_position, self.kit, position, worlds=WORLDS,
                seed=self.controller.seed, thresholds=self.kit.thresholds(rules)))
            sent += 1
        if not self.futures or not self.futures[0].done():
            return False
        future = self.futures.pop(0)
        try:
            self.ratings.append(future.result())
        except Exception as problem:
            self.problem = problem
            for pending in self.futures:  # the rest is not waited for
                pending.cancel()
            self.futures.clear()
            return True
        if self.done:
            result = self.result()
            assert result is not None
            self.controller.analyses[self.hand] = result
        return True

    def cancel(self) -> None:
        """Stop: the plays being rated are left to finish in the worker, and forgotten."""
        self.cancelled = True
        for future in self.futures:
            future.cancel()
        self.futures.clear()
