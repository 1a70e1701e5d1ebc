"""Scopa's table: a game of captures on the shared table, assembled from Scopa's parts
(:class:`cicera_gui.kinds.capture.table.CaptureParts`: the kind's table has its hand, its
drops and clicks, the capture dialog, the prompt and the last play; a card that can take
must, as the engine's legal moves say). What is Scopa's own is named here: its board (each
scopa's card across its pile, :mod:`.board`), how its cards take (a single card of the
same value first, else a sum), the scopa a move makes and what a way to take gains, the
hint and the tracker, the scopa's banner, the 40 cards and its summary."""

from __future__ import annotations

import pygame

from cicera_gui.families.scopa.board import Board
from cicera_gui.families.scopa.capture import choice_gains
from cicera_gui.families.scopa.hints import explain
from cicera_gui.families.scopa.stage import ScopaStage
from cicera_gui.families.scopa.terms import SCOPA_BANNER, SCOPA_GLOSS
from cicera_gui.families.scopa.tracker import tracker_lines
from cicera_gui.kinds.capture.play import PointsMade
from cicera_gui.kinds.capture.table import CaptureParts, CaptureTableScene, CaptureWays
from cicera_gui.table.panels import banner_image
from cicera_gui.words.i18n import N_, _
from cicera_gui.words.names import side_name, viewer
from engine.kinds.capture.moves import Move
from engine.scopa.events import Event, ScopaPoint
from engine.scopa.game import ScopaGame
from engine.scopa.rules import DECK_SIZE, VALUE


def points_of(game: ScopaGame, move: Move) -> tuple[ScopaPoint, ...]:
    """A scopa, when the capture leaves the table empty (not with the hand's last card)."""
    view = game.view(viewer())
    swept = bool(move.capture) and len(move.capture) == len(view.table) and view.plays_left > 1
    return (ScopaPoint.SCOPA,) if swept else ()


def scopa_banner(stage: ScopaStage, made: PointsMade) -> pygame.Surface:
    """"Scopa!" in big words, who made it and what it means."""
    layout = stage.layout_info
    u = layout.unit
    game = stage.controller.game
    who = side_name(made.side, game.players, game.rules.partnerships(game.players))
    return banner_image(stage.app.fonts, _(SCOPA_BANNER), [f"{who} · {_(SCOPA_GLOSS)}"], u,
                        round(u * 8), layout.table_area.width - round(u * 4))


PARTS: CaptureParts[Board, ScopaStage] = CaptureParts(
    board=Board,
    ways=CaptureWays(VALUE, VALUE, single_first=True),
    summary="scopa_summary",
    explain=explain,
    tracker=tracker_lines,
    points_of=points_of,
    gains=choice_gains,
    banner=scopa_banner,
    no_gains=N_("cards only"),
    deck_size=DECK_SIZE,
)


class ScopaTable(CaptureTableScene[ScopaGame, Move, Event, Board]):
    """Scopa and Scopone on the shared table."""

    parts = PARTS
