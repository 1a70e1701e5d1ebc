"""The rules text reads as rules for players (issue 51): a choice the sources leave open is
said as a house rule, never as a note of ours; the match's end is said in whole sentences;
Mattazza's calls are explained by what they tell the others."""

from __future__ import annotations

import pytest

from cicera_gui.families.ciapano.rules_text import call_help
from cicera_gui.play.families import shipped_variants
from cicera_gui.scenes.families import family_rules_sections
from cicera_gui.words.i18n import translator
from engine.families import load_variant
from tests.gui_layout import LANGUAGES

#: How each language said a choice as a note of ours, before (Japanese keeps the term
#: base's 本作の取り決め, "this game's rule", and avoids its 本作の選択).
NOTES = {"en": "our choice", "de": "unsere Wahl", "it": "nostra scelta", "ja": "本作の選択"}
HOUSE_RULE = {"en": "house rule", "de": "Hausregel", "it": "regola della casa",
              "ja": "本作の取り決め"}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_choice_in_the_rules_is_a_house_rule(language: str) -> None:
    translator.set_language(language)
    try:
        house = 0
        for variants in shipped_variants().values():
            for variant in variants:
                for deck in ("bresciane", "romme"):
                    text = " ".join(f"{heading} {body}" for heading, body in
                                    family_rules_sections(load_variant(variant), deck))
                    assert NOTES[language] not in text, variant
                    assert "(choice)" not in text, variant
                    house += HOUSE_RULE[language] in text
        assert house >= 9
    finally:
        translator.set_language("en")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_match_end_of_a_penalty_game_is_said_in_whole_sentences(language: str) -> None:
    from cicera_gui.families.ciapano.variant_text import match_line

    translator.set_language(language)
    try:
        stop = "。" if language == "ja" else "."
        for variant in ("ciapano", "traversone", "mattazza", "busca", "kifameno"):
            assert match_line(load_variant(variant)).endswith(stop)  # type: ignore[arg-type]
    finally:
        translator.set_language("en")


def test_the_mattazza_calls_say_what_they_tell_the_others() -> None:
    assert "It tells the others that you hold many of the strongest cards" in call_help("duro")
    assert ("It tells the others that from now on you lead only cards nobody can beat"
            in call_help("mattazza"))


#: Suit names that belong to the other deck's art, by language and the deck chosen (Italian
#: with Rommé art keeps the terms "Dieci di denari" and "Fante di coppe": not checked there).
OTHER_DECKS_SUITS = {
    "en": {"bresciane": r"\bspades?\b|\bclubs\b|\bhearts\b|\bdiamonds\b",
           "romme": r"\bswords?\b|\bbatons\b|\bcups\b|\bcoins\b"},
    "de": {"bresciane": r"Pik|Kreuz|Herz\b|Karo", "romme": r"Schwert|Stab\b|Stäbe|Kelch|Münz"},
    "it": {"bresciane": r"picche|fiori|cuori|quadri\b"},
    "ja": {"bresciane": r"スペード|クラブ|ハート|ダイヤ", "romme": r"ソード|バトン|カップ|コイン"}}


@pytest.mark.parametrize("language", LANGUAGES)
def test_one_name_for_one_suit_as_the_deck_draws_it(language: str) -> None:
    """Every variant's rules name each suit as the chosen deck draws it: swords with the
    Bresciane cards, spades with Rommé art, never the other."""
    import re

    translator.set_language(language)
    try:
        for variants in shipped_variants().values():
            for variant in variants:
                for deck, pattern in OTHER_DECKS_SUITS[language].items():
                    text = " ".join(f"{heading} {body}" for heading, body in
                                    family_rules_sections(load_variant(variant), deck))
                    assert not re.search(pattern, text), (variant, deck,
                                                          re.findall(pattern, text))
    finally:
        translator.set_language("en")
