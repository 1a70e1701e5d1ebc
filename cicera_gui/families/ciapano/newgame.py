"""The Ciapanò family's part of New game: the target, and for a variant that ends with
survivors, how it ends (the last players in, or the first to the target) and how many
survive; said under the title."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from cicera_gui.families.ciapano.variant_text import match_line
from cicera_gui.scenes.choices import FamilyChoices, RuleOption
from cicera_gui.words.card_names import card_name
from cicera_gui.words.i18n import N_
from engine.cards import Card
from engine.ciapano.rules import CiapanoRules

#: The targets offered for a penalty variant, by its scoring (the variant's own is added).
TARGETS = {"balance": (21, 31, 41, 51, 61), "mattazza": (3, 5, 7, 10),
           "busche": (5, 10, 15, 20)}
#: How many players still in end a match that ends with survivors.
SURVIVORS = (1, 2, 3)


def targets_of(rules: CiapanoRules) -> list[int]:
    """The targets offered for the variant: its scoring's, and its own."""
    return sorted(set(TARGETS[rules.scoring]) | {rules.target})


#: How each level plays the family's games, in a sentence.
LEVEL_WAYS = {
    "easy": N_("Easy plays like a beginner: it ducks under the winner and throws away its "
               "highest card by rote, and otherwise plays a card at random."),
    "normal": N_("Normal plays like a good club player: it counts the cards, leads low, ducks "
                 "under the winner whenever it can and throws away its costliest card when "
                 "void."),
    "hard": N_("Hard thinks ahead: it plays each card out over many deals of the cards it "
               "cannot see, and reads the last tricks exactly."),
}


#: What each shipped variant is, in a sentence.
VARIANT_SENTENCES = {
    "ciapano": N_("Ciapanò: a trick game without trumps in which each player tries to take as "
                  "few card points as possible."),
    "traversone": N_("Traversone: Ciapanò for up to eight players, with {ace_of_batons} worth 11 "
                     "points and a cappotto for whoever takes every point."),
    "kifameno": N_("Kifameno: Ciapanò for two to four players with a talon to draw from, and no "
                   "need to follow suit while it lasts."),
    "mattazza": N_("Mattazza: a trick game for four in which nobody wants the points: whoever "
                   "writes 5 first loses the match."),
    "busca": N_("Busca: Mattazza with the Pita, {ace_of_coins}, worth 8 points; each hand "
                "writes busche, and the fewest busche win."),
}
GAME_SENTENCE = N_("A trick game without trumps in which each player tries to take as few "
                   "card points as possible.")


def _survivors(_rules: CiapanoRules, players: int) -> list[int]:
    """How many may survive: fewer than the players."""
    return [n for n in SURVIVORS if n < players]


#: How many survive, for a match that ends when that many are left.
SURVIVORS_OPTION = RuleOption("survivors", N_("Survivors"), _survivors,
                              lambda rules, chosen: rules.end == chosen["end"] == "survivors")


class PenaltyChoices(FamilyChoices[CiapanoRules]):
    """The target; for a variant that ends with survivors, how it ends and how many survive
    (the variant's own at first)."""

    level_ways = LEVEL_WAYS
    variant_sentences = VARIANT_SENTENCES
    game_sentence = GAME_SENTENCE
    options = (
        RuleOption("target", N_("Target"), lambda rules, _players: targets_of(rules),
                   lambda rules, _chosen: rules.end != "deals"),
        RuleOption("end", N_("End"), lambda _rules, _players: ["survivors", "first_to_target"],
                   lambda rules, _chosen: rules.end == "survivors",
                   {"survivors": N_("last players in"),
                    "first_to_target": N_("first to the target")}),
        SURVIVORS_OPTION,
    )

    def sentence_words(self, deck: str) -> dict[str, str]:
        """The aces the sentences name, as the deck draws them."""
        return {"ace_of_batons": card_name(int(Card.parse("Ab")), deck, in_sentence=True),
                "ace_of_coins": card_name(int(Card.parse("Ad")), deck, in_sentence=True)}

    def description(self, rules: CiapanoRules, players: int, deck: str = "bresciane"
                    ) -> list[str]:
        """How the match ends, as the rules text says it of the variant as chosen."""
        changes: dict[str, Any] = self.changes(rules, players)  # checked by the choices
        return [match_line(replace(rules, **changes))]
