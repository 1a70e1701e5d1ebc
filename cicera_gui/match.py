"""A match between the player (seat 0) and computer opponents, over the engine.

The opponents think in a worker (see :mod:`cicera_gui.thinking`) from their seat's view, so
the window keeps drawing while they do.
"""

from __future__ import annotations

import random
from concurrent.futures import Future
from dataclasses import dataclass, field

from cicera_gui.thinking import Thinker, shared_thinker
from engine.cicera import CiceraGame, Event, Move, Phase, load_rules
from engine.simulate import Player

HUMAN = 0


def make_opponent(level: str, seed: int) -> Player:
    """A computer opponent of ``level`` (easy, normal, hard)."""
    from engine.ai import make_player

    return make_player(level, seed)


@dataclass
class MatchSetup:
    """What the New game scene chose."""

    variant: str = "bresciana"
    players: int = 2
    levels: list[str] = field(default_factory=lambda: ["normal"])
    seed: int | None = None


class MatchController:
    """Owns the engine game and the opponents, who think through a :class:`Thinker`."""

    def __init__(self, setup: MatchSetup, thinker: Thinker | None = None, *,
                 game: CiceraGame | None = None) -> None:
        self.setup = setup
        seed = setup.seed if setup.seed is not None else random.SystemRandom().getrandbits(32)
        self.seed = seed
        # ``game``: a match restored from its record (a continued or imported match)
        self.game = game or CiceraGame(load_rules(setup.variant), setup.players, seed=seed)
        self.assisted = False  # set once undo or hints are used; kept in the match's record
        seeds = random.Random(seed ^ 0x5EED)
        self.opponents: dict[int, Player] = {
            seat: make_opponent(self._level(seat), seeds.getrandbits(32))
            for seat in range(1, setup.players)
        }
        self.thinker = thinker or shared_thinker()
        self._thinking: Future[tuple[Move, Player]] | None = None
        self._thinking_seat: int | None = None

    def _level(self, seat: int) -> str:
        levels = self.setup.levels or ["normal"]
        return levels[min(seat - 1, len(levels) - 1)]

    def level_of(self, seat: int) -> str:
        return "human" if seat == HUMAN else self._level(seat)

    @property
    def rules_name(self) -> str:
        return self.game.rules.name

    def start_hand(self) -> list[Event]:
        return self.game.start_hand()

    def human_to_play(self) -> bool:
        return self.game.phase is Phase.PLAY and self.game.current_player() == HUMAN

    def play(self, move: Move) -> list[Event]:
        """The player's move, checked by the engine."""
        return self.game.apply(move)

    def think(self) -> None:
        """Start the current opponent thinking, unless it already is."""
        seat = self.game.current_player()
        if seat is None or seat == HUMAN or self._thinking is not None:
            return
        view = self.game.view(seat)
        self._thinking_seat = seat
        self._thinking = self.thinker.submit(self.opponents[seat], view)

    @property
    def thinking(self) -> bool:
        return self._thinking is not None

    def opponent_move(self) -> Move | None:
        """The opponent's chosen move once it has one (then it is not yet applied)."""
        future = self._thinking
        if future is None or not future.done():
            return None
        self._thinking = None
        move, player = future.result()
        seat = self._thinking_seat
        if seat is None or self.game.current_player() != seat:
            return None
        self.opponents[seat] = player  # its generator moved on in the worker
        return move

    def wait_for_opponent(self, timeout: float = 30.0) -> Move | None:
        """Block until the opponent has chosen (for tests and screenshots)."""
        if self._thinking is None:
            self.think()
        if self._thinking is None:
            return None
        self._thinking.result(timeout)
        return self.opponent_move()

    def close(self) -> None:
        if self._thinking is not None:
            self._thinking.cancel()
            self._thinking = None
        # the thinker is shared by every match and stops when the program does
