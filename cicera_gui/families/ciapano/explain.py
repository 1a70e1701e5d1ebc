"""Why each seat writes what it writes, in a sentence for the hand summary: the case of the
variant's scoring that applied, with the names and numbers of this hand."""

from __future__ import annotations

from collections.abc import Sequence

from cicera_gui.words.i18n import _, join_list, ngettext
from cicera_gui.words.names import seat_name
from engine.ciapano.scoring import busche_case, busche_figure, mattazza_case


def _names(seats: Sequence[int]) -> str:
    return join_list([seat_name(seat) for seat in seats])


def mattazza_note(seats: Sequence[int], points: Sequence[int],
                  tricks: Sequence[int]) -> str:
    """Who took no trick writes 1; if all took one, the most points write 1. Names come
    first, so the sentence reads right for "You" as for anyone."""
    if mattazza_case(seats, tricks) == "no_trick":
        without = [seat for seat in seats if tricks[seat] == 0]
        return ngettext("{names}: no trick, 1 point.", "{names}: no trick, 1 point each.",
                        len(without)).format(names=_names(without))
    most = max(points[seat] for seat in seats)
    top = [seat for seat in seats if points[seat] == most]
    return ngettext("{names}: the most card points ({points}) with everyone taking a "
                    "trick, 1 point.",
                    "{names}: the most card points ({points}) with everyone taking a "
                    "trick, 1 point each.", len(top)).format(names=_names(top), points=most)


def busca_note(seats: Sequence[int], points: Sequence[int]) -> str:
    """The first of Busca's cases that applies, and what it makes each seat write."""
    case = busche_case(seats, points)
    zero = [seat for seat in seats if points[seat] == 0]
    if case == "all":
        taker = next(seat for seat in seats if points[seat])
        return _("{name}: every card point; the others 3 busche each.").format(
            name=seat_name(taker))
    if case == "two_zero":
        return _("{names}: no card points, 2 busche each.").format(names=_names(zero))
    if case == "one_zero":
        return _("{name}: no card points, 1 busca.").format(name=seat_name(zero[0]))
    most = max(points[seat] for seat in seats)
    top = [seat for seat in seats if points[seat] == most]
    figure = busche_figure(most)
    scale = _("(1 up to 18 points, 2 from 19 to 22, then the points less 20)")
    if len(top) == 1:
        return ngettext("{name}: the most card points ({points}), {n} busca {scale}.",
                        "{name}: the most card points ({points}), {n} busche {scale}.",
                        figure).format(name=seat_name(top[0]), points=most, n=figure,
                                       scale=scale)
    return _("{names}: tied for the most card points ({points}), {figure} × {count} = {n} "
             "busche each {scale}.").format(names=_names(top), points=most, figure=figure,
                                            count=len(top), n=figure * len(top),
                                            scale=scale)
