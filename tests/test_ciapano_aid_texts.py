"""What the trick table's hint and tracker say: facts the player's seat can see."""

from __future__ import annotations

import random

from cicera_gui.families.ciapano.hints import explain
from cicera_gui.words.i18n import translator
from engine.cards import Card
from engine.ciapano.deal import Deal
from engine.ciapano.game import CiapanoGame
from engine.ciapano.positions import cards
from engine.ciapano.rules import load_rules

HANDS = ("Rd 4d 5c 6c 7c 4s 5s 6s 4b 5b", "3d Fd 7d 2s 3s As Rs 6b 7b Ab",
         "2d Ad Cd 6d 5d Ac 2c 3c Cs Fs", "4c Fc Cc Rc 7s 2b 3b Fb Cb Rb")


def game() -> CiapanoGame:
    translator.set_language("en")
    played = CiapanoGame(load_rules("ciapano"), 4, seed=1)
    played.start_hand(Deal.of([cards(hand) for hand in HANDS], []), dealer=3)
    return played


def said(played: CiapanoGame, seat: int, card: str) -> list[str]:
    return explain(played.view(seat), int(Card.parse(card))).lines("bresciane")


def test_a_lead_counts_the_higher_cards_still_out() -> None:
    played = game()
    assert said(played, 0, "4d") == [
        "8 higher cards of coins are still out, so another player may well take this trick"]


def test_following_under_over_and_without_the_suit() -> None:
    played = game()
    played.apply(Card.parse("Rd"))
    assert said(played, 1, "3d") == [
        "No higher card of coins is still out: this trick will be yours",
        "The trick holds ⅔ in card points"]
    assert said(played, 1, "Fd") == [
        "It stays under the king of coins: the trick cannot be yours",
        "The jack of coins and its ⅓ go to whoever takes the trick"]
    assert said(played, 1, "7d") == [
        "It stays under the king of coins: the trick cannot be yours"]
    played.apply(Card.parse("3d"))
    played.apply(Card.parse("2d"))
    assert said(played, 3, "Rc") == [
        "You have no coins: the trick cannot be yours",
        "The king of cups and its ⅓ go to whoever takes the trick"]
    assert said(played, 3, "4c") == ["You have no coins: the trick cannot be yours"]


def test_the_last_trick_is_named_and_the_reasons_follow_the_language() -> None:
    played = CiapanoGame(load_rules("ciapano"), 4, seed=5)
    played.deal_hand()
    rng = random.Random(5)
    def seat() -> int:
        turn = played.current_player()
        assert turn is not None
        return turn

    while len(played.view(seat()).hand) > 1:
        played.apply(rng.choice(played.legal_moves()))
    card = int(played.legal_moves()[0])  # type: ignore[arg-type]
    hint = explain(played.view(seat()), card)
    assert hint.lines("bresciane")[-1] == (
        "This is the last trick: whoever takes it writes the rest of the 11")
    translator.set_language("it")
    try:
        assert hint.lines("bresciane")[-1] != (
            "This is the last trick: whoever takes it writes the rest of the 11")
    finally:
        translator.set_language("en")


def test_the_tracker_lists_the_unseen_cards_the_points_out_and_the_voids() -> None:
    from cicera_gui.families.ciapano.aids import tracker_lines

    played = game()
    assert [line.text for line in tracker_lines(played.view(0), "bresciane")] == [
        "Not yet seen", "Coins (8): 3 2 A C F 7 6 5", "Cups (7): 3 2 A R C F 4",
        "Swords (7): 3 2 A R C F 7", "Batons (8): 3 2 A R C F 7 6",
        "Card points still out: 10⅓"]
    for card in ("Rd", "3d", "2d", "Rc"):  # Toni has no coins
        played.apply(Card.parse(card))
    lines = [line.text for line in tracker_lines(played.view(0), "romme")]
    assert lines[1] == "Diamonds (6): A Q J 7 6 5"
    assert lines[2] == "Hearts (6): 3 2 A Q J 4"
    assert lines[-2] == "Card points still out: 9⅓" and lines[-1] == "Toni: no diamonds"
