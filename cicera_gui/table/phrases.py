"""Table talk with friends on the table: the fixed phrases' words (each reader's language)
and the bubbles of the phrases said a moment ago, by the seats that said them
(``docs/PROTOCOL.md``, ``say``; chosen in :mod:`cicera_gui.scenes.phrases`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from cicera_gui.look import boxes
from cicera_gui.table.bubbles import beside, bubble_box, draw_bubble
from cicera_gui.words.i18n import N_, _
from cicera_gui.words.names import seat_name, viewer
from cicera_net.protocol import PHRASES

if TYPE_CHECKING:
    from cicera_gui.look.theme import Fonts
    from cicera_gui.table.ring import SeatRing

#: Each phrase's words, by its code (the protocol's list, in its order).
PHRASE_WORDS = {
    "well_played": N_("Well played"),
    "sorry_partner": N_("Sorry, partner"),
    "your_turn": N_("Your turn"),
    "good_game": N_("Good game"),
    "thanks": N_("Thanks"),
    "hello": N_("Hello"),
    "oops": N_("Oops"),
    "nice_try": N_("Nice try"),
}
assert tuple(PHRASE_WORDS) == PHRASES, "a phrase of the protocol without its words"
#: How long a phrase stays by its seat (seconds).
SAID_SECONDS = 4.0


def phrase_text(code: str) -> str:
    """A phrase in the reader's language ("" for a code this program does not know)."""
    words = PHRASE_WORDS.get(code)
    return _(words) if words else ""


def draw_said(surface: pygame.Surface, fonts: Fonts, ring: SeatRing,
              said: list[tuple[int, str]], unit: float) -> None:
    """Each phrase said a moment ago, in a bubble by its seat (yours over your hand)."""
    if not said:
        return
    size = round(unit * 2.3)
    boxes.new_layer()
    for seat, code in said:
        words = phrase_text(code)
        if not words:
            continue
        lines = [_("{name}: {phrase}").format(name=seat_name(seat), phrase=words)]
        box = bubble_box(fonts, lines, size, unit)
        mine = seat == viewer()
        # yours over your hand (the last play stands over your panel); the others' by theirs
        panel = ring.hand_area() if mine else ring.seat_rect(seat)
        side = "above" if mine or ring.side_of(seat) == "bottom" else "below"
        rect = beside(box, panel, side, round(unit * 2))
        rect.clamp_ip(pygame.Rect((0, 0), ring.size))
        draw_bubble(surface, fonts, rect, side, lines, size, unit)
