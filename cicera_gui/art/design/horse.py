"""The Cavallo's horse and the Fante di coppe's dog."""

from __future__ import annotations

from . import palette as p
from .people import limb, outlined
from .svg import circle, ellipse, path, style


def _shade(coat: str) -> str:
    return "#c9c1b0" if coat.startswith("#f") else "#3f2716"


def horse(coat: str, cloth: str, trim: str, bridle: str) -> list[str]:
    """A horse walking to the left with a caparison over its back; one foreleg raised."""
    far = _shade(coat)
    mane = "#3a2a20" if coat.startswith("#f") else "#1f140c"
    out = [
        # far legs, in shadow
        limb([(262, 690), (250, 790), (256, 840), (252, 890)], [42, 30, 26], far),
        limb([(420, 690), (434, 790), (420, 840), (416, 890)], [46, 32, 26], far),
        outlined("M234 884H272L274 902H232Z", p.INK, 2),
        outlined("M398 884H436L438 902H396Z", p.INK, 2),
        # tail
        outlined("M478 600C548 610 556 690 530 756"
                 "C518 730 508 712 500 700C506 672 496 640 470 628Z",
                 mane),
        # neck, arched, and the body
        outlined("M306 566C292 480 244 412 192 390L150 470C176 500 196 560 188 640Z", coat),
        outlined("M184 606C196 560 262 548 330 550C400 552 462 556 488 592C510 622 506 682 480 706"
                 "C440 732 330 738 250 730C200 724 178 684 182 642Z", coat),
        # head, looking forward and a little down
        outlined("M196 386C172 386 150 404 136 432L100 498"
                 "C90 518 96 538 118 542C138 546 152 532 162 516"
                 "C178 496 198 482 218 470C226 436 218 396 196 386Z", coat),
        outlined("M178 398L182 352L200 390Z", coat, 3.5),
        outlined("M194 392L208 352L214 396Z", far, 3.5),
        # mane along the crest, a forelock between the ears
        outlined("M196 384C250 396 296 460 312 560"
                 "C300 568 290 570 282 566C276 500 250 440 208 410Z",
                 mane, 3),
        outlined("M186 392C176 404 172 414 174 426C182 416 190 408 198 396Z", mane, 2.5),
        ellipse(170, 432, 8, 6, **style(p.INK, p.INK, 1)),
        circle(172, 430, 2.4, fill=p.WHITE),
        ellipse(112, 514, 6, 4, fill=p.INK),
        path("M104 534C114 538 126 536 134 528", **style("none", p.INK, 3)),
        # bridle: cheek strap, noseband and brow band
        path("M200 396L150 486M128 470L158 500M180 396L210 410", **style("none", bridle, 7)),
        circle(150, 486, 6, **style(p.GOLD, p.INK, 2)),
        # near legs: fore raised, hind planted
        limb([(228, 680), (200, 760), (190, 786), (224, 826)], [54, 36, 28], coat),
        outlined("M216 810L244 836L230 852L206 826Z", p.INK, 2),
        limb([(446, 680), (468, 790), (452, 840), (448, 890)], [56, 36, 28], coat),
        outlined("M430 884H468L470 904H428Z", p.INK, 2),
    ]
    # caparison over the back and flanks
    out.append(outlined(
        "M214 570C262 548 410 548 478 584C494 630 494 680 486 722C420 740 300 740 218 724"
        "C206 676 204 620 214 570Z", cloth))
    out.append(outlined("M218 698C300 716 420 716 488 696L486 724C420 742 300 742 218 726Z",
                        trim, 3.5))
    for x in (250, 300, 350, 400, 450):
        out.append(circle(x, 738 - abs(x - 350) * 0.06, 9, **style(trim, p.INK, 2.5)))
    out.append(path("M230 600C300 588 400 588 466 608", **style("none", trim, 6)))
    return out


def dog(x: float, ground: float) -> list[str]:
    """A little white dog with brown patches, sitting and looking up at his master (left)."""
    def at_(dx: float, dy: float) -> str:
        return f"{x + dx:.0f} {ground + dy:.0f}"

    brown = "#8a5a2b"
    return [
        ellipse(x + 4, ground + 2, 60, 8, fill=p.INK, fill_opacity=0.18),
        outlined(f"M{at_(40, -30)}C{at_(70, -40)} {at_(76, -70)} {at_(60, -90)}"
                 f"C{at_(72, -64)} {at_(64, -48)} {at_(40, -40)}Z", p.WHITE, 3),
        outlined(f"M{at_(-30, 0)}C{at_(-36, -40)} {at_(-30, -90)} {at_(-6, -116)}"
                 f"C{at_(20, -130)} {at_(50, -100)} {at_(48, -60)}C{at_(48, -30)} {at_(46, -10)} "
                 f"{at_(40, 0)}Z", p.WHITE),
        outlined(f"M{at_(8, -104)}C{at_(30, -110)} {at_(44, -90)} {at_(44, -66)}"
                 f"C{at_(30, -70)} {at_(14, -84)} {at_(8, -104)}Z", brown, 3),
        outlined(f"M{at_(-28, 0)}C{at_(-30, -20)} {at_(-26, -40)} {at_(-20, -56)}L{at_(-8, -52)}"
                 f"C{at_(-12, -36)} {at_(-14, -16)} {at_(-12, 0)}Z", p.WHITE, 3),
        outlined(f"M{at_(-10, 0)}C{at_(-10, -20)} {at_(-6, -40)} {at_(0, -54)}L{at_(10, -48)}"
                 f"C{at_(6, -34)} {at_(6, -16)} {at_(6, 0)}Z", p.WHITE, 3),
        # head turned up towards the Fante
        outlined(f"M{at_(-40, -140)}C{at_(-40, -170)} {at_(-10, -180)} {at_(6, -164)}"
                 f"C{at_(18, -150)} {at_(10, -124)} {at_(-8, -118)}C{at_(-24, -114)} "
                 f"{at_(-40, -124)} {at_(-40, -140)}Z", p.WHITE),
        outlined(f"M{at_(-38, -150)}C{at_(-56, -156)} {at_(-66, -150)} {at_(-62, -136)}"
                 f"C{at_(-56, -128)} {at_(-44, -128)} {at_(-36, -134)}Z", p.WHITE),
        circle(x - 64, ground - 142, 5, fill=p.INK),
        outlined(f"M{at_(-6, -168)}C{at_(10, -176)} {at_(22, -160)} {at_(18, -128)}"
                 f"C{at_(6, -136)} {at_(-4, -150)} {at_(-6, -168)}Z", brown, 3),
        circle(x - 26, ground - 150, 4.5, fill=p.INK),
        path(f"M{at_(-42, -112)}Q{at_(-20, -104)} {at_(4, -114)}", **style("none", p.RED, 7)),
        circle(x - 20, ground - 106, 5, **style(p.GOLD, p.INK, 2)),
    ]
