"""The Ciapanò family's part of New game: the target, and for a variant that ends with
survivors, how it ends (the last players in, or the first to the target) and how many
survive; said under the title."""

from __future__ import annotations

from collections.abc import Mapping

from cicera_gui.look.widgets import Choice, Widget
from cicera_gui.scenes.choices import FamilyChoices
from cicera_gui.words.i18n import N_, _
from engine.ciapano.rules import CiapanoRules

#: How each end of a penalty match is said.
END_NAMES = {
    "survivors": N_("Whoever reaches {target} is out; the last player in wins"),
    "first_to_target": N_("The first to reach {target} ends the match; the fewest points win"),
    "deals": N_("The match lasts {deals} deals; the fewest points win"),
}
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


class PenaltyChoices(FamilyChoices[CiapanoRules]):
    """The target, the end and the survivors, as chosen (the variant's own at first)."""

    level_ways = LEVEL_WAYS

    target = 0
    end = ""
    survivors = 1

    def reset(self, rules: CiapanoRules, kept: Mapping[str, object]) -> None:
        self.target = int(rules.target)
        self.end = str(rules.end)
        self.survivors = int(rules.survivors)
        if rules.end == "deals":
            return
        target, end, survivors = kept.get("target"), kept.get("end"), kept.get("survivors")
        if isinstance(target, int) and target in targets_of(rules):
            self.target = target
        if rules.end == "survivors" and end in ("survivors", "first_to_target"):
            self.end = str(end)
        if isinstance(survivors, int) and survivors in SURVIVORS:
            self.survivors = survivors

    def kept(self) -> dict[str, int | str]:
        return {"target": self.target, "end": self.end, "survivors": self.survivors}

    def _survivors(self, players: int) -> int:
        """The chosen survivors, fewer than the players (one survives at least)."""
        return min(self.survivors, max(1, players - 1))

    def changes(self, rules: CiapanoRules, players: int) -> dict[str, object]:
        chosen: dict[str, object] = {"target": self.target, "end": self.end}
        if self.end == "survivors":
            chosen["survivors"] = self._survivors(players)
        return {key: value for key, value in chosen.items() if getattr(rules, key) != value}

    def description(self, rules: CiapanoRules, players: int) -> list[str]:
        if self.end == "survivors" and self._survivors(players) > 1:
            return [_("Whoever reaches {target} is out; the match ends when {n} players "
                      "are left, who win").format(target=self.target,
                                                  n=self._survivors(players))]
        return [_(END_NAMES[self.end]).format(target=self.target, deals=rules.deals)]

    def widgets(self, rules: CiapanoRules, players: int) -> list[Widget]:
        """The target, and for a variant that ends with survivors: how it ends."""
        if rules.end == "deals":
            return []
        widgets: list[Widget] = [Choice(N_("Target"),
                                        [(str(t), str(t)) for t in targets_of(rules)],
                                        str(self.target), self._set_target,
                                        translate_options=False)]
        if rules.end == "survivors":
            widgets.append(Choice(N_("End"), [("survivors", N_("last players in")),
                                              ("first_to_target", N_("first to the target"))],
                                  self.end, self._set_end))
            counts = [n for n in SURVIVORS if n < players]
            if self.end == "survivors" and len(counts) > 1:
                widgets.append(Choice(N_("Survivors"), [(str(n), str(n)) for n in counts],
                                      str(self._survivors(players)), self._set_survivors,
                                      translate_options=False))
        return widgets

    def _set_target(self, value: str) -> None:
        self.target = int(value)
        self.changed()

    def _set_end(self, value: str) -> None:
        self.end = value
        self.changed()

    def _set_survivors(self, value: str) -> None:
        self.survivors = int(value)
        self.changed()
