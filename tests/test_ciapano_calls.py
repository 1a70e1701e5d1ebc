"""Mattazza's calls: offered where the variant lists them, said on one's own turn once a hand,
decided by the computer from its view alone, and never a change to the cards or the score."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from engine.cards import Card
from engine.ciapano.ai.normal import NormalPlayer
from engine.ciapano.calls import (
    Call,
    call_now,
    choose_call,
    masters,
    may_call,
    open_calls,
    plays_so_far,
    wants_duro,
)
from engine.ciapano.deal import Deal
from engine.ciapano.determinize import determinize
from engine.ciapano.game import CiapanoGame
from engine.ciapano.record import game_to_record
from engine.ciapano.rules import CALLS, load_rules
from engine.errors import VariantError
from tests.ciapano_positions import STRONG, cards, strong_deal, user_variant

C = Card.parse


def test_mattazza_offers_both_calls_and_its_relatives_none() -> None:
    assert CALLS == ("duro", "mattazza")
    assert load_rules("mattazza").calls == ("duro", "mattazza")
    for variant in ("ciapano", "traversone", "kifameno", "busca"):
        assert load_rules(variant).calls == (), variant


def test_a_user_file_may_offer_calls_in_any_variant(tmp_path: Path) -> None:
    rules = user_variant(tmp_path, "extends: ciapano\ncalls: [mattazza, duro]\n")
    assert rules.calls == ("duro", "mattazza")  # in the calls' own order
    assert user_variant(tmp_path, "extends: mattazza\ncalls: []\n", "quiet.yaml").calls == ()


@pytest.mark.parametrize(("text", "message"), [
    ("extends: mattazza\ncalls: [shout]\n",
     "key 'calls': unknown call 'shout'; the calls are duro, mattazza"),
    ("extends: mattazza\ncalls: duro\n",
     "key 'calls': expected a list of calls such as [duro, mattazza], got 'duro'"),
    ("extends: mattazza\ncalls: [duro, duro]\n", "key 'calls': duro is listed twice"),
])
def test_a_bad_calls_key_gets_one_line(tmp_path: Path, text: str, message: str) -> None:
    with pytest.raises(VariantError) as err:
        user_variant(tmp_path, text)
    assert str(err.value).startswith(str(tmp_path / "mine.yaml") + ": " + message)


def test_a_seat_calls_on_its_own_turn_each_call_once_a_hand() -> None:
    game = strong_deal()
    assert game.current_player() == 1
    view = game.view(1)
    assert open_calls(view, []) == ("duro", "mattazza")
    assert open_calls(game.view(2), []) == ()  # not its turn
    said = call_now(view, "duro", [])
    assert said == Call(hand=1, at=0, seat=1, call="duro")
    assert not may_call(view, "duro", [said]) and may_call(view, "mattazza", [said])
    with pytest.raises(ValueError, match="may not call 'duro'"):
        call_now(view, "duro", [said])
    game.apply(C("7b"))
    assert plays_so_far(game.view(2)) == 1
    assert open_calls(game.view(2), [said]) == ("duro", "mattazza")  # another seat's own
    ciapano = CiapanoGame(load_rules("ciapano"), 4, seed=1)
    ciapano.start_hand(Deal.of([cards(hand) for hand in STRONG], []), dealer=0)
    assert open_calls(ciapano.view(1), []) == ()


def test_a_call_from_an_earlier_hand_does_not_count_in_this_one() -> None:
    view = strong_deal().view(1)
    earlier = Call(hand=0, at=3, seat=1, call="duro")
    assert may_call(view, "duro", [earlier])


def test_five_top_cards_at_the_first_play_go_hard() -> None:
    game = strong_deal()
    view = game.view(1)
    assert wants_duro(view) and choose_call(view, []) == "duro"
    assert choose_call(view, [call_now(view, "duro", [])]) is None  # said already
    game.apply(C("7b"))
    assert choose_call(game.view(2), []) is None  # no top card
    game.apply(C("5b"))
    assert choose_call(game.view(3), []) is None  # four top cards: not enough
    game.apply(C("Fb"))
    assert choose_call(game.view(0), []) is None  # three
    game.apply(C("4b"))  # seat 3 takes the trick with Fb
    game.apply(C("Ad"))
    game.apply(C("4d"))
    view = game.view(1)
    assert len([c for c in view.hand if c.rank in (0, 1, 2)]) == 5
    assert choose_call(view, []) is None  # still five, but no longer its first play


def _positions(seed: int) -> list[tuple[CiapanoGame, int, list[Call]]]:
    """Every turn of a Mattazza match between Normal players, with the calls said before it."""
    game = CiapanoGame(load_rules("mattazza"), 4, seed=seed)
    players = [NormalPlayer(random.Random(seed * 4 + seat)) for seat in range(4)]
    made: list[Call] = []
    found = []
    while not game.is_terminal() and len(game.log) < 4:
        if game.is_chance_node():
            game.deal_hand()
            continue
        seat = game.current_player()
        assert seat is not None
        view = game.view(seat)
        found.append((game.clone(), seat, list(made)))
        call = choose_call(view, made)
        if call is not None:
            made.append(call_now(view, call, made))
        game.apply(players[seat].choose(view))
    return found


def test_the_same_view_says_the_same_call_whatever_the_hidden_hands() -> None:
    said = {"duro": 0, "mattazza": 0, None: 0}
    for seed in (1, 2):
        for game, seat, made in _positions(seed):
            view = game.view(seat)
            call = choose_call(view, made)
            said[call] += 1
            for world_seed in (1, 2):
                world = determinize(view, random.Random(world_seed))
                assert world.view(seat) == view
                assert choose_call(world.view(seat), made) == call
            assert choose_call(view, made) == call  # and asking again changes nothing
    assert said["duro"] and said["mattazza"] and said[None]


def test_the_mattazza_is_pulled_leading_with_only_masters_while_a_seat_has_no_trick() -> None:
    pulled = 0
    for game, seat, made in _positions(4) + _positions(5) + _positions(6):
        view = game.view(seat)
        late_lead = not view.trick and 2 <= len(view.hand) <= 4
        trickless = any(view.tricks_won[s] == 0 for s in view.seats if s != seat)
        wanted = late_lead and trickless and masters(view) == len(view.hand)
        said = choose_call(view, made)
        pulled += said == "mattazza"
        spoke = any(c.seat == seat and c.at == plays_so_far(view) for c in made
                    if c.hand == view.hand_number)
        if may_call(view, "mattazza", made) and not spoke and said != "duro":
            assert (said == "mattazza") == wanted
        else:
            assert said != "mattazza"
    assert pulled


def _play(seed: int, with_calls: bool) -> tuple[dict[str, object], list[Call]]:
    game = CiapanoGame(load_rules("mattazza"), 4, seed=seed)
    players = [NormalPlayer(random.Random(seed * 4 + seat)) for seat in range(4)]
    made: list[Call] = []
    while not game.is_terminal():
        if game.is_chance_node():
            game.deal_hand()
            continue
        seat = game.current_player()
        assert seat is not None
        view = game.view(seat)
        if with_calls:
            for call in open_calls(view, made):  # every seat says all it may, at once
                if choose_call(view, made) == call or seat == 0:
                    made.append(call_now(view, call, made))
        game.apply(players[seat].choose(game.view(seat)))
    record = game_to_record(game)
    del record["created"]  # when it was written, not what was played
    return record, made


def test_calls_change_no_move_and_no_score() -> None:
    for seed in (4, 5):
        quiet, none = _play(seed, with_calls=False)
        talked, made = _play(seed, with_calls=True)
        assert not none and made
        assert {c.seat for c in made} >= {0} and {c.call for c in made} == set(CALLS)
        assert talked == quiet  # the same hands, plays and scores


def test_the_opponents_calls_are_decided_by_the_match_driver_with_their_plays() -> None:
    """The family announces through the game interface (``Family.announce``): the match
    controller asks it when an opponent is to play, keeps the call with the match, and says
    it once; a saved match's plain lists count as said; Cicera announces nothing."""
    from cicera_gui.play.match import MatchController, MatchSetup
    from engine.ciapano.calls import opponent_call

    game = strong_deal()  # seat 1 to play first, five top cards: it goes hard
    view = game.view(1)
    assert opponent_call(view, []) == call_now(view, "duro", [])
    assert opponent_call(view, [list(call_now(view, "duro", []))]) is None  # a save's list
    controller = MatchController(MatchSetup("mattazza", 4, [], 5), game=game)
    try:
        said = controller.opponent_announcement()
        assert said == Call(view.hand_number, 0, 1, "duro")
        assert controller.calls == [said]
        assert controller.opponent_announcement() is None  # said once
    finally:
        controller.close()
    cicera = MatchController(MatchSetup("pagat", 4, [], 5))
    try:
        cicera.start_hand()
        while not cicera.opponent_to_play():
            cicera.play(cicera.game.legal_moves()[0])
        assert cicera.opponent_announcement() is None and cicera.calls == []
    finally:
        cicera.close()


