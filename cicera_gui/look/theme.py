"""Colours, fonts and text drawing: loaded once, cached by key."""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

import pygame

from cicera_gui.look import boxes
from cicera_gui.words.i18n import translator

Color = tuple[int, int, int]

FELT = (22, 84, 52)
FELT_DARK = (10, 48, 30)
PANEL = (12, 30, 22)
PANEL_LIGHT = (30, 60, 44)
GOLD = (226, 184, 74)
GOLD_DARK = (160, 120, 40)
CREAM = (246, 238, 214)
MUTED = (170, 190, 172)
INK = (30, 24, 18)
RED = (214, 76, 60)
HIGHLIGHT = (255, 226, 120)
HINT = (110, 220, 255)
SHADOW = (0, 0, 0)


_STANDARD = {"PANEL": PANEL, "PANEL_LIGHT": PANEL_LIGHT, "GOLD": GOLD, "GOLD_DARK": GOLD_DARK,
             "CREAM": CREAM, "MUTED": MUTED, "HIGHLIGHT": HIGHLIGHT, "HINT": HINT}
_HIGH_CONTRAST = {"PANEL": (0, 0, 0), "PANEL_LIGHT": (45, 45, 45), "GOLD": (255, 221, 0),
                  "GOLD_DARK": (255, 255, 255), "CREAM": (255, 255, 255),
                  "MUTED": (235, 235, 235), "HIGHLIGHT": (255, 255, 0), "HINT": (0, 255, 255)}
#: The flat background of the high-contrast mode.
CONTRAST_BACKGROUND = (12, 36, 22)


#: "The palette's colour for this, read when drawn": the default of the drawing functions'
#: colours, so that high contrast applies to every text and panel that does not name one.
PALETTE: Color = (-1, -1, -1)


def unit(size: tuple[int, int]) -> float:
    """The one unit of every scene's sizes: a hundredth of the window's smaller measure (its
    width counted at 1.6 : 1)."""
    return min(size[0] / 1.6, size[1]) / 100


def apply_contrast(high: bool) -> None:
    """Switch the palette: white text on black panels, pure yellow and cyan marks."""
    globals().update(_HIGH_CONTRAST if high else _STANDARD)


def fonts_folder() -> Path | None:
    """The folder of the fonts the program ships (Noto, OFL), or None if it is missing."""
    from cicera_gui.words.resources import data_dir

    try:
        folder = data_dir("assets") / "fonts"
    except FileNotFoundError:
        return None
    return folder if folder.is_dir() else None


FONT_FILES = {
    "regular": "NotoSans-Regular.ttf",
    "bold": "NotoSans-Bold.ttf",
    "title": "NotoSerifDisplay-Bold.ttf",
    "jp-regular": "NotoSansJP-Regular-subset.otf",
    "jp-bold": "NotoSansJP-Bold-subset.otf",
}
#: Characters from here up are drawn with the Japanese font (CJK, kana, full-width forms).
CJK_START = 0x2E80
#: Characters a line must not start with in Japanese (closing marks), kept with the previous.
NO_LINE_START = set("、。，．・：；？！）」』】〕〉》ー々ぁぃぅぇぉっゃゅょァィゥェォッャュョ…")


#: Characters the Japanese font lacks (⅓ ⅔ of card points): drawn with the Latin face of the
#: same weight inside Japanese text.
LATIN_ONLY = frozenset(chr(c) for c in range(0x2150, 0x2160))
#: Characters the Latin faces lack (arrows): drawn with the Japanese face of the same weight
#: inside Latin text.
CJK_ONLY = frozenset(chr(c) for c in range(0x2190, 0x2200))


def needs_cjk(text: str) -> bool:
    return any(ord(ch) >= CJK_START for ch in text)


def _style_name(bold: bool | str) -> str:
    return bold if isinstance(bold, str) else ("bold" if bold else "regular")


