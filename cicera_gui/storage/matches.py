"""The match in progress and the finished ones, as game records (RECORDS.md).

The saved match is ``current-match.json``: the record of the match so far (the hand being
played included) with the program's own data in one extra key, ``"gui"``, which replay
ignores::

    "gui": {"levels": ["<level>"], "seed": 123, "started": "2026-11-21T13:44:55",
            "id": "3f2a9c", "assisted": false, "calls": [[1, 0, 2, "duro"]]}

``assisted`` is true once undo or hints were used in the match. ``calls`` (only when any were
made) are the players' calls, table talk that changes no score: ``[hand, plays before it, seat,
call]`` each (a family's calls, such as Mattazza's). ``analyses`` (only when any were made)
are the analyses of the player's hands, by hand: each play's move values, so that a continued
match shows them without computing them again (the newest hands, at most
:data:`MAX_STORED_VALUES` move values in all). ``pars`` (only when any were worked out)
are the par of the player's hands, by hand: ``{"par": 5, "played": 3}``, what Hard scored
with the player's cards and what the player's side scored (:mod:`engine.par`). A finished
match moves into
``history/<started>-<variant>-<id>.json``.

The ``gui`` part is read by one schema, :func:`read_gui`, all the way down, wherever it is
read (a save, a history file, an imported record, Statistics, Past matches): what it refuses
is left out and said (:attr:`MatchInfo.problem`), never a crash.
"""

from __future__ import annotations

import copy
import hashlib
import json
import math
import re
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from engine.errors import EngineError, RecordError
from engine.families import family_of_record
from engine.game import MAX_SEATS, AnyGame
from engine.match import restore_generator
from engine.record_files import load_record_file
from engine.shuffle import MAX_DEAL_NUMBER

if TYPE_CHECKING:  # the match and its analysis are read when a match is, not at the start
    from cicera_gui.play.match import MatchController

T = TypeVar("T")
GUI_KEY = "gui"
#: The most calls a save may hold (a long match says a few a hand).
MAX_CALLS = 10_000
#: The most analysed hands a save may hold, the most plays of a hand and moves of a play
#: kept, and the most move values in all: the analyses of a save stay under about 2 MB
#: (the newest hands kept), far below what a save may be read at.
MAX_ANALYSED_HANDS = 1_000
#: The pars kept (the newest hands), and the most points a hand's par may say.
MAX_PARS = 1_000
MAX_HAND_POINTS = 100_000
MAX_ANALYSED_PLAYS = 64
MAX_ANALYSED_MOVES = 256
MAX_STORED_VALUES = 200_000
#: No move is worth more points than this either way in any variant: a stored value beyond
#: it is not an analysis this program made. (Each family bounds its own values more tightly
#: when the analysis is shown: :meth:`engine.ai.analyse.AnalysisKit.value_bound`.)
MAX_MOVE_VALUE = 1_000_000.0
#: The keys an analysed play is kept with (:func:`engine.ai.analyse.saved_rating`), and the
#: ones it may have besides (each move's uncertainty, where the values are estimates; what
#: the play and the better move come to, where there is a better move).
ANALYSED_PLAY_KEYS = frozenset({"play", "values", "exact"})
ANALYSED_PLAY_MORE = frozenset({"errors", "outcomes"})
#: At most this many measures of a hand in an analysed play's outcomes, named so.
MAX_OUTCOMES = 32
_OUTCOME = re.compile(r"[a-z_]{1,30}", re.ASCII)
_LEVEL = re.compile(r"[a-z_]{1,20}", re.ASCII)
_ID = re.compile(r"[0-9a-z]{1,16}", re.ASCII)
_HAND_KEY = re.compile(r"[0-9]{1,6}", re.ASCII)  # not str.isdigit(): "²" is no number
_CALL = re.compile(r"[a-z]{1,20}", re.ASCII)


class GuiPartError(ValueError):
    """The ``gui`` part of a save or history file is not what this program writes."""


