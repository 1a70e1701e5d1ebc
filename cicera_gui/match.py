"""A match between the player (seat 0) and computer opponents, over the engine.

The opponents think in a worker (see :mod:`cicera_gui.thinking`) from their seat's view, so
the window keeps drawing while they do.
"""

from __future__ import annotations

import copy
import random
from concurrent.futures import Future
from dataclasses import dataclass, field

from cicera_gui.thinking import Thinker, shared_thinker
from engine.cicera import CiceraGame, Event, Move, Phase, load_rules
from engine.players import Player

HUMAN = 0
HINT_BUDGET_MS = 700.0


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
        self._undo: list[tuple[CiceraGame, dict[int, Player]]] = []
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
        self._undo.clear()  # undo goes back within a hand, never into the last one
        return self.game.start_hand()

    def human_to_play(self) -> bool:
        return self.game.phase is Phase.PLAY and self.game.current_player() == HUMAN

    def play(self, move: Move) -> list[Event]:
        """The player's move, checked by the engine (and remembered for undo)."""
        self.game.check(move)
        self._undo.append((self.game.clone(), copy.deepcopy(self.opponents)))
        return self.game.apply(move)

    @property
    def can_undo(self) -> bool:
        return bool(self._undo) and not self.game.is_terminal()

    def undo(self) -> bool:
        """Take back the player's last play of this hand and the opponents' replies since;
        the match counts as assisted from then on."""
        if not self.can_undo:
            return False
        if self._thinking is not None:
            self._thinking.cancel()
            self._thinking = None
        self.game, self.opponents = self._undo.pop()
        self.assisted = True
        return True

    def hint(self) -> Future[tuple[Move, Player]]:
        """Ask the Hard opponent, in the player's seat, what it would play (in the worker);
        hints make the match count as assisted."""
        from engine.ai import make_player

        self.assisted = True
        adviser = make_player("hard", self.seed ^ len(self.game.log[-1].plays),
                              budget_ms=HINT_BUDGET_MS)
        return self.thinker.submit(adviser, self.game.view(HUMAN))

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
        try:
            move, player = future.result()
        except Exception as problem:  # the worker died: think again on a thread
            self.thinker.fall_back(problem)
            self.think()
            return None
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
