"""Scopa and Scopone on the capture kind, checked against RULES.md ("Scopa and Scopone"):
the capture (a single card of the same value first, the duty to take), the scopa, the
leftover, the points of a hand, the deal, the match and its records (RECORDS.md)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from engine.cards import Card, parse_cards
from engine.cards import deck as deck_of
from engine.errors import IllegalMove, RecordError, Refusal, VariantError
from engine.kinds.capture.deal import Deal
from engine.kinds.capture.moves import Move
from engine.scopa.events import CardsCaptured, HandScored, LeftoverTaken, MatchWon
from engine.scopa.game import ScopaGame
from engine.scopa.hand import ScopaHand, options_of
from engine.scopa.record import CODEC
from engine.scopa.rules import ScopaRules, load_rules
from engine.scopa.scoring import napola_points, primiera_sum, score_hand

VARIANTS = Path(__file__).resolve().parent.parent / "engine" / "variants" / "data"
CASES = [("scopa", 2), ("scopa", 3), ("scopa", 4), ("scopone-classico", 4), ("scopone", 4)]


def rules(variant: str = "scopa", **changes: object) -> ScopaRules:
    loaded = load_rules(VARIANTS / f"{variant}.yaml")
    if not changes:
        return loaded
    import dataclasses

    return dataclasses.replace(loaded, **changes)  # type: ignore[arg-type]


def cards(text: str) -> list[int]:
    return [int(c) for c in parse_cards(text.split())]


def test_the_shipped_variants_deal_as_the_rules_say() -> None:
    scopa = rules("scopa")
    assert scopa.players == (2, 3, 4) and scopa.target == 11
    for players in (2, 3, 4):
        pattern = scopa.deal_for(players)
        assert (pattern.hand_size, pattern.table_size, pattern.later) == (3, 4, 3)
        assert pattern.hand_size * players + pattern.table_size + pattern.later_deals(
            players) * 3 * players == 40
    classico = rules("scopone-classico").deal_for(4)
    assert (classico.hand_size, classico.table_size, classico.later_deals(4)) == (9, 4, 0)
    scientifico = rules("scopone").deal_for(4)
    assert (scientifico.hand_size, scientifico.table_size) == (10, 0)
    assert rules("scopone").target == 21


def test_a_variant_with_a_mistake_is_refused_naming_its_file_and_key(tmp_path: Path) -> None:
    broken = tmp_path / "mine.yaml"
    broken.write_text((VARIANTS / "scopa.yaml").read_text(encoding="utf-8").replace(
        "napola: false", "napola: sometimes"), encoding="utf-8")
    with pytest.raises(VariantError) as found:
        load_rules(broken)
    assert "mine.yaml" in str(found.value) and "napola" in str(found.value)
    wrong = tmp_path / "wrong.yaml"
    wrong.write_text((VARIANTS / "scopone.yaml").read_text(encoding="utf-8").replace(
        "{hands: 10}", "{hands: 11}"), encoding="utf-8")
    with pytest.raises(VariantError, match=r"deal\.4\.first.*deals 44 cards"):
        load_rules(wrong)


def test_a_single_card_of_the_same_value_is_the_only_capture_when_it_is_there() -> None:
    # a seven with the seven of cups and a three and a four on the table: only the seven
    assert options_of(int(Card.parse("7s")), cards("7c 3d 4b")) == [tuple(cards("7c"))]
    # two sevens there: the player chooses which
    assert options_of(int(Card.parse("7s")), cards("7c 7b 3d 4b")) == [
        tuple(cards("7c")), tuple(cards("7b"))]
    # no seven: every sum that makes seven
    assert sorted(options_of(int(Card.parse("7s")), cards("3d 4b 2c 5s"))) == sorted(
        [tuple(sorted(cards("3d 4b"))), tuple(sorted(cards("2c 5s")))])
    # the figures count 8, 9 and 10 in a sum
    assert options_of(int(Card.parse("Rd")), cards("3c 7b")) == [tuple(sorted(cards("3c 7b")))]
    assert options_of(int(Card.parse("Cd")), cards("Fb Ac")) == [tuple(sorted(cards("Fb Ac")))]


def hand_of(table: str, hands: list[str], later: list[list[str]] | None = None,
            variant: str = "scopa", dealer: int = 1) -> ScopaHand:
    deal = Deal.of([cards(h) for h in hands], cards(table),
                   [[cards(h) for h in packet] for packet in later or []])
    return ScopaHand.start(rules(variant), dealer, deal)


def test_a_card_that_can_take_must_take_and_one_that_cannot_is_laid() -> None:
    game = ScopaGame(rules(), 2, seed=1)
    game.start_hand()
    hand = game.hand
    hand.hands[hand.turn] = cards("5d 2b")
    hand.table = cards("3c 2s")
    moves = game.legal_moves()
    assert Move.of(int(Card.parse("5d")), cards("3c 2s")) in moves
    assert Move.of(int(Card.parse("5d"))) not in moves  # it can take: it may not be laid
    assert Move.of(int(Card.parse("2b")), cards("2s")) in moves
    with pytest.raises(IllegalMove) as refused:
        game.check(Move.of(int(Card.parse("5d"))))
    assert refused.value.code is Refusal.MUST_TAKE
    hand.table = cards("7c 4b")
    with pytest.raises(IllegalMove) as refused:
        game.check(Move.of(int(Card.parse("5d")), cards("4b")))
    assert refused.value.code is Refusal.WRONG_SUM
    assert [str(m) for m in game.legal_moves()] == ["5d", "2b"]  # nothing to take: laid
    hand.table = cards("2s Ad Ac")
    with pytest.raises(IllegalMove) as refused:
        game.check(Move.of(int(Card.parse("2b")), cards("Ad Ac")))
    assert refused.value.code is Refusal.SINGLE_FIRST


def test_a_sweep_is_a_scopa_but_not_with_the_hands_last_card_and_the_rest_goes_to_the_last_taker(
        ) -> None:
    hand = hand_of("5c", ["5d 7b", "6s 2c"])  # the dealer is seat 1: seat 0 plays first
    assert hand.play(int(Card.parse("5d")), cards("5c"))  # the table swept: a scopa
    assert hand.scope == [1, 0]
    assert not hand.play(int(Card.parse("6s")))  # laid
    assert not hand.play(int(Card.parse("7b")))  # laid: 6s and 7b on the table
    assert not hand.play(int(Card.parse("2c")))  # the last card: laid, and the hand is over
    assert hand.finished and hand.leftover == cards("6s 7b 2c")
    assert hand.piles[0] == cards("5d 5c 6s 7b 2c")  # the last taker has the rest
    assert hand.scope == [1, 0]  # and that is never a scopa
    last = hand_of("5c", ["9d", "5s"])
    last.hands = [[], cards("5s")]
    last.table = cards("5c")
    last.turn = 1
    last.plays_left = 1
    assert not last.play(int(Card.parse("5s")), cards("5c"))  # the last card sweeps: no scopa


def test_the_primiera_napola_and_the_points_of_a_hand() -> None:
    assert primiera_sum(cards("7d 7c 7s 7b")) == 84
    assert primiera_sum(cards("6d Ac 5s Rb")) == 18 + 16 + 15 + 10
    assert primiera_sum(cards("7d 7c 7s")) is None  # no batons: it cannot win
    assert napola_points(cards("Ad 2d")) == 0
    assert napola_points(cards("Ad 2d 3d")) == 3
    assert napola_points(cards("Ad 2d 3d 4d 5d Fd")) == 5
    assert napola_points(cards("Ad 2d 3d 4d 5d 6d 7d Fd Cd Rd")) == 10
    plain = rules()
    mine = cards("7d 7c 7s 6b Ad 2d 3d 4d Rd 5c 5s 5b 4c 4s 4b 3c 3s 3b 2c 2s 2b")  # 21 cards
    theirs = [int(c) for c in parse_cards(
        "Ac As Ab 5d 6d 6c 6s 7b Fd Fc Fs Fb Cd Cc Cs Cb Rc Rs Rb".split())]
    first, second = score_hand(plain, [mine, theirs], [2, 0])
    assert (first.carte, first.denari, first.settebello, first.scope) == (1, 1, 1, 2)
    assert first.primiera == 1 and second.primiera == 0  # 21 * 3 + 18 = 81 against 18 * 3 + 21
    assert first.napola == 0 and first.re_bello == 0  # not played in this variant
    assert first.total == 6 and second.total == 0
    assert first.as_dict()["primiera_sum"] == 81 and second.as_dict()["primiera_sum"] == 75
    south = rules(napola=True, re_bello=True)
    first, _second = score_hand(south, [mine, theirs], [0, 0])
    assert first.napola == 4 and first.re_bello == 1
    tied = score_hand(plain, [cards("Ad 2c"), cards("Ac 2d")], [0, 0])
    assert all(s.carte == 0 and s.denari == 0 for s in tied)  # a tie scores for nobody
    three = score_hand(plain, [cards("Ad 2d"), cards("Ac 2c"), cards("As")], [0, 0, 0])
    assert [s.carte for s in three] == [0, 0, 0] and [s.denari for s in three] == [1, 0, 0]


def test_a_first_table_of_three_kings_is_dealt_again_and_never_recorded() -> None:
    for seed in range(300):
        game = ScopaGame(rules(), 2, seed=seed)
        game.start_hand()
        assert sum(1 for c in game.log[-1].deal.table if str(c).startswith("R")) < 3
    game = ScopaGame(rules(), 2, seed=0)
    deck = cards("Rd Rc Rs 2d") + [c for c in range(52) if c not in cards("Rd Rc Rs 2d")]
    allowed = {int(c) for c in deck_of(40)}
    rest = [c for c in deck[4:] if c in allowed]
    deal = Deal.of([rest[0:3], rest[3:6]], cards("Rd Rc Rs 2d"),
                   [[rest[6 + 6 * k:9 + 6 * k], rest[9 + 6 * k:12 + 6 * k]] for k in range(5)])
    with pytest.raises(IllegalMove, match="3 kings"):
        game.start_hand(deal, 0)
    assert ScopaGame(rules(redeal_kings=False), 2).start_hand(deal, 0)


def play_out(game: ScopaGame, rng: random.Random) -> None:
    while not game.is_terminal():
        if game.is_chance_node():
            game.deal_hand()
        else:
            game.apply(rng.choice(game.legal_moves()))


@pytest.mark.parametrize(("variant", "players"), CASES)
def test_whole_matches_are_played_to_the_target_and_their_records_replay(
        variant: str, players: int, tmp_path: Path) -> None:
    game = ScopaGame(rules(variant), players, seed=7)
    events: list[object] = []
    rng = random.Random(players)
    while not game.is_terminal():
        if game.is_chance_node():
            events += game.deal_hand()
        else:
            events += game.apply(rng.choice(game.legal_moves()))
    outcome = game.outcome()
    assert outcome is not None and isinstance(events[-1], MatchWon)
    best = max(game.totals)
    assert best >= game.rules.target and game.totals.count(best) == 1
    scored = [e for e in events if isinstance(e, HandScored)]
    assert len(scored) == game.hands_played and scored[-1].totals == tuple(game.totals)
    for log in game.log:  # every card of the 40 taken by someone, or left to nobody
        assert log.scores is not None
        assert sum(s.cards for s in log.scores) + 0 <= 40
    assert any(isinstance(e, LeftoverTaken) for e in events)
    record = CODEC.to_record(game)
    record["variant"] = str(VARIANTS / f"{variant}.yaml")
    path = tmp_path / "match.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    replay = CODEC.replay(json.loads(path.read_text(encoding="utf-8")))
    out = replay.as_dict()
    assert out["totals"] == list(game.totals) and out["winner"] == game.winner
    first = out["hands"][0]
    assert set(first) == {"plays", "last_capture", "leftover", "score"}
    assert set(first["score"][0]) == {"carte", "denari", "settebello", "primiera", "scope",
                                      "napola", "re_bello", "total", "cards", "coins",
                                      "primiera_sum"}
    assert len(first["score"]) == game.sides
    scopas = sum(1 for e in events if isinstance(e, CardsCaptured) and e.points)
    assert scopas == sum(p["events"] == ["scopa"] for h in out["hands"] for p in h["plays"])
    again = ScopaGame(rules(variant), players, seed=7)
    play_out(again, random.Random(players))
    assert again.totals == game.totals  # seeds in, the same match out


def test_a_record_that_breaks_a_rule_is_refused_with_the_play_and_the_rule() -> None:
    game = ScopaGame(rules(), 2, seed=3)
    game.start_hand()
    record = CODEC.to_record(game)
    record["variant"] = str(VARIANTS / "scopa.yaml")
    hand = game.hand
    seat = hand.turn
    card = hand.hands[seat][0]
    options = options_of(card, hand.table)
    if options:  # a card that can take, laid
        play = {"card": str(Card(card)), "capture": []}
        rule = "must take"
    else:  # a card that cannot take, taking
        play = {"card": str(Card(card)), "capture": [str(Card(hand.table[0]))]}
        rule = "add up to"
    record["hands"][0]["plays"] = [play]
    with pytest.raises(RecordError, match=rf"hand 1, play 1: .*{rule}"):
        CODEC.replay(record)


def test_a_tie_at_the_top_past_the_target_plays_another_hand() -> None:
    game = ScopaGame(rules(), 2, seed=5)
    game.totals = [8, 10]
    game.start_hand()
    hand = game.hand
    hand.hands = [[], cards("Ab")]
    hand.later = []
    hand.table = cards("2c")
    hand.turn = 1
    hand.plays_left = 1
    # carte (20 to 18), settebello and primiera (84 to 48) to side 0; denari (9 to 1) to 1
    hand.piles = [cards("7d 7c 7s 7b 6c 6s 6b 5c 5s 5b 4c 4s 4b 3c 3s 3b 2s 2b Ac As"),
                  cards("Ad 2d 3d 4d 5d 6d Fd Cd Rd Fc Fs Fb Cc Cs Cb Rc Rs Rb")]
    events = game.apply(Move.of(int(Card.parse("Ab"))))  # laid: the rest goes to nobody
    scored = next(e for e in events if isinstance(e, HandScored))
    assert [s.total for s in scored.scores] == [3, 1]
    assert game.totals == [11, 11]  # both at the target, tied: another hand
    assert game.is_chance_node() and not game.is_terminal() and game.outcome() is None
