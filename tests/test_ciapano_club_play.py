"""Normal plays the Ciapanò family as a good club player, and the rule-based expert that it
is measured against plays by the game's known strategy: checked at every decision of whole
seeded matches, and in built positions."""

from __future__ import annotations

import json
import random

import pytest

from engine.cards import Card
from engine.ciapano.ai import make_player
from engine.ciapano.ai.expert import ExpertPlayer, expert_card
from engine.ciapano.ai.knowledge import LOWER, Situation, situation_of_view
from engine.ciapano.ai.normal import NormalPlayer, cappotto_in_play
from engine.ciapano.game import CiapanoGame
from engine.ciapano.order import STRENGTH
from engine.ciapano.rules import load_rules
from engine.cli import main
from engine.kinds.trick.masks import BIT, SUIT_MASK_OF, cards_of
from engine.match import play_match
from tests.ciapano_ai_positions import position


def decisions(variant: str, players: int, seed: int, player: type) -> list[tuple[Situation,
                                                                               int]]:
    """Every card decision of a whole match played by ``player`` in every seat: what the
    seat knew, and the card it played."""
    seen: list[tuple[Situation, int]] = []

    class Watched:
        def __init__(self) -> None:
            self.inner = player(random.Random(seed))

        def choose(self, view):  # type: ignore[no-untyped-def]
            move = self.inner.choose(view)
            if not view.choices:
                seen.append((situation_of_view(view), int(move)))
            return move

    game = CiapanoGame(load_rules(variant), players, seed=seed)
    play_match(game, [Watched() for _ in range(players)])
    return seen


def ducking(sit: Situation) -> list[int]:
    led = SUIT_MASK_OF[sit.trick[0]]
    return [c for c in cards_of(sit.legal) if BIT[c] & led and BIT[c] & LOWER[sit.best]]


@pytest.mark.parametrize(("variant", "players", "seed"), [("ciapano", 4, 1),
                                                          ("traversone", 5, 2),
                                                          ("kifameno", 3, 3)])
def test_normal_never_takes_a_trick_it_could_duck(variant: str, players: int,
                                                  seed: int) -> None:
    """Following suit with a card that loses to the trick's winner, Normal plays one (but
    last to a trick without points, where taking it rids the hand of a high card at no cost,
    and when a cappotto is in play late in the hand)."""
    checked = 0
    for sit, card in decisions(variant, players, seed, NormalPlayer):
        if not sit.trick or cappotto_in_play(sit):
            continue
        under = ducking(sit)
        clean_last = not sit.after and not sit.trick_points and not sit.last_trick
        if under and not clean_last:
            assert card in under, (sit, card)
            checked += 1
    assert checked > 20


@pytest.mark.parametrize(("variant", "players", "seed"), [("ciapano", 4, 4), ("busca", 4, 5)])
def test_the_expert_ducks_high_dumps_points_and_leads_what_others_can_beat(
        variant: str, players: int, seed: int) -> None:
    values = load_rules(variant).values
    for sit, card in decisions(variant, players, seed, ExpertPlayer):
        assert card == expert_card(sit)
        if not sit.trick:
            continue
        led = SUIT_MASK_OF[sit.trick[0]]
        under = ducking(sit)
        if not sit.legal & led:  # void: no card with more points kept
            assert values[card] == max(values[c] for c in cards_of(sit.legal))
        elif under and (sit.after or sit.trick_points or sit.last_trick):
            assert card == max(under, key=lambda c: STRENGTH[c])  # the highest that ducks


def test_normal_leads_a_low_card_without_points_from_a_long_suit() -> None:
    view = position("ciapano", 4, "Ad 4d 5d 6d 3c Rs 2b Cb Fb 7b")
    assert make_player("normal", 1).choose(view) == Card.parse("4d")


def test_the_expert_is_a_tournament_level_of_the_family_only(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "--variant", "ciapano", "--players", "4", "--a", "normal",
                 "--b", "expert", "--hands", "3", "--seed", "2"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["b"] == "expert" and summary["moves"]["expert"] == 3 * 4 * 10 * 3
    assert main(["tournament", "--variant", "bresciana", "--players", "2", "--a", "normal",
                 "--b", "expert", "--hands", "1"]) != 0
    assert "expert" in capsys.readouterr().err