class Fonts:
    """Fonts by (size, style), and rendered text by (text, size, style, colour).

    Styles: regular, bold and title (a serif display face for headings). Text in Japanese,
    or any text holding CJK characters, is drawn with the Japanese font, which has Latin too.
    Where a font file is missing, pygame's own font stands in, so the program still runs.
    """

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder
        self._fonts: dict[tuple[int, str], pygame.font.Font] = {}
        self._texts: OrderedDict[tuple[str, int, str, Color], pygame.Surface] = OrderedDict()
        #: Widths measured, and the face each (text, style asked, language) is drawn with:
        #: a table measures and draws the same few hundred texts every frame.
        self._widths: dict[tuple[str, int, str], int] = {}
        self._faces: dict[tuple[str, bool | str, str], str] = {}
        #: The sizes :meth:`fit` found, by (text, size, width, style asked, language).
        self._fits: dict[tuple[str, int, int, bool | str, str], int] = {}

    def _file(self, style: str) -> str | None:
        if self.folder is None:
            return None
        path = self.folder / FONT_FILES[style]
        return str(path) if path.is_file() else None

    def face(self, text: str, bold: bool | str = False) -> str:
        """The style that will draw ``text``: Japanese faces for Japanese."""
        key = (text, bold, translator.language)
        found = self._faces.get(key)
        if found is None:
            found = self._faces[key] = self._choose_face(text, bold, translator.language)
            if len(self._faces) > 4000:
                self._faces.clear()
        return found

    @staticmethod
    def _choose_face(text: str, bold: bool | str, language: str) -> str:
        style = _style_name(bold)
        if style.startswith("jp-"):
            return style
        if needs_cjk(text) or (language == "ja" and style != "title"):
            return "jp-regular" if style == "regular" else "jp-bold"
        return style

    def font(self, size: int, bold: bool | str = False, text: str = "") -> pygame.font.Font:
        return self._load(size, self.face(text, bold))

    def _load(self, size: int, style: str) -> pygame.font.Font:
        """The font of exactly this style (no choosing by language)."""
        size = max(8, int(size))
        key = (size, style)
        found = self._fonts.get(key)
        if found is None:
            path = self._file(style)
            found = pygame.font.Font(path, size)
            if path is None and style not in ("regular", "jp-regular"):
                found.set_bold(True)
            self._fonts[key] = found
        return found

    def text(self, text: str, size: int, color: Color = PALETTE, bold: bool | str = False
             ) -> pygame.Surface:
        boxes.said(text)
        color = CREAM if color == PALETTE else color
        style = self.face(text, bold)
        key = (text, int(size), style, color)
        found = self._texts.get(key)
        if found is not None:
            self._texts.move_to_end(key)
            return found
        runs = self._runs(text, style)
        if len(runs) == 1:
            rendered = self._load(size, runs[0][1]).render(runs[0][0], True, color)
        else:
            rendered = self._render_runs(runs, int(size), color)
        self._texts[key] = rendered
        if len(self._texts) > 800:
            self._texts.popitem(last=False)
        return rendered

    def width(self, text: str, size: int, bold: bool | str = False) -> int:
        style = self.face(text, bold)
        key = (text, max(8, int(size)), style)
        found = self._widths.get(key)
        if found is None:
            found = sum(self._load(size, face).size(part)[0]
                        for part, face in self._runs(text, style))
            self._widths[key] = found
            if len(self._widths) > 4000:
                self._widths.clear()
        return found

    @staticmethod
    def _runs(text: str, style: str) -> list[tuple[str, str]]:
        """``text`` in pieces, each with the face that has its glyphs: in Japanese faces the
        characters of :data:`LATIN_ONLY` go to the Latin face of the same weight, in Latin
        faces those of :data:`CJK_ONLY` to the Japanese face. Every text drawn or measured
        passes here: a character no font can take (a file name's bytes that are not UTF-8,
        kept as surrogates) is drawn as its escape."""
        text = drawable(text)
        if style.startswith("jp-"):
            foreign, other = LATIN_ONLY, "bold" if style == "jp-bold" else "regular"
        else:
            foreign, other = CJK_ONLY, "jp-regular" if style == "regular" else "jp-bold"
        if not foreign.intersection(text):
            return [(text, style)]
        runs: list[tuple[str, str]] = []
        for ch in text:
            face = other if ch in foreign else style
            if runs and runs[-1][1] == face:
                runs[-1] = (runs[-1][0] + ch, face)
            else:
                runs.append((ch, face))
        return runs

    def _render_runs(self, runs: list[tuple[str, str]], size: int, color: Color
                     ) -> pygame.Surface:
        """The pieces drawn side by side on one baseline."""
        fonts = [self._load(size, face) for _, face in runs]
        ascent = max(font.get_ascent() for font in fonts)
        parts = [font.render(part, True, color)
                 for font, (part, _) in zip(fonts, runs, strict=True)]
        height = max(ascent - font.get_ascent() + part.get_height()
                     for font, part in zip(fonts, parts, strict=True))
        surface = pygame.Surface((sum(part.get_width() for part in parts), height),
                                 pygame.SRCALPHA)
        x = 0
        for font, part in zip(fonts, parts, strict=True):
            surface.blit(part, (x, ascent - font.get_ascent()))
            x += part.get_width()
        return surface

    def fit(self, text: str, size: int, width: int, bold: bool | str = False) -> int:
        """The largest size up to ``size`` at which ``text`` fits in ``width`` pixels."""
        key = (text, size, width, bold, translator.language)
        found = self._fits.get(key)
        if found is None:
            found = size
            while found > 9 and self.width(text, found, bold) > width:
                found -= 1
            if len(self._fits) > 4000:
                self._fits.clear()
            self._fits[key] = found
        return found

    def wrap(self, text: str, size: int, width: int, bold: bool | str = False) -> list[str]:
        """Break ``text`` into lines no wider than ``width``: between words, and between any
        two characters of Japanese (never before a closing mark); a word wider than a whole
        line (a long name with no spaces) is broken between its characters."""
        lines: list[str] = []
        for paragraph in text.split("\n"):
            line = ""
            for token in _tokens(paragraph):
                candidate = line + token if line else token.lstrip()
                if line and self.width(candidate, size, bold) <= width:
                    line = candidate
                    continue
                if line:
                    lines.append(line.rstrip())
                    candidate = token.lstrip()
                line = candidate
                if self.width(line, size, bold) > width:  # alone, and still too wide
                    *whole, line = self.break_word(line, size, width, bold)
                    lines += whole
            lines.append(line.rstrip())
        return lines

    def break_word(self, word: str, size: int, width: int, bold: bool | str = False
                   ) -> list[str]:
        """``word`` in pieces no wider than ``width`` (each of at least one character), the
        longest first pieces that fit."""
        pieces: list[str] = []
        while word:
            low, high = 1, len(word)  # the most characters that fit, found by halves
            while low < high:
                middle = (low + high + 1) // 2
                if self.width(word[:middle], size, bold) <= width:
                    low = middle
                else:
                    high = middle - 1
            pieces.append(word[:low])
            word = word[low:]
        return pieces or [""]

    def wrap_balanced(self, text: str, size: int, width: int, bold: bool | str = False
                      ) -> list[str]:
        """:meth:`wrap` into as few lines, but as even as they can be: no word left alone
        on the last line of a heading."""
        lines = self.wrap(text, size, width, bold)
        if len(lines) < 2:
            return lines
        low, high = 1, width
        while low < high:  # the narrowest width that still needs no more lines
            middle = (low + high) // 2
            if len(self.wrap(text, size, middle, bold)) <= len(lines):
                high = middle
            else:
                low = middle + 1
        return self.wrap(text, size, high, bold)


