"""How a rated play's class is said and coloured: in the analysis of a hand and on the
player's plays in the hand's review, once the hand is analysed."""

from __future__ import annotations

from collections.abc import Sequence

from cicera_gui.look import theme
from cicera_gui.words.i18n import N_, _
from cicera_gui.words.numbers import decimal
from engine.ai.analyse import PlayRating

#: How each class is said, and its colour.
CLASS_WORDS = {"best": N_("Best"), "good": N_("Good"), "inaccuracy": N_("Inaccuracy"),
               "mistake": N_("Mistake"), "blunder": N_("Blunder")}
CLASS_COLOURS = {"best": theme.GOLD, "good": theme.CREAM, "inaccuracy": theme.HIGHLIGHT,
                 "mistake": (240, 150, 70), "blunder": theme.RED}


def class_words(rating: PlayRating) -> str:
    """"Mistake · –1.25 ±0.3": the play's class as the analysis is sure of it, and the points
    it lost, give or take what the worlds leave uncertain; "Best" alone for a play about as
    good as the best."""
    label = _(CLASS_WORDS[rating.verdict])
    if rating.verdict == "best":
        return label
    lost = label + " · –" + points_lost(rating.loss)
    return lost + " ±" + points_lost(rating.error) if rating.error >= 0.01 else lost


def drills(ratings: Sequence[PlayRating]) -> list[int]:
    """The plays worth trying again: those the analysis is sure were mistakes or blunders,
    the worst first (by the points they lost), as indexes of ``ratings``."""
    sure = [i for i, rating in enumerate(ratings) if rating.verdict in ("mistake", "blunder")]
    return sorted(sure, key=lambda i: (-ratings[i].loss, i))


def points_lost(value: float) -> str:
    """Points lost, as a player reads them: two decimals at most, in the language's way of
    writing them ("8,29" in German)."""
    return decimal(value, 2)


def lost_count(value: float) -> int:
    """The count a message's plural form follows for ``value`` as :func:`points_lost` shows
    it: 1 for exactly one, else 2 ("1 punto", "1,5 punti")."""
    return 1 if points_lost(value) == points_lost(1) else 2
