"""Game records (RECORDS.md): written by the engine, replayed to the same events and scores,
and bad records refused with the hand and play named."""

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest

from engine.cicera.game import CiceraGame, Phase
from engine.cicera.record import game_to_record, replay_record, write_record
from engine.cicera.rules import load_rules
from engine.errors import RecordError


def random_match(variant: str, players: int, seed: int, stop_after: int | None = None
                 ) -> CiceraGame:
    game = CiceraGame(load_rules(variant), players, seed=seed)
    rng = random.Random(seed)
    plays = 0
    while not game.is_terminal() and (stop_after is None or plays < stop_after):
        if game.phase is Phase.DEAL:
            game.start_hand()
            continue
        game.apply(rng.choice(game.legal_moves()))
        plays += 1
    return game


def test_a_record_has_the_documented_shape() -> None:
    record = game_to_record(random_match("pagat-sei", 4, seed=1, stop_after=30))
    assert record["format"] == "cicera-record/1" and record["game"] == "cicera"
    assert record["variant"] == "pagat-sei" and record["players"] == 4
    hand = record["hands"][0]
    assert set(hand) == {"dealer", "deal", "plays"}
    assert [len(h) for h in hand["deal"]["hands"]] == [6, 6, 6, 6]
    assert len(hand["deal"]["table"]) == 4
    assert [[len(h) for h in d] for d in hand["deal"]["later"]] == [[6, 6, 6, 6]]
    first = hand["plays"][0]
    assert first["seat"] == (hand["dealer"] + 1) % 4
    assert set(first) == {"card", "capture", "seat"}
    json.dumps(record)  # plain JSON


def test_replay_of_a_finished_match_gives_its_scores_totals_and_winner() -> None:
    game = random_match("bresciana", 2, seed=7)
    result = replay_record(game_to_record(game)).as_dict()
    assert result["totals"] == game.totals and result["winner"] == game.winner is not None
    assert len(result["hands"]) == len(game.log)
    for hand, log in zip(result["hands"], game.log, strict=True):
        assert log.scores is not None
        assert hand["score"] == [score.as_dict() for score in log.scores]
        assert len(hand["plays"]) == 52 - len(log.deal.table)
        assert list(hand["plays"][0]) == ["seat", "card", "capture", "events"]


def test_an_unfinished_hand_has_no_score_and_totals_count_finished_hands() -> None:
    game = random_match("bresciana-corta", 3, seed=5)
    finished_totals = list(game.totals)
    record = game_to_record(game)
    record["hands"][-1]["plays"] = record["hands"][-1]["plays"][:10]
    result = replay_record(record).as_dict()
    assert result["hands"][-1]["score"] is None
    assert result["winner"] is None
    before_last = game.log[:-1]
    expected = [sum(h.scores[side].total for h in before_last if h.scores) for side in range(3)]
    assert result["totals"] == expected != finished_totals


def _full_deal_record() -> dict[str, Any]:
    """A 2-player bresciana hand whose first play is 9d taking 2d 3d 4d from a bare table."""
    from engine.cards import CARDS

    hands = [["9d", "As", "2s", "3s", "4s", "5s", "6s", "7s"],
             ["Rb", "8s", "9s", "10s", "Fs", "Cs", "Rs", "Ab"]]
    table = ["2d", "3d", "4d", "5d"]
    used = {c for h in hands for c in h} | set(table)
    rest = [str(c) for c in CARDS if str(c) not in used]
    table[3] = "Cd"  # a figure the 9 cannot take, so the table is not swept
    rest = [c for c in rest if c != "Cd"] + ["5d"]
    later = [[rest[0:8], rest[8:16]], [rest[16:24], rest[24:32]]]
    return {
        "format": "cicera-record/1", "game": "cicera", "variant": "bresciana", "players": 2,
        "hands": [{"dealer": 1, "deal": {"hands": hands, "table": table, "later": later},
                   "plays": [{"card": "9d", "capture": ["2d", "3d", "4d"]},
                             {"card": "Rb"}]}],
    }


def test_events_without_scua_when_the_table_keeps_a_card() -> None:
    result = replay_record(_full_deal_record()).as_dict()
    first, second = result["hands"][0]["plays"]
    assert first == {"seat": 0, "card": "9d", "capture": ["2d", "3d", "4d"],
                     "events": ["simili", "quadriglia"]}
    assert second == {"seat": 1, "card": "Rb", "capture": [], "events": []}
    assert result["hands"][0]["score"] is None and result["totals"] == [0, 0]


