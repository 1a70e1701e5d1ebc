"""Ciapanò records (RECORDS.md, "A Ciapanò record"): written by the engine, replayed to the
same tricks and penalties, and bad records refused in one line naming the hand and play."""

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from engine.ciapano.game import CiapanoGame
from engine.ciapano.moves import TAKE
from engine.ciapano.record import game_to_record, replay_record
from engine.ciapano.rules import load_rules
from engine.cli import main
from engine.errors import RecordError
from engine.record_files import record_of, replay
from tests.ciapano_positions import cappotto_deal, play_cappotto, random_match


def test_a_record_has_the_documented_shape() -> None:
    game, _ = random_match(load_rules("ciapano"), 4, seed=3)
    record = record_of(game, names=["A", "B", "C", "D"])
    assert record["format"] == "ciapano-record/1" and record["game"] == "ciapano"
    assert record["variant"] == "ciapano" and record["players"] == 4
    assert record["names"] == ["A", "B", "C", "D"] and record["seed"] == 3
    first = record["hands"][0]
    assert set(first) == {"dealer", "deal", "plays"}  # everybody in: no "seats"
    assert [len(h) for h in first["deal"]["hands"]] == [10, 10, 10, 10]
    assert first["deal"]["aside"] == []
    assert first["plays"][0] == {"card": first["plays"][0]["card"],
                                 "seat": (first["dealer"] + 1) % 4}
    later = [h for h in record["hands"] if "seats" in h]
    assert later, "someone went out before the end"
    assert all(len(h["deal"]["hands"]) == len(h["seats"]) for h in later)


def test_the_replay_prints_tricks_points_penalty_totals_winners() -> None:
    game, _ = random_match(load_rules("ciapano"), 5, seed=8)
    output = replay(json.loads(json.dumps(record_of(game)))).as_dict()
    assert set(output) == {"hands", "totals", "winners"}
    hand = output["hands"][0]
    assert set(hand) == {"tricks", "points", "penalty"}
    assert len(hand["tricks"]) == 8
    assert set(hand["tricks"][0]) == {"leader", "cards", "winner"}
    assert sum(hand["points"]) == 32 and sum(hand["penalty"]) in (11, 44)
    assert output["totals"] == game.totals
    assert output["winners"] == list(game.winners or ())


def test_an_unfinished_hand_has_null_points_and_its_trick_in_play() -> None:
    game, _ = random_match(load_rules("busca"), 4, seed=4, stop_after=6)
    output = replay_record(game_to_record(game)).as_dict()
    hand = output["hands"][-1]
    assert hand["points"] is None and hand["penalty"] is None
    assert [len(t["cards"]) for t in hand["tricks"]] == [4, 2]
    assert hand["tricks"][-1]["winner"] is None
    assert output["totals"] == [0, 0, 0, 0] and output["winners"] == []


def traversone_cappotti() -> CiapanoGame:
    """Two Traversone hands, each a cappotto: the first maker gives everyone else 21, and
    the second (one of them, with 21 now) is to choose."""
    rules = load_rules("traversone")
    game = CiapanoGame(rules, 3, seed=1)
    for hand in range(2):
        dealer = game.next_dealer()
        leader = (dealer + 1) % 3
        game.start_hand(cappotto_deal(rules, 3, leader, (leader + 1) % 3), dealer)
        play_cappotto(game, leader)
        if hand == 0:  # its maker had 0: given, no choice asked
            assert game.current_player() is None
    return game


def test_a_traversone_choice_is_one_more_entry_after_the_last_card() -> None:
    game = traversone_cappotti()
    maker = game.current_player()
    assert maker is not None and game.totals[maker] == 21
    game.apply(TAKE)
    record = game_to_record(game)
    assert "card" in record["hands"][0]["plays"][-1]  # given without a choice: no entry
    assert record["hands"][-1]["plays"][-1] == {"choice": "take", "seat": maker}
    output = replay_record(record).as_dict()
    assert output["hands"][-1]["penalty"][maker] == -21
    assert output["totals"] == game.totals and game.totals[maker] == 0


def test_a_take_the_score_does_not_allow_is_refused() -> None:
    record = game_to_record(traversone_cappotti())
    bad = copy.deepcopy(record)
    bad["hands"][0]["plays"].append({"choice": "take"})
    with pytest.raises(RecordError, match=r"^hand 1, play 40: 'take' is allowed only with a "
                                          r"score of 21 or more; seat \d has 0$"):
        replay_record(bad)


def test_an_older_records_explicit_give_where_there_was_no_choice_replays_the_same() -> None:
    record = game_to_record(traversone_cappotti())
    explicit = copy.deepcopy(record)
    explicit["hands"][0]["plays"].append({"choice": "give"})
    assert replay_record(explicit).as_dict() == replay_record(record).as_dict()
    assert replay_record(explicit).as_dict()["hands"][0]["penalty"].count(21) == 2
    twice = copy.deepcopy(explicit)
    twice["hands"][0]["plays"].append({"choice": "give"})
    with pytest.raises(RecordError, match=r"^hand 1, play 40: the hand is already over"):
        replay_record(twice)


