"""The player's files: settings, the saved match, history, statistics and user variants,
kept safe through broken files (without a window: the storage alone)."""

from __future__ import annotations

import json
import os
import random
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from cicera_gui.play.match import MatchController, MatchSetup
from cicera_gui.storage import Locations, Storage
from cicera_gui.storage.samples import play_sample_matches
from cicera_gui.storage.settings import Settings
from cicera_gui.storage.statistics import running_totals
from engine.ciapano.rules import CiapanoRules
from engine.cicera.events import CardsCaptured
from engine.cicera.game import Phase
from engine.errors import RecordError
from engine.families import load_variant
from engine.players import RandomPlayer
from tests.denied import deny_file
from tests.typed_games import cicera


@pytest.fixture
def home(tmp_path: Path) -> Locations:
    return Locations.under(tmp_path)


def aside(path: Path) -> list[Path]:
    """The files a damaged ``path`` was renamed to."""
    return sorted(path.parent.glob(path.name + ".*-*"))


def test_the_folders_come_from_cicera_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                           ) -> None:
    monkeypatch.setenv("CICERA_HOME", str(tmp_path))
    found = Locations.default()
    assert found.settings_file == tmp_path / "config" / "settings.json"
    assert found.current_match == tmp_path / "data" / "current-match.json"
    assert found.history == tmp_path / "data" / "history"
    assert found.variants == tmp_path / "data" / "variants"
    monkeypatch.delenv("CICERA_HOME")
    real = Locations.default()  # platformdirs: never inside the repository
    assert real.config.name == "cicera" and real.data.name == "cicera"


# -- settings ----------------------------------------------------------------------------------


def test_settings_round_trip(home: Locations) -> None:
    storage = Storage(home)
    settings = storage.load_settings()
    assert settings == Settings()
    changed = Settings(language="ja", deck="romme4", animation="slow", ai_pace="fast",
                       honours_marked=False, variant="pagat", players=4,
                       levels=["hard", "easy", "normal"], window=(1600, 900), fullscreen=True)
    storage.keep_settings(changed)
    storage.flush()
    data = json.loads(home.settings_file.read_text("utf-8"))
    assert data["version"] == 1 and data["window"] == [1600, 900]
    again = Storage(home)
    assert again.load_settings() == changed
    assert again.take_notices() == []


def test_settings_are_written_only_when_they_change(home: Locations) -> None:
    storage = Storage(home)
    settings = storage.load_settings()
    storage.keep_settings(settings)
    storage.flush()
    assert not home.settings_file.exists()  # the defaults: nothing to keep yet
    settings.deck = "romme"
    storage.keep_settings(settings)
    storage.flush()
    first = home.settings_file.stat().st_mtime_ns
    storage.keep_settings(settings)
    storage.flush()
    assert home.settings_file.stat().st_mtime_ns == first


DAMAGED = {
    "truncated": b'{"version": 1, "language": "de", "deck": "rom',
    "binary garbage": bytes(range(256)) * 3,
    "empty": b"",
    "not an object": b'["de", "romme"]',
    "not UTF-8": '{"language": "d\u00e9"}'.encode("latin-1"),
}


@pytest.mark.parametrize("content", DAMAGED.values(), ids=DAMAGED.keys())
def test_damaged_settings_are_kept_aside_and_the_defaults_used(home: Locations, content: bytes
                                                               ) -> None:
    home.config.mkdir(parents=True)
    home.settings_file.write_bytes(content)
    storage = Storage(home)
    assert storage.load_settings() == Settings()
    kept = aside(home.settings_file)
    assert len(kept) == 1 and kept[0].read_bytes() == content  # every byte kept
    assert not home.settings_file.exists()
    notices = storage.take_notices()
    assert len(notices) == 1 and notices[0].params["file"] == str(kept[0])
    assert storage.take_notices() == []  # told once
    later = Storage(home)  # the next start: nothing more to say
    assert later.load_settings() == Settings() and later.take_notices() == []


def test_wrong_values_fall_back_one_by_one(home: Locations) -> None:
    content = json.dumps({"version": 1, "language": 5, "deck": "romme", "players": "two",
                          "levels": ["hard"], "window": [100, 100], "fullscreen": "yes",
                          "animation": "slow", "unknown": {"x": 1}}).encode()
    home.config.mkdir(parents=True)
    home.settings_file.write_bytes(content)
    storage = Storage(home)
    settings = storage.load_settings()
    assert settings.deck == "romme" and settings.animation == "slow"
    assert settings.levels == ["hard", "normal", "normal"]
    assert settings.language == "en" and settings.players == Settings().players
    assert settings.window == Settings().window and settings.fullscreen is False
    kept = aside(home.settings_file)
    assert len(kept) == 1 and kept[0].read_bytes() == content
    (notice,) = storage.take_notices()
    assert "language" in notice.params["why"] and "fullscreen" in notice.params["why"]


