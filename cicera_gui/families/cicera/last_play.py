"""The words of the last play at Cicera's table (the panel is the shared table's,
:mod:`cicera_gui.table.last_play`): who laid or took what; and beside it the last capture when
the last play only laid."""

from __future__ import annotations

from cicera_gui.families.cicera.board import Board
from cicera_gui.play.match import HUMAN
from cicera_gui.table.last_play import ShownPlay
from cicera_gui.words.i18n import _
from cicera_gui.words.names import seat_name


def last_plays(board: Board) -> list[tuple[ShownPlay, str]]:
    """The last play with its words, and the last capture after it when that play only
    laid."""
    last = board.last_play
    if last is None:
        return []
    if last.seat == HUMAN:
        verb = _("You took") if last.taken else _("You laid")
    else:
        verb = (_("{name} took") if last.taken else _("{name} laid")).format(
            name=seat_name(last.seat))
    plays = [(last, verb)]
    if not last.taken and board.last_capture is not None:
        plays.append((board.last_capture, _("Last capture")))
    return plays
