"""The hand's scoring table (RULES.md, "Scoring a hand")."""

from engine.cards import Card
from engine.cicera.events import LeftoverTaken
from engine.cicera.position import set_up
from engine.cicera.scoring import HandScore, napula_length, score_hand
from engine.kinds.capture.moves import Move

SPADES = "As 2s 3s 4s 5s 6s 7s 8s 9s 10s Fs Cs Rs".split()


def pile(*texts: str) -> int:
    mask = 0
    for text in texts:
        for card in text.split():
            mask |= 1 << Card.parse(card)
    return mask


NO_EVENTS = [0, 0, 0, 0, 0]


def score(piles: list[int], events: list[list[int]] | None = None, *, one_each: bool = False
          ) -> tuple[HandScore, ...]:
    return score_hand(
        piles,
        events or [NO_EVENTS] * len(piles),
        cards_tie_one_each=one_each,
        napula_into_figures=True,
    )


def test_a_2_3_4_5_6_and_8_of_spades_is_a_napula_of_6() -> None:
    assert napula_length(pile("As 2s 3s 4s 5s 6s 8s")) == 6


def test_no_napula_without_ace_two_and_three() -> None:
    assert napula_length(pile("As 2s 4s 5s 6s")) == 0
    assert napula_length(pile("2s 3s 4s")) == 0
    assert napula_length(pile("As 2s 3s")) == 3


def test_the_napula_goes_on_into_the_figures_by_choice() -> None:
    assert napula_length(pile(*SPADES)) == 13
    assert napula_length(pile(*SPADES), into_figures=False) == 10


def test_ace_to_five_is_napula_five_plus_mata_as_the_italian_six() -> None:
    side = score([pile("As 2s 3s 4s 5s"), pile("7d")])[0]
    assert (side.napula, side.mata) == (5, 1)


def test_the_honours_mata_ten_of_coins_jack_of_cups() -> None:
    first, second = score([pile("2s 10d"), pile("Fc")])
    assert (first.mata, first.dieci_denari, first.fante_coppe) == (1, 1, 0)
    assert (second.mata, second.dieci_denari, second.fante_coppe) == (0, 0, 1)


def test_most_cards_scores_two_and_a_tie_scores_nobody_or_one_each() -> None:
    assert [s.cards for s in score([pile("Ad 2d 3d"), pile("4d 5d")])] == [2, 0]
    tie = [pile("Ad 2d"), pile("4d 5d")]
    assert [s.cards for s in score(tie)] == [0, 0]
    assert [s.cards for s in score(tie, one_each=True)] == [1, 1]


def test_one_each_goes_only_to_the_sides_tied_for_most() -> None:
    three = [pile("Ad 2d"), pile("4d 5d"), pile("6d")]
    assert [s.cards for s in score(three, one_each=True)] == [1, 1, 0]


def test_most_spades_scores_one_and_a_tie_scores_nobody() -> None:
    assert [s.spades for s in score([pile(*SPADES[:7]), pile(*SPADES[7:])])] == [1, 0]
    assert [s.spades for s in score([pile("As 2d"), pile("Rs 3d")])] == [0, 0]
    assert [s.spades for s in score([pile("As"), pile("Rs"), pile("Fs Cs")])] == [0, 0, 1]


def test_event_points_count_one_each_and_add_to_the_total() -> None:
    side = score([pile("Ad"), pile("2d")], [[2, 1, 1, 3, 1], NO_EVENTS])[0]
    assert (side.scua, side.picada, side.simili, side.quadriglia, side.cinquina) == (2, 1, 1, 3, 1)
    assert side.total == 8  # one card each: a tie, no card points


def test_the_record_form_lists_every_item_in_order_then_the_total() -> None:
    side = HandScore(cards=2, spades=1, napula=4, mata=1, dieci_denari=1, scua=1, simili=2,
                     quadriglia=1)
    assert list(side.as_dict()) == [
        "cards", "spades", "napula", "mata", "dieci_denari", "fante_coppe",
        "scua", "picada", "simili", "quadriglia", "cinquina", "total",
    ]  # fmt: skip
    assert side.as_dict()["total"] == 13


def test_partners_cards_count_together() -> None:
    """Seats 0 and 2 are one side: their captures go to one pile."""
    game = set_up(hands=[["5d"], ["Rb"], ["6c"], ["Rc"]], table=["5c", "6d"])
    for move in ("5d:5c", "Rb", "6c:6d", "Rc:Rb"):
        game.apply(Move.parse(move))
    sides = game.log[-1].scores
    assert sides is not None
    assert [s.cards for s in sides] == [2, 0]  # four cards against two
    # Rc takes Rb as a Scùa, not a Picada: the play just before (6c) captured
    assert (sides[1].scua, sides[1].picada) == (1, 0)


def test_leftover_goes_to_the_last_capturer_without_event_points() -> None:
    game = set_up("bresciana", hands=[["5d", "7b"], ["5c", "Rd"]], table=["9s"], turn=0)
    game.apply(Move.parse("5d"))
    game.apply(Move.parse("5c:5d"))
    game.apply(Move.parse("7b"))
    events = game.apply(Move.parse("Rd"))
    leftover = next(e for e in events if isinstance(e, LeftoverTaken))
    assert (leftover.seat, leftover.side) == (1, 1)
    assert sorted(map(str, leftover.cards)) == ["7b", "9s", "Rd"]
    assert game.hand.events[1] == [0, 1, 0, 0, 0]


def test_leftover_goes_to_nobody_when_nobody_captured() -> None:
    game = set_up("bresciana", hands=[["5d"], ["Rd"]], table=["9s"], turn=0)
    game.apply(Move.parse("5d"))
    events = game.apply(Move.parse("Rd"))
    leftover = next(e for e in events if isinstance(e, LeftoverTaken))
    assert leftover.seat is None and len(leftover.cards) == 3
    assert game.hand.piles == [0, 0]
