"""Every card, suit and term in a sentence comes from the one place that knows the deck and
the language: with the Rommé cards Napoleone takes all thirteen spades, the honours are the
two of spades, the ten of diamonds and the jack of hearts, and no sentence builds a card's
name as "ten of the suit coins"."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from cicera_gui.families.cicera.terms import TERM_HELP, term_help
from cicera_gui.scenes.families import family_rules_sections
from cicera_gui.words.i18n import translator
from engine.families import load_variant

#: What each language calls the spades and the swords (the suit, in a sentence).
SUITS = {"en": ("spades", "swords"), "de": ("Pik", "Schwert"), "it": ("picche", "spade"),
         "ja": ("スペード", "ソード")}


@pytest.fixture(params=sorted(SUITS))
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    translator.set_language(request.param)
    yield request.param
    translator.set_language("en")


def rules_text(deck: str) -> str:
    return "\n".join(f"{heading}\n{text}" for heading, text in
                     family_rules_sections(load_variant("bresciana"), deck))


def test_with_the_romme_cards_the_rules_name_spades_never_swords(language: str) -> None:
    spades, swords = SUITS[language]
    romme, bresciane = rules_text("romme"), rules_text("bresciane")
    napoleone = next(line for line in romme.splitlines() if "Napoleone" in line
                     or "ナポレオーネ" in line)
    assert spades in napoleone and swords not in napoleone, napoleone
    assert swords not in romme.replace("Fante di coppe", ""), language
    assert swords in bresciane


def test_the_scoring_tooltips_follow_the_deck(language: str) -> None:
    spades, swords = SUITS[language]
    for key in ("spades", "napula", "mata"):
        assert spades in term_help(key, "romme") and swords not in term_help(key, "romme")
        assert swords in term_help(key, "bresciane")
    assert all(term_help(key, deck) for key in TERM_HELP for deck in ("romme", "bresciane"))


def test_no_card_is_named_by_the_suit_word_in_a_sentence() -> None:
    """The scoring paragraph built "Zehn der Farbe Münzen" and "Bube der Farbe Kelche"; the
    rest of the program says "Münz-Zehn" and "Kelch-Bube"."""
    translator.set_language("de")
    try:
        text = rules_text("bresciane")
        assert "Münz-Zehn" in text and "Kelch-Bube" in text and "Schwert-Zwei" in text
        assert "Zehn der Farbe" not in text and "Bube der Farbe" not in text
        assert "Karo-Zehn" in rules_text("romme")
    finally:
        translator.set_language("en")
