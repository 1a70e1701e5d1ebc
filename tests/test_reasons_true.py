"""A reason is true of the position it is given in (issue 30): over many positions of random
hands, a card that can take nothing is never said to leave nothing worth taking, the table is
said to lie open to a Scùa exactly when a card the player has not seen could sweep it, an
honour left to be taken is named exactly when an unseen card could take it, and a trick
between two players never speaks of "another player"."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from typing import Any

from cicera_gui.families.ciapano.hints import explain as trick_reasons
from cicera_gui.families.cicera.giveaway import HINT_CARDS, HINT_SAFE, HINT_SWEEP
from cicera_gui.families.cicera.hints import explain
from cicera_gui.families.cicera.terms import HONOUR_NAMES
from engine.cards import RANK_OF, VALUE_OF
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
            honours += HINT_CARDS in said
    assert checked > 500 and cannot > 50 and honours > 5


def _sweeps(card: int, table: Sequence[int]) -> bool:
    """``card`` takes the whole ``table`` as the rules say it: the one card there by rank,
    or two or more number cards adding up to its value (worked out here afresh)."""
    if len(table) == 1:
        return RANK_OF[table[0]] == RANK_OF[card]
    return (VALUE_OF[card] > 0 and all(VALUE_OF[t] for t in table)
            and sum(VALUE_OF[t] for t in table) == VALUE_OF[card])


def _takes_card(card: int, target: int, table: Sequence[int]) -> bool:
    """``card`` can take ``target`` off ``table``: by rank, or in a sum of two or more
    number cards with it (the sums the others reach, worked out afresh)."""
    if RANK_OF[target] == RANK_OF[card]:
        return True
    if not VALUE_OF[card] or not VALUE_OF[target]:
        return False
    need = VALUE_OF[card] - VALUE_OF[target]
    reach = {0}
    for other in table:
        if other != target and VALUE_OF[other]:
            reach |= {total + VALUE_OF[other] for total in reach if total + VALUE_OF[other] <= 10}
    return need > 0 and need in reach


def test_cicera_hints_say_what_the_move_leaves_the_next_player_truly() -> None:
    """"careful: Bepi could sweep the table" exactly when one unseen card could take the whole
    table the move leaves, "leaves Bepi no Scùa" otherwise; an honour left on the table is
    named exactly when an unseen card could take it."""
    sweeps = safe = honours = 0
    for view, moves in decisions("bresciana", 2, 24, seed=7):
        unseen = [int(card) for card in view.unseen()]
        following = (view.seat + 1) % view.players
        if view.hand_sizes[following] == 0 and view.stock == 0:
            continue
        for move in moves:
            taken = {int(card) for card in move.capture}
            after = [int(c) for c in view.table if int(c) not in taken]
            if not move.capture:
                after.append(int(move.card))
            said = _messages(explain(view, move).reasons)
            if not after:
                assert HINT_SWEEP not in said and HINT_SAFE not in said
                continue
            one_of_each_rank = list({RANK_OF[card]: card for card in unseen}.values())
            sweepable = any(_sweeps(card, after) for card in one_of_each_rank)
            assert (HINT_SWEEP in said) == sweepable, (view, move)
            assert (HINT_SAFE in said) == (not sweepable), (view, move)
            open_honours = [card for card in after if card in HONOUR_NAMES
                            and any(_takes_card(c, card, after) for c in one_of_each_rank)]
            assert (HINT_CARDS in said) == bool(open_honours), (view, move)
            sweeps += sweepable
            safe += not sweepable
            honours += bool(open_honours)
    assert sweeps > 30 and safe > 30 and honours > 8


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
