"""``settings.json``: the player's settings, versioned and checked field by field.

Every value the program lets a player choose passes the check (New game's players, 2 to 8,
and a level for each opponent; each of Settings' options). A value of the wrong type or
out of range falls back to its default, the others are kept, and the repaired settings are
written back; a file that is not a JSON object at all gives the defaults. Either way the
original file is renamed aside, never lost, and the player is told once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, fields
from pathlib import Path
from typing import Any

from cicera_gui.look.bounds import MAX_SIDE, window_ok
from cicera_gui.storage.files import Notice, Unreadable, move_aside, read_json, write_json
from cicera_gui.storage.settings import (
    AI_PACES,
    ANIMATION_SPEEDS,
    DECKS,
    DEFAULT_LEVEL,
    MAX_OPPONENTS,
    MAX_REMEMBERED,
    PLAYERS,
    Settings,
)
from cicera_gui.words.i18n import LANGUAGES, N_
from engine.bounds import MAX_PATH_CHARS, MAX_SETTINGS_BYTES, QUOTE_CHARS

VERSION = 1
MAX_WINDOW = MAX_SIDE  # the same bound as the command line's --size


def settings_to_json(settings: Settings) -> dict[str, Any]:
    """The file's content: a version and every setting."""
    data: dict[str, Any] = {"version": VERSION}
    for key, value in asdict(settings).items():
        if isinstance(value, dict):
            data[key] = {k: dict(v) if isinstance(v, dict) else v for k, v in value.items()}
        else:
            data[key] = list(value) if isinstance(value, tuple | list) else value
    return data


#: The longest name a player gives at a table (the protocol's own limit).
MAX_NAME = 24


def _one_of(options: object) -> Callable[[Any], bool]:
    return lambda value: isinstance(value, str) and value in options  # type: ignore[operator]


def _levels(value: Any) -> bool:
    """A level per opponent, as New game keeps them: any family's level names (a name the
    family does not offer, or "", means its default level when a match starts)."""
    return (isinstance(value, list) and len(value) <= MAX_OPPONENTS
            and all(isinstance(v, str) and len(v) <= QUOTE_CHARS and v.isprintable()
                    for v in value))


def _name(value: Any, most: int = MAX_PATH_CHARS) -> bool:
    return isinstance(value, str) and 0 < len(value) <= most and value.isprintable()


def _family_variants(value: Any) -> bool:
    """Each family's last variant: a family id to a variant id or file."""
    return (isinstance(value, dict) and len(value) <= MAX_REMEMBERED
            and all(_name(k, QUOTE_CHARS) and _name(v) for k, v in value.items()))


def _choice_value(value: Any) -> bool:
    """A number, a word, or a rule played or not (Scopa's napola)."""
    return (isinstance(value, bool)
            or (isinstance(value, int) and abs(value) <= 10_000)
            or _name(value, QUOTE_CHARS))


def _variant_choices(value: Any) -> bool:
    """Each variant's last choices: a variant to a few named numbers or words (whether the
    family still offers them is its own check when New game opens)."""
    return (isinstance(value, dict) and len(value) <= MAX_REMEMBERED
            and all(_name(k) and isinstance(v, dict) and len(v) <= 16
                    and all(_name(name, QUOTE_CHARS) and _choice_value(chosen)
                            for name, chosen in v.items())
                    for k, v in value.items()))


#: The most lessons whose progress the file keeps (far more than are shipped).
MAX_LESSONS = 500


def _lessons(value: Any) -> bool:
    """Each lesson's progress: a lesson id to the number of its steps done."""
    return (isinstance(value, dict) and len(value) <= MAX_LESSONS
            and all(_name(k, QUOTE_CHARS) and isinstance(v, int) and not isinstance(v, bool)
                    and 0 <= v <= 1000 for k, v in value.items()))


def _window(value: Any) -> bool:
    return (isinstance(value, list) and len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
            and window_ok((value[0], value[1])))


