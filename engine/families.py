"""The registry of game families: which package plays a variant, reads a record, makes players.

A variant's YAML says which family it belongs to (``game: cicera`` or ``game: ciapano``;
inherited through ``extends``; ``cicera`` where a file says nothing). A record's ``game``
picks its codec. Each family's package exposes one :class:`Family` value, loaded lazily, so
that naming a family here imports none of its code until it is used; and the value itself
reads only the family's rules: its game, codec, players, analysis, bench and statistics are
read when first called (learning a family's first variant reads no search). A new family is
a new package and one line in :data:`_FAMILY_MODULES`.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from engine.bounds import one_line, quote, shorten
from engine.errors import EngineError, Problem, RecordError, VariantError
from engine.game import AnyGame, RuleSet
from engine.players import Player
from engine.variants.loader import VariantSource, read_variant, shipped_variant_ids

if TYPE_CHECKING:  # a family's analysis is read with the family's code, when it is used
    from engine.ai.analyse import AnalysisKit
    from engine.lessons.kits import LessonKit

#: Family id -> the module that defines its ``FAMILY``.
_FAMILY_MODULES: dict[str, str] = {
    "cicera": "engine.cicera.family",
    "ciapano": "engine.ciapano.family",
    "scopa": "engine.scopa.family",
}
DEFAULT_FAMILY = "cicera"


class Replay(Protocol):
    """A record played through: the match at its end and the replay output."""

    @property
    def game(self) -> Any: ...

    def as_dict(self) -> dict[str, Any]:
        """The output of ``python -m engine replay`` (RECORDS.md)."""
        ...


class MatchStats(Protocol):
    """What ``python -m engine simulate`` counts of a family's matches."""

    def add(self, events: list[Any]) -> None: ...
    def finish(self, game: Any) -> None: ...
    def as_dict(self) -> dict[str, Any]: ...


@dataclass(frozen=True)
class Family:
    """Everything the shared drivers need of one family of games."""

    id: str
    #: The variant the family offers first.
    default_variant: str
    #: Validate a variant's keys into the family's frozen rule set.
    rules_from_source: Callable[[VariantSource], RuleSet]
    #: A new match (no hand dealt yet): rules, number of players, seed.
    new_match: Callable[[Any, int, int | None], AnyGame]
    #: Check a record and play it through (raises RecordError).
    replay: Callable[[Mapping[str, Any], Path | None], Replay]
    #: The record of a match so far.
    to_record: Callable[..., dict[str, Any]]
    #: The levels offered to players, easiest first, and every level a tournament knows.
    player_levels: tuple[str, ...]
    all_levels: tuple[str, ...]
    #: make_player(level, seed, budget_ms=..., iterations=...) and the seer (sees the game).
    make_player: Callable[..., Player]
    make_seer: Callable[..., Player]
    #: A fresh counter of what ``simulate`` reports: stats(rules, players).
    stats: Callable[[Any, int], MatchStats]
    #: ``python -m engine bench``: bench(rules, players, seconds, seed) -> JSON-ready dict.
    bench: Callable[[Any, int, float, int], dict[str, Any]]
    #: A whole match consistent with a seat's view, its unseen cards dealt at random:
    #: determinize(view, rng) (the conformance tests check views against it).
    determinize: Callable[[Any, random.Random], AnyGame]
    #: A world consistent with a seat's view in which another seat may play a card it was
    #: just seen to play: world_for_move(view, rng, seat, card or None, coming) (``coming``:
    #: the cards the viewing seat was seen to get after it), for a remote table's copy of
    #: the match (:mod:`cicera_net.shadow`).
    world_for_move: Callable[..., AnyGame]
    #: The type of a seat's view (what ``view(seat)`` returns), to read one back from its
    #: JSON: view_type() (its module imported when first asked for).
    view_type: Callable[[], type]
    #: ``python -m engine analyse``: what the game-neutral analyser needs of the family (read
    #: when first asked for: :attr:`analysis`).
    analysis_kit: Callable[[], AnalysisKit]
    #: A finished hand told again from what one seat saw of it, where the rules show every
    #: card that counts by the hand's end: public_hand(rules, players, the seat's view just
    #: before the last move, the seat that made it, the move, the hand's opening (dealer,
    #: table, plays made at the first view; None where the family needs none)) -> (the deal,
    #: the plays in order) or None (:mod:`engine.kinds.capture.public_deal`,
    #: :mod:`engine.ciapano.public_deal`); None for a family whose hands keep cards unseen.
    public_hand: Callable[..., tuple[Any, list[Any]] | None] | None = None
    #: What a computer opponent announces before its play (calls that change no score):
    #: announce(view, the match's announcements so far) -> the announcement, or None; None
    #: for a family whose players announce nothing.
    announce: Callable[[Any, Sequence[Any]], Any | None] | None = None
    #: The lessons' part of the family (:mod:`engine.lessons.kits`): how a step's position
    #: is set up and whether a move is right; None for a family without lessons yet.
    lesson_kit: Callable[[], LessonKit] | None = None

    @property
    def analysis(self) -> AnalysisKit:
        return self.analysis_kit()

    def __post_init__(self) -> None:
        # Every reader of a record replays it through the family: it fails with RecordError only.
        object.__setattr__(self, "replay", replay_guarded(self.replay))


def default_variant() -> str:
    """The variant the program offers first: the default family's first."""
    return family(DEFAULT_FAMILY).default_variant


