"""Cicera's window: its table, its dialogs, its part of New game and its words, as the
scenes ask for them (:class:`cicera_gui.scenes.families.FamilyWindow`)."""

from __future__ import annotations

from cicera_gui.families.cicera.giveaway import given_away_reasons
from cicera_gui.families.cicera.moves_text import (
    context_cards,
    move_cards,
    move_reasons,
    move_words,
)
from cicera_gui.families.cicera.newgame import CiceraChoices
from cicera_gui.families.cicera.outcomes_text import outcome_reasons
from cicera_gui.families.cicera.review import ReviewScene
from cicera_gui.families.cicera.rules_text import rules_sections
from cicera_gui.families.cicera.summary import SummaryScene
from cicera_gui.families.cicera.table import CiceraTable
from cicera_gui.kinds.capture.table import capture_staging
from cicera_gui.scenes.families import FamilyWindow
from cicera_gui.scenes.frames import table_frames
from engine.cicera.rules import GAME, CiceraRules
from engine.cicera.view import SeatView
from engine.kinds.capture.moves import Move

WINDOW: FamilyWindow[CiceraRules, Move, SeatView] = FamilyWindow(
    table=CiceraTable,
    new_game=CiceraChoices,
    rules_text=rules_sections,
    move_words=move_words,
    move_reasons=move_reasons,
    move_cards=move_cards,
    context_cards=context_cards,
    move_outcomes=outcome_reasons,
    given_away=given_away_reasons,
    scenes={"cicera_summary": SummaryScene, "cicera_review": ReviewScene},
    review="cicera_review",
    screenshots={"capture": capture_staging(GAME)},
    bench=table_frames({"animation_frames": ("deal", "capture", "sweep", "lay"),
                        "deal": ("deal",), "capture_and_sweep": ("capture", "sweep"),
                        "opponent_thinking": ("thinking",)}),
)
