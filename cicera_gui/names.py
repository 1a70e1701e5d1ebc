"""What the table calls the seats, the sides and the event points."""

from __future__ import annotations

from cicera_gui.i18n import N_, _
from engine.cicera import EventPoint

#: The computer opponents' names, by seat: Brescian first names.
OPPONENT_NAMES = {1: "Bepi", 2: "Gina", 3: "Toni"}

POINT_NAMES = {
    EventPoint.SCUA: N_("Scùa"),
    EventPoint.PICADA: N_("Picada"),
    EventPoint.SIMILI: N_("Simili"),
    EventPoint.QUADRIGLIA: N_("Quadriglia"),
    EventPoint.CINQUINA: N_("Cinquina"),
}

POINT_GLOSSES = {
    EventPoint.SCUA: N_("sweep: the table is empty"),
    EventPoint.PICADA: N_("snap: took the card just laid"),
    EventPoint.SIMILI: N_("all one suit"),
    EventPoint.QUADRIGLIA: N_("three or more taken"),
    EventPoint.CINQUINA: N_("four taken"),
}

LEVEL_NAMES = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard")}


def seat_name(seat: int) -> str:
    return _("You") if seat == 0 else OPPONENT_NAMES.get(seat, f"#{seat}")


def side_name(side: int, players: int, partnerships: bool) -> str:
    if partnerships:
        if side == 0:
            return _("You & {partner}").format(partner=OPPONENT_NAMES[2])
        return _("{first} & {second}").format(first=OPPONENT_NAMES[1], second=OPPONENT_NAMES[3])
    return seat_name(side)


def point_name(point: EventPoint) -> str:
    return _(POINT_NAMES[point])
