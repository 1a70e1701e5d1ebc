"""Cicera's banners: big words over the table for the event points of a play (Scùa! Picada!
…), who made them and what they mean, on the shared table's opaque banner."""

from __future__ import annotations

import pygame

from cicera_gui.families.cicera.director import Banner
from cicera_gui.families.cicera.stage import CiceraStage
from cicera_gui.families.cicera.terms import POINT_GLOSSES, point_banner, point_name
from cicera_gui.table.panels import banner_image, banner_title, draw_banner
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


def banner_layer(stage: CiceraStage, banner: Banner) -> pygame.Surface:
    """The banner at full strength (faded as a whole when drawn): made once, then zoomed in
    whole over the first tenth of its time."""
    layout = stage.layout_info
    u = layout.unit
    game = stage.controller.game
    size = title_size(u, len(banner.points))
    title = "  ".join(point_banner(point) for point in banner.points)
    who = side_name(banner.side, game.players, game.rules.partnerships(game.players))
    glosses = [f"{point_name(point)}: {_(POINT_GLOSSES[point])}" if len(banner.points) > 1
               else _(POINT_GLOSSES[point]) for point in banner.points]
    lines = [f"{who} · {glosses[0]}", *glosses[1:]] if len(glosses) == 1 else [who, *glosses]
    layer = banner_image(stage.app.fonts, title, lines, u, size,
                         layout.table_area.width - round(u * 4))
    scale = 1.0 if stage.app.settings.reduced_motion else min(1.0, 0.6 + 4 * banner.elapsed
                                                              / banner.duration)
    return layer if scale >= 1.0 else pygame.transform.smoothscale_by(layer, scale)


def draw_banners(surface: pygame.Surface, stage: CiceraStage) -> None:
    centre = stage.layout_info.table_area.center
    for banner in stage.director.banners:
        if banner.elapsed >= 0:
            draw_banner(surface, banner_layer(stage, banner), centre,
                        banner.elapsed / banner.duration)
