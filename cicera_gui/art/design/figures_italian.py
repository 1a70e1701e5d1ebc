"""The Bresciane figures: Fante (standing page), Cavallo (rider on a horse), Re (crowned king).

Full-card, single-headed pictures in the traditional red, gold, blue and green; each figure
holds his suit sign, and the Fante di coppe has his dog (Fant Cagnì).
"""

from __future__ import annotations

from . import palette as p
from .held import held_sign
from .horse import dog, horse
from .people import (
    HAIR_BLOND,
    HAIR_BROWN,
    HAIR_GREY,
    Costume,
    arm,
    beret,
    crown,
    hand,
    head,
    limb,
    outlined,
    plumed_hat,
)
from .svg import at, circle, ellipse, path, rect, style

FANTE = {
    "d": Costume(p.RED, p.GOLD, p.GREEN, p.BLUE, p.GOLD, p.BLUE, HAIR_BLOND),
    "c": Costume(p.BLUE, p.GOLD, p.RED, p.RED, p.GOLD, p.GREEN, HAIR_BROWN),
    "s": Costume(p.GREEN, p.GOLD, p.BLUE, p.RED, p.BLUE, p.RED, HAIR_BLOND),
    "b": Costume(p.GOLD, p.RED, p.BLUE, p.GREEN, p.RED, p.GREEN, HAIR_BROWN),
}
CAVALLO = {
    "d": Costume(p.BLUE, p.GOLD, p.RED, p.GOLD, p.GOLD, p.RED, HAIR_BROWN),
    "c": Costume(p.RED, p.GOLD, p.BLUE, p.GREEN, p.GREEN, p.GREEN, HAIR_BLOND),
    "s": Costume(p.GOLD, p.RED, p.GREEN, p.RED, p.RED, p.BLUE, HAIR_BROWN),
    "b": Costume(p.GREEN, p.GOLD, p.RED, p.BLUE, p.BLUE, p.RED, HAIR_BLOND),
}
RE = {
    "d": Costume(p.BLUE, p.GOLD, p.RED, p.BLUE, p.BLUE, p.GOLD, HAIR_GREY),
    "c": Costume(p.RED, p.GOLD, p.BLUE, p.RED, p.RED, p.GOLD, HAIR_BROWN),
    "s": Costume(p.GREEN, p.GOLD, p.RED, p.GREEN, p.GREEN, p.GOLD, HAIR_GREY),
    "b": Costume(p.RED, p.GOLD, p.GREEN, p.RED, p.RED, p.GOLD, HAIR_BROWN),
}
HORSE_COATS = {"d": "#f4f0e6", "c": "#9a5b2e", "s": "#f4f0e6", "b": "#5b3a22"}


def figure(rank: str, suit: str) -> list[str]:
    """The picture of figure ``rank`` (F, C, R) of ``suit``, inside its frame."""
    out = _frame()
    if rank == "F":
        out += _fante(suit)
    elif rank == "C":
        out += _cavallo(suit)
    else:
        out += _re(suit)
    return out


def _frame() -> list[str]:
    return [
        rect(26, 26, 588, 948, 24, fill="#f6ecd2", stroke=p.DARK_RED, stroke_width=5),
        rect(38, 38, 564, 924, 16, fill="none", stroke=p.GOLD, stroke_width=4),
        # a niche behind the figure: a round-headed arch in a deeper tone
        path("M150 872V330C150 190 226 118 320 118C414 118 490 190 490 330V872Z",
             fill="#efdfb8", stroke="#d8bf86", stroke_width=4),
        path("M40 870C160 846 480 846 600 870L600 946C600 954 594 960 586 960H54"
             "C46 960 40 954 40 946Z", fill="#b9c98a"),
        path("M40 870C160 846 480 846 600 870", **style("none", "#7d9453", 4)),
    ]


