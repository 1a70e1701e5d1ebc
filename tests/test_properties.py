"""Properties over random games in every variant and player count (hypothesis)."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cicera.events import CardsCaptured, Event, HandScored
from engine.cicera.game import CiceraGame, Phase
from engine.cicera.hand import HandState
from engine.cicera.record import game_to_record, replay_record
from engine.cicera.rules import load_rules
from engine.cicera.scoring import SCORE_ITEMS

SETUPS = [
    ("pagat", 4), ("pagat-sei", 4),
    ("bresciana", 2), ("bresciana", 3), ("bresciana", 4),
    ("bresciana-corta", 2), ("bresciana-corta", 3), ("bresciana-corta", 4),
]  # fmt: skip

games = st.tuples(st.sampled_from(SETUPS), st.integers(0, 2**32 - 1))


def places(hand: HandState) -> list[int]:
    """Every card of the hand wherever it is now: hands, table, later deals, piles, leftover."""
    cards = [c for h in hand.hands for c in h] + list(hand.table)
    cards += [c for deal in hand.later for h in deal for c in h]
    cards += [c for pile in hand.piles for c in range(52) if pile >> c & 1]
    if hand.leftover_side < 0:
        cards += hand.leftover
    return cards


def play_out(variant: str, players: int, seed: int) -> tuple[CiceraGame, list[Event]]:
    game = CiceraGame(load_rules(variant), players, seed=seed)
    rng = random.Random(seed)
    events: list[Event] = []
    while not game.is_terminal() and game.hands_played < 6:
        if game.phase is Phase.DEAL:
            events += game.start_hand()
            continue
        events += game.apply(rng.choice(game.legal_moves()))
        found = places(game.hand)
        assert sorted(found) == list(range(52)), "every card in exactly one place"
    return game, events


@settings(max_examples=40, deadline=None)
@given(games)
def test_every_card_ends_in_exactly_one_place(setup: tuple[tuple[str, int], int]) -> None:
    (variant, players), seed = setup
    play_out(variant, players, seed)


@settings(max_examples=40, deadline=None)
@given(games)
def test_the_breakdown_adds_up_to_the_total(setup: tuple[tuple[str, int], int]) -> None:
    (variant, players), seed = setup
    _, events = play_out(variant, players, seed)
    running = [0] * load_rules(variant).sides(players)
    for event in events:
        if isinstance(event, HandScored):
            for side, score in enumerate(event.scores):
                items = score.as_dict()
                assert items["total"] == sum(items[name] for name in SCORE_ITEMS)
                assert items["cards"] + items["spades"] <= 3
                running[side] += items["total"]
            assert list(event.totals) == running
    # the honours are always at stake: mata, ten of coins, jack of cups are scored once each
    for event in events:
        if isinstance(event, HandScored):
            scores = event.scores
            assert sum(s.mata for s in scores) <= 1 and sum(s.dieci_denari for s in scores) <= 1


@settings(max_examples=30, deadline=None)
@given(games)
def test_a_game_written_as_a_record_replays_to_the_same_events_and_scores(
    setup: tuple[tuple[str, int], int],
) -> None:
    (variant, players), seed = setup
    game, events = play_out(variant, players, seed)
    replayed: list[Event] = []
    replay = replay_record(game_to_record(game), on_event=replayed.append)
    assert replayed == events
    assert replay.game.totals == game.totals and replay.game.winner == game.winner
    captures = [e for e in events if isinstance(e, CardsCaptured)]
    replay_events = [p["events"] for h in replay.as_dict()["hands"] for p in h["plays"]
                     if p["capture"]]
    assert replay_events == [[point.value for point in e.points] for e in captures]
