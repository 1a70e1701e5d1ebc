"""A reason is true of the position it is given in (issue 30): over many positions of random
hands, a card that can take nothing is never said to leave nothing worth taking, an honour
laid on the table is named, and a trick between two players never speaks of "another
player"."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from typing import Any

from cicera_gui.families.ciapano.hints import explain as trick_reasons
from cicera_gui.families.cicera.hints import explain
from cicera_gui.families.cicera.terms import HONOUR_NAMES
from engine.families import load_variant, new_match


def _messages(reasons: Sequence[tuple[object, object]]) -> list[str]:
    """Each reason's source message (a plural's as its two forms)."""
    return [message if isinstance(message, str) else str(message) for message, _ in reasons]


def decisions(variant: str, players: int, deals: int, seed: int
              ) -> Iterator[tuple[Any, list[Any]]]:
    """Every decision of ``deals`` first hands played at random: the seat's view and the
    legal moves."""
    rng = random.Random(seed)
    for deal in range(deals):
        game = new_match(load_variant(variant), players, seed=deal)
        game.deal_hand()
        while (seat := game.current_player()) is not None:
            moves = list(game.legal_moves())
            yield game.view(seat), moves
            game.apply(rng.choice(moves))


def test_cicera_reasons_for_laying_a_card_are_true_of_the_table() -> None:
    checked = honours = cannot = 0
    for view, moves in decisions("pagat", 4, 40, seed=5):
        for move in moves:
            if move.capture:
                continue
            said = _messages(explain(view, move).reasons)
            could = any(m.card == move.card and m.capture for m in moves)
            checked += 1
            if could:
                assert "nothing on the table is worth taking with it" in said
            else:
                cannot += 1
                assert "nothing on the table is worth taking with it" not in said
                assert "it can take nothing on this table" in said
            laid_honour = any("lays an honour" in m for m in said)
            assert laid_honour == (int(move.card) in HONOUR_NAMES)
            honours += laid_honour
    assert checked > 500 and cannot > 50 and honours > 5


def test_a_trick_between_two_players_never_speaks_of_another_player() -> None:
    for players, word in ((2, "your opponent"), (4, "another player")):
        said = set()
        for view, moves in decisions("kifameno", players, 20, seed=3):
            for move in moves:
                if isinstance(move, int) or hasattr(move, "__index__"):
                    said.update(_messages(trick_reasons(view, int(move)).reasons))
        texts = " ".join(said)
        assert word in texts
        other = "another player" if players == 2 else "your opponent"
        assert other not in texts