def _fante(suit: str) -> list[str]:
    c = FANTE[suit]
    out = [ellipse(320, 902, 120, 14, fill=p.INK, fill_opacity=0.18)]
    # cape behind, falling from the left shoulder
    out.append(outlined(
        "M254 306C214 322 196 366 192 428C186 550 176 666 166 780C206 800 248 800 278 788"
        "L272 640L252 340Z", c.cape))
    out.append(outlined("M192 428C186 550 176 666 166 780C176 786 186 790 196 792"
                        "C204 680 210 560 214 440Z", c.lining, 3))
    out += _legs(c)
    out.append(outlined(
        "M262 300C240 305 230 318 232 340L244 470C240 520 226 580 214 640C260 658 380 658 426 640"
        "C414 580 400 520 396 470L408 340C410 318 400 305 378 300C360 312 340 316 320 316"
        "C300 316 280 312 262 300Z", c.main))
    out.append(outlined("M218 620C262 636 378 636 422 620L426 642C380 660 260 660 214 642Z",
                        c.trim, 3.5))
    out.append(path("M320 318V636", **style("none", c.trim, 10)))
    for y in (350, 390, 430, 530, 580):
        out.append(circle(320, y, 6, **style(c.trim, p.INK, 2)))
    out.append(outlined("M246 462C290 476 350 476 394 462L396 488C350 500 290 500 244 488Z",
                        p.GOLD_FILL, 3.5))
    out.append(rect(306, 466, 28, 30, 4, **style(p.GOLD, p.INK, 3)))
    out.append(outlined("M268 298C288 326 352 326 372 298C356 286 340 294 320 294"
                        "C300 294 284 286 268 298Z", p.WHITE, 3.5))
    # left arm akimbo, right arm raised with the suit sign
    out += arm((252, 336), (206, 420), (238, 488), c.main, c.trim)
    if suit == "b":
        out += held_sign(suit, (470, 470), 1.0, staff_foot=880)
        out += arm((390, 336), (452, 400), (462, 458), c.main, c.trim)
    elif suit == "s":
        out += held_sign(suit, (452, 468), 1.1)
        out += arm((390, 336), (440, 410), (446, 452), c.main, c.trim)
    else:
        out += held_sign(suit, (468, 304), 1.0)
        out += arm((390, 336), (452, 408), (462, 322), c.main, c.trim)
        out += hand(468, 304)
    out.append(at(head(c.hair), 320, 246))
    out.append(at(beret(c.hat, c.trim), 320, 246))
    if suit == "c":
        out += dog(452, 898)
    return out


def _legs(c: Costume) -> list[str]:
    return [
        outlined("M266 636L302 636L298 760C296 800 294 840 292 874"
                 "L268 874C266 840 262 800 262 760Z",
                 c.hose_left),
        outlined("M338 636L374 636L378 760C378 800 372 840 370 874"
                 "L346 874C346 840 342 800 342 760Z",
                 c.hose_right),
        outlined("M262 744H300V760H262Z", c.trim, 3),
        outlined("M340 744H378V760H340Z", c.trim, 3),
        outlined("M293 866L268 866C250 870 234 884 232 902L296 902Z", p.INK, 2),
        outlined("M346 866L372 866C390 870 406 884 408 902L344 902Z", p.INK, 2),
    ]


