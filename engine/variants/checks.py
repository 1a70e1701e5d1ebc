"""Typed reads of a variant's keys, for any family's rule set.

Every failure is one line naming the variant's own file, the key and what was expected (and
the file a key was inherited from, when that is another one): the same messages for every
family of games.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NoReturn, TypeVar, get_args

from engine.bounds import MAX_NAME_CHARS, quote
from engine.errors import Problem, VariantError
from engine.variants.loader import VariantSource

Choice = TypeVar("Choice", bound=str)


def either(kind: object) -> str:
    """The values of the ``Literal`` type ``kind`` as a key's description says them:
    "'a', 'b' or 'c'"."""
    options = [repr(option) for option in get_args(kind)]
    return ", ".join(options[:-1]) + " or " + options[-1] if len(options) > 1 else options[0]


def check_player_count(variant_id: str, source: str, allowed: tuple[int, ...], players: int
                       ) -> None:
    """Raise :class:`VariantError` unless the variant is played by ``players`` players."""
    if players not in allowed:
        counts = ", ".join(map(str, allowed))
        raise VariantError(source or variant_id, "players",
                           f"variant '{variant_id}' is played by {counts} players, not {players}",
                           Problem.PLAYERS, {"players": players, "counts": counts})


def common_keys(game: str, low: int, high: int) -> dict[str, str]:
    """The keys every family's variant has, and what each expects (for its messages): its
    id, its family (``game``), its name and description, and its player counts."""
    return {
        "id": "the variant's id",
        "game": repr(game),
        "name": "a name shown to players",
        "description": "a text shown to players",
        "players": f"a list of player counts from {low} to {high}",
        "default_players": "one of the player counts",
    }


class KeyChecker:
    """Reads and checks the keys of one variant; ``known`` says what each key expects."""

    def __init__(self, source: VariantSource, known: Mapping[str, str]) -> None:
        self.source = source
        self.values = source.values
        self.known = known

    def check_known_keys(self) -> None:
        """Fail on the first key that the family does not know."""
        for key in self.values:
            if key not in self.known:
                known = ", ".join(sorted(self.known))
                raise VariantError(self.source.where(key), key,
                                   f"unknown key; known keys are {known}", Problem.UNKNOWN_KEY)

    def fail(self, key: str, problem: str, code: Problem = Problem.INVALID,
             params: Mapping[str, int | str] | None = None) -> NoReturn:
        """Raise for ``key``, naming the variant's own file (and the file the key came from)."""
        own = self.source.chain[0] if self.source.chain else "<variant>"
        origin = self.source.where(key.split(".", maxsplit=1)[0])
        found = dict(params or {})
        if origin != own:
            problem += f" (the key comes from {origin})"
            found["origin"] = origin
        raise VariantError(own, key, problem, code, found)

    def missing(self, key: str) -> NoReturn:
        self.fail(key, "missing; expected " + self.known[key.split(".", maxsplit=1)[0]],
                  Problem.MISSING)

    def text(self, key: str, *, required: bool = False, default: str = "",
             longest: int = MAX_NAME_CHARS, lines: bool = False) -> str:
        """A non-empty text of at most ``longest`` characters without control characters
        (``lines``: line breaks and tabs allowed)."""
        value = self.values.get(key)
        if value is None:
            if required:
                self.missing(key)
            return default
        if not isinstance(value, str) or not value.strip():
            self.fail(key, f"expected a non-empty text, got {quote(value)}", Problem.NOT_TEXT)
        if len(value) > longest:
            self.fail(key, f"expected a text of at most {longest} characters, "
                           f"got {len(value)}", Problem.TOO_LONG, {"most": longest})
        shown = value.replace("\n", "").replace("\t", "") if lines else value
        if not shown.isprintable():
            self.fail(key, f"expected a text without control characters, got {quote(value)}",
                      Problem.NOT_TEXT)
        return str(value)

    def integer(self, key: str, *, required: bool = False, default: int = 0,
                low: int | None = None, high: int | None = None) -> int:
        value = self.values.get(key)
        if value is None:
            if required:
                self.missing(key)
            return default
        return self.whole(key, value, low, high)

    def whole(self, key: str, value: Any, low: int | None = None, high: int | None = None
              ) -> int:
        """``value`` (read from ``key``) as a whole number within the bounds given."""
        if isinstance(value, bool) or not isinstance(value, int):
            self.fail(key, f"expected a whole number, got {quote(value)}", Problem.NOT_WHOLE)
        if (low is not None and value < low) or (high is not None and value > high):
            self.fail(key, f"expected a whole number from {low} to {high}, got {value}",
                      Problem.OUT_OF_RANGE, {"low": low if low is not None else "",
                                             "high": high if high is not None else ""})
        return int(value)

    def flag(self, key: str, default: bool) -> bool:
        value = self.values.get(key, default)
        if not isinstance(value, bool):
            self.fail(key, f"expected true or false, got {quote(value)}", Problem.NOT_FLAG)
        return bool(value)

    def choice(self, key: str, kind: object, default: Choice) -> Choice:
        """One of the values of the ``Literal`` type ``kind`` (the one list of a key's
        choices: the type, the check and the words that describe the key all read it)."""
        options = get_args(kind)
        value = self.values.get(key, default)
        if value not in options:
            wanted = " or ".join(repr(o) for o in options)
            self.fail(key, f"expected {wanted}, got {quote(value)}", Problem.NOT_A_CHOICE,
                      {"choices": ", ".join(str(option) for option in options)})
        found: Choice = value
        return found

    def mapping(self, key: str, default: Mapping[Any, Any] | None = None) -> dict[Any, Any]:
        value = self.values.get(key)
        if value is None:
            if default is None:
                self.missing(key)
            return dict(default)
        if not isinstance(value, dict):
            self.fail(key, "expected " + self.known[key] + f", got {quote(value)}")
        return value

    def identity(self, game: str, low: int, high: int) -> tuple[str, tuple[int, ...], int]:
        """The variant's family (``game``, which it must name: another family's variant is
        told as such, not by the keys this one does not know), then its keys, its id, its
        player counts (``low`` to ``high``) and the count offered first."""
        named = self.values.get("game")
        if named != game:
            self.fail("game", f"expected {game!r}, got {quote(named)}")
        self.check_known_keys()
        variant_id = self.text("id", required=True, longest=255)  # at most a file name
        players = self.counts("players", low, high)
        default_players = self.integer("default_players", default=players[0])
        if default_players not in players:
            self.fail("default_players",
                      f"expected one of {list(players)}, got {default_players}")
        return variant_id, players, default_players

    def counts(self, key: str, low: int, high: int) -> tuple[int, ...]:
        """A list of distinct whole numbers (or one number), sorted."""
        value = self.values.get(key)
        if value is None:
            self.missing(key)
        if isinstance(value, int) and not isinstance(value, bool):
            value = [value]
        if not isinstance(value, list) or not value:
            self.fail(key, f"expected a list of player counts such as [3, 4], got {quote(value)}")
        counts = [self.whole(key, v, low, high) for v in value]
        if len(set(counts)) != len(counts):
            self.fail(key, f"a player count is listed twice: {quote(counts)}", Problem.TWICE)
        return tuple(sorted(counts))
