"""The shared GUI knows no family: scenes open each other by name, the table and storage ask
the registries, and statistics count penalty games the right way round."""

from __future__ import annotations

import os
import random
import re
from pathlib import Path

import pygame
import pytest

from cicera_gui.play.families import playable, plugin, plugin_ids
from cicera_gui.play.match import (
    HUMAN,
    MatchController,
    MatchSetup,
    default_level,
    levels_of,
)
from cicera_gui.play.thinking import Thinker
from cicera_gui.scenes.registry import SCENES, scene_class
from cicera_gui.scenes.table import TableScene
from cicera_gui.storage.statistics import Statistics, summarize
from engine.families import family, family_ids, load_variant, new_match
from engine.match import play_match
from engine.players import RandomPlayer

GUI = Path(__file__).resolve().parent.parent / "cicera_gui"
#: Shared modules: they must not name a family (its package, its id or its engine).
SHARED = ["scenes/table.py", "scenes/registry.py", "play/match.py", "storage/__init__.py",
          "storage/matches.py", "storage/statistics.py", "storage/variants.py",
          "storage/stats_store.py", "storage/stats_keeper.py", "storage/stats_view.py",
          "scenes/newgame.py", "scenes/uservariants.py", "scenes/choices.py",
          "scenes/families.py", "scenes/dialog.py", "scenes/hand_summary.py",
          "table/model.py", "table/director.py", "table/bubbles.py", "table/still.py"]
#: Shared tools that may name a level (the one they ask for), but no family.
SHARED_TOOLS = ["scenes/screenshots.py", "program/bench.py", "scenes/staging.py"]
_IDS = "|".join(family_ids())
FAMILY_NAMES = re.compile(rf"engine\.({_IDS})|families\.({_IDS})|[\"']({_IDS})[\"']")
LEVEL_NAMES = re.compile(r"\b(easy|normal|hard)\b")


def test_the_shared_table_new_game_and_storage_name_no_family_or_level() -> None:
    for name in SHARED:
        text = (GUI / name).read_text(encoding="utf-8")
        found = FAMILY_NAMES.search(text) or LEVEL_NAMES.search(text)
        assert found is None, f"{name} names {found.group(0)!r}"


def test_screenshots_and_the_bench_name_no_family() -> None:
    for name in SHARED_TOOLS:
        text = (GUI / name).read_text(encoding="utf-8")
        found = FAMILY_NAMES.search(text)
        assert found is None, f"{name} names {found.group(0)!r}"


def test_no_scene_module_imports_a_scene_it_opens() -> None:
    """Scenes open each other through the registry; at the top of a module only the shared
    pieces are imported (imports for type checking only are indented under TYPE_CHECKING)."""
    shared = {"base", "registry", "table", "uservariants",
              "hand_summary",  # what every family's hand summary is made of
              "hand_review",  # what every kind's review of a hand is made of
              "summary_table",  # what a hand's summary shows, as data, and its drawing
              "aids",  # what every family's play aids are made of (the table asks them)
              "talk",  # what the seats say, in bubbles (the table asks and clears it)
              "dialog",  # a dialog of words: what the notices and a family's choices are
              "step_list",  # the list to step through: the analysis and the past matches
              "records",  # its typed line (the deal number) and a record's description
              # not scenes: the stack, the pointer, the families' windows, New game's part,
              # the practice's way in and out
              "scene", "pointer", "families", "choices", "staging", "practice"}
    for path in (GUI / "scenes").glob("*.py"):
        if path.name == "screenshots.py":  # stages every scene for a picture
            continue
        text = path.read_text(encoding="utf-8")
        for module in re.findall(r"^from cicera_gui\.scenes\.(\w+) import", text, re.M):
            assert module in shared, f"{path.name} imports the scene module {module}"


def test_every_registered_scene_resolves() -> None:
    for name in SCENES:
        assert scene_class(name).__name__


def test_every_engine_family_has_a_gui_plugin() -> None:
    assert set(family_ids()) == set(plugin_ids())
    assert playable("cicera")
    for family_id in plugin_ids():
        assert plugin(family_id).id == family_id


def test_the_controller_plays_a_family_through_the_game_interface(tmp_path: Path) -> None:
    rules = load_variant("ciapano")
    fam = family(rules.game)
    assert default_level(fam) in levels_of(fam)  # "random" where the family offers none
    controller = MatchController(MatchSetup("ciapano", 4, [], seed=5),
                                 thinker=Thinker("thread"))
    me = RandomPlayer(random.Random(1))
    controller.start_hand()
    hands = 0
    while hands < 1:
        if controller.human_to_play():
            controller.play(me.choose(controller.game.view(0)))
        elif controller.opponent_to_play():
            move = controller.wait_for_opponent()
            if move is not None:
                controller.apply_opponent(move)
        else:
            hands += 1
    assert controller.game.last_hand_points() is not None
    assert controller.played_any
    controller.close()


def test_penalty_games_are_counted_the_right_way_round() -> None:
    rules = load_variant("ciapano")
    game = new_match(rules, 3, seed=11)
    players = [RandomPlayer(random.Random(seat)) for seat in range(3)]
    play_match(game, players)
    record = family(rules.game).to_record(game)
    summary = summarize(record)
    outcome = game.outcome()
    assert outcome is not None and summary["lower_is_better"]
    assert summary["won"] == (0 in outcome.winners)
    stats = Statistics.of([summary], [])
    best = stats.best_hand(lower_is_better=True)
    assert best is not None
    assert best[0] == min(hand[0] for hand in summary["hands"])
    assert stats.best_hand() is None  # no points game played