@dataclass
class MatchInfo:
    """What the program keeps about a match beside the record: who played and when."""

    levels: list[str]
    seed: int | None
    started: str = field(default_factory=lambda: datetime.now().isoformat(timespec="seconds"))
    id: str = field(default_factory=lambda: secrets.token_hex(3))
    assisted: bool = False
    #: The calls said in the match: (hand, plays before it, seat, call id) each.
    calls: list[tuple[int, int, int, str]] = field(default_factory=list)
    #: The number of the first hand's deal when the player chose it (a numbered deal)
    deal: int | None = None
    #: The analyses of the player's hands, by hand: each play's move values (see
    #: :func:`engine.ai.analyse.saved_rating`), so that none is computed twice
    analyses: dict[int, list[dict[str, Any]]] = field(default_factory=dict)
    #: The par of the player's hands, by hand: ``{"par": ..., "played": ...}`` (engine.par)
    pars: dict[int, dict[str, int]] = field(default_factory=dict)
    #: Played with friends (at one screen, or at a table with friends), and the seat this
    #: player played (0 but at a table with friends, where the table seats them)
    friends: bool = False
    seat: int = 0
    #: Why part of the file's ``gui`` was left out when it was read (None: all of it read).
    problem: str | None = field(default=None, compare=False)
    #: The hands' analyses already turned into :attr:`analyses`, by hand (not made again).
    _saved: dict[int, object] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def of(cls, controller: MatchController) -> MatchInfo:
        return cls(list(controller.setup.levels), controller.seed, deal=controller.setup.deal,
                   friends=controller.at_one_screen or controller.remote,
                   seat=controller.viewer if controller.remote else 0)

    def as_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"levels": list(self.levels), "seed": self.seed,
                                "started": self.started, "id": self.id,
                                "assisted": self.assisted}
        if self.calls:
            data["calls"] = [list(call) for call in self.calls[-MAX_CALLS:]]
        if self.deal is not None:
            data["deal"] = self.deal
        if self.friends:
            data["friends"] = True
        if self.seat:
            data["seat"] = self.seat
        if self.pars:
            data["pars"] = {str(hand): dict(par) for hand, par in sorted(self.pars.items())
                            [-MAX_PARS:]}
        kept = kept_analyses(self.analyses)
        if kept:
            data["analyses"] = {str(hand): plays for hand, plays in kept.items()}
        return data

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> MatchInfo:
        """The ``gui`` key of a record, read by the one schema of it (:func:`read_gui`):
        what is sound kept, the rest made up, :attr:`problem` saying what was left out."""
        return read_gui(record)


def read_gui(record: dict[str, Any]) -> MatchInfo:
    """The program's own part of a save or history file, every value checked all the way
    down; a part that is not what this program writes is left out (made up where it must
    be) and :attr:`MatchInfo.problem` says the first such. Never raises."""
    problems: list[str] = []
    data = record.get(GUI_KEY)
    if data is None:
        data = {}
    elif not isinstance(data, dict):
        problems.append(f"its {GUI_KEY} part is not an object")
        data = {}

    def part(key: str, check: Any, default: Any) -> Any:
        if key not in data:
            return default
        try:
            return check(data[key])
        except (GuiPartError, ValueError, TypeError, OverflowError) as exc:
            problems.append(f"{key}: {exc}")
            return default

    levels = part("levels", _levels, [])
    seed = part("seed", _seed, None) if "seed" in data else _or_none(_seed, record.get("seed"))
    info = MatchInfo(levels, seed)
    started = part("started", _started, None)
    if started is None:
        started = _or_none(_started, record.get("created"))
    if started is not None:
        info.started = started
    found_id = part("id", _match_id, None)
    if found_id is not None:
        info.id = found_id
    else:  # the same record imported twice is the same match
        hands = json.dumps(record.get("hands"), sort_keys=True, default=str)
        info.id = hashlib.sha1(hands.encode()).hexdigest()[:6]
    info.assisted = part("assisted", _flag, False)
    info.calls = part("calls", lambda value: _calls(value, problems), [])
    info.analyses = part("analyses", lambda value: _analyses(value, _outcome_names(record)),
                         {})
    info.pars = part("pars", _pars, {})
    info.deal = part("deal", _deal, None)
    info.friends = part("friends", _flag, False)
    info.seat = part("seat", lambda value: _whole(value, 0, MAX_SEATS - 1, "the seat"), 0)
    info.problem = problems[0] if problems else None
    return info