def _re(suit: str) -> list[str]:
    c = RE[suit]
    out = [ellipse(320, 904, 190, 16, fill=p.INK, fill_opacity=0.18)]
    out.append(outlined(
        "M248 300C206 322 186 384 176 462C158 620 140 780 128 902H512C500 780 482 620 464 462"
        "C454 384 434 322 392 300Z", c.cape))
    out.append(outlined("M176 462C158 620 140 780 128 902H160C172 780 186 620 202 470Z",
                        c.lining, 3))
    out.append(outlined("M464 462C482 620 500 780 512 902H480C468 780 454 620 438 470Z",
                        c.lining, 3))
    out.append(outlined(
        "M258 300C238 306 228 320 230 344L238 480"
        "C228 600 210 760 196 902H444C430 760 412 600 402 480"
        "L410 344C412 320 402 306 382 300C364 312 344 318 320 318C296 318 276 312 258 300Z",
        c.main))
    out.append(outlined("M296 318H344L356 902H284Z", p.GOLD_FILL, 3.5))
    for y in (380, 460, 540, 620, 700, 780, 860):
        out.append(ellipse(320, y, 9, 12, **style(c.cape, p.INK, 2.5)))
    out.append(outlined("M200 870C280 884 360 884 440 870L444 902H196Z", p.GOLD_FILL, 3.5))
    # ermine tippet over the shoulders
    out.append(outlined(
        "M232 300C258 346 382 346 408 300L426 336C384 392 256 392 214 336Z", p.WHITE))
    for x, y in ((246, 344), (284, 362), (320, 366), (356, 362), (394, 344), (266, 330),
                 (374, 330)):
        out.append(path(f"M{x} {y - 7}L{x + 4} {y + 5}L{x - 4} {y + 5}Z", fill=p.INK))
    out.append(outlined("M244 470C290 482 350 482 396 470L398 494C350 506 290 506 242 494Z",
                        p.GOLD_FILL, 3.5))
    # the left hand rests on the belt, the right holds the sign
    out += arm((246, 352), (206, 440), (250, 480), c.main, p.WHITE, 50)
    if suit == "b":
        out += held_sign(suit, (466, 470), 1.05, staff_foot=890)
        out += arm((394, 352), (452, 420), (458, 458), c.main, p.WHITE, 50)
    elif suit == "s":
        out += held_sign(suit, (452, 476), 1.15)
        out += arm((394, 352), (444, 430), (442, 460), c.main, p.WHITE, 50)
    else:
        out += held_sign(suit, (466, 330), 1.05)
        out += arm((394, 352), (454, 430), (460, 350), c.main, p.WHITE, 50)
        out += hand(466, 330)
    out.append(at(head(c.hair, beard=True), 320, 236))
    out.append(at(crown(p.RED if c.main != p.RED else p.GREEN), 320, 236))
    return out


def _cavallo(suit: str) -> list[str]:
    c = CAVALLO[suit]
    out = [ellipse(320, 906, 230, 16, fill=p.INK, fill_opacity=0.18)]
    out += horse(HORSE_COATS[suit], c.cape, c.trim, p.RED)
    # the rider: leg over the horse's flank, body upright in the saddle
    out.append(outlined("M300 520C340 512 390 520 404 560L394 590C360 580 320 580 296 590Z",
                        p.BROWN, 3.5))
    out.append(outlined(
        "M296 398C278 402 270 414 272 432L280 530C282 556 300 572 330 574C360 574 378 556 380 530"
        "L388 432C390 414 382 402 364 398C352 406 342 410 330 410C318 410 306 406 296 398Z",
        c.main))
    out.append(outlined("M280 520C310 530 350 530 382 520L380 544C350 554 310 554 282 544Z",
                        p.GOLD_FILL, 3))
    out.append(path("M330 412V526", **style("none", c.trim, 8)))
    out.append(limb([(312, 560), (262, 600), (262, 640), (272, 700)], [56, 48, 40], c.hose_left))
    out.append(outlined("M254 690L290 690L292 712C280 724 256 728 236 724C236 708 244 700 254 690Z",
                        p.INK, 2))
    out.append(path("M276 714L276 736M262 736H292", **style("none", p.GOLD, 6)))
    out.append(outlined("M298 398C312 420 348 420 362 398C350 388 340 394 330 394"
                        "C320 394 310 388 298 398Z", p.WHITE, 3))
    # reins from the left hand to the horse's mouth
    out.append(path("M232 484C200 500 170 500 150 488", **style("none", p.DARK_RED, 5)))
    out += arm((292, 426), (250, 480), (226, 478), c.main, c.trim, 40)
    if suit == "b":
        out += held_sign(suit, (452, 462), 0.95, staff_foot=660)
        out += arm((368, 426), (430, 450), (444, 456), c.main, c.trim, 40)
    elif suit == "s":
        out += held_sign(suit, (448, 430), 1.0)
        out += arm((368, 426), (428, 440), (438, 424), c.main, c.trim, 40)
    else:
        out += held_sign(suit, (452, 322), 0.95)
        out += arm((368, 426), (430, 410), (446, 340), c.main, c.trim, 40)
        out += hand(452, 322)
    out.append(at(head(c.hair), 330, 340, 0.82))
    out.append(at(plumed_hat(c.hat, c.trim), 330, 340, 0.82))
    return out
