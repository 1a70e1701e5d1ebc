"""Apply a native review's table of messages to a catalog, where the row is unambiguous, and
write what was decided for each row beside the catalog (``locales/<lang>/review.md``).

A row names a message (its English, perhaps shortened, perhaps with its source file), shows
its text now and proposes a new one. It is applied when exactly one message of the catalog
has that English (or that text now, or, for a shortened one, its parts in order), the
proposal is whole (no "…" beyond the message's own, no alternatives) and every form keeps
the message's placeholders; a plural's forms are split on " / ".
The rest are listed as left for a person, with the reason; a person's decisions written in
``locales/<lang>/review-decisions.txt`` (``#row applied|changed to …|kept because …``) win.

    python tools/apply_review.py ja ../shared/reviews/i18n-ja.md [--write]
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from babel.messages.catalog import Message
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
PLACEHOLDER = re.compile(r"\{[a-z_]+\}")


def cells(line: str) -> list[str]:
    """A markdown table row's cells ("|" inside backticks is text)."""
    out, current, ticked = [], "", False
    body = line.strip()[1:]
    index = 0
    while index < len(body):
        char = body[index]
        if char == "\\" and index + 1 < len(body) and body[index + 1] in "|_*":
            current += body[index + 1]
            index += 2
            continue
        if char == "`":
            ticked = not ticked
        if char == "|" and not ticked:
            out.append(current.strip())
            current = ""
        else:
            current += char
        index += 1
    return out


def rows(path: Path) -> list[list[str]]:
    """The review's rows of messages: a number first, or (the Italian review) a message
    first, then the text now and the proposal."""
    found = []
    numbered = 0
    in_table = False
    for line in path.read_text("utf-8").splitlines():
        if line.startswith("| msgid") or line.startswith("| #"):
            in_table = True
            continue
        if not line.startswith("|"):
            in_table = False
            continue
        if line.startswith("|---") or not in_table:
            continue
        row = cells(line)
        if re.fullmatch(r"\d+", row[0]):
            found.append(row)
        else:
            numbered += 1
            found.append([f"u{numbered}", *row])
    return found


#: A reviewer's note after a proposal ("(both forms)": a plural's forms alike), never text.
REVIEW_NOTE = re.compile(r"\s*\((?:both forms|pl\.)\)$")


def without_note(cell: str) -> str:
    """A proposal as the player will read it: the reviewer's note after it left out."""
    return REVIEW_NOTE.sub("", cell)


def english_of(cell: str) -> tuple[str, bool]:
    """The message's English as the row names it, and whether it is whole."""
    ticked = re.match(r"`(.*?)`", cell)  # `the message` · where it is used
    text = ticked.group(1) if ticked else cell
    text = re.sub(r"\s*\((?:pl\.|[a-zA-Z ]+ (?:heading|rules|hint|gloss|label|button))\)$", "",
                  text).strip()
    return text, "…" not in text


def _in_order(parts: list[str], text: str) -> bool:
    """Whether every non-empty part is in ``text``, each after the one before, the first at
    its start."""
    at = 0
    for index, part in enumerate(parts):
        if not part:
            continue
        found = text.find(part, at)
        if found < 0 or (index == 0 and found != 0):
            return False
        at = found + len(part)
    return True


def key(message: Message) -> str:
    """A message's English (its singular)."""
    return str(message.id[0] if isinstance(message.id, tuple) else message.id)


def shown(message: Message) -> str:
    """A message's text now, as the reviews write it (a plural's forms joined by " / ")."""
    return (" / ".join(message.string) if isinstance(message.string, tuple)
            else str(message.string))


def main() -> int:
    language, review = sys.argv[1], Path(sys.argv[2])
    write = "--write" in sys.argv
    po_path = ROOT / "locales" / language / "LC_MESSAGES" / "cicera.po"
    with po_path.open("rb") as handle:
        catalog = read_po(handle)
    messages = [m for m in catalog if m.id]
    decided: dict[str, str] = {}
    decisions_path = ROOT / "locales" / language / "review-decisions.txt"
    if decisions_path.exists():
        for line in decisions_path.read_text("utf-8").splitlines():
            if line.startswith("#"):
                number, _, said = line[1:].partition(" ")
                decided[number] = said
    lines = []
    applied = 0
    for row in rows(review):
        number, name, now, proposed = row[0], row[1], row[2], without_note(row[3])
        english, whole = english_of(name)
        if number in decided:
            lines.append(f"#{number} {decided[number]}")
            continue

        if any(shown(m) == proposed or (isinstance(m.string, tuple)
                                         and set(m.string) == {proposed})
               for m in messages):  # applied before (a plural's forms may be one text)
            lines.append(f"#{number} applied")
            continue
        found = [m for m in messages if whole and key(m) == english]
        if not found:
            found = [m for m in messages if shown(m) == now]
        if not found and not whole:  # shortened: every part of it, in order
            parts = [part.strip(" .,;:") for part in english.split("…")]
            found = [m for m in messages if _in_order(parts, key(m))]
        reason = ""
        if len(found) != 1:
            reason = f"{len(found)} messages match"
        elif (proposed.count("…") > shown(found[0]).count("…") or "(or " in proposed
              or "→" in proposed or ", or a separate" in proposed):
            reason = "the proposal is not whole"  # an ellipsis the message itself has is kept
        else:
            message = found[0]
            forms = ([f.strip() for f in proposed.split(" / ")]
                     if isinstance(message.id, tuple) else [proposed])
            if isinstance(message.id, tuple):
                count = catalog.num_plurals
                forms = (forms * count)[:count] if len(forms) in (1, count) else []
            ids = list(message.id) if isinstance(message.id, tuple) else [str(message.id)]
            wanted = set(PLACEHOLDER.findall(" ".join(ids)))
            if not forms or any(set(PLACEHOLDER.findall(f)) != wanted - {"{n}"} | (
                    set(PLACEHOLDER.findall(f)) & {"{n}"}) for f in forms):
                reason = "the proposal's placeholders differ"
            else:
                message.string = tuple(forms) if isinstance(message.id, tuple) else forms[0]
                applied += 1
                lines.append(f"#{number} applied")
                continue
        lines.append(f"#{number} left: {reason} ({english[:60]})")
    if write:
        with po_path.open("wb") as out:
            write_po(out, catalog, width=100, ignore_obsolete=True, sort_output=False)
        (ROOT / "locales" / language / "review.md").write_text(
            f"# The {language} review, row by row\n\n"
            "Each row of the native review and what became of it (applied as proposed; "
            "changed, or kept, with the reason).\n\n" + "\n".join(f"- {line}" for line in lines)
            + "\n", "utf-8")
    print(f"{applied} applied of {len(lines)}", file=sys.stderr)
    for line in lines:
        if "left" in line:
            print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