def test_unreadable_settings_are_kept_aside(home: Locations,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    home.config.mkdir(parents=True)
    home.settings_file.write_text('{"deck": "romme"}')
    deny_file(monkeypatch, home.settings_file)  # chmod 0, as root too (see tests.denied)
    storage = Storage(home)
    assert storage.load_settings() == Settings()
    assert len(aside(home.settings_file)) == 1 and len(storage.take_notices()) == 1


def test_a_stale_temporary_file_of_a_killed_write_is_cleaned_up(home: Locations) -> None:
    home.config.mkdir(parents=True)
    stale = home.config / ".settings.json.abc123.tmp"
    stale.write_text('{"half')
    fresh = home.config / ".settings.json.def456.tmp"
    fresh.write_text('{"half')
    old = 1_000_000_000
    os.utime(stale, (old, old))
    Storage(home)
    assert not stale.exists() and fresh.exists()  # a fresh one may be another copy's


# -- the match in progress -----------------------------------------------------------------------


def play_some(controller: MatchController, plays: int, seed: int = 0) -> None:
    game = cicera(controller.game)
    rng = random.Random(seed)
    bot = RandomPlayer(rng)
    for _ in range(plays):
        if game.phase is Phase.DEAL:
            controller.start_hand()
        elif game.phase is Phase.PLAY:
            seat = game.current_player()
            assert seat is not None
            game.apply(bot.choose(game.view(seat)))


def test_autosave_restores_the_exact_position_and_the_hands_to_come(home: Locations) -> None:
    storage = Storage(home)
    controller = MatchController(MatchSetup("bresciana", 3, ["easy", "hard"], seed=11))
    play_some(controller, 70)  # into the second hand
    storage.keep_match(controller)
    storage.flush()
    game = cicera(controller.game)
    assert game.hands_played == 1 and game.phase is Phase.PLAY
    restored = Storage(home).restore_match()
    assert restored is not None
    again = cicera(restored.game)
    assert again.hand.hands == game.hand.hands and again.hand.table == game.hand.table
    assert again.current_player() == game.current_player()
    assert again.totals == game.totals and again.hand.piles == game.hand.piles
    assert restored.setup.levels == ["easy", "hard"] and restored.seed == 11
    play_some(controller, 200, seed=5)  # both go on the same way, next deals included
    play_some(restored, 200, seed=5)
    assert [h.deal for h in again.log] == [h.deal for h in game.log]
    assert again.totals == game.totals
    controller.close()
    restored.close()


def test_a_finished_match_moves_into_the_history(home: Locations) -> None:
    storage = Storage(home)
    controller = MatchController(MatchSetup("bresciana-corta", 2, ["normal"], seed=2))
    play_some(controller, 3)
    storage.keep_match(controller)
    storage.flush()
    assert home.current_match.exists()
    while not controller.game.is_terminal():
        play_some(controller, 1)
        storage.keep_match(controller)
    storage.flush()
    assert not home.current_match.exists()
    (saved,) = storage.history_files()
    record = json.loads(saved.read_text("utf-8"))
    assert record["gui"]["assisted"] is False and record["gui"]["levels"] == ["normal"]
    assert saved.name.endswith(f"-bresciana-corta-{record['gui']['id']}.json")
    assert Storage(home).restore_match() is None
    controller.close()


def test_a_save_killed_between_history_and_delete_is_archived_once(home: Locations) -> None:
    storage = Storage(home)
    play_sample_matches(storage, 4, [("bresciana-corta", 2, ["easy"])])
    (saved,) = storage.history_files()
    home.current_match.write_bytes(saved.read_bytes())  # as if the delete never happened
    assert Storage(home).restore_match() is None
    assert Storage(home).history_files() == [saved] and not home.current_match.exists()


@pytest.mark.parametrize("content", [b'{"format": "cicera-rec', b"\x00\x01\x02" * 50, b"[]"])
def test_a_damaged_save_is_kept_aside(home: Locations, content: bytes) -> None:
    home.data.mkdir(parents=True)
    home.current_match.write_bytes(content)
    storage = Storage(home)
    assert storage.restore_match() is None
    (kept,) = aside(home.current_match)
    assert kept.read_bytes() == content
    assert len(storage.take_notices()) == 1


def test_a_save_that_breaks_the_rules_is_kept_aside_with_the_hand_and_play(home: Locations
                                                                         ) -> None:
    storage = Storage(home)
    controller = MatchController(MatchSetup("bresciana", 2, ["easy"], seed=3))
    play_some(controller, 6)
    storage.keep_match(controller)
    storage.flush()
    record = json.loads(home.current_match.read_text("utf-8"))
    record["hands"][0]["plays"][2]["card"] = record["hands"][0]["plays"][0]["card"]
    home.current_match.write_text(json.dumps(record))
    again = Storage(home)
    assert again.restore_match() is None
    (notice,) = again.take_notices()
    assert notice.params["why"] == "In current-match.json, play 3 of hand 1 breaks the rules."
    assert len(aside(home.current_match)) == 1
    controller.close()


# -- history and statistics ----------------------------------------------------------------------


def play_match(storage: Storage, variant: str, players: int, seed: int) -> dict[str, object]:
    """Play a seeded match to the end, keep it, and count what the statistics should say."""
    controller = MatchController(MatchSetup(variant, players, ["easy"] * (players - 1), seed))
    game = cicera(controller.game)
    bot = RandomPlayer(random.Random(seed))
    events = {"scua": 0, "picada": 0, "simili": 0, "quadriglia": 0, "cinquina": 0}
    while not game.is_terminal():
        if game.phase is Phase.DEAL:
            controller.start_hand()
            continue
        seat = game.current_player()
        assert seat is not None
        for event in game.apply(bot.choose(game.view(seat))):
            if isinstance(event, CardsCaptured) and event.side == 0:
                for point in event.points:
                    events[point.value] += 1
    storage.keep_match(controller)  # over: into the history
    controller.close()
    hands = [[score.total for score in log.scores or ()] for log in game.log]
    return {"won": game.winner == 0, "hands": hands, "events": events, "totals": game.totals}


def test_statistics_of_known_matches(home: Locations) -> None:
    storage = Storage(home)
    played = [play_match(storage, "bresciana-corta", 2, seed) for seed in (1, 2, 3)]
    played.append(play_match(storage, "bresciana", 4, 9))
    stats = storage.statistics()
    assert stats.played == 4 and stats.skipped == []
    assert stats.won == sum(1 for m in played if m["won"])
    all_hands = [h for m in played for h in m["hands"]]  # type: ignore[attr-defined]
    assert stats.hands == len(all_hands)
    mine, _theirs = stats.points_per_hand()
    assert mine == pytest.approx(sum(h[0] for h in all_hands) / len(all_hands))
    best = stats.best_hand()
    assert best is not None and best[0] == max(h[0] for h in all_hands)
    for point, (count, _) in stats.event_counts().items():
        assert count == sum(m["events"][point] for m in played)  # type: ignore[index]
    rows = {(r.variant, r.levels): (r.played, r.won) for r in stats.rows()}
    corta = [m for m in played[:3] if m["won"]]
    assert rows[("Cicera bresciana (corta)", "easy")] == (3, len(corta))
    assert rows[("Cicera bresciana", "easy")] == (1, int(bool(played[3]["won"])))
    last = stats.last
    assert last is not None and last["players"] == 4
    assert [series[-1] for series in running_totals(last)] == played[3]["totals"]


def test_statistics_come_from_the_cache_the_second_time(home: Locations,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    storage = Storage(home)
    play_sample_matches(storage, 1)
    first = storage.statistics()
    assert home.statistics_cache.exists()

    def no_replay(*args: object) -> None:
        raise AssertionError("a cached match was replayed")

    monkeypatch.setattr("cicera_gui.storage.statistics.summarize", no_replay)
    second = storage.statistics()
    assert second.matches == first.matches


def test_a_damaged_cache_is_rebuilt_and_a_damaged_record_skipped(home: Locations) -> None:
    storage = Storage(home)
    play_sample_matches(storage, 2)
    expected = storage.statistics()
    home.statistics_cache.write_bytes(b"\x00garbage")
    files = storage.history_files()
    files[0].write_bytes(b'{"format": "cicera-record/1", "hands": [')
    stats = storage.statistics()
    assert stats.played == expected.played - 1
    (skipped,) = stats.skipped
    assert skipped[0] == files[0].name and "not valid JSON" in skipped[1]
    (kept,) = aside(files[0])
    assert kept.read_bytes() == b'{"format": "cicera-record/1", "hands": ['
    (cache,) = aside(home.statistics_cache)
    assert cache.read_bytes() == b"\x00garbage"
    with closing(sqlite3.connect(home.statistics_cache)) as store:  # rebuilt: a store again
        assert store.execute("PRAGMA user_version").fetchone()[0] >= 1


# -- export and import ---------------------------------------------------------------------------


def test_export_then_import_round_trip(tmp_path: Path) -> None:
    mine = Storage(Locations.under(tmp_path / "mine"))
    play_sample_matches(mine, 6, [("bresciana-corta", 2, ["hard"])])
    record = mine.record_to_share(None)
    assert record is not None
    shared = tmp_path / "shared" / "match.json"
    mine.export_record(record, shared)
    friend = Storage(Locations.under(tmp_path / "friend"))
    imported = friend.import_record(shared)
    assert imported.saved_as is not None and imported.game.is_terminal()
    assert friend.statistics().matches == mine.statistics().matches
    again = friend.import_record(shared)
    assert again.already_there and len(friend.history_files()) == 1


def test_an_unfinished_record_is_imported_to_be_continued(tmp_path: Path) -> None:
    storage = Storage(Locations.under(tmp_path))
    controller = MatchController(MatchSetup("bresciana", 2, ["easy"], seed=8))
    play_some(controller, 10)
    record = storage.record_to_share(controller)
    assert record is not None
    storage.export_record(record, tmp_path / "half.json")
    imported = storage.import_record(tmp_path / "half.json")
    assert imported.saved_as is None and storage.history_files() == []
    resumed = storage.continue_imported(imported)
    assert cicera(resumed.game).hand.hands == cicera(controller.game).hand.hands
    storage.keep_match(resumed)
    storage.flush()
    assert storage.locations.current_match.exists()
    controller.close()
    resumed.close()


def test_an_illegal_record_is_refused_naming_the_file_hand_and_play(tmp_path: Path) -> None:
    storage = Storage(Locations.under(tmp_path))
    controller = MatchController(MatchSetup("bresciana", 2, ["easy"], seed=8))
    play_some(controller, 10)
    record = storage.record_to_share(controller)
    assert record is not None
    record["hands"][0]["plays"][4]["capture"] = ["Rb", "Rc"]
    (tmp_path / "bad.json").write_text(json.dumps(record))
    with pytest.raises(RecordError, match=r"bad\.json: hand 1, play 5"):
        storage.import_record(tmp_path / "bad.json")
    with pytest.raises(RecordError, match="no such file"):
        storage.import_record(tmp_path / "missing.json")
    controller.close()


# -- user variants -------------------------------------------------------------------------------


def test_user_variants_valid_and_broken(home: Locations) -> None:
    folder = home.variants
    folder.mkdir(parents=True)
    (folder / "quick.yaml").write_text("id: quick\nextends: bresciana\nname: Quick one\n"
                                       "target: 5\n")
    (folder / "typo.yaml").write_text("id: typo\nextends: bresciana\ntarget: many\n")
    (folder / "garbage.yaml").write_bytes(bytes(range(256)))
    (folder / "syntax.yaml").write_text("id: [unclosed\n")
    (folder / "notes.txt").write_text("not a variant")
    found = Storage(home).user_variants()
    assert [rules.name for rules in found.valid.values()] == ["Quick one"]
    broken = {Path(key).name: why for key, why in found.broken.items()}
    assert set(broken) == {"typo.yaml", "garbage.yaml", "syntax.yaml"}
    assert broken["typo.yaml"] == ("typo.yaml: key 'target': expected a whole number, "
                                   "got 'many'")
    assert "UTF-8" in broken["garbage.yaml"] and "YAML syntax error" in broken["syntax.yaml"]


def test_user_variants_of_the_ciapano_family_load_and_broken_ones_say_their_family(
        home: Locations) -> None:
    folder = home.variants
    folder.mkdir(parents=True)
    (folder / "veloce.yaml").write_text("extends: ciapano\nname: Ciapanò veloce\ntarget: 21\n",
                                        encoding="utf-8")
    (folder / "own.yaml").write_text("game: ciapano\nextends: busca\nname: Own\ntarget: 15\n")
    (folder / "rotto.yaml").write_text("extends: traversone\ntarget: lots\n")
    (folder / "syntax.yaml").write_text("id: [unclosed\n")
    (folder / "typo.yaml").write_text("extends: bresciana\ncinquina: maybe\n")
    found = Storage(home).user_variants()
    valid = {Path(key).name: rules for key, rules in found.valid.items()}
    assert {name: (rules.game, rules.name, rules.target) for name, rules in valid.items()} == {
        "veloce.yaml": ("ciapano", "Ciapanò veloce", 21), "own.yaml": ("ciapano", "Own", 15)}
    broken = {Path(key).name: why for key, why in found.broken.items()}
    assert broken["rotto.yaml"] == ("rotto.yaml: key 'target': expected a whole number, "
                                    "got 'lots'")
    games = {Path(key).name: game for key, game in found.broken_games.items()}
    assert games == {"rotto.yaml": "ciapano", "typo.yaml": "cicera"}  # syntax.yaml: unknown


def test_a_variant_derived_from_the_players_file_stands_alone(home: Locations) -> None:
    home.variants.mkdir(parents=True)
    mine = home.variants / "veloce.yaml"
    mine.write_text("extends: ciapano\nname: Ciapanò veloce\ntarget: 21\nsurvivors: 2\n",
                    encoding="utf-8")
    storage = Storage(home)
    derived = storage.derived_variant(str(mine), {"target": 31})
    assert derived.parent == home.variants / "chosen"
    assert storage.derived_variant(str(mine), {"target": 31}) == derived  # same choices
    rules = load_variant(str(derived))
    assert isinstance(rules, CiapanoRules)
    assert (rules.game, rules.name, rules.target, rules.survivors) == (
        "ciapano", "Ciapanò veloce", 31, 2)
    mine.write_text("extends: ciapano\nname: Changed\ntarget: 41\n", encoding="utf-8")
    again = load_variant(str(derived))  # the player's file changed: the derived file did not
    assert isinstance(again, CiapanoRules)
    assert (again.name, again.target, again.survivors) == ("Ciapanò veloce", 31, 2)
    changed = storage.derived_variant(str(mine), {"target": 31})
    assert changed != derived and load_variant(str(changed)).name == "Changed"


def test_an_assisted_match_is_recorded_and_counted(home: Locations) -> None:
    storage = Storage(home)
    controller = MatchController(MatchSetup("bresciana-corta", 2, ["easy"], seed=5))
    play_some(controller, 4)
    controller.assisted = True  # undo or a hint was used
    storage.keep_match(controller)
    storage.flush()
    assert json.loads(home.current_match.read_text("utf-8"))["gui"]["assisted"] is True
    restored = Storage(home).restore_match()
    assert restored is not None and restored.assisted
    while not restored.game.is_terminal():
        play_some(restored, 1)
    storage.keep_match(restored)
    (row,) = storage.statistics().rows()
    assert row.played == 1 and row.assisted == 1
    controller.close()
    restored.close()


def test_a_match_left_for_a_new_one_is_kept_unfinished_in_the_history(home: Locations) -> None:
    storage = Storage(home)
    first = MatchController(MatchSetup("bresciana", 2, ["easy"], seed=1))
    play_some(first, 5)
    storage.keep_match(first)
    untouched = MatchController(MatchSetup("bresciana", 2, ["easy"], seed=2))
    untouched.start_hand()
    storage.keep_match(untouched)  # New game: the first match goes into the history
    storage.keep_match(MatchController(MatchSetup("bresciana", 2, ["easy"], seed=3)))
    (kept,) = storage.history_files()  # a match without a play is not worth keeping
    assert len(json.loads(kept.read_text("utf-8"))["hands"][0]["plays"]) == 4
    stats = storage.statistics()
    assert stats.played == 0 and stats.unfinished == 1


def test_the_calls_are_saved_beside_the_record_and_bad_ones_dropped(home: Locations) -> None:
    storage = Storage(home)
    controller = MatchController(MatchSetup("mattazza", 4, [], seed=5))
    game = controller.game
    controller.start_hand()
    bot = RandomPlayer(random.Random(1))
    for _ in range(3):
        seat = game.current_player()
        assert seat is not None
        game.apply(bot.choose(game.view(seat)))
    controller.calls.append((1, 3, 3, "duro"))  # only a call: still saved
    storage.keep_match(controller)
    storage.flush()
    record = json.loads(home.current_match.read_text("utf-8"))
    assert record["gui"]["calls"] == [[1, 3, 3, "duro"]]
    record["gui"]["calls"] += [[1, 3, 3], [1, "3", 2, "duro"], [1, 3, 9, "duro"],
                               [1, 3, 2, "DURO!"], [True, 3, 2, "duro"], "duro"]
    home.current_match.write_text(json.dumps(record), "utf-8")
    restored = Storage(home).restore_match()
    assert restored is not None and restored.calls == [(1, 3, 3, "duro")]
    restored.close()
    controller.close()
    bresciana = MatchController(MatchSetup("bresciana", 2, ["easy"], seed=5))
    play_some(bresciana, 3)
    storage.keep_match(bresciana)
    storage.flush()
    assert "calls" not in json.loads(home.current_match.read_text("utf-8"))["gui"]
    bresciana.close()
