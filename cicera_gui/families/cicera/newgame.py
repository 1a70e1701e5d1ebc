"""Cicera's part of New game: no choices beyond the variant's; the target, the sides and the
variant's extras said under the title."""

from __future__ import annotations

from cicera_gui.families.cicera.terms import point_name
from cicera_gui.scenes.choices import FamilyChoices
from cicera_gui.words.i18n import N_, _, join_list
from cicera_gui.words.names import OPPONENT_NAMES
from engine.cicera.events import EventPoint
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


class CiceraChoices(FamilyChoices[CiceraRules]):
    level_ways = LEVEL_WAYS

    def description(self, rules: CiceraRules, players: int) -> list[str]:
        """The target, the partnerships of four players, the extras the variant has."""
        lines = super().description(rules, players)
        if rules.partnerships(players):
            lines.append(_("Four players: you and {partner} against {a} and {b}").format(
                partner=OPPONENT_NAMES[2], a=OPPONENT_NAMES[1], b=OPPONENT_NAMES[3]))
        extras = [name for flag, name in ((rules.cinquina, point_name(EventPoint.CINQUINA)),
                                          (rules.napoleone, _("Napoleone")),
                                          (rules.forced_points_void, _("forced points void")))
                  if flag]
        if extras:
            lines.append(join_list(extras))
        return lines
