"""The Rommé court cards: J, Q and K as half-length figures, mirrored top and bottom."""

from __future__ import annotations

from . import palette as p
from .people import (
    HAIR_BLACK,
    HAIR_BLOND,
    HAIR_BROWN,
    HAIR_GREY,
    arm,
    beret,
    crown,
    hand,
    head,
    outlined,
    veil_crown,
)
from .pips_french import french_pip
from .pips_italian import sword
from .svg import at, circle, group, path, poly, rect, star, style

FRAME = (118.0, 54.0, 522.0, 946.0)
MID = 500.0

# per suit: (main, second, trim) in the French court palette of red, blue, yellow and black
_COLOURS = {
    "d": (p.RED, p.GOLD, p.BLUE),
    "c": (p.BLUE, p.RED, p.GOLD),
    "s": (p.GOLD, p.BLUE, p.RED),
    "b": (p.RED, p.BLUE, p.GOLD),
}
_JACK_HATS = {"d": p.BLUE, "c": p.RED, "s": p.RED, "b": p.BLUE}
_HAIR = {
    ("F", "d"): HAIR_BLOND, ("F", "c"): HAIR_BROWN, ("F", "s"): HAIR_BLACK, ("F", "b"): HAIR_BLOND,
    ("C", "d"): HAIR_BLOND, ("C", "c"): HAIR_BROWN, ("C", "s"): HAIR_BLACK, ("C", "b"): HAIR_BLOND,
    ("R", "d"): HAIR_GREY, ("R", "c"): HAIR_BROWN, ("R", "s"): HAIR_GREY, ("R", "b"): HAIR_BROWN,
}


def court(rank: str, suit: str, ink: str) -> list[str]:
    """The court card ``rank`` (F = J, C = Q, R = K) of ``suit`` with pips in ``ink``."""
    x0, y0, x1, y1 = FRAME
    half = _half(rank, suit, ink)
    out = [
        rect(x0, y0, x1 - x0, y1 - y0, 10, fill="#fffaf0", stroke=p.INK, stroke_width=4),
        group(half),
        group(half, f"rotate(180 {320} {MID:.0f})"),
        path(f"M{x0} {MID:.0f}H{x1}", **style("none", p.INK, 4)),
        rect(x0, y0, x1 - x0, y1 - y0, 10, fill="none", stroke=p.INK, stroke_width=5),
    ]
    return out


def mirror_x(element: str, side: int) -> str:
    """``element`` as is (side -1) or reflected onto the right half of the card (side 1)."""
    return element if side < 0 else group([element], "matrix(-1 0 0 1 640 0)")


def _flower(x: float, y: float, colour: str) -> list[str]:
    """A small four-petalled brocade flower."""
    return [
        path(f"M{x} {y - 11}C{x + 6} {y - 5} {x + 6} {y + 5} {x} {y + 11}"
             f"C{x - 6} {y + 5} {x - 6} {y - 5} {x} {y - 11}Z", fill=colour),
        path(f"M{x - 11} {y}C{x - 5} {y - 6} {x + 5} {y - 6} {x + 11} {y}"
             f"C{x + 5} {y + 6} {x - 5} {y + 6} {x - 11} {y}Z", fill=colour),
        circle(x, y, 3.5, fill=p.WHITE),
    ]


