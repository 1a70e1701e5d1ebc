"""The Ciapanò family's window: its trick table, its dialogs, its part of New game and its
words, as the scenes ask for them (:class:`cicera_gui.scenes.families.FamilyWindow`)."""

from __future__ import annotations

from cicera_gui.families.ciapano.moves_text import (
    context_cards,
    move_cards,
    move_reasons,
    move_words,
)
from cicera_gui.families.ciapano.newgame import PenaltyChoices
from cicera_gui.families.ciapano.outcomes_text import busche_lost, outcome_reasons
from cicera_gui.families.ciapano.rules_text import rules_sections
from cicera_gui.families.ciapano.scenes import CappottoDialog, HandSummary, TrickReview
from cicera_gui.families.ciapano.staging import stage_call, stage_cappotto
from cicera_gui.families.ciapano.table import CiapanoTable
from cicera_gui.kinds.trick.review import stage_all_hands
from cicera_gui.scenes.families import FamilyWindow
from cicera_gui.scenes.frames import EVERY_STEP, table_frames
from engine.ciapano.moves import Move
from engine.ciapano.rules import CiapanoRules
from engine.ciapano.view import SeatView

WINDOW: FamilyWindow[CiapanoRules, Move, SeatView] = FamilyWindow(
    table=CiapanoTable,
    new_game=PenaltyChoices,
    rules_text=rules_sections,
    move_words=move_words,
    move_reasons=move_reasons,
    move_cards=move_cards,
    context_cards=context_cards,
    move_outcomes=outcome_reasons,
    hand_loss=busche_lost,
    scenes={"ciapano_cappotto": CappottoDialog, "ciapano_summary": HandSummary,
            "ciapano_review": TrickReview},
    review="ciapano_review",
    screenshots={"cappotto": stage_cappotto, "call": stage_call, "allhands": stage_all_hands},
    bench=table_frames({"trick_animation_frames": (EVERY_STEP,),
                        "opponent_thinking": ("thinking",)}),
)
