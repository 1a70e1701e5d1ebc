"""Cicera's table: a game of captures on the shared table, assembled from Cicera's parts
(:class:`cicera_gui.kinds.capture.table.CaptureParts`: the kind's table has its hand, its
drops and clicks, the capture dialog, the prompt and the last play; its zones, steps,
layout, panels and labels are :mod:`cicera_gui.table`'s). What is Cicera's own is named
here: its board with its event points (:mod:`.board`), how its cards take (by rank or by
sum), the event points a move scores and what a way to take gains, the hint and the
tracker, its labels, banners and honours' stars, and its summary."""

from __future__ import annotations

from cicera_gui.families.cicera.banners import draw_titles_ahead, points_picture
from cicera_gui.families.cicera.board import Board
from cicera_gui.families.cicera.capture import option_gains
from cicera_gui.families.cicera.decoration import honour_stars
from cicera_gui.families.cicera.hints import explain
from cicera_gui.families.cicera.labels import TableLabels
from cicera_gui.families.cicera.stage import CiceraStage
from cicera_gui.families.cicera.tracker import tracker_lines
from cicera_gui.kinds.capture.table import CaptureParts, CaptureTableScene, CaptureWays
from engine.cards import RANK_OF, VALUE_OF
from engine.cicera.events import Event, EventPoint
from engine.cicera.game import CiceraGame
from engine.kinds.capture.moves import Move


def points_of(game: CiceraGame, move: Move) -> tuple[EventPoint, ...]:
    """The event points ``move`` would score for the seat to play now."""
    return game.points_of(move)


PARTS: CaptureParts[Board, CiceraStage] = CaptureParts(
    board=Board,
    ways=CaptureWays(RANK_OF, VALUE_OF),
    summary="cicera_summary",
    explain=explain,
    tracker=tracker_lines,
    points_of=points_of,
    gains=option_gains,
    banner=points_picture,
    labels=TableLabels,
    decoration=honour_stars,
    prepare=draw_titles_ahead,
)


class CiceraTable(CaptureTableScene[CiceraGame, Move, Event, Board]):
    """Cicera on the shared table: captures by rank or sum, piles, event points."""

    parts = PARTS
    labels: TableLabels