def _half(rank: str, suit: str, ink: str) -> list[str]:
    main, second, trim = _COLOURS[suit]
    hair = _HAIR[(rank, suit)]
    out: list[str] = []
    # the item held upright on the right: halberd, torch or arrow; flower; sword or sceptre
    if rank == "F" and suit == "c":
        out.append(outlined("M416 486L422 190L434 190L432 486Z", p.BROWN, 3.5))
        out.append(outlined("M404 170H452L440 210H416Z", p.GOLD_FILL, 3.5))
        out.append(outlined("M428 60C446 96 470 120 462 150C456 170 440 174 428 174"
                            "C414 174 398 168 394 150C388 122 416 100 428 60Z", p.RED, 3.5))
        out.append(outlined("M428 104C438 126 450 140 446 156C442 166 434 168 428 168"
                            "C420 168 412 164 410 154C408 138 422 126 428 104Z", p.GOLD, 2.5))
    elif rank == "F" and suit == "b":
        out.append(outlined("M420 486L423 110L431 110L428 486Z", p.BROWN, 3))
        out.append(outlined("M427 52L442 112H412Z", "#dfe6ee", 3.5))
        out.append(outlined("M424 420L404 460L404 486L424 452Z", p.RED, 2.5))
        out.append(outlined("M428 420L448 460L448 486L428 452Z", p.RED, 2.5))
    elif rank == "F":
        out.append(outlined("M416 486L422 92L434 92L432 486Z", p.BROWN, 3.5))
        out.append(outlined("M428 150C470 150 496 180 500 214C476 204 452 204 430 210Z",
                            "#dfe6ee", 3.5))
        out.append(outlined("M426 150C392 156 380 170 376 186C392 180 408 180 428 184Z",
                            "#dfe6ee", 3.5))
        out.append(outlined("M424 96L428 60L434 96Z", "#dfe6ee", 3))
        out.append(path("M420 240H434", **style("none", trim, 10)))
    elif rank == "R" and suit in "dc":
        out += sword((427, 430), (427, 300), (427, 200), (427, 70), 30,
                     blade="#b9c4cf", edge_colour=p.WHITE)
    elif rank == "R":
        out.append(outlined("M414 486L420 160L434 160L434 486Z", p.GOLD_FILL, 3.5))
        out.append(circle(427, 148, 22, **style(p.GOLD_FILL, p.INK, 3.5)))
        out.append(path(poly(star(427, 116, 20, 8, 4)), **style(p.GOLD_FILL, p.INK, 3)))
        out.append(circle(427, 148, 8, **style(second, p.INK, 2)))
    # shoulders and body
    out.append(outlined(
        "M270 276C236 288 206 296 190 318C172 344 160 384 148 424L128 500H512L492 424"
        "C480 384 468 344 450 318C434 296 404 288 370 276Z", main))
    # the cloak's lining shows at both sides
    for side in (-1, 1):
        out.append(mirror_x(outlined(
            "M190 318C172 344 160 384 148 424L128 500H160L180 424C186 380 192 344 196 326Z",
            trim if trim != main else second, 3.5), side))
    out.append(outlined("M286 330H354L362 500H278Z", second, 3.5))
    for y in (364, 408, 452):
        out.append(path(poly([(320, y - 18), (336, y), (320, y + 18), (304, y)]),
                        **style(trim, p.INK, 2.5)))
        out.append(circle(320, y, 4, fill=p.WHITE))
    for x in (226, 414):
        out.append(path(f"M{x} 360V500", **style("none", trim, 8)))
    for x, y in ((204, 466), (252, 404), (250, 480), (390, 404), (390, 480), (436, 466)):
        out += _flower(x, y, trim if main != trim else second)
    if rank == "C":
        out.append(outlined("M262 282C282 336 358 336 378 282C360 292 340 296 320 296"
                            "C300 296 280 292 262 282Z", p.SKIN, 3.5))
        out.append(outlined("M256 280C276 346 364 346 384 280L404 292C384 374 256 374 236 292Z",
                            trim, 3.5))
        for k in range(7):
            out.append(circle(280 + k * 13.3, 330 - abs(k - 3) * 4, 5,
                              **style(p.WHITE, p.INK, 1.5)))
    elif rank == "R":
        out.append(outlined("M240 282C268 330 372 330 400 282L426 312C380 376 260 376 214 312Z",
                            p.WHITE, 3.5))
        for x, y in ((244, 318), (282, 340), (320, 346), (358, 340), (396, 318)):
            out.append(path(f"M{x} {y - 8}L{x + 5} {y + 6}L{x - 5} {y + 6}Z", fill=p.INK))
    else:
        out.append(outlined("M258 280C282 318 358 318 382 280L404 298C374 346 266 346 236 298Z",
                            p.WHITE, 3.5))
        out.append(path("M262 300C290 326 350 326 378 300", **style("none", trim, 4)))
    sleeve = trim if rank == "R" else second
    cuff = p.WHITE if rank == "R" else trim
    # the left hand on the breast, the right holds the item
    out += arm((214, 336), (196, 424), (262, 448), sleeve, cuff, 50)
    out += arm((426, 336), (450, 420), (418, 432), sleeve, cuff, 50)
    if rank == "C":
        out.append(path("M424 436C432 380 420 330 404 290", **style("none", p.GREEN, 6)))
        out.append(outlined("M416 364C394 362 384 350 384 336C400 338 412 350 416 364Z",
                            p.GREEN, 2.5))
        out.append(outlined("M426 396C446 390 456 376 454 362C440 366 428 380 426 396Z",
                            p.GREEN, 2.5))
        for k in range(6):
            petal = "M0 0C-10 -10 -10 -26 0 -30C10 -26 10 -10 0 0Z"
            out.append(group([outlined(petal, p.RED, 2.5)],
                             f"translate(402 282) rotate({k * 60})"))
        out.append(circle(402, 282, 8, **style(p.GOLD, p.INK, 2)))
    out += hand(424, 438)
    # a gold band where the two halves meet
    out.append(rect(FRAME[0], MID - 14, FRAME[2] - FRAME[0], 14, fill=p.GOLD, stroke=p.INK,
                    stroke_width=3))
    out.append(at(head(hair, beard=rank == "R", woman=rank == "C"), 320, 192, 1.22))
    headgear = {
        "F": beret(_JACK_HATS[suit], trim if trim != _JACK_HATS[suit] else second),
        "C": veil_crown(second),
        "R": crown(p.RED if second != p.RED else p.BLUE),
    }[rank]
    out.append(at(headgear, 320, 192, 1.22))
    out.append(at(french_pip(suit, 64, ink), 170, 108))
    return out
