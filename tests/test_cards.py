"""Cards and their notation: rank then suit, any case in, exact form out."""

import pytest

from engine.cards import CARDS, Card, CardError, Rank, Suit, deck


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [
        ("As", Rank.ASSO, Suit.SPADE),
        ("10d", Rank.DIECI, Suit.DENARI),
        ("Fc", Rank.FANTE, Suit.COPPE),
        ("Cb", Rank.CAVALLO, Suit.BASTONI),
        ("Rs", Rank.RE, Suit.SPADE),
        ("7d", Rank.SETTE, Suit.DENARI),
    ],
)
def test_parse_reads_rank_then_suit(text: str, rank: Rank, suit: Suit) -> None:
    card = Card.parse(text)
    assert (card.rank, card.suit) == (rank, suit)
    assert str(card) == text


@pytest.mark.parametrize(("text", "canonical"), [("as", "As"), ("10D", "10d"), ("fC", "Fc")])
def test_input_in_any_case_prints_in_the_exact_form(text: str, canonical: str) -> None:
    assert str(Card.parse(text)) == canonical


@pytest.mark.parametrize("text", ["", "1s", "11d", "Jd", "Qx", "As ", "10", "s"])
def test_bad_card_text_is_rejected_with_the_notation(text: str) -> None:
    if text == "As ":  # surrounding blanks are forgiven
        assert str(Card.parse(text)) == "As"
        return
    with pytest.raises(CardError, match="rank then suit"):
        Card.parse(text)


def test_every_card_round_trips_and_is_one_object() -> None:
    for card in CARDS:
        assert Card.parse(str(card)) is card
    assert len({str(c) for c in CARDS}) == 52


def test_values_for_the_sum_are_pips_and_figures_have_none() -> None:
    assert [Card.parse(f"{r}d").value for r in "A 2 3 4 5 6 7 8 9 10".split()] == list(
        range(1, 11)
    )
    assert {Card.parse(f"{r}b").value for r in "FCR"} == {0}
    assert Card.parse("Fs").is_figure and not Card.parse("10s").is_figure


def test_decks_of_52_and_40_cards() -> None:
    assert len(deck()) == 52
    forty = deck(40)
    assert len(forty) == 40
    assert not {str(c)[:-1] for c in forty} & {"8", "9", "10"}
    with pytest.raises(CardError):
        deck(36)
