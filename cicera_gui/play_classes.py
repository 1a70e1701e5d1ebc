"""How a rated play's class is said and coloured: in the analysis of a hand and on the
player's plays in the hand's review, once the hand is analysed."""

from __future__ import annotations

from cicera_gui import theme
from cicera_gui.i18n import N_, _
from engine.ai.analyse import PlayRating

#: How each class is said, and its colour.
CLASS_WORDS = {"best": N_("Best"), "good": N_("Good"), "inaccuracy": N_("Inaccuracy"),
               "mistake": N_("Mistake"), "blunder": N_("Blunder")}
CLASS_COLOURS = {"best": theme.GOLD, "good": theme.CREAM, "inaccuracy": theme.HIGHLIGHT,
                 "mistake": (240, 150, 70), "blunder": theme.RED}


def class_words(rating: PlayRating) -> str:
    """"Mistake · –1.25": the play's class and the points it lost."""
    label = _(CLASS_WORDS[rating.label])
    return label + " · –" + points_lost(rating.loss) if rating.loss > 0 else label


def points_lost(value: float) -> str:
    """Points lost, as a player reads them: two decimals at most."""
    return f"{value:.2f}".rstrip("0").rstrip(".") if value % 1 else str(int(value))