def drawable(text: str) -> str:
    """``text`` as the fonts can take it: lone surrogates (bytes of a name that is not UTF-8)
    written as their escapes, ``\\udcff``."""
    if text.isascii():
        return text
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return text.encode("utf-8", "backslashreplace").decode("utf-8")
    return text


def elide(fonts: Fonts, text: str, size: int, width: int, bold: bool | str = False) -> str:
    """``text`` as it is when it fits in ``width`` pixels, else cut short with "…" (by design:
    a label keeps its row's size and gives up its end)."""
    if fonts.width(text, size, bold) <= width:
        return text
    cut = text
    while cut and fonts.width(cut.rstrip() + "…", size, bold) > width:
        cut = cut[:-1]
    return cut.rstrip() + "…"


def wrap_items(fonts: Fonts, text: str, items: list[str] | None, size: int, width: int,
               bold: bool | str = False) -> list[str]:
    """``text`` followed by ``items`` as a list, wrapped only between whole items (a list of
    ranks never breaks inside "Fante"). ``text`` may hold "{items}" where they go."""
    if not items:
        return fonts.wrap(text.replace("{items}", ""), size, width, bold)
    head, _, tail = text.partition("{items}")
    separator = "、" if translator.language == "ja" else ", "
    pieces = [item + (separator if index < len(items) - 1 else tail)
              for index, item in enumerate(items)]
    lines = fonts.wrap(head, size, width, bold) if head.strip() else [""]
    if head.strip():  # the space between the head and the first item stays
        lines[-1] += head[len(head.rstrip()):]
    for piece in pieces:
        candidate = lines[-1] + piece
        if not lines[-1] or fonts.width(candidate.rstrip(), size, bold) <= width:
            lines[-1] = candidate
        else:
            lines[-1] = lines[-1].rstrip()
            lines.append(piece)
    return [line.rstrip() for line in lines]


