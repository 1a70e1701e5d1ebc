"""Scopa's part of New game: no choices beyond the variant's; what the variant is, the
target and the partnerships said under the rows, its extras explained."""

from __future__ import annotations

from cicera_gui.families.scopa.terms import deck_terms
from cicera_gui.scenes.choices import FamilyChoices, RuleOption, partners_line
from cicera_gui.words.i18n import N_, _
from engine.scopa.rules import ScopaRules

#: How each level plays Scopa, in a sentence.
LEVEL_WAYS = {
    "easy": N_("Easy plays like a beginner: it takes the biggest capture it sees and lays "
               "cards without thinking of the sweep it leaves."),
    "normal": N_("Normal plays like a good player: it counts the cards, keeps the sevens and "
                 "the coins in mind and leaves no easy sweep."),
    "hard": N_("Hard thinks ahead: it plays each move out over many deals of the cards it "
               "cannot see, and reads the end of the hand exactly."),
}

VARIANT_SENTENCES = {
    "scopa": N_("Scopa, the capture game every Italian card player knows: three cards each "
                "and four on the table, to two, three or four players."),
    "scopone-classico": N_("Scopone classico: two against two, nine cards each and four on "
                           "the table, the whole hand in one deal."),
    "scopone": N_("Scopone scientifico: two against two, ten cards each and none on the "
                  "table: the first player must lay."),
}
GAME_SENTENCE = N_("Scopa: a capture game with 40 cards: take from the table by value or by "
                   "sum, sweep it, and win the cards, the coins, the settebello and the "
                   "primiera.")

NAPOLA_LINE = N_("Napola: the ace, two and three of {coins} taken together score 3, and 1 "
                 "more for each next {coin} in a row.")
RE_BELLO_LINE = N_("Re bello: the {re_bello} scores 1.")


#: The targets New game offers (a choice: 11, 16 and 21 are common), and the variant's own.
TARGETS = (11, 16, 21)
PLAYED = {"False": N_("not played"), "True": N_("played")}


def _targets(rules: ScopaRules, _players: int) -> list[int]:
    return sorted({*TARGETS, rules.target})


def _played(_rules: ScopaRules, _players: int) -> list[bool]:
    return [False, True]


class ScopaChoices(FamilyChoices[ScopaRules]):
    """The target, and whether the napola and the re bello are played (the variant's own at
    first)."""

    options = (RuleOption("target", N_("Target"), _targets),
               RuleOption("napola", N_("Napola"), _played, words=PLAYED),
               RuleOption("re_bello", N_("Re bello"), _played, words=PLAYED))
    level_ways = LEVEL_WAYS
    variant_sentences = VARIANT_SENTENCES
    game_sentence = GAME_SENTENCE

    def about(self, rules: ScopaRules, deck: str) -> list[str]:
        """What the variant is, then each of its extras explained."""
        return [*super().about(rules, deck),
                *(_(line).format(**deck_terms(deck)) for flag, line in ((rules.napola, NAPOLA_LINE),
                                             (rules.re_bello, RE_BELLO_LINE)) if flag)]

    def description(self, rules: ScopaRules, players: int, deck: str = "bresciane"
                    ) -> list[str]:
        """The target, and the partnerships of four players."""
        lines = super().description(rules, players, deck)
        return [*lines, partners_line()] if rules.partnerships(players) else lines