def test_input_cards_in_any_case_and_optional_fields() -> None:
    record = _full_deal_record()
    record["hands"][0]["plays"][0] = {"card": "9D", "capture": ["2d", "3D", "4d"], "seat": 0}
    record["seed"] = 4
    record["names"] = ["Ada", "Bepi"]
    record["created"] = "2026-11-21T10:00:00+00:00"
    plays = replay_record(record).as_dict()["hands"][0]["plays"]
    assert plays[0]["card"] == "9d" and plays[0]["capture"] == ["2d", "3d", "4d"]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda r: r["hands"][0]["plays"][0].update(card="Xd"), "hand 1, play 1: unknown card"),
        (lambda r: r["hands"][0]["plays"][1].update(card="As"),
         "hand 1, play 2: As is not in the hand of seat 1"),
        (lambda r: r["hands"][0]["plays"][0].update(capture=["2d", "3d"]),
         "hand 1, play 1: the captured cards add up to 5, not 9"),
        (lambda r: r["hands"][0]["plays"][1].update(capture=["Cd"]),
         "hand 1, play 2: Rb cannot take Cd"),
        (lambda r: r["hands"][0]["plays"][1].update(seat=0),
         "hand 1, play 2: it is seat 1's turn"),
        (lambda r: r["hands"][0]["deal"]["table"].__setitem__(0, "9d"),
         "hand 1: wrong deal: 9d is dealt twice"),
        (lambda r: r["hands"][0]["deal"]["hands"][0].pop(),
         "hand 1: wrong deal: seat 0 is dealt 7"),
        (lambda r: r["hands"][0]["deal"].update(later=[]),
         "hand 1: wrong deal: the deal has 0 later"),
        (lambda r: r["hands"][0].update(dealer=2), "hand 1: dealer 2 is not a seat"),
        (lambda r: r.update(format="cicera-record/2"), "format: expected 'cicera-record/1'"),
            (lambda r: r.update(variant="scopa"),
             "variant: scopa: key 'game': expected 'cicera', got 'scopa'"),
            (lambda r: r.update(variant="briscola"), "variant: briscola: no such variant file"),
        (lambda r: r.update(players=5), "players: variant 'bresciana' is played by 2, 3, 4"),
        (lambda r: r.update(hands=[]), "the record has no hands"),
        (lambda r: r["hands"][0].update(plays="9d"), "hand 1: 'plays' must be a list"),
    ],
)
def test_an_illegal_record_is_refused_naming_hand_and_play(change: Any, message: str) -> None:
    record = copy.deepcopy(_full_deal_record())
    change(record)
    with pytest.raises(RecordError) as caught:
        replay_record(record)
    assert message in str(caught.value)


def test_a_second_hand_must_be_dealt_by_the_next_seat_after_the_first_is_done() -> None:
    game = random_match("bresciana-corta", 2, seed=2)
    assert len(game.log) >= 2
    record = game_to_record(game)
    record["hands"][1]["dealer"] = record["hands"][0]["dealer"]
    with pytest.raises(RecordError, match="hand 2: dealt by seat"):
        replay_record(record)
    record = game_to_record(game)
    record["hands"][0]["plays"].pop()
    with pytest.raises(RecordError, match="hand 1 is unfinished, but hand 2 follows"):
        replay_record(record)


def test_plays_after_the_hand_is_over_and_hands_after_the_match_are_refused() -> None:
    game = random_match("bresciana-corta", 2, seed=2)
    record = game_to_record(game)
    record["hands"][0]["plays"].append({"card": "As"})
    with pytest.raises(RecordError, match=r"hand 1, play 49: the hand is already over"):
        replay_record(record)
    record = game_to_record(game)
    record["hands"].append(record["hands"][-1])
    with pytest.raises(RecordError, match="the match was already won"):
        replay_record(record)


def test_write_record_is_atomic_and_readable(tmp_path: Path) -> None:
    game = random_match("pagat", 4, seed=3, stop_after=20)
    path = tmp_path / "sub" / "match.json"
    write_record(game, path, names=["A", "B", "C", "D"])
    assert [p.name for p in path.parent.iterdir()] == ["match.json"]
    data = json.loads(path.read_text())
    assert data["names"] == ["A", "B", "C", "D"] and data["seed"] == 3
    assert replay_record(data).game.log[-1].plays == game.log[-1].plays


def test_a_record_may_name_a_variant_file_relative_to_itself(tmp_path: Path) -> None:
    (tmp_path / "quick.yaml").write_text("extends: bresciana\ntarget: 5\n")
    record = _full_deal_record()
    record["variant"] = "quick.yaml"
    replay = replay_record(record, base_dir=tmp_path)
    assert replay.game.rules.target == 5