def _tokens(paragraph: str) -> list[str]:
    """Pieces a line may break between: words with their leading space; in Japanese, short
    phrases (:func:`_japanese_tokens`)."""
    if any(ord(ch) >= CJK_START for ch in paragraph):
        return _japanese_tokens(paragraph)
    tokens: list[str] = []
    word = ""
    for ch in paragraph:
        if ch in NO_LINE_START:
            if word:
                tokens.append(word)
                word = ""
            if tokens:
                tokens[-1] += ch
            else:
                tokens.append(ch)
        elif ch == " ":
            if word:
                tokens.append(word)
            word = " "
        else:
            word += ch
    if word:
        tokens.append(word)
    return tokens


#: Marks a Japanese line must not end with (opening brackets): kept with what follows.
NO_LINE_END = set("（「『【〔〈《")


#: Kana that lengthen or shrink the one before (and 々): part of the word they follow.
_MODIFIERS = set("ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々")
#: After what a character of each kind begins a new phrase (:func:`_japanese_tokens`).
_STARTS_AFTER = {
    "kanji": {"hiragana", "katakana", "closing", "latin"},
    "katakana": {"hiragana", "kanji", "closing", "digit", "latin"},
    "hiragana": {"closing"},
    "digit": {"hiragana", "kanji", "katakana", "closing"},
    "latin": {"hiragana", "kanji", "katakana", "closing"},
}


def _kind(ch: str) -> str:
    """A character's kind, for where a Japanese phrase ends."""
    code = ord(ch)
    if ch in NO_LINE_END:
        return "opening"
    if ch in NO_LINE_START:
        return "closing"
    if 0x3041 <= code <= 0x309F:
        return "hiragana"
    if 0x30A0 <= code <= 0x30FF or 0xFF66 <= code <= 0xFF9F:
        return "katakana"
    if 0x4E00 <= code <= 0x9FFF or 0x3400 <= code <= 0x4DBF:
        return "kanji"
    if ch.isdigit() or ch in "⅓⅔.,":
        return "digit"
    return "latin" if code < CJK_START else "closing"


def _japanese_tokens(paragraph: str) -> list[str]:
    """Japanese in short phrases a line may break between, roughly as a typesetter would: a
    word in kanji with the kana that follow it (「置いた」, 「取りました」), a word in
    katakana with its particles (「ファンテを」), a number with its counter (「3回」);
    a closing mark stays with what comes before it, an opening one with what follows; a
    space (before Latin words) is a break too."""
    tokens: list[str] = []
    token = ""
    previous = ""
    for ch in paragraph:
        if ch == " ":
            if token:
                tokens.append(token)
            token, previous = " ", ""
            continue
        if ch in _MODIFIERS and token:
            token += ch  # the word goes on, as what it was
            continue
        kind = _kind(ch)
        if token.strip() and previous != "opening" and (
                kind == "opening" or previous in _STARTS_AFTER.get(kind, set())):
            tokens.append(token)
            token = ""
        token += ch
        previous = kind
    if token:
        tokens.append(token)
    return tokens


_ROUNDED: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()


