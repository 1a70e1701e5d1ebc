"""What is wrong with a variant file or a game record, in the player's language.

The engine raises :class:`~engine.errors.VariantError` and :class:`~engine.errors.RecordError`
with an English message (what the command line prints) and a :class:`~engine.errors.Problem`
code with its numbers and names; the window says the code in the player's words, naming the
file and the key, and never shows the English."""

from __future__ import annotations

from pathlib import Path

from cicera_gui.words.i18n import N_, N_plural, _, ngettext
from engine.errors import EngineError, Problem, RecordError, VariantError

#: A variant file's problems, said of the file and (where one is named) the key.
VARIANT_WORDS: dict[Problem, str | tuple[str, str]] = {
    Problem.NOT_A_NAME: N_("“{file}” is neither a variant nor a file name."),
    Problem.NO_SUCH_FILE: N_("The variant file {file} does not exist."),
    Problem.NOT_YAML: N_("{file} is not a variant file: a variant file ends in .yaml."),
    Problem.UNREADABLE: N_("The variant file {file} cannot be read."),
    Problem.SYNTAX: N_("{file} is not written as YAML should be: see line {line}, column "
                       "{column}."),
    Problem.TOO_LARGE: N_("{file} is too large, or nested too deeply, to be read."),
    Problem.EMPTY: N_("{file} is empty: a variant file lists its keys, one per line."),
    Problem.NOT_A_MAPPING: N_("{file} is not a list of keys and their values, as a variant "
                              "file is."),
    Problem.EXTENDS: N_("In {file}, “extends” must name a shipped variant or a file in the "
                        "same folder, of the same game, and never the file itself."),
    Problem.EXTENDED_BROKEN: N_("{file} extends {parent}, which cannot be used."),
    Problem.UNKNOWN_KEY: N_("In {file}, “{key}” is not a key that variants of this game "
                            "have."),
    Problem.MISSING: N_("In {file}, the key “{key}” is missing."),
    Problem.NOT_TEXT: N_("In {file}, “{key}” must be a line of text."),
    Problem.TOO_LONG: N_("In {file}, “{key}” may be at most {most} characters long."),
    Problem.NOT_WHOLE: N_("In {file}, “{key}” must be a whole number."),
    Problem.OUT_OF_RANGE: N_("In {file}, “{key}” must be a whole number from {low} to "
                             "{high}."),
    Problem.NOT_FLAG: N_("In {file}, “{key}” must be true or false."),
    Problem.NOT_A_CHOICE: N_("In {file}, “{key}” must be one of these: {choices}."),
    Problem.TWICE: N_("In {file}, “{key}” names the same thing twice."),
    Problem.PLAYERS: N_plural("{file} is not played by {players} player; it is played by "
                              "{counts}.",
                              "{file} is not played by {players} players; it is played by "
                              "{counts}."),
    Problem.UNKNOWN_GAME: N_("{file} names a game this program does not know."),
    Problem.NOT_PLAYABLE: N_("{file} is a variant of a game that cannot be played here."),
}
#: The file a variant extends is not there.
EXTENDED_MISSING = N_("{file} extends {parent}, which does not exist.")
#: A value that cannot be used, for a reason only the English message details.
VARIANT_INVALID = N_("In {file}, the value of “{key}” cannot be used.")
VARIANT_INVALID_FILE = N_("{file} cannot be used as a variant.")
#: The problem, and the file the key was inherited from.
KEY_ORIGIN = N_("{problem} The key comes from {origin}.")

#: A record's problems, said of its file.
RECORD_WORDS: dict[Problem, str] = {
    Problem.UNREADABLE: N_("The record {file} cannot be read."),
    Problem.NOT_A_RECORD: N_("{file} is not a game record."),
    Problem.UNKNOWN_GAME: N_("{file} records a game this program cannot play."),
    Problem.NOT_PLAYABLE: N_("{file} records a game this program cannot play."),
    Problem.BAD_VARIANT: N_("The rules {file} was played by cannot be used here."),
    Problem.TOO_LARGE: N_("{file} is too large to be replayed."),
    Problem.ILLEGAL_PLAY: N_("In {file}, play {play} of hand {hand} breaks the rules."),
}
#: A record the system would not let the program read, with the system's own words.
RECORD_REFUSED = N_("The record {file} cannot be read ({reason}).")
RECORD_BROKEN_PLAY = N_("In {file}, play {play} of hand {hand} cannot be replayed.")
RECORD_BROKEN_HAND = N_("In {file}, hand {hand} cannot be replayed.")
RECORD_BROKEN = N_("{file} does not hold a match that can be replayed.")


def _name(where: str) -> str:
    """A file's name as the player knows it (its folder left out), or a variant's id; a
    character that cannot be shown (a name's bytes that are not UTF-8) as its escape."""
    name = Path(where).name or where
    return "".join(ch if ch.isprintable() else ch.encode("unicode_escape", "backslashreplace")
                   .decode("ascii") for ch in name)


def variant_problem(exc: VariantError) -> str:
    """What is wrong with the variant, in the player's language."""
    params = dict(exc.params)
    values = {**params, "file": _name(exc.source), "key": exc.key or ""}
    if "parent" in params:  # the file it extends
        values["parent"] = _name(str(params["parent"]))
    words = VARIANT_WORDS.get(exc.code)
    if exc.code is Problem.EXTENDED_BROKEN and params.get("inner") == Problem.NO_SUCH_FILE:
        words = EXTENDED_MISSING
    if words is None or (exc.key is None and "{key}" in words):
        words = VARIANT_INVALID if exc.key else VARIANT_INVALID_FILE
    said = (_(words) if isinstance(words, str) else
             ngettext(*words, int(params.get("players", 2)))).format(**values)
    if "origin" in params:
        return _(KEY_ORIGIN).format(problem=said, origin=_name(str(params["origin"])))
    return said


def record_problem(exc: RecordError, file: str = "") -> str:
    """What is wrong with the record, in the player's language (``file``: its name, when the
    error does not carry it)."""
    values = {"file": _name(exc.file or file), **exc.params}
    words = RECORD_WORDS.get(exc.code)
    if exc.code is Problem.UNREADABLE and "reason" in values:
        words = RECORD_REFUSED
    if words is None or ("{hand}" in words and "hand" not in values):
        words = (RECORD_BROKEN_PLAY if "play" in values and "hand" in values
                 else RECORD_BROKEN_HAND if "hand" in values else RECORD_BROKEN)
    return _(words).format(**values)


def problem_text(exc: BaseException, file: str = "") -> str:
    """A variant's or a record's problem in the player's language; any other error the
    program met (a file system's) as its own short words."""
    if isinstance(exc, VariantError):
        return variant_problem(exc)
    if isinstance(exc, RecordError):
        return record_problem(exc, file)
    if isinstance(exc, OSError):
        return exc.strerror or type(exc).__name__
    return _(VARIANT_INVALID_FILE).format(file=_name(file)) if isinstance(exc, EngineError) \
        else type(exc).__name__
