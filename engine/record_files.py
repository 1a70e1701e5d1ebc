"""Game records on disk, for every family: reading the JSON, writing it atomically, replaying.

The record's ``game`` picks the family's codec (:func:`engine.families.family_of_record`);
what a record holds and how it replays is each family's own (RECORDS.md).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

from engine import safe_io
from engine.bounds import MAX_JSON_BYTES, quote
from engine.errors import EngineError, Problem, RecordError, VariantError
from engine.families import Replay, family_of_record, family_of_rules
from engine.files import write_text_atomic
from engine.game import AnyGame, RuleSet
from engine.variants.loader import is_shipped

R = TypeVar("R", bound=RuleSet)


def load_record_file(path: str | Path) -> dict[str, Any]:
    """Read a record file's JSON; a missing, unreadable or non-JSON file is a RecordError."""
    label = str(path)
    try:
        data = safe_io.read_json(path)  # regular files only, size and depth bounded
    except safe_io.ReadError as exc:
        raise _of_file(RecordError(f"{label}: {exc}", Problem.UNREADABLE), label) from None
    if not isinstance(data, dict):
        raise _of_file(RecordError(f"{label}: a record is a JSON object, not "
                                   f"{type(data).__name__}", Problem.NOT_A_RECORD), label)
    return data


def _of_file(error: RecordError, label: str) -> RecordError:
    error.file = label
    return error


def read_header(record: Mapping[str, Any], fmt: str, game: str,
                load_rules: Callable[[str, Path | None], R], base_dir: Path | None
                ) -> tuple[R, int]:
    """The rules and the number of players a record of family ``game`` declares, checked:
    its format, its game, its variant (loaded with the family's ``load_rules``) and a player
    count the variant allows. Every family's codec starts here."""
    found = record.get("format")
    if found != fmt:
        raise RecordError(f"format: expected {fmt!r}, got {quote(found)}", Problem.NOT_A_RECORD)
    named = record.get("game")
    if named != game:
        raise RecordError(f"game: expected {game!r}, got {quote(named)}", Problem.UNKNOWN_GAME)
    variant = record.get("variant")
    if not isinstance(variant, str) or not variant:
        raise RecordError(
            f"variant: expected a variant id or a YAML file path, got {quote(variant)}",
            Problem.BAD_VARIANT)
    try:
        rules = load_rules(variant, base_dir)
    except EngineError as exc:
        raise RecordError(f"variant: {exc}", Problem.BAD_VARIANT) from None
    players = record.get("players")
    if isinstance(players, bool) or not isinstance(players, int):
        raise RecordError(f"players: expected a whole number, got {quote(players)}")
    try:
        rules.check_players(players)
    except VariantError as exc:
        raise RecordError(f"players: {exc.problem}", Problem.BAD_VARIANT) from None
    return rules, players


def new_record(game: AnyGame, fmt: str, game_id: str, hands: list[dict[str, Any]],
               names: Sequence[str] | None = None) -> dict[str, Any]:
    """The record of ``game`` in format ``fmt`` of the family ``game_id``, holding ``hands``:
    the header :func:`read_header` reads (the variant by id, or by its file when not
    shipped), then the seed and the players' names."""
    rules = game.rules
    record: dict[str, Any] = {
        "format": fmt,
        "game": game_id,
        "variant": variant_of(rules),
        "players": game.players,
        "hands": hands,
        "created": datetime.now(UTC).isoformat(timespec="seconds"),
    }
    if game.seed is not None:
        record["seed"] = game.seed
    if names is not None:
        record["names"] = list(names)
    return record


def variant_of(rules: RuleSet) -> str:
    """How a record names the rules played: a shipped variant by its id, any other by its
    file, never by its id alone (a player's file may take the id of a shipped variant, and
    the record must replay the rules that were played, not the shipped ones)."""
    shipped = rules.source in ("", rules.id) and is_shipped(rules.id)
    return rules.id if shipped or not rules.source else rules.source


def replay(record: dict[str, Any], base_dir: Path | None = None) -> Replay:
    """Check a record of any family against its rules and play it through."""
    return family_of_record(record).replay(record, base_dir)


def record_of(game: AnyGame, **kwargs: Any) -> dict[str, Any]:
    """The record of a match so far, in its family's format."""
    return family_of_rules(game.rules).to_record(game, **kwargs)


class RecordTooLarge(RecordError):
    """A record larger than any reader accepts (:data:`MAX_JSON_BYTES`): never written."""


def record_text(data: Any, limit: int | None = None) -> str:
    """A record (or any JSON file the program keeps) as compact JSON text, one line: exactly
    what :func:`load_record_file` reads back. :class:`RecordTooLarge` when its UTF-8 would
    be over ``limit`` bytes, so nothing is ever written that its reader would refuse."""
    limit = MAX_JSON_BYTES if limit is None else limit
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"
    size = len(text.encode("utf-8", "surrogatepass"))
    if size > limit:
        raise RecordTooLarge(f"the record would be {size / 1e6:.1f} MB, more than a record "
                             f"may be ({limit / 1e6:.0f} MB)")
    return text


def write_record(game: AnyGame, path: str | Path, **kwargs: Any) -> None:
    """Save the match's record as JSON, atomically (RecordTooLarge, before anything is
    written, when it would be larger than a record may be)."""
    write_text_atomic(path, record_text(record_of(game, **kwargs)))
