"""Cicera's part of New game: no choices beyond the variant's; the target and the sides said
under the title, what the variant is and its extras explained under the rows."""

from __future__ import annotations

from cicera_gui.scenes.choices import FamilyChoices, partners_line
from cicera_gui.words.i18n import N_, _
from cicera_gui.words.names import suit_words
from engine.cicera.rules import CiceraRules

#: How each level plays Cicera, in a sentence.
LEVEL_WAYS = {
    "easy": N_("Easy plays like a beginner: it grabs the biggest capture it sees and lays "
               "cards without thinking of what the next player can do with them."),
    "normal": N_("Normal plays like a good player: it counts the cards, weighs what a play "
                 "wins against what it leaves the next player, and keeps figures back."),
    "hard": N_("Hard thinks ahead: it plays each move out over many deals of the cards it "
               "cannot see, and reads the end of the hand exactly."),
}


#: What each shipped variant is, in a sentence.
VARIANT_SENTENCES = {
    "pagat": N_("Cicera, the Brescian capture game, as the German and Japanese rules tell it: "
                "two against two, twelve cards each and four face up on the table."),
    "pagat-sei": N_("Cicera, the Brescian capture game, as the German and Japanese rules tell "
                    "it, but dealt six cards at a time: two against two."),
    "bresciana": N_("Cicera, the capture game, as it is played in Brescia: the cards come a few "
                    "at a time, to two or three players each for themself or to four in two "
                    "partnerships."),
    "bresciana-corta": N_("Cicera, the capture game, as it is played in Brescia, in a short "
                          "match to 11 points."),
}
GAME_SENTENCE = N_("Cicera: a capture game with 52 cards: take from the table by rank or by "
                   "sum, sweep it, and win the majorities and the honours.")

#: The variant's extras, each with what it means.
CINQUINA_LINE = N_("Cinquina: four cards taken at once score one point more.")
NAPOLEONE_LINE = N_("Napoleone: a side that takes all thirteen {swords} wins the match.")
FORCED_LINE = N_("Forced points void: taking the figure the previous player had to lay as "
                 "their last card scores no Picada and no Scùa.")


class CiceraChoices(FamilyChoices[CiceraRules]):
    level_ways = LEVEL_WAYS
    variant_sentences = VARIANT_SENTENCES
    game_sentence = GAME_SENTENCE

    def about(self, rules: CiceraRules, deck: str) -> list[str]:
        """What the variant is, then each of its extras explained."""
        swords = suit_words(deck)[2]
        return [*super().about(rules, deck),
                *(_(message).format(swords=swords)
                  for flag, message in ((rules.cinquina, CINQUINA_LINE),
                                        (rules.napoleone, NAPOLEONE_LINE),
                                        (rules.forced_points_void, FORCED_LINE)) if flag)]

    def description(self, rules: CiceraRules, players: int, deck: str = "bresciane"
                    ) -> list[str]:
        """The target, and the partnerships of four players."""
        lines = super().description(rules, players, deck)
        return [*lines, partners_line()] if rules.partnerships(players) else lines
