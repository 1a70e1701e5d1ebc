"""Cicera's banners: big words over the table for the event points of a play (Scùa! Picada!
…), who made them and what they mean, on the shared table's opaque banner (the shared table
keeps them standing, zooms them in and fades them)."""

from __future__ import annotations

import pygame

from cicera_gui.families.cicera.stage import CiceraStage
from cicera_gui.families.cicera.terms import POINT_GLOSSES, point_banner, point_short_name
from cicera_gui.kinds.capture.play import PointsMade
from cicera_gui.table.panels import banner_image, banner_title
from cicera_gui.words.i18n import _
from cicera_gui.words.names import side_name
from engine.cicera.events import EventPoint


def title_size(unit: float, points: int) -> int:
    """The size of a banner's big words: smaller for several points at once."""
    return round(unit * 8 * (1.0 if points == 1 else 0.8))


def draw_titles_ahead(stage: CiceraStage) -> None:
    """Every one-point banner's big words, drawn now (before a hand), so that a banner's
    first frame, in the middle of a sweep, does not wait for its font and words."""
    size = title_size(stage.layout_info.unit, 1)
    for point in EventPoint:
        banner_title(stage.app.fonts, point_banner(point), size)


def points_picture(stage: CiceraStage, made: PointsMade) -> pygame.Surface:
    """The banner of a play's event points at full strength, made once (the shared table
    zooms it in, fades it and centres it): the points in big words, who made them and what
    they mean."""
    layout = stage.layout_info
    u = layout.unit
    game = stage.controller.game
    size = title_size(u, len(made.points))
    title = "  ".join(point_banner(point) for point in made.points)
    who = side_name(made.side, game.players, game.rules.partnerships(game.players))
    # several points: each gloss after the point's short name (its long name already holds
    # the gloss's first word: "Scùa (sweep): sweep: …")
    glosses = [f"{point_short_name(point)}: {_(POINT_GLOSSES[point])}" if len(made.points) > 1
               else _(POINT_GLOSSES[point]) for point in made.points]
    lines = [f"{who} · {glosses[0]}", *glosses[1:]] if len(glosses) == 1 else [who, *glosses]
    return banner_image(stage.app.fonts, title, lines, u, size,
                        layout.table_area.width - round(u * 4))
