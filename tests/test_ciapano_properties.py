"""Properties of random matches in every Ciapanò variant and player count: every card in one
place at all times, penalties that add up, records that replay to the same hands, and the
bit-mask core agreeing with the plain implementation card for card."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import Card
from engine.ciapano.events import HandScored
from engine.ciapano.game import CiapanoGame
from engine.ciapano.hand import HandState
from engine.ciapano.moves import Choice
from engine.ciapano.plain import PlainHand
from engine.ciapano.record import game_to_record, replay_record
from engine.ciapano.rules import DECK, load_rules
from engine.ciapano.scoring import hand_penalties
from engine.families import variant_ids
from engine.kinds.trick.masks import cards_of

CASES = [(v, n) for v in variant_ids("ciapano") for n in load_rules(v).players]


def places(game: CiapanoGame) -> list[int]:
    """Every card of the 40 as often as it is somewhere: hands, trick, tricks taken, talon,
    aside, or out of the deck."""
    hand = game.hand
    log = game.log[-1]
    found = [c for mask in hand.hands for c in cards_of(mask)]
    found += hand.trick + list(hand.talon) + list(hand.aside)
    found += [c for trick in log.tricks for c in trick.cards]
    found += list(game.rules.removed.get(len(hand.seats), ()))
    return sorted(found)


@pytest.mark.parametrize(("variant", "players"), CASES)
def test_random_matches_keep_every_card_in_one_place_and_penalties_add_up(
        variant: str, players: int) -> None:
    rules = load_rules(variant)
    every = sorted(DECK)
    for seed in range(2):
        game = CiapanoGame(rules, players, seed=seed)
        rng = random.Random(seed)
        while not game.is_terminal():
            if game.is_chance_node():
                game.deal_hand()
                continue
            assert places(game) == every
            for event in game.apply(rng.choice(game.legal_moves())):
                if isinstance(event, HandScored):
                    check_penalties(rules.scoring, rules.total, event)
            assert places(game) == every
            assert min(game.totals) >= 0
        outcome = game.outcome()
        assert outcome is not None and outcome.winners and outcome.lower_is_better


def check_penalties(scoring: str, total: int, event: HandScored) -> None:
    """The penalties of a hand add up to the total, or are a cappotto's."""
    written = list(event.penalty)
    if scoring == "balance" and event.cappotto is None:
        assert sum(written) == total, event
    elif scoring == "balance" and event.cappotto is not None:
        maker = written.pop(event.cappotto)
        assert (maker, set(written)) in ((0, {total}), (0, {0, total}), (-total, {0})), event
    elif scoring == "mattazza":
        assert set(written) <= {0, 1} and sum(written) >= 1, event
    else:
        assert sum(written) >= 1 and min(written) >= 0, event


@pytest.mark.parametrize(("variant", "players"), CASES)
def test_a_record_replays_to_the_same_tricks_and_penalties(variant: str, players: int) -> None:
    rules = load_rules(variant)
    game = CiapanoGame(rules, players, seed=3)
    rng = random.Random(3)
    while not game.is_terminal():
        if game.is_chance_node():
            game.deal_hand()
        else:
            game.apply(rng.choice(game.legal_moves()))
    record = json.loads(json.dumps(game_to_record(game)))
    replayed = replay_record(record).game
    assert [(h.dealer, h.seats, h.tricks, h.points, h.penalty) for h in replayed.log] == [
        (h.dealer, h.seats, h.tricks, h.points, h.penalty) for h in game.log]
    assert replayed.totals == game.totals and replayed.winners == game.winners


@settings(max_examples=40, deadline=None)
@given(case=st.sampled_from(CASES), seed=st.integers(0, 2**32))
def test_the_bit_mask_core_and_the_plain_code_play_the_same_hand(
        case: tuple[str, int], seed: int) -> None:
    variant, players = case
    rules = load_rules(variant)
    rng = random.Random(seed)
    deck = list(rules.deck_for(players))
    rng.shuffle(deck)
    size = rules.hand_size(players)
    hands = [deck[i * size:(i + 1) * size] for i in range(players)]
    rest = deck[size * players:]
    dealer = rng.randrange(players)
    fast = HandState.start(rules, players, range(players), dealer, hands, rest)
    plain = PlainHand(rules, players, dealer, [[str(c) for c in h] for h in hands],
                      [str(c) for c in rest])
    while not fast.finished:
        legal = sorted(Card(c) for c in cards_of(fast.legal_mask()))
        assert sorted(Card.parse(c) for c in plain.legal()) == legal
        card = rng.choice(legal)
        fast.play(card)
        plain.play(str(card))
    assert plain.finished()
    assert fast.points == plain.points and fast.last_winner == plain.last_winner
    written = hand_penalties(rules, fast.seats, fast.points, fast.tricks, fast.last_winner)
    assert (list(written.penalty), written.cappotto) == plain.penalties()


@settings(max_examples=25, deadline=None)
@given(case=st.sampled_from(CASES), seed=st.integers(0, 2**32))
def test_a_playout_leaves_the_hand_as_card_by_card_play_would(case: tuple[str, int],
                                                              seed: int) -> None:
    variant, players = case
    rules = load_rules(variant)
    rng = random.Random(seed)
    deck = list(rules.deck_for(players))
    rng.shuffle(deck)
    size = rules.hand_size(players)
    hands = [deck[i * size:(i + 1) * size] for i in range(players)]
    state = HandState.start(rules, players, range(players), 0, hands, deck[size * players:])
    state.playout(rng)
    assert state.finished and not any(state.hands)
    total = sum(rules.values[c] for c in deck) + rules.last_trick_bonus
    if rules.rest == "aside":
        total -= sum(rules.values[c] for c in deck[size * players:])
    assert sum(state.points) == total
    assert sum(state.tricks) == len(deck) // players if rules.rest == "talon" else size


def test_legal_moves_come_in_a_stable_order() -> None:
    game = CiapanoGame(load_rules("traversone"), 8, seed=1)
    game.deal_hand()
    moves = game.legal_moves()
    assert moves == sorted(moves, key=lambda m: (isinstance(m, Choice), int(m)
                                                 if isinstance(m, Card) else 0))
    assert moves == game.clone().legal_moves()
