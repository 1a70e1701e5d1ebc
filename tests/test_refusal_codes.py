"""A refused move carries a code and its numbers: the window says it in the player's language
from them, while the English the command line prints stays word for word."""

from __future__ import annotations

import random

import pytest

from cicera_gui.families.ciapano.refusals import EXPLAINED, why_illegal
from cicera_gui.words.i18n import translator
from engine.cards import CARDS, Card
from engine.ciapano.game import CiapanoGame
from engine.ciapano.rules import load_rules
from engine.cicera.moves import CAPTURE_REFUSALS, capture_refusal, is_legal_capture
from engine.errors import IllegalMove, Refusal

FALLBACK = "You may not play this card now."


def refusals_in_play(variant: str, players: int, seed: int) -> list[tuple[IllegalMove, int]]:
    """Every card a seat held but could not play, through one random match's first hands."""
    game = CiapanoGame(load_rules(variant), players, seed=seed)
    rng = random.Random(seed)
    found: list[tuple[IllegalMove, int]] = []
    for _hand in range(2):
        if game.is_terminal():
            break
        game.deal_hand()
        while not game.is_chance_node() and not game.is_terminal():
            legal = game.legal_moves()
            view = game.view(game.current_player() or 0)
            for card in view.hand:
                if Card(card) not in legal:
                    with pytest.raises(IllegalMove) as caught:
                        game.check(Card(card))
                    found.append((caught.value, card))
            game.apply(rng.choice(legal))
    return found


@pytest.mark.parametrize(("variant", "players"), [("ciapano", 4), ("traversone", 5),
                                                   ("mattazza", 4), ("kifameno", 3)])
def test_every_refused_card_is_said_in_every_language(variant: str, players: int) -> None:
    refusals = refusals_in_play(variant, players, 7)
    assert refusals, "a random match refuses some card"
    try:
        for language in ("en", "de", "it", "ja"):
            translator.set_language(language)
            for refusal, card in refusals:
                assert refusal.code in EXPLAINED, refusal.code
                assert refusal.params["card"] == card
                text = why_illegal(refusal, "bresciane")
                assert text and text != translator.gettext(FALLBACK), (language, refusal)
    finally:
        translator.set_language("en")


def test_the_english_of_a_refusal_is_unchanged() -> None:
    refusals = refusals_in_play("ciapano", 4, 3)
    for refusal, card in refusals:
        english = str(refusal)
        if refusal.code == "must_follow":
            assert english.startswith("you must follow ")
        elif refusal.code == "discard_forbidden":
            assert english == f"{CARDS[card]} may not be discarded to the first trick"


def test_a_capture_refusal_has_its_code_and_the_same_words() -> None:
    cards = {str(c): int(c) for c in CARDS}
    cases = [
        (("7d", ["7s", "7s"], ["7s"]), "capture_repeats", "a card is named twice in the capture"),
        (("7d", ["7s"], []), "not_on_table", "7s is not on the table"),
        (("7d", ["6s"], ["6s"]), "single_by_rank",
         "7d cannot take 6s: a single card is taken by rank"),
        (("Rd", ["3s", "4s"], ["3s", "4s"]), "figure_by_sum",
         "Rd is a figure: figures take only by rank, one card"),
        (("7d", ["Fs", "As"], ["Fs", "As"]), "figure_in_sum",
         "figures cannot be part of a capture by sum"),
        (("7d", ["2s", "3s"], ["2s", "3s"]), "wrong_sum",
         "the captured cards add up to 5, not 7"),
    ]
    for (card, capture, table), code, english in cases:
        found = capture_refusal(cards[card], [cards[c] for c in capture],
                                [cards[c] for c in table])
        assert found is not None and found[0] == code and code in CAPTURE_REFUSALS
        assert isinstance(found[0], Refusal)  # a code of the one enumeration, typed
        assert is_legal_capture(cards[card], [cards[c] for c in capture],
                                [cards[c] for c in table]) == english


def test_every_refusal_in_play_carries_a_code_of_the_enumeration() -> None:
    """The window reads a refusal's code, never its English: every code the engine raises is
    a :class:`Refusal` (mypy checks the call sites; this, what play brings up)."""
    for variant, players in (("ciapano", 4), ("busca", 4), ("kifameno", 3)):
        refusals = refusals_in_play(variant, players, 7)
        assert refusals
        assert all(isinstance(refusal.code, Refusal) for refusal, _card in refusals)
