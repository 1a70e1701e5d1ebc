"""A reason is kept as its message and parameters and put into words when drawn: counted by
its ``n``, with the suit words of the deck's family, each parameter read as the family says,
and in the language chosen at the moment it is drawn."""

from __future__ import annotations

from cicera_gui.words.i18n import N_, N_plural, translator
from cicera_gui.words.reasons import Reason, reason_lines, render

SWORDS = {"italian": N_plural("takes {n} sword", "takes {n} swords"),
          "french": N_plural("takes {n} spade", "takes {n} spades")}


def words(key: str, value: object) -> str:
    return f"<{key}:{value}>"


def test_a_reason_is_counted_and_says_the_decks_suits() -> None:
    assert render((SWORDS, {"n": 1}), "bresciane", words) == "takes <n:1> sword"
    assert render((SWORDS, {"n": 3}), "romme", words) == "takes <n:3> spades"


def test_each_parameter_reads_as_the_family_says_and_a_line_starts_with_a_capital() -> None:
    reason: Reason = (N_("leaves {name} no Scùa"), {"name": "Bepi"})
    assert reason_lines([reason], "bresciane", lambda _k, v: str(v)) == ["Leaves Bepi no Scùa"]
    assert render(reason, "bresciane", words) == "leaves <name:Bepi> no Scùa"


def test_the_words_follow_the_language_chosen_when_drawn() -> None:
    reason: Reason = (N_("leaves {name} no Scùa"), {"name": "Bepi"})
    try:
        translator.set_language("it")
        italian = render(reason, "bresciane", lambda _k, v: str(v))
    finally:
        translator.set_language("en")
    assert italian != "leaves Bepi no Scùa" and "Bepi" in italian


def test_a_hands_loss_is_said_in_the_games_own_unit() -> None:
    """A Busca hand that cost one busca said "Lost 1.81 points": Busca's analysis values
    its hands in busche, and says so; the others say points, with the plural the number
    needs."""
    from cicera_gui.scenes.families import hand_loss
    from engine.families import load_variant

    busca, pagat = load_variant("busca"), load_variant("pagat")
    assert hand_loss(busca, 1.81) == "Lost in this hand: 1.81 busche"
    assert hand_loss(busca, 1.0) == "Lost in this hand: 1 busca"
    assert hand_loss(pagat, 1.0) == "Lost in this hand: 1 point"
    assert hand_loss(pagat, 8.53) == "Lost in this hand: 8.53 points"
    translator.set_language("it")
    try:
        assert hand_loss(busca, 1.0) == "Persa in questa mano: 1 busca"
        assert hand_loss(pagat, 1.0) == "Perso in questa mano: 1 punto"
    finally:
        translator.set_language("en")
