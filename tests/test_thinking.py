"""Opponents think in a worker process; a seeded match plays the same as on a thread."""

from __future__ import annotations

from cicera_gui.play.match import HUMAN, MatchController, MatchSetup
from cicera_gui.play.thinking import Thinker
from engine.cicera.game import Phase
from tests.typed_games import cicera


def opponent_moves(kind: str) -> list[str]:
    thinker = Thinker(kind)
    controller = MatchController(MatchSetup("bresciana", 3, ["normal", "easy"], seed=12),
                                 thinker)
    game = cicera(controller.game)
    game.start_hand()
    moves: list[str] = []
    try:
        while game.phase is Phase.PLAY and len(moves) < 16:
            if game.current_player() == HUMAN:
                game.apply(game.legal_moves()[0])
                continue
            move = controller.wait_for_opponent(timeout=60)
            assert move is not None and move in game.legal_moves()
            moves.append(str(move))
            game.apply(move)
    finally:
        thinker.close()
    return moves


def test_a_worker_process_plays_the_same_moves_as_a_thread() -> None:
    in_process = opponent_moves("process")
    assert len(in_process) == 16
    assert in_process == opponent_moves("thread")