def _whole(value: Any, low: int, high: int, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise GuiPartError(f"{what} is not a whole number from {low} to {high}")
    return value


def _levels(value: Any) -> list[str]:
    if not (isinstance(value, list) and len(value) < MAX_SEATS
            and all(isinstance(v, str) and _LEVEL.fullmatch(v) for v in value)):
        raise GuiPartError("not a list of levels")
    return list(value)


def _seed(value: Any) -> int | None:
    return None if value is None else _whole(value, -(2**63), 2**63 - 1, "the seed")


def _started(value: Any) -> str:
    if not (isinstance(value, str) and len(value) <= 40 and _parse_time(value) is not None):
        raise GuiPartError("not a time")
    return value


def _or_none(check: Callable[[Any], T], value: Any) -> T | None:
    """``check(value)``, or None where it refuses (for the record's own keys, which replay
    has checked already, read where the ``gui`` part has none)."""
    try:
        return check(value)
    except GuiPartError:
        return None


def _match_id(value: Any) -> str:
    if not (isinstance(value, str) and _ID.fullmatch(value)):
        raise GuiPartError("not a match id")
    return value


def _flag(value: Any) -> bool:
    if not isinstance(value, bool):
        raise GuiPartError("not true or false")
    return value


def _deal(value: Any) -> int | None:
    return None if value is None else _whole(value, 0, MAX_DEAL_NUMBER, "the deal number")


def _calls(value: Any, problems: list[str]) -> list[tuple[int, int, int, str]]:
    """The calls, each ``[hand, plays before it, seat, call]``: one not so is left out (and
    said), the others kept (they are only table talk)."""
    if not isinstance(value, list) or len(value) > MAX_CALLS:
        raise GuiPartError(f"not a list of at most {MAX_CALLS} calls")
    calls = []
    for entry in value:
        try:
            if not (isinstance(entry, list) and len(entry) == 4
                    and isinstance(entry[3], str) and _CALL.fullmatch(entry[3])):
                raise GuiPartError("a call is not [hand, plays, seat, call]")
            hand, plays, seat = (_whole(n, 0, 999_999, "a call's number") for n in entry[:3])
        except GuiPartError as exc:
            problems.append(f"calls: {exc}")
            continue
        calls.append((hand, plays, seat, entry[3]))
    return calls


def _outcome_names(record: dict[str, Any]) -> frozenset[str] | None:
    """The measures a kept play's outcomes hold in the record's family (what its words
    read); None when the record names no family this program knows."""
    try:
        return frozenset(family_of_record(record).analysis.outcome_names)
    except EngineError:
        return None


def _analyses(value: Any, outcome_names: frozenset[str] | None
              ) -> dict[int, list[dict[str, Any]]]:
    """The analyses, by hand: whether they fit the record is checked when one is shown
    (:func:`engine.ai.analyse.restored_ratings`); here, that they are what is written, the
    outcomes with every measure of the record's family (``outcome_names``) and no other."""
    if not isinstance(value, dict) or len(value) > MAX_ANALYSED_HANDS:
        raise GuiPartError(f"not at most {MAX_ANALYSED_HANDS} analysed hands")
    found: dict[int, list[dict[str, Any]]] = {}
    values = 0
    for hand, plays in value.items():
        if not (isinstance(hand, str) and _HAND_KEY.fullmatch(hand)):
            raise GuiPartError("an analysed hand's number is not a number")
        if not isinstance(plays, list) or len(plays) > MAX_ANALYSED_PLAYS:
            raise GuiPartError(f"hand {hand}: not a list of at most {MAX_ANALYSED_PLAYS} plays")
        for play in plays:
            _analysed_play(play, hand, outcome_names)
            values += _numbers(play)
        found[int(hand)] = plays
    if values > MAX_STORED_VALUES:
        raise GuiPartError(f"more than {MAX_STORED_VALUES} numbers of analysed moves")
    return found


#: What the other side scored, kept with a par where two sides play.
PAR_AGAINST = ("par_against", "played_against")


def _pars(value: Any) -> dict[int, dict[str, int]]:
    """The pars, by hand: each the par and what was played, whole numbers."""
    if not isinstance(value, dict) or len(value) > MAX_PARS:
        raise GuiPartError(f"not at most {MAX_PARS} pars")
    found: dict[int, dict[str, int]] = {}
    for hand, par in value.items():
        if not (isinstance(hand, str) and _HAND_KEY.fullmatch(hand)):
            raise GuiPartError("a par's hand number is not a number")
        if not (isinstance(par, dict)
                and set(par) in ({"par", "played"}, {"par", "played", *PAR_AGAINST})):
            raise GuiPartError(f"hand {hand}: a par is not what is written")
        found[int(hand)] = {key: _whole(par[key], -MAX_HAND_POINTS, MAX_HAND_POINTS,
                                        f"hand {hand}: a par's points") for key in par}
    return found


def _analysed_play(play: Any, hand: str, outcome_names: frozenset[str] | None) -> None:
    if not (isinstance(play, dict)
            and ANALYSED_PLAY_KEYS <= set(play) <= ANALYSED_PLAY_KEYS | ANALYSED_PLAY_MORE):
        raise GuiPartError(f"hand {hand}: an analysed play is not what is written")
    _whole(play["play"], 1, 10_000, f"hand {hand}: a play's number")
    values = play["values"]
    if not (isinstance(values, list) and 1 <= len(values) <= MAX_ANALYSED_MOVES
            and all(_number(v, MAX_MOVE_VALUE) for v in values)):
        raise GuiPartError(f"hand {hand}: a play's values are not points a hand can score")
    errors = play.get("errors", [])
    if not (isinstance(errors, list) and len(errors) == len(values) * ("errors" in play)
            and all(_number(e, 2 * MAX_MOVE_VALUE) and e >= 0 for e in errors)):
        raise GuiPartError(f"hand {hand}: a play's uncertainties are not what is written")
    _flag(play["exact"])
    if "outcomes" in play:
        _outcomes(play["outcomes"], hand, outcome_names)


def _number(value: Any, bound: float) -> bool:
    """A finite number (not a flag) within ``bound`` either way."""
    return (isinstance(value, int | float) and not isinstance(value, bool)
            and math.isfinite(value) and abs(value) <= bound)


def _outcomes(value: Any, hand: str, names: frozenset[str] | None) -> None:
    """What a play and its better move come to (:func:`engine.ai.analyse.saved_rating`):
    each side with exactly the family's measures ``names``."""
    problem = GuiPartError(f"hand {hand}: a play's outcomes are not what is written")
    if not (isinstance(value, dict) and set(value) == {"played", "better", "worlds"}):
        raise problem
    _whole(value["worlds"], 1, 1_000_000, f"hand {hand}: an outcome's worlds")
    for side in (value["played"], value["better"]):
        if not (isinstance(side, dict) and len(side) <= MAX_OUTCOMES
                and all(isinstance(k, str) and _OUTCOME.fullmatch(k) for k in side)
                and all(_number(v, MAX_MOVE_VALUE) for v in side.values())):
            raise problem
    if names is None or not set(value["played"]) == set(value["better"]) == names:
        raise GuiPartError(f"hand {hand}: a play's outcomes are not the measures of its game")


def _numbers(play: dict[str, Any]) -> int:
    """How many numbers an analysed play keeps: its values, their uncertainties and its
    outcomes."""
    outcomes = play.get("outcomes", {})
    return (len(play["values"]) + len(play.get("errors", ()))
            + len(outcomes.get("played", ())) * 2)


def kept_analyses(analyses: dict[int, list[dict[str, Any]]]) -> dict[int, list[dict[str, Any]]]:
    """The analyses a file keeps: the newest hands whose moves fit :data:`MAX_STORED_VALUES`
    (and :data:`MAX_ANALYSED_HANDS`), in hand order; the older ones are made again if asked."""
    kept: list[int] = []
    values = 0
    for hand in sorted(analyses, reverse=True):
        plays = analyses[hand]
        if len(plays) > MAX_ANALYSED_PLAYS or any(
                len(play["values"]) > MAX_ANALYSED_MOVES for play in plays):
            continue  # larger than a file keeps: made again if asked
        size = sum(_numbers(play) for play in plays)
        if values + size > MAX_STORED_VALUES or len(kept) == MAX_ANALYSED_HANDS:
            break
        values += size
        kept.append(hand)
    return {hand: analyses[hand] for hand in sorted(kept)}


@dataclass(frozen=True)
class RecordHeading:
    """What a list shows of a record file before it is replayed: read from the record
    through :func:`read_gui`, never from its raw JSON, so no file can make a list fail."""

    variant: str  # the variant's id or file, as the record names it ("" when it names none)
    hands: int  # the hands the record holds
    started: str  # when the match started (ISO), "" when unknown
    #: The number of the deal the match began with, when the player chose one
    deal: int | None = None

    @classmethod
    def of(cls, record: dict[str, Any]) -> RecordHeading:
        variant = record.get("variant")
        hands = record.get("hands")
        info = read_gui(record)
        known = GUI_KEY in record or "created" in record
        return cls(variant if isinstance(variant, str) else "",
                   len(hands) if isinstance(hands, list) else 0,
                   info.started if known else "", info.deal)


def match_result(record: dict[str, Any]) -> tuple[bool | None, tuple[int, ...] | None]:
    """Whether the player's side won the match the record holds (None: not over, or it
    cannot be played through) and every side's total, the player's side first (None when the
    record
    cannot be played through): the record replayed through its family, once."""
    try:
        game = family_of_record(record).replay(record, None).game
    except EngineError:  # RecordError too
        return None, None
    totals = tuple(game.side_totals())
    mine = game.side_of(read_gui(record).seat)
    ordered = (totals[mine], *totals[:mine], *totals[mine + 1:])
    outcome = game.outcome()
    if outcome is None:
        return None, ordered
    return any(game.side_of(seat) == mine for seat in outcome.winners), ordered


def _parse_time(text: str) -> datetime | None:
    try:
        return datetime.fromisoformat(text)
    except ValueError:
        return None


def match_record(controller: MatchController, info: MatchInfo) -> dict[str, Any]:
    """The record of the match so far, with the program's data under ``gui``."""
    from engine.ai.analyse import saved_rating

    info.assisted = info.assisted or controller.assisted
    info.calls = [tuple(call) for call in controller.calls]
    info.pars.update(controller.pars)
    for hand, analysis in controller.analyses.items():
        if info._saved.get(hand) is not analysis:  # each analysis turned into data once
            info.analyses[hand] = [saved_rating(r) for r in analysis.ratings]
            info._saved[hand] = analysis
    record = controller.family.to_record(controller.game)
    record["seed"] = controller.seed
    record[GUI_KEY] = info.as_json()
    return record


def history_name(record: dict[str, Any], info: MatchInfo) -> str:
    """``20261121-134455-bresciana-3f2a9c.json``: when it started, what, and which."""
    started = _parse_time(info.started) or datetime.now()
    variant = str(record.get("variant", "match"))
    slug = re.sub(r"[^0-9A-Za-z]+", "-", Path(variant).stem).strip("-").lower()[:40] or "match"
    return f"{started:%Y%m%d-%H%M%S}-{slug}-{info.id}.json"


def restore_match(record: dict[str, Any], base_dir: Path | None = None, *,
                  game: AnyGame | None = None) -> tuple[MatchController, MatchInfo]:
    """A controller over the match the record holds, at its last play (``game``: the record
    replayed already, not replayed again); raises RecordError, and only that, whatever the
    record holds (the family's replay fails with nothing else)."""
    from cicera_gui.play.match import MatchController, MatchSetup

    if game is None:
        game = family_of_record(record).replay(record, base_dir).game
    info = MatchInfo.from_record(record)
    if info.seed is not None:
        restore_generator(game, info.seed, info.deal)
    levels = info.levels[: game.players - 1]
    variant = str(record["variant"])
    setup = MatchSetup(variant, game.players, levels, info.seed, deal=info.deal)
    controller = MatchController(setup, game=game)
    controller.assisted = info.assisted
    controller.calls = [call for call in info.calls if call[2] < game.players]
    controller.saved_analyses = dict(info.analyses)
    controller.pars = {hand: par for hand, par in info.pars.items()
                       if 1 <= hand <= len(game.hand_log())}
    controller.keep_for_undo(_before_your_plays(record, base_dir, info.seed, game))
    return controller, info


def _before_your_plays(record: dict[str, Any], base_dir: Path | None, seed: int | None,
                       game: AnyGame) -> list[AnyGame]:
    """The match as it stood before each of the player's plays of the hand in play, so that
    a continued match takes them back in practice like any others: the record replayed to
    the hand's first play, then its plays made again on copies (RECORDS.md: every record
    keeps each hand's ``plays`` in order)."""
    from cicera_gui.play.match import HUMAN

    hands = record.get("hands")
    if game.is_chance_node() or game.is_terminal() or not isinstance(hands, list) or not hands:
        return []
    start = copy.deepcopy(record)
    last = start["hands"][-1]
    if not isinstance(last, dict) or not last.get("plays"):
        return []
    last["plays"] = []
    try:
        match: AnyGame = family_of_record(start).replay(start, base_dir).game
    except RecordError:
        return []
    if seed is not None:
        restore_generator(match, seed)
    states: list[AnyGame] = []
    try:
        for move in game.hand_log()[-1].plays:
            if match.current_player() == HUMAN:
                states.append(match.clone())
            match.apply(move)
    except EngineError:
        return []
    return states


def load_match_file(path: Path) -> dict[str, Any]:
    """A record file's JSON object (RecordError naming the file when it is not one)."""
    return load_record_file(path)


def check_record(record: dict[str, Any], base_dir: Path | None, label: str) -> Any:
    """Replay ``record``; a RecordError names ``label`` and then the hand and play."""
    try:
        return family_of_record(record).replay(record, base_dir).game
    except RecordError as exc:
        named = RecordError(f"{label}: {exc}", exc.code, exc.params)
        named.file = label
        raise named from None
