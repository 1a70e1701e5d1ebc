"""A variant the engine accepts is playable at every player count it allows.

Random variant files of both families, drawn over every key their schema offers (each within
its validated range; the match's target and length kept small so that a match ends quickly),
are read as a player's file is. Each one the engine accepts is played to its end at every
player count it allows by seeded random players, and its record replays to the same scores.
One it refuses is refused with a VariantError naming the file, never anything else.
"""

from __future__ import annotations

import random
import tempfile
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cards import Card
from engine.ciapano.rules import CALLS, DECK
from engine.errors import VariantError
from engine.families import load_variant, new_match
from engine.game import RuleSet
from engine.record_files import record_of, replay

#: A match may not take more hands than this (a generous bound for the targets drawn).
MAX_HANDS = 3000
CIAPANO_RANKS = ["A", "2", "3", "4", "5", "6", "7", "F", "C", "R"]
CARD_NAMES = [str(Card(c)) for c in DECK]
SETTINGS = settings(max_examples=40, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])


@st.composite
def ciapano_variants(draw: st.DrawFn) -> dict[str, Any]:
    end = draw(st.sampled_from(["survivors", "first_to_target", "deals"]))
    low = draw(st.integers(2, 8))
    high = draw(st.integers(low, min(8, low + 3)))
    counts = list(range(low, high + 1))
    if end != "survivors":
        counts = draw(st.lists(st.sampled_from(counts), min_size=1, unique=True))
    rest = draw(st.sampled_from(["aside", "monte", "talon"]))
    removed: dict[int, list[str]] = {}
    deal: dict[int, int] = {}
    for count in counts:
        if rest == "talon":  # the talon is drawn one each: the deck must share out
            size = 40 % count
            cut = draw(st.lists(st.sampled_from(CARD_NAMES), min_size=size, max_size=size,
                                unique=True))
        else:
            cut = draw(st.lists(st.sampled_from(CARD_NAMES), max_size=4, unique=True))
        if cut:
            removed[count] = cut
        most = (40 - len(cut)) // count  # every card dealt, or fewer
        deal[count] = draw(st.one_of(st.just(most), st.integers(1, most)))
    scoring = draw(st.sampled_from(["balance", "mattazza", "busche"]))
    variant: dict[str, Any] = {
        "game": "ciapano",
        "id": "random",
        "name": draw(st.text(min_size=1, max_size=20).filter(lambda s: s.strip()
                                                             and s.isprintable())),
        "players": counts,
        "default_players": draw(st.sampled_from(counts)),
        "deal": deal,
        "rest": rest,
        "unit": draw(st.sampled_from(["third", "point"])),
        "card_points": draw(st.dictionaries(st.sampled_from(CIAPANO_RANKS),
                                            st.integers(0, 1000), max_size=10)),
        "special_points": draw(st.dictionaries(st.sampled_from(CARD_NAMES),
                                               st.integers(0, 1000), max_size=3)),
        "last_trick_bonus": draw(st.integers(0, 1000)),
        "scoring": scoring,
        "cappotto": draw(st.sampled_from(["give", "choose"])),
        "follow_while_talon": draw(st.booleans()),
        "draw_before_first_trick": draw(st.booleans()),
        "first_trick_no_lead": draw(st.lists(st.sampled_from("dcsb"), max_size=4,
                                             unique=True)),
        "first_trick_no_discard": draw(st.lists(st.sampled_from(CARD_NAMES), max_size=8,
                                                unique=True)),
        "end": end,
        "target": draw(st.integers(1, 40)),
        "survivors": draw(st.integers(1, 3)),
        "deals": draw(st.integers(1, 12)),
        "calls": draw(st.lists(st.sampled_from(CALLS), unique=True)),
    }
    if removed:
        variant["removed"] = removed
    if scoring == "balance" or draw(st.booleans()):
        variant["total"] = draw(st.integers(1, 1000))
    return variant


