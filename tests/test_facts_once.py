"""Each fact once: the default variant and family, the seat limit, the choices of a
variant's keys and the Ciapanò trick order are written in one place, and everything that
needs them reads that place."""

from __future__ import annotations

import ast
from dataclasses import replace
from pathlib import Path
from typing import get_args

from cicera_gui.families.ciapano.newgame import TARGETS
from cicera_gui.families.ciapano.variant_text import match_line
from cicera_gui.play.match import MatchSetup
from cicera_gui.storage.settings import PLAYERS, Settings
from cicera_gui.table.ring import SeatRing
from engine.ciapano import rules as ciapano_rules
from engine.ciapano.order import TRICK_ORDER
from engine.cicera import rules as cicera_rules
from engine.families import (
    DEFAULT_FAMILY,
    default_players,
    default_variant,
    family,
    load_variant,
    variant_ids,
)
from engine.game import MAX_SEATS, MIN_SEATS

ROOT = Path(__file__).resolve().parent.parent


def test_one_default_variant_and_family() -> None:
    assert default_variant() == family(DEFAULT_FAMILY).default_variant
    assert Settings().variant == MatchSetup().variant == default_variant()
    # and one default number of players: the default variant's
    assert Settings().players == MatchSetup().players == default_players()
    assert default_players() == load_variant(default_variant()).default_players
    assert len(Settings().levels) == default_players() - 1
    assert load_variant(default_variant()).game == DEFAULT_FAMILY


def test_one_seat_limit() -> None:
    counts = [n for variant in variant_ids() for n in load_variant(variant).players]
    assert min(counts) == MIN_SEATS and max(counts) == MAX_SEATS
    assert range(MIN_SEATS, MAX_SEATS + 1) == PLAYERS
    assert ciapano_rules.MAX_PLAYERS == MAX_SEATS
    ring = SeatRing((960, 600), MAX_SEATS)
    panels = [ring.seat_rect(seat) for seat in range(1, MAX_SEATS)] + [ring.own_rect()]
    assert all(not a.colliderect(b) for i, a in enumerate(panels) for b in panels[i + 1:])


def test_each_keys_choices_are_one_list() -> None:
    """The type of a key, its check and the words describing it read the same list; the
    window's choices cover it."""
    for kind, key in ((ciapano_rules.Scoring, "scoring"), (ciapano_rules.End, "end"),
                      (ciapano_rules.Unit, "unit")):
        described = ciapano_rules._KNOWN_KEYS[key]
        assert all(repr(option) in described for option in get_args(kind)), key
    assert all(repr(option) in cicera_rules._KNOWN_KEYS["cards_tie"]
               for option in get_args(cicera_rules.CardsTie))
    assert set(TARGETS) == set(get_args(ciapano_rules.Scoring))
    rules = ciapano_rules.load_rules("ciapano")  # each end said in words of its own
    ends = get_args(ciapano_rules.End)
    assert len({match_line(replace(rules, end=end)) for end in ends}) == len(ends)


def test_the_trick_order_is_written_once() -> None:
    """No module but engine.ciapano.order spells the order of ranks in a trick."""
    spelled = []
    paths = [*ROOT.joinpath("engine").rglob("*.py"), *ROOT.joinpath("cicera_gui").rglob("*.py")]
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Tuple) and all(isinstance(e, ast.Constant) for e in node.elts):
                values = tuple(e.value for e in node.elts)  # type: ignore[attr-defined]
                if values in (TRICK_ORDER, (7, 8, 9, 0, 1, 2, 3, -1, -1, -1, 4, 5, 6)):
                    spelled.append(str(path.relative_to(ROOT)))
    assert spelled == ["engine/ciapano/order.py"]