def rounded_rect(size: tuple[int, int], color: Color, alpha: int, radius: int,
                 border: tuple[int, int, int, int] | None = None, border_width: int = 2
                 ) -> pygame.Surface:
    """A translucent rounded rectangle, made once per look and size (its border's pixels
    replace the fill's, as a border drawn over it on the table would)."""
    key = (size, color, alpha, radius, border, border_width)
    found = _ROUNDED.get(key)
    if found is None:
        found = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(found, (*color, alpha), found.get_rect(), border_radius=radius)
        if border is not None:
            pygame.draw.rect(found, border, found.get_rect(), width=border_width,
                             border_radius=radius)
        _ROUNDED[key] = found
        if len(_ROUNDED) > 300:
            _ROUNDED.popitem(last=False)
    else:
        _ROUNDED.move_to_end(key)
    return found


def draw_text(
    surface: pygame.Surface,
    fonts: Fonts,
    text: str,
    pos: tuple[float, float],
    size: int,
    color: Color = PALETTE,
    *,
    bold: bool | str = False,
    anchor: str = "topleft",
    shadow: bool = False,
    group: str = "",
) -> pygame.Rect:
    """Draw one line of text anchored at ``pos`` (any pygame.Rect anchor name); ``group``
    names the row of labels it belongs to (they share one size)."""
    color = CREAM if color == PALETTE else color
    image = fonts.text(text, size, color, bold)
    rect = image.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    boxes.text(rect, text, int(size), group)
    if shadow:
        surface.blit(fonts.text(text, size, SHADOW, bold), rect.move(1, 2))
    surface.blit(image, rect)
    return rect


def panel(surface: pygame.Surface, rect: pygame.Rect, *, alpha: int = 215,
          border: Color | None = PALETTE, radius: int | None = None,
          color: Color | None = None) -> None:
    """A rounded, translucent panel with a fine border (``color``: the palette's panel, read
    when drawn, so that high contrast applies)."""
    color = PANEL if color is None else color
    border = GOLD_DARK if border == PALETTE else border
    radius = radius if radius is not None else max(6, rect.height // 12)
    radius = min(radius, rect.height // 2, rect.width // 2)
    edge = None if border is None else (border[0], border[1], border[2], 255)
    surface.blit(rounded_rect(rect.size, color, alpha, radius, edge,
                              max(1, rect.height // 120 + 1)), rect)


def draw_tooltip(surface: pygame.Surface, fonts: Fonts, text: str, pos: tuple[int, int],
                 size: int) -> None:
    """A small box of explanation beside the pointer, kept inside the window."""
    width = min(surface.get_width() // 2, size * 26)
    lines = fonts.wrap(text, size, width)
    box = pygame.Rect(0, 0, max(fonts.width(line, size) for line in lines) + size,
                      round(len(lines) * size * 1.3 + size * 0.6))
    box.topleft = (pos[0] + size, pos[1] + size)
    box.clamp_ip(surface.get_rect())
    panel(surface, box, alpha=245, border=HIGHLIGHT, radius=max(4, size // 3))
    y = box.y + size * 0.3
    for line in lines:
        draw_text(surface, fonts, line, (box.x + size / 2, y), size, CREAM)
        y += size * 1.3


def ring_card(surface: pygame.Surface, rect: pygame.Rect, colour: Color, grow: int = 8,
              width: int = 4) -> None:
    """A ring round a card shown (upright or sideways): the card that took a trick, the one
    played, one to notice."""
    pygame.draw.rect(surface, colour, rect.inflate(grow, grow), width=width,
                     border_radius=max(4, min(rect.size) // 10))


def draw_take_arrow(surface: pygame.Surface, x: float, middle: float, u: float) -> None:
    """The gold arrow from a played card to the cards it took (2.6 units long, from ``x``)."""
    boxes.element("arrow", pygame.Rect(round(x), round(middle - u), round(u * 2.6), round(u * 2)))
    pygame.draw.polygon(surface, GOLD, [
        (x, middle - u * 0.5), (x + u * 1.6, middle - u * 0.5), (x + u * 1.6, middle - u),
        (x + u * 2.6, middle), (x + u * 1.6, middle + u), (x + u * 1.6, middle + u * 0.5),
        (x, middle + u * 0.5)])
