"""Scopa's window: its table, its dialogs, its part of New game and its words, as the scenes
ask for them (:class:`cicera_gui.scenes.families.FamilyWindow`); a move's words are the
capture kind's (:mod:`cicera_gui.kinds.capture.words`)."""

from __future__ import annotations

from cicera_gui.families.scopa.hints import explain
from cicera_gui.families.scopa.newgame import ScopaChoices
from cicera_gui.families.scopa.review import ReviewScene
from cicera_gui.families.scopa.rules_text import rules_sections
from cicera_gui.families.scopa.summary import SummaryScene
from cicera_gui.families.scopa.table import ScopaTable
from cicera_gui.kinds.capture.table import capture_staging
from cicera_gui.kinds.capture.words import context_cards, move_cards, move_words
from cicera_gui.scenes.families import FamilyWindow
from cicera_gui.scenes.frames import table_frames
from engine.kinds.capture.moves import Move
from engine.scopa.rules import GAME, ScopaRules
from engine.scopa.view import SeatView


def move_reasons(view: SeatView, move: Move, deck: str) -> list[str]:
    return explain(view, move).lines(deck)


WINDOW: FamilyWindow[ScopaRules, Move, SeatView] = FamilyWindow(
    table=ScopaTable,
    new_game=ScopaChoices,
    rules_text=rules_sections,
    move_words=move_words,
    move_reasons=move_reasons,
    move_cards=move_cards,
    context_cards=context_cards,
    scenes={"scopa_summary": SummaryScene, "scopa_review": ReviewScene},
    review="scopa_review",
    screenshots={"scopa_capture": capture_staging(GAME)},
    bench=table_frames({"animation_frames": ("deal", "capture", "sweep", "lay"),
                        "deal": ("deal",), "capture_and_sweep": ("capture", "sweep"),
                        "opponent_thinking": ("thinking",)}),
)
