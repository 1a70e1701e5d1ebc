"""The Ciapanò family's computer levels, each at its characteristic play in a built position."""

from engine.cards import Card, parse_cards
from engine.ciapano.ai import make_player
from engine.ciapano.game import CiapanoGame
from engine.ciapano.moves import GIVE, TAKE
from engine.ciapano.rules import load_rules
from tests.ciapano_ai_positions import position
from tests.ciapano_positions import cappotto_deal, play_cappotto

ITERATIONS = 8  # Hard's worlds per move in tests: never a time budget


def card(text: str) -> Card:
    return Card.parse(text)


def played_apart_from(*texts: str, count: int, variant: str = "ciapano",
                      players: int = 4) -> str:
    """``count`` cards (whole tricks) of the deck that none of ``texts`` names."""
    used = set(parse_cards(" ".join(texts).split()))
    rest = [c for c in load_rules(variant).deck_for(players) if c not in used]
    return " ".join(str(c) for c in rest[:count])


def test_easy_dumps_its_highest_card_when_void() -> None:
    view = position("ciapano", 4, "4s 5b Cs 3c 6c 7b Fb Rs 4c 5s", trick="4d")
    assert make_player("easy", 1).choose(view) == card("3c")


def test_easy_ducks_when_it_can_with_its_lowest_card() -> None:
    view = position("ciapano", 4, "3d 7d 4d 5c 6s 7b Fb Rs 4c 5s", trick="Rd")
    assert make_player("easy", 1).choose(view) == card("4d")


def test_normal_ducks_under_the_current_winner_with_its_ace() -> None:
    view = position("ciapano", 4, "3d Ad 5d 4c 6s 7b Rc Cs Fb 4b", trick="2d")
    assert make_player("normal", 1).choose(view) == card("Ad")


def test_void_normal_unloads_the_ace_of_batons_in_traversone() -> None:
    view = position("traversone", 5, "Ab 3b 4c 5c 6s 7s Rc 2s", trick="4d 5d")
    assert make_player("normal", 1).choose(view) == card("Ab")


def test_void_normal_unloads_pita_in_busca() -> None:
    hand, trick = "Ad 3s 4s 5b 6b 7b Rs Cb", "4c 5c"
    played = played_apart_from(hand, trick, "Ac 2c 3c Rc Cc Fc 6c 7c", count=8,
                               variant="busca")
    view = position("busca", 4, hand, trick=trick, played=played, points=(0, 3, 2, 1),
                    tricks_won=(0, 1, 1, 0))
    assert make_player("normal", 1).choose(view) == card("Ad")


def test_normal_leads_low_from_a_short_suit() -> None:
    view = position("ciapano", 4, "4c 6d 7d Rd Cd 5s 6s 7s Cs Fb")
    assert make_player("normal", 1).choose(view) == card("4c")


def test_normal_takes_a_cheap_trick_early_in_mattazza_when_it_has_none() -> None:
    hand, trick = "Fd 6d 4c 5c 6s 7s 4b 5b", "4d 7d 5d"
    played = played_apart_from(hand, trick, count=8, variant="mattazza")
    view = position("mattazza", 4, hand, trick=trick, played=played, tricks_won=(0, 1, 1, 0))
    assert make_player("normal", 1).choose(view) == card("Fd")
    took_one = position("mattazza", 4, hand, trick=trick, played=played,
                        tricks_won=(1, 1, 0, 0))
    assert make_player("normal", 1).choose(took_one) == card("6d")  # then it ducks


def test_normal_stops_a_cappotto_by_taking_a_point() -> None:
    hand, trick = "Ac 4c 5s", "Rc 7c"
    played = played_apart_from(hand, trick, "2c 3c 6s 7s Fs Cs Rs", count=28)
    # seat 1 has every point so far: everyone else would write the total
    view = position("ciapano", 4, hand, trick=trick, played=played, points=(0, 25, 2, 1),
                    tricks_won=(0, 5, 1, 1))
    assert make_player("normal", 1).choose(view) == card("Ac")
    shared = position("ciapano", 4, hand, trick=trick, played=played, points=(3, 22, 2, 1),
                      tricks_won=(1, 4, 1, 1))
    assert make_player("normal", 1).choose(shared) == card("4c")  # no cappotto to stop


def test_hard_finds_the_winning_end_play_by_exact_solve() -> None:
    # Kifameno for two with the talon gone: the unseen cards are the other hand, Ac Rc 5s 5b.
    hand = "7d Cd 4s 6s"
    played = played_apart_from(hand, "Ac Rc 5s 5b", count=32, variant="kifameno", players=2)
    view = position("kifameno", 2, hand, played=played, points=(13, 14), tricks_won=(7, 9))
    from engine.ciapano.ai.normal import rated_moves

    # the heuristic Hard draws its candidates from rates another card first
    assert max(rated_moves(view), key=lambda item: item[0])[1] != card("4s")
    assert make_player("hard", 1, iterations=ITERATIONS).choose(view) == card("4s")
    assert make_player("normal", 1).choose(view) == card("4s")  # led low, as a club player


def cappotto_choice(totals: list[int]) -> CiapanoGame:
    """A Traversone hand for four in which seat 1 takes every trick and is to choose."""
    game = CiapanoGame(load_rules("traversone"), 4, seed=1)
    game.totals = totals
    game.start_hand(cappotto_deal(game.rules, 4, 0, 1), dealer=3)
    play_cappotto(game, 0)
    assert game.choices() == (GIVE, TAKE) and game.current_player() == 1
    return game


def test_every_level_takes_the_cappotto_off_its_score_when_giving_puts_nobody_out() -> None:
    game = cappotto_choice([10, 30, 5, 0])
    for level in ("easy", "normal", "hard"):
        assert make_player(level, 1, iterations=ITERATIONS).choose(game.view(1)) == TAKE


def test_every_level_gives_the_cappotto_when_that_puts_the_others_out() -> None:
    game = cappotto_choice([25, 30, 22, 20])
    for level in ("easy", "normal", "hard"):
        assert make_player(level, 1, iterations=ITERATIONS).choose(game.view(1)) == GIVE


def test_hard_values_a_hand_for_the_match_near_the_target_and_for_the_leader() -> None:
    from engine.ciapano.ai.values import Standing

    rules = load_rules("ciapano")  # players go out at 31
    near = Standing(rules, (29, 10, 10, 10), (0, 1, 2, 3))
    far = Standing(rules, (5, 10, 10, 10), (0, 1, 2, 3))
    two_points = (2, 3, 3, 3)  # the same hand: seat 0 writes 2 and the others 3 each
    assert far.value(two_points, 0) == 1.0
    assert near.value(two_points, 0) == 1.0 - rules.total  # those 2 points put it out
    busca = load_rules("busca")  # the match ends when someone reaches 10 busche
    leader = Standing(busca, (2, 8, 7, 6), (0, 1, 2, 3))
    trailer = Standing(busca, (9, 8, 7, 2), (0, 1, 2, 3))
    ending = (0, 2, 0, 0)  # seat 1 reaches 10: the match is over
    assert leader.value(ending, 0) > 0 > trailer.value(ending, 0)