@st.composite
def cicera_deals(draw: st.DrawFn, players: int) -> dict[str, Any]:
    """A deal for ``players``: the first deal's packets, and later deals using the rest."""
    hand = draw(st.integers(1, 52 // players))
    left = 52 - hand * players
    later = draw(st.integers(0, left // players)) if left >= players else 0
    deals = draw(st.integers(0, left // (later * players))) if later else 0
    later = later if deals else 0
    table = left - deals * later * players
    packets: list[dict[str, int]] = []
    given = 0
    while given < hand:
        step = draw(st.integers(1, hand - given))
        packets.append({"hands": step})
        given += step
    if table:
        packets.insert(draw(st.integers(0, len(packets))), {"table": table})
    return {"first": packets, "later": later}


@st.composite
def cicera_variants(draw: st.DrawFn) -> dict[str, Any]:
    counts = sorted(draw(st.lists(st.integers(2, 4), min_size=1, max_size=3, unique=True)))
    return {
        "game": "cicera",
        "id": "random",
        "players": counts,
        "default_players": draw(st.sampled_from(counts)),
        "teams": draw(st.sampled_from(["partnerships", "none"])),
        "deal": {count: draw(cicera_deals(count)) for count in counts},
        "target": draw(st.integers(1, 60)),
        "cards_tie": draw(st.sampled_from(["nobody", "one_each"])),
        "cinquina": draw(st.booleans()),
        "napoleone": draw(st.booleans()),
        "forced_points_void": draw(st.booleans()),
        "napula_into_figures": draw(st.booleans()),
    }


def accepted(variant: dict[str, Any], folder: Path) -> RuleSet | None:
    """The variant read from a player's file, or None when the engine refuses it (with a
    VariantError naming the file: any other exception fails the test)."""
    path = folder / "random.yaml"
    path.write_text(yaml.safe_dump(variant, allow_unicode=True), "utf-8")
    try:
        return load_variant(path)
    except VariantError as exc:
        assert str(exc).startswith(str(path))
        return None


def play_everywhere(rules: RuleSet, seed: int) -> None:
    """A match at every allowed count, to its end, by random players; its record replays."""
    for count in rules.players:
        game = new_match(rules, count, seed)
        rng = random.Random(seed)
        hands = 0
        while not game.is_terminal():
            if game.is_chance_node():
                hands += 1
                assert hands <= MAX_HANDS, f"{count} players: no end after {MAX_HANDS} hands"
                game.deal_hand()
                continue
            game.apply(rng.choice(list(game.legal_moves())))
        outcome = game.outcome()
        assert outcome is not None and outcome.winners
        again = replay(record_of(game)).game
        assert again.is_terminal() and again.side_totals() == game.side_totals()


@SETTINGS
@given(variant=ciapano_variants(), seed=st.integers(0, 2**32))
def test_every_accepted_ciapano_variant_plays_to_the_end_at_every_count(
        variant: dict[str, Any], seed: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        rules = accepted(variant, Path(folder))
        if rules is not None:
            play_everywhere(rules, seed)


@SETTINGS
@given(variant=cicera_variants(), seed=st.integers(0, 2**32))
def test_every_accepted_cicera_variant_plays_to_the_end_at_every_count(
        variant: dict[str, Any], seed: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        rules = accepted(variant, Path(folder))
        if rules is not None:
            play_everywhere(rules, seed)


def test_a_talon_drawn_before_the_first_trick_must_hold_cards_at_every_count(
        tmp_path: Path) -> None:
    """Kifameno deals the whole deck to four players: drawing before the first trick then
    has nothing to draw. The variant is refused when it is read, saying why."""
    path = tmp_path / "early.yaml"
    path.write_text("extends: kifameno\nid: early\ndraw_before_first_trick: true\n", "utf-8")
    with pytest.raises(VariantError) as caught:
        load_variant(path)
    assert caught.value.source == str(path)
    assert caught.value.key == "draw_before_first_trick"
    assert "with 4 players the talon is empty" in caught.value.problem
    path.write_text("extends: kifameno\nid: early\nplayers: [2, 3]\n"
                    "draw_before_first_trick: true\n", "utf-8")
    rules = load_variant(path)  # with two or three there is a talon to draw from
    play_everywhere(rules, 7)