def test_a_missing_choice_is_give_when_a_hand_follows_and_pending_at_the_end() -> None:
    record = game_to_record(traversone_cappotti())
    pending = replay_record(record)
    assert pending.as_dict()["hands"][-1]["penalty"] is None
    assert pending.game.choices()
    following = copy.deepcopy(record)
    following["hands"].append({"dealer": 0, "deal": {"hands": [], "aside": []}, "plays": []})
    with pytest.raises(RecordError, match="hand 3: "):
        replay_record(following)  # the choice defaulted to 'give', then hand 3 is checked
    finished = copy.deepcopy(record)
    finished["hands"][-1]["plays"].append({"choice": "give"})
    assert sum(replay_record(finished).as_dict()["hands"][-1]["penalty"]) == 42


def with_play(record: dict[str, Any], hand: int, play: int, card: str) -> dict[str, Any]:
    bad = copy.deepcopy(record)
    bad["hands"][hand - 1]["plays"][play - 1] = {"card": card}
    return bad


def ciapano_record() -> dict[str, Any]:
    game, _ = random_match(load_rules("ciapano"), 4, seed=11)
    return game_to_record(game)


def first_revoke(record: dict[str, Any]) -> tuple[int, str]:
    """A play of the first hand that does not follow suit though it could, and the card."""
    hand = record["hands"][0]
    seat_hands = [list(h) for h in hand["deal"]["hands"]]
    plays = hand["plays"]
    for number, play in enumerate(plays, start=1):
        seat = play["seat"]
        position = number - 1
        led = plays[position - position % 4]["card"][-1]
        if position % 4 and play["card"][-1] == led:
            other = [c for c in seat_hands[seat] if c[-1] != led]
            if other:
                return number, other[0]
        seat_hands[seat].remove(play["card"])
    raise AssertionError("no play that could revoke")


def test_a_revoke_is_refused_naming_the_hand_and_play() -> None:
    record = ciapano_record()
    number, card = first_revoke(record)
    with pytest.raises(RecordError, match=rf"^hand 1, play {number}: you must follow \w+$"):
        replay_record(with_play(record, 1, number, card))


@pytest.mark.parametrize(
    ("card", "message"),
    [("8s", "8s is not one of the 40 cards"), ("Xs", "unknown card 'Xs'")],
)
def test_a_card_not_in_the_40_is_refused(card: str, message: str) -> None:
    with pytest.raises(RecordError, match=f"^hand 1, play 2: {message}"):
        replay_record(with_play(ciapano_record(), 1, 2, card))


def test_a_card_not_in_hand_is_refused() -> None:
    record = ciapano_record()
    other = record["hands"][0]["plays"][1]["card"]
    with pytest.raises(RecordError, match=r"^hand 1, play 1: seat \d does not hold "):
        replay_record(with_play(record, 1, 1, other))


def test_a_busca_first_trick_ban_broken_is_refused() -> None:
    game, _ = random_match(load_rules("busca"), 4, seed=2, stop_after=4)
    record = game_to_record(game)
    hand = record["hands"][0]
    leader = (hand["dealer"] + 1) % 4
    coin = next((c for c in hand["deal"]["hands"][leader] if c.endswith("d")), None)
    assert coin is not None
    with pytest.raises(RecordError,
                       match=r"^hand 1, play 1: no coins may be led to the first trick$"):
        replay_record(with_play(record, 1, 1, coin))


def test_wrong_player_count_deal_and_dealer_are_refused() -> None:
    record = ciapano_record()
    bad = copy.deepcopy(record)
    bad["variant"], bad["players"] = "mattazza", 3
    with pytest.raises(RecordError, match=r"^players: variant 'mattazza' is played by 4 "
                                          r"players, not 3$"):
        replay_record(bad)
    bad = copy.deepcopy(record)
    bad["hands"][0]["deal"]["hands"][0].pop()
    with pytest.raises(RecordError, match=r"^hand 1: wrong deal: hand 1 has 9 cards, not 10$"):
        replay_record(bad)
    bad = copy.deepcopy(record)
    bad["hands"][0]["deal"]["hands"][0][0] = bad["hands"][0]["deal"]["hands"][1][0]
    with pytest.raises(RecordError, match=r"^hand 1: wrong deal: .* is dealt twice$"):
        replay_record(bad)
    bad = copy.deepcopy(record)
    bad["hands"][1]["dealer"] = record["hands"][0]["dealer"]
    with pytest.raises(RecordError, match=r"^hand 2: dealt by seat"):
        replay_record(bad)
    out = next(i for i, h in enumerate(record["hands"]) if "seats" in h)
    bad = copy.deepcopy(record)
    del bad["hands"][out]["seats"]
    with pytest.raises(RecordError, match=f"^hand {out + 1}: 'seats' is missing, but seats"):
        replay_record(bad)


def test_the_command_line_replays_a_record(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    game, _ = random_match(load_rules("kifameno"), 3, seed=6)
    path = tmp_path / "match.json"
    path.write_text(json.dumps(game_to_record(game)))
    assert main(["replay", str(path)]) == 0
    output = json.loads(capsys.readouterr().out)
    assert output["totals"] == game.totals and output["winners"] == list(game.winners or ())


def test_a_bad_record_is_one_line_on_stderr_exit_2_and_nothing_on_stdout(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = ciapano_record()
    number, card = first_revoke(record)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(with_play(record, 1, number, card)))
    assert main(["replay", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1
    assert captured.err.startswith(f"{path}: hand 1, play {number}: you must follow ")
