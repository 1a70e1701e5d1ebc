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
match shows them without computing them again. A finished match moves into
``history/<started>-<variant>-<id>.json``.
"""

from __future__ import annotations

import copy
import hashlib
import json
import re
import secrets
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from cicera_gui.match import HUMAN, MatchController, MatchSetup
from engine.ai.analyse import saved_rating
from engine.errors import EngineError, RecordError
from engine.families import family_of_record, new_match
from engine.game import AnyGame
from engine.record_files import load_record_file
from engine.shuffle import MAX_DEAL_NUMBER

GUI_KEY = "gui"
#: The most calls a save may hold (a long match says a few a hand).
MAX_CALLS = 10_000
#: The most analysed hands a save may hold.
MAX_ANALYSED_HANDS = 1_000


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

    @classmethod
    def of(cls, controller: MatchController) -> MatchInfo:
        return cls(list(controller.setup.levels), controller.seed, deal=controller.setup.deal)

    def as_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"levels": self.levels, "seed": self.seed, "started": self.started,
                "id": self.id, "assisted": self.assisted}
        if self.calls:
            data["calls"] = [list(call) for call in self.calls]
        if self.deal is not None:
            data["deal"] = self.deal
        if self.analyses:
            data["analyses"] = {str(hand): plays for hand, plays in self.analyses.items()}
        return data

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> MatchInfo:
        """The ``gui`` key of a record, each value checked; made up where missing."""
        data = record.get(GUI_KEY)
        data = data if isinstance(data, dict) else {}
        levels = data.get("levels")
        if not (isinstance(levels, list)
                and all(isinstance(v, str) and re.fullmatch(r"[a-z_]{1,20}", v)
                        for v in levels)):
            levels = []
        seed = data.get("seed", record.get("seed"))
        if isinstance(seed, bool) or not isinstance(seed, int):
            seed = None
        info = cls(levels, seed)
        started = data.get("started", record.get("created"))
        if isinstance(started, str) and _parse_time(started) is not None:
            info.started = started
        if isinstance(data.get("id"), str) and re.fullmatch(r"[0-9a-z]{1,16}", data["id"]):
            info.id = data["id"]
        else:  # the same record imported twice is the same match
            hands = json.dumps(record.get("hands"), sort_keys=True, default=str)
            info.id = hashlib.sha1(hands.encode()).hexdigest()[:6]
        info.assisted = data.get("assisted") is True
        info.calls = _calls(data.get("calls"))
        info.analyses = _analyses(data.get("analyses"))
        deal = data.get("deal")
        if isinstance(deal, int) and not isinstance(deal, bool) and 0 <= deal <= MAX_DEAL_NUMBER:
            info.deal = deal
        return info


def _analyses(value: Any) -> dict[int, list[dict[str, Any]]]:
    """The saved analyses whose shape is right (the rest dropped: they are made again);
    whether they fit the record is checked when one is shown."""
    if not isinstance(value, dict) or len(value) > MAX_ANALYSED_HANDS:
        return {}
    found: dict[int, list[dict[str, Any]]] = {}
    for hand, plays in value.items():
        if (isinstance(hand, str) and hand.isdigit() and len(hand) < 6
                and isinstance(plays, list) and len(plays) <= 64
                and all(isinstance(p, dict) for p in plays)):
            found[int(hand)] = plays
    return found


def _calls(value: Any) -> list[tuple[int, int, int, str]]:
    """The saved calls that are well formed (the rest dropped: they are only talk)."""
    if not isinstance(value, list):
        return []
    calls = []
    for entry in value[:MAX_CALLS]:
        if (isinstance(entry, list) and len(entry) == 4
                and all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n < 1_000_000
                        for n in entry[:3])
                and isinstance(entry[3], str) and re.fullmatch(r"[a-z]{1,20}", entry[3])):
            calls.append((entry[0], entry[1], entry[2], entry[3]))
    return calls


def _parse_time(text: str) -> datetime | None:
    try:
        return datetime.fromisoformat(text)
    except ValueError:
        return None


def match_record(controller: MatchController, info: MatchInfo) -> dict[str, Any]:
    """The record of the match so far, with the program's data under ``gui``."""
    info.assisted = info.assisted or controller.assisted
    info.calls = [tuple(call) for call in controller.calls]
    info.analyses.update({hand: [saved_rating(r) for r in analysis.ratings]
                          for hand, analysis in controller.analyses.items()})
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


def restore_match(record: dict[str, Any], base_dir: Path | None = None
                  ) -> tuple[MatchController, MatchInfo]:
    """A controller over the match the record holds, at its last play; raises RecordError,
    and only that, whatever the record holds (the family's replay fails with nothing else)."""
    game: Any = family_of_record(record).replay(record, base_dir).game
    info = MatchInfo.from_record(record)
    if info.seed is not None:
        _restore_generator(game, info.seed, info.deal)
    levels = info.levels[: game.players - 1]
    variant = str(record["variant"])
    setup = MatchSetup(variant, game.players, levels, info.seed, deal=info.deal)
    controller = MatchController(setup, game=game)
    controller.assisted = info.assisted
    controller.calls = [call for call in info.calls if call[2] < game.players]
    controller.saved_analyses = dict(info.analyses)
    controller.keep_for_undo(_before_your_plays(record, base_dir, info.seed, game))
    return controller, info


def _before_your_plays(record: dict[str, Any], base_dir: Path | None, seed: int | None,
                       game: AnyGame) -> list[AnyGame]:
    """The match as it stood before each of the player's plays of the hand in play, so that
    a continued match takes them back in practice like any others: the record replayed to
    the hand's first play, then its plays made again on copies (RECORDS.md: every record
    keeps each hand's ``plays`` in order)."""
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
        _restore_generator(match, seed)
    states: list[AnyGame] = []
    try:
        for move in game.hand_log()[-1].plays:
            if match.current_player() == HUMAN:
                states.append(match.clone())
            match.apply(move)
    except EngineError:
        return []
    return states


def _restore_generator(game: AnyGame, seed: int, first_deal: int | None = None) -> None:
    """Give a replayed match the generator it had, so that the hands still to come are dealt
    as they would have been without the interruption, and its hands their deals' numbers
    (when the record's deals came from this seed, and the first from ``first_deal`` when the
    player chose it; otherwise the replayed game keeps a fresh generator)."""
    probe = new_match(game.rules, game.players, seed)
    probe.choose_deal(first_deal)
    try:
        for hand in game.hand_log():
            probe.deal_hand()
            dealt = probe.hand_log()[-1]
            if dealt.deal != hand.deal or dealt.dealer != hand.dealer:
                return
            if hand.number is None:  # a record keeps the deal, not its number
                hand.number = dealt.number  # type: ignore[misc]
            for move in hand.plays:
                probe.apply(move)
            if not probe.is_chance_node():  # the hand still in play
                break
    except EngineError:
        return
    game.take_generator(probe)


def load_match_file(path: Path) -> dict[str, Any]:
    """A record file's JSON object (RecordError naming the file when it is not one)."""
    return load_record_file(path)


def check_record(record: dict[str, Any], base_dir: Path | None, label: str) -> Any:
    """Replay ``record``; a RecordError names ``label`` and then the hand and play."""
    try:
        return family_of_record(record).replay(record, base_dir).game
    except RecordError as exc:
        raise RecordError(f"{label}: {exc}") from None