def test_the_calls_index_keeps_each_seats_call_once_a_hand_and_finds_a_tricks() -> None:
    from engine.ciapano.calls import Call, CallIndex

    saved = [[1, 0, 2, "duro"], [1, 5, 3, "mattazza"], [1, 6, 2, "duro"],  # said again
             Call(2, 0, 1, "duro"), [2, 9, 1, "mattazza"]]
    index = CallIndex(saved)
    assert index.hand(1) == [Call(1, 0, 2, "duro"), Call(1, 5, 3, "mattazza")]
    assert index.hand(3) == []
    assert index.in_trick(1, 1, players=4) == [Call(1, 5, 3, "mattazza")]
    assert index.in_trick(2, 2, players=4) == [Call(2, 9, 1, "mattazza")]
    assert index.mark == CallIndex.mark_of(saved)
    saved.append([3, 0, 0, "duro"])
    assert index.mark != CallIndex.mark_of(saved)  # a call added: the index is stale


def test_a_hand_is_played_to_a_seats_turn_just_after_another_seat_called() -> None:
    """The position the call's screenshot shows: an opponent called in the trick in play, and
    the seat to play may still call."""
    from engine.ciapano.positions import play_to_a_call

    found = 0
    for seed in range(30):
        game = CiapanoGame(load_rules("mattazza"), 4)
        calls: list[Call] = []
        said = play_to_a_call(game, calls, random.Random(seed), 0)
        if said is None:  # the hand was played to its end
            assert game.is_terminal() or game.is_chance_node()
            continue
        found += 1
        view = game.view(0)
        assert view.turn == 0 and said == calls[-1] and said.seat != 0
        assert said.hand == view.hand_number
        assert said.at >= len(game.log[-1].plays) - len(view.trick)  # in this trick
        assert open_calls(view, calls)
    assert found
