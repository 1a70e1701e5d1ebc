"""The par of a deal: Hard with the player's cards, from the same seat, against the same
opponents; the same on every run, and what was played beside it."""

from __future__ import annotations

import pytest

from engine.families import family_of_rules, load_variant, new_match
from engine.match import play_match
from engine.par import hand_par, par_of_record, played_points, start_of_hand
from engine.players import Player


def played_hands(variant: str, players: int, hands: int, seed: int):  # type: ignore[no-untyped-def]
    rules = load_variant(variant)
    game = new_match(rules, players, seed=seed)
    family = family_of_rules(rules)
    bots: list[Player] = [family.make_player("easy", seed + i) for i in range(players)]
    for _ in range(hands):
        play_match(game, bots, stop_after_hand=True)
    return game, family


@pytest.mark.parametrize(("variant", "players"), [("ciapano", 4), ("bresciana", 2)])
def test_the_par_replays_the_same_deal_with_hard_and_is_the_same_every_time(
        variant: str, players: int) -> None:
    game, family = played_hands(variant, players, 2, 5)
    start = start_of_hand(game, 2)
    dealt = game.hand_log()[1]
    assert start.hand_log()[-1].deal == dealt.deal and not start.hand_log()[-1].plays
    assert start.hand_log()[0].totals == game.hand_log()[0].totals  # the match as it stood
    levels = ["easy"] * players
    par = hand_par(game, 2, 0, levels, worlds=8)
    assert par == hand_par(game, 2, 0, levels, worlds=8)
    record = family.to_record(game)
    found = par_of_record(record, 2, 0, levels)
    assert found["played"] == played_points(game, 2, 0) == dealt.written[game.side_of(0)]
    assert isinstance(found["par"], int)


@pytest.mark.parametrize(("variant", "players"), [("ciapano", 4), ("bresciana", 2),
                                                 ("pagat", 4)])
def test_a_deals_par_is_the_same_in_whatever_match_it_was_dealt(variant: str,
                                                                 players: int) -> None:
    """The par followed the match and the hand's number: the same numbered deal (the same
    cards, dealer and opponents' levels) got par 5 in one match and 9 or 13 in others."""
    first, family = played_hands(variant, players, 3, 5)
    number = first.hand_log()[2].number
    assert number is not None
    other = new_match(load_variant(variant), players, seed=99)  # another match, another seed
    bots: list[Player] = [family.make_player("easy", 40 + i) for i in range(players)]
    play_match(other, bots, stop_after_hand=True)  # a hand of its own first: other totals
    other.choose_deal(number)
    play_match(other, bots, stop_after_hand=True)
    again = other.hand_log()[1]
    assert again.number == number and again.deal == first.hand_log()[2].deal
    assert again.dealer == first.hand_log()[2].dealer
    levels = ["normal"] * players
    assert hand_par(other, 2, 0, levels, worlds=6) == hand_par(first, 3, 0, levels, worlds=6)


def test_hard_with_the_players_cards_does_better_than_a_random_player() -> None:
    """Deals played by random cards in every seat: Hard in seat 0 against the same random
    opponents writes fewer penalty points than the random player did, over the deals."""
    rules = load_variant("ciapano")
    family = family_of_rules(rules)
    pars, played = 0, 0
    for seed in range(8):
        game = new_match(rules, 4, seed=seed)
        play_match(game, [family.make_player("random", seed * 10 + i) for i in range(4)],
                   stop_after_hand=True)
        pars += hand_par(game, 1, 0, ["random"] * 4, worlds=8)
        played += played_points(game, 1, 0)
    assert pars < played


def test_a_hand_not_dealt_has_no_par() -> None:
    game, _family = played_hands("ciapano", 4, 1, 3)
    with pytest.raises(ValueError, match="not dealt"):
        start_of_hand(game, 3)


def test_a_player_out_of_the_match_has_no_par_for_the_hands_played_without_them() -> None:
    """In the Ciapanò family a player who reached the target sits out: the hands dealt
    without them have no par, and the summary offers none."""
    from cicera_gui.play.match import MatchController, MatchSetup
    from cicera_gui.play.par import HandPar

    rules = load_variant("ciapano")
    family = family_of_rules(rules)
    for seed in range(40):
        game = new_match(rules, 4, seed=seed)
        bots: list[Player] = [family.make_player("random" if seat == 0 else "normal", seed + seat)
                              for seat in range(4)]
        while not game.is_terminal() and 0 in game.seats_in():
            play_match(game, bots, stop_after_hand=True)
        if not game.is_terminal():
            play_match(game, bots, stop_after_hand=True)  # a hand without seat 0
            break
    else:
        pytest.fail("no match left seat 0 out while the others played on")
    hand = len(game.hand_log())
    assert 0 not in game.hand_log()[-1].seats and 0 in game.hand_log()[0].seats
    with pytest.raises(ValueError, match="not dealt"):
        hand_par(game, hand, 0, ["normal"] * 4, worlds=4)
    controller = MatchController(MatchSetup("ciapano", 4, ["normal"] * 3, 1), game=game)
    try:
        assert not HandPar(controller, hand).offered and HandPar(controller, 1).offered
    finally:
        controller.close()