@cache
def default_players() -> int:
    """The number of players the program offers first: the default variant's."""
    count: int = load_variant(default_variant()).default_players
    return count


@dataclass(frozen=True)
class Lazy:
    """A family's function, read from its module when first called (a value, so that a
    family can be sent to another process): ``Lazy("engine.scopa.bench", "bench")``, or
    an attribute's, ``Lazy("engine.scopa.record", "CODEC.replay")``."""

    module: str
    name: str

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        found: Any = importlib.import_module(self.module)
        for part in self.name.split("."):
            found = getattr(found, part)
        return found(*args, **kwargs)


def family_ids() -> tuple[str, ...]:
    return tuple(_FAMILY_MODULES)


@cache
def family(game: str) -> Family:
    """The family called ``game``; VariantError when there is none."""
    module_name = _FAMILY_MODULES.get(game)
    if module_name is None:
        known = ", ".join(_FAMILY_MODULES)
        raise VariantError("<game>", "game", f"unknown game {quote(game)}; known games are {known}",
                           Problem.UNKNOWN_GAME)
    found: Family = importlib.import_module(module_name).FAMILY
    return found


def replay_guarded(replay: Callable[..., Replay]) -> Callable[..., Replay]:
    """``replay`` that fails only with :class:`RecordError`, whatever goes wrong inside: a
    record comes from outside (a save, the history, a file a player shares), and every reader
    turns that one error into a message and the file kept aside. The codecs name the hand and
    play of what they check; anything they did not foresee is named by what it is."""
    return replay if isinstance(replay, _GuardedReplay) else _GuardedReplay(replay)


@dataclass(frozen=True)
class _GuardedReplay:
    """A family's replay, failing with RecordError only (a class, so that a family can be
    sent to another process like any other value)."""

    replay: Callable[..., Replay]

    def __call__(self, record: Mapping[str, Any], *args: Any, **kwargs: Any) -> Replay:
        try:
            return self.replay(record, *args, **kwargs)
        except RecordError:
            raise
        except EngineError as exc:
            raise RecordError(one_line(str(exc))) from None
        except RecursionError:
            raise RecordError("the record is nested too deeply to replay",
                              Problem.TOO_LARGE) from None
        except MemoryError:
            raise RecordError("the record is too large to replay", Problem.TOO_LARGE) from None
        except Exception as exc:  # a fault the codec did not foresee: still only this error
            detail = quote(str(exc)) if str(exc) else ""
            raise RecordError(f"the record cannot be replayed: {type(exc).__name__} "
                              f"{detail}".rstrip()) from exc


def family_of_source(source: VariantSource) -> Family:
    """The family a variant belongs to (its own or an inherited ``game`` key)."""
    game = source.values.get("game", DEFAULT_FAMILY)
    own = source.chain[0] if source.chain else "<variant>"
    if not isinstance(game, str) or game not in _FAMILY_MODULES:
        known = " or ".join(repr(g) for g in _FAMILY_MODULES)
        raise VariantError(own, "game", f"expected {known}, got {quote(game)}",
                           Problem.UNKNOWN_GAME)
    _check_one_family(source)
    return family(game)


def _check_one_family(source: VariantSource) -> None:
    """A variant extends only variants of its own family: the two families' keys do not mix,
    so a Ciapanò file extending a Cicera variant is told that, in its own name, rather than
    an unknown key of the variant it extends."""
    inherited = DEFAULT_FAMILY
    parent = ""
    for label, game in reversed(list(zip(source.chain, source.games, strict=True))):
        if parent and game is not None and game != inherited:
            own = source.chain[0]
            through = f" (through {shorten(label, 160)})" if label != own else ""
            raise VariantError(
                own, "extends", f"a variant of the {quote(game)} family cannot extend "
                f"{shorten(parent, 160)}, a variant of the {inherited!r} family: the two "
                f"families do not mix; extend a {quote(game)} variant instead{through}",
                Problem.EXTENDS)
        if game is not None:
            inherited = str(game)
        parent = label


def load_variant(name: str | Path, base_dir: Path | None = None) -> RuleSet:
    """A shipped variant by id or a YAML file, of whichever family it belongs to, validated."""
    source = read_variant(name, base_dir)
    return family_of_source(source).rules_from_source(source)


def family_of_rules(rules: RuleSet) -> Family:
    return family(rules.game)


@cache
def _shipped_games() -> dict[str, str]:
    games: dict[str, str] = {}
    for variant_id in shipped_variant_ids():
        games[variant_id] = load_variant(variant_id).game
    return games


def variant_ids(game: str | None = None) -> list[str]:
    """The shipped variant ids (of one family, or of all), sorted."""
    return sorted(v for v, g in _shipped_games().items() if game is None or g == game)


def family_of_record(record: Mapping[str, Any]) -> Family:
    """The family whose codec reads ``record`` (by its ``game``); RecordError if none."""
    game = record.get("game")
    if not isinstance(game, str) or game not in _FAMILY_MODULES:
        known = ", ".join(repr(g) for g in _FAMILY_MODULES)
        raise RecordError(f"game: expected one of {known}, got {quote(game)}",
                          Problem.UNKNOWN_GAME)
    return family(game)


def new_match(rules: RuleSet, players: int | None = None, seed: int | None = None
              ) -> AnyGame:
    """A match of ``rules`` (its default player count unless given), no hand dealt yet."""
    count = players if players is not None else rules.default_players
    rules.check_players(count)
    return family_of_rules(rules).new_match(rules, count, seed)