#: What each field must be; a value that fails its check is replaced by the default.
CHECKS: dict[str, Callable[[Any], bool]] = {
    "language": _one_of(LANGUAGES),
    "deck": _one_of(DECKS),
    "animation": _one_of(ANIMATION_SPEEDS),
    "ai_pace": _one_of(AI_PACES),
    "honours_marked": lambda v: isinstance(v, bool),
    "variant": lambda v: isinstance(v, str) and 0 < len(v) <= MAX_PATH_CHARS and "\0" not in v,
    "players": lambda v: isinstance(v, int) and not isinstance(v, bool) and v in PLAYERS,
    "levels": _levels,
    "family_variants": _family_variants,
    "variant_choices": _variant_choices,
    "window": _window,
    "fullscreen": lambda v: isinstance(v, bool),
    "window_position": lambda v: v is None or (
        isinstance(v, list) and len(v) == 2
        and all(isinstance(i, int) and not isinstance(i, bool) and abs(i) <= MAX_WINDOW
                for i in v)),
    "sort_hand": lambda v: isinstance(v, bool),
    "practice": lambda v: isinstance(v, bool),
    "tracker": lambda v: isinstance(v, bool),
    "coach": lambda v: isinstance(v, bool),
    "reduced_motion": lambda v: isinstance(v, bool),
    "large_cards": lambda v: isinstance(v, bool),
    "high_contrast": lambda v: isinstance(v, bool),
    "volume": lambda v: isinstance(v, int | float) and not isinstance(v, bool) and 0 <= v <= 1,
    "muted": lambda v: isinstance(v, bool),
    "player_name": lambda v: isinstance(v, str) and len(v) <= MAX_NAME and (
        v == "" or v.isprintable()),
    "lessons": _lessons,
    "last_invitation": lambda v: isinstance(v, str) and len(v) <= 200 and (
        v == "" or v.isprintable()),
}


def settings_from_json(data: Any) -> tuple[Settings, list[str]]:
    """Settings from the file's JSON, and the names of the fields that were not valid."""
    settings = Settings()
    if not isinstance(data, dict):
        return settings, ["(the whole file)"]
    bad: list[str] = []
    for item in fields(Settings):
        if item.name not in data:
            continue
        value = data[item.name]
        if not CHECKS[item.name](value):
            bad.append(item.name)
            continue
        if item.name == "levels":  # at least the three of a default
            value = list(value) + [DEFAULT_LEVEL] * (3 - len(value))
        elif item.name == "window" or (item.name == "window_position" and value is not None):
            value = (value[0], value[1])
        setattr(settings, item.name, value)
    return settings, bad


def load_settings(path: Path, notices: list[Notice], *, read_only: bool = False
                  ) -> tuple[Settings, bool]:
    """The saved settings, and whether they must be written back (some values were not
    valid: those are the defaults now, the others kept). A damaged file is renamed aside,
    unless ``read_only``, and the player told."""
    def aside(path: Path, why: str = "corrupt") -> Path | None:
        return None if read_only else move_aside(path, why)

    try:
        data = read_json(path, MAX_SETTINGS_BYTES)
    except Unreadable as exc:
        kept = aside(path)
        notices.append(_damaged(path, kept, str(exc)))
        return Settings(), False
    if data is None:
        return Settings(), False
    settings, bad = settings_from_json(data)
    if bad == ["(the whole file)"]:
        kept = aside(path, "invalid")
        notices.append(_damaged(path, kept, "not a JSON object"))
        return settings, False
    if bad:
        kept = aside(path, "invalid")
        why = ", ".join(bad)
        if kept is None:
            notices.append(Notice(N_("Some of your settings were not valid ({why}): those are "
                                     "back to their defaults, the others are kept."),
                                  {"why": why}))
        else:
            notices.append(Notice(N_("Some of your settings were not valid ({why}): those are "
                                     "back to their defaults, the others are kept. The old "
                                     "file was kept as {file}."),
                                  {"why": why, "file": str(kept)}))
        return settings, True
    return settings, False


def _damaged(path: Path, kept: Path | None, why: str) -> Notice:
    if kept is None:
        return Notice(N_("Your settings could not be read ({why}), so the defaults are used."),
                      {"why": why})
    return Notice(N_("Your settings could not be read ({why}), so the defaults are used. "
                     "The old file was kept as {file}."), {"why": why, "file": str(kept)})


def save_settings(path: Path, settings: Settings) -> None:
    write_json(path, settings_to_json(settings))