def test_a_finished_ciapano_match_is_imported_into_the_history(tmp_path: Path) -> None:
    import json
    import random

    from cicera_gui.storage import Locations, Storage
    from engine.match import play_match
    from engine.players import RandomPlayer

    rules = load_variant(family("ciapano").default_variant)
    game = new_match(rules, 4, seed=2)
    play_match(game, [RandomPlayer(random.Random(seat)) for seat in range(4)])
    path = tmp_path / "shared.json"
    path.write_text(json.dumps(family("ciapano").to_record(game)), encoding="utf-8")
    storage = Storage(Locations(tmp_path / "config", tmp_path / "data"))
    imported = storage.import_record(path)
    assert imported.game.is_terminal() and imported.saved_as is not None
    assert imported.saved_as.parent == storage.locations.history
    assert imported.game.outcome() == game.outcome()


def test_a_chosen_target_counts_under_its_variant_in_the_statistics(tmp_path: Path) -> None:
    """New game's choices make a derived variant file; its matches are still Ciapanò's, in a
    row of their own that names the target chosen."""
    import random

    from cicera_gui.storage import Locations, Storage
    from engine.match import play_match
    from engine.players import RandomPlayer

    storage = Storage(Locations(tmp_path / "config", tmp_path / "data"))
    derived = str(storage.derived_variant("ciapano", {"target": 21}))
    summaries = []
    for variant, seed in ((derived, 2), ("ciapano", 3), ("traversone", 4)):
        rules = load_variant(variant)
        game = new_match(rules, 4, seed=seed)
        play_match(game, [RandomPlayer(random.Random(seat)) for seat in range(4)])
        summaries.append(summarize(family(rules.game).to_record(game)))
    assert summaries[0]["target"] == 21 and summaries[0]["variant"] == derived
    rows = Statistics.of(summaries, []).rows()
    assert sorted((row.variant, row.target, row.played) for row in rows) == [
        ("Ciapanò", 21, 1), ("Ciapanò", 31, 1), ("Traversone", 41, 1)]


def test_a_table_opens_its_own_familys_scenes_without_reading_the_others() -> None:
    """A table opens its summary in the middle of a frame: the scene is looked for in the
    windows already read, and no other family's window is read for it (reading one cost
    about 70 ms there: a frame the player saw freeze). A fresh interpreter, as the program."""
    assert read_after([
        "from cicera_gui.scenes.families import family_scene, window",
        "window('ciapano')",
        "assert family_scene('ciapano_summary').__name__ == 'HandSummary'",
    ], "cicera_gui.families.cicera") == []


def read_after(lines: list[str], prefix: str, home: Path | None = None) -> list[str]:
    """The modules whose names start with ``prefix`` that a fresh interpreter has read once
    it has run ``lines`` (with the player's files in ``home``, when given)."""
    import subprocess
    import sys

    code = "\n".join(["import sys", *lines,
                      f"print('\\n'.join(n for n in sys.modules if n.startswith({prefix!r})))"])
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    if home is not None:
        env["CICERA_HOME"] = str(home)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True, timeout=120, env=env)
    return sorted(done.stdout.split())


def test_the_first_frame_reads_the_first_variants_rules_and_no_game(tmp_path: Path) -> None:
    """The menu's first frame needs the first variant's rules (the settings' defaults), not
    a family's game, players, analysis or bench: reading Cicera's took about 50 ms of a start
    that must stay under 0.4 s, and the trick family's is read only for its matches. A fresh
    interpreter and a first start, as the program."""
    read = read_after(["from cicera_gui.program.cli import open_program",
                       "app = open_program(warm_up=False)", "app.draw()", "app.shutdown()"],
                      "engine.ci", tmp_path)
    assert read == ["engine.cicera", "engine.cicera.family", "engine.cicera.rules"]


@pytest.mark.parametrize(("variant", "players"), [("bresciana", 4), ("traversone", 5)])
def test_no_card_is_drawn_from_its_svg_while_cards_move(
        variant: str, players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """The backs and faces a hand's animations need (a trick swept face down to its taker
    among them) are drawn with the table, before the hand, or scaled from those the menu drew:
    no card is drawn from its SVG while cards move (one took 10–16 ms, a frame the player saw
    stutter); faces are drawn exactly at rest. A whole hand, started as from the menu."""
    from cicera_gui.art import card_art
    from cicera_gui.art.raster import render_svg
    from cicera_gui.play.match import make_opponent
    from cicera_gui.program.bench import bench_table

    tables: list[TableScene] = []
    moving: list[str] = []
    real = render_svg

    def recording(path: Path, size: tuple[int, int]) -> pygame.Surface:
        if tables and tables[0].director.busy:
            moving.append(f"{path.name} at {size} in {tables[0].director.current_step}")
        return real(path, size)

    monkeypatch.setattr(card_art, "render_svg", recording)
    app, table = bench_table((1280, 800), variant, players, "easy", 2)  # as from the menu
    try:
        assert isinstance(table, TableScene)
        tables.append(table)
        me = make_opponent(table.controller.game.rules, "easy", 2)
        for _frame in range(4000):
            if app.stack.top is not table:  # the hand's summary
                break
            if table.accepting_input:
                table.play_human(me.choose(table.controller.game.view(HUMAN)))
            app.step(1 / 60)
        assert app.stack.top is not table, "the hand never ended"
        assert moving == []
    finally:
        if app.match is not None:
            app.match.close()


def test_the_first_sound_reads_no_familys_engine() -> None:
    """The first sound of a match asks every family's plug-in for its cues: that reads the
    plug-ins' names and cues, never a family's engine (the trick family's took about 50 ms,
    in the first frame of a Cicera match). A fresh interpreter, as the program."""
    assert read_after(["from cicera_gui.play.families import family_sounds",
                       "assert 'scua' in family_sounds()"], "engine.ciapano") == []
