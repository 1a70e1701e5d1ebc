"""A broken variant file or record is said in the player's language: the sentence names the
file, the key, the hand and the play, and holds none of the engine's English."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from cicera_gui.storage.matches import check_record
from cicera_gui.storage.variants import parse_variant_file
from cicera_gui.words.i18n import translator
from cicera_gui.words.problems import (
    EXTENDED_MISSING,
    RECORD_WORDS,
    VARIANT_WORDS,
    problem_text,
)
from engine.errors import Problem, RecordError, VariantError
from engine.families import load_variant, new_match
from engine.players import RandomPlayer

BROKEN_FILES = {
    "typo.yaml": ("extends: bresciana\ncinquina: maybe\n", Problem.NOT_FLAG, "cinquina"),
    "lots.yaml": ("extends: traversone\ntarget: lots\n", Problem.NOT_WHOLE, "target"),
    "big.yaml": ("extends: traversone\ntarget: 100000\n", Problem.OUT_OF_RANGE, "target"),
    "syntax.yaml": ("id: [unclosed\n", Problem.SYNTAX, "2"),
    "empty.yaml": ("", Problem.EMPTY, "empty.yaml"),
    "stray.yaml": ("extends: bresciana\ntargte: 21\n", Problem.UNKNOWN_KEY, "targte"),
    "loop.yaml": ("extends: loop.yaml\n", Problem.EXTENDS, "extends"),
}


@pytest.fixture
def german() -> Iterator[None]:
    translator.set_language("de")
    yield
    translator.set_language("en")


def test_every_problem_has_its_words_in_every_language() -> None:
    for language in ("de", "it", "ja"):
        translator.set_language(language)
        try:
            for words in (*VARIANT_WORDS.values(), *RECORD_WORDS.values(), EXTENDED_MISSING):
                if isinstance(words, tuple):  # a count in it: its plural forms
                    assert all(translator.ngettext(*words, count) not in words
                               for count in (1, 2, 5)), (language, words)
                else:
                    assert translator.gettext(words) != words, (language, words)
        finally:
            translator.set_language("en")


@pytest.mark.parametrize("name", sorted(BROKEN_FILES))
def test_a_broken_variant_file_is_said_in_german(name: str, tmp_path: Path,
                                                 german: None) -> None:
    text, code, named = BROKEN_FILES[name]
    (tmp_path / name).write_text(text, encoding="utf-8")
    parsed = parse_variant_file(str(tmp_path / name))
    assert isinstance(parsed.problem, VariantError) and parsed.problem.code is code
    said = problem_text(parsed.problem)
    assert name in said and named in said, said
    english = parsed.error.split(": ", 2)[-1]
    assert english not in said and "expected" not in said and "key '" not in said, said


def test_an_inherited_key_says_where_it_comes_from(tmp_path: Path, german: None) -> None:
    (tmp_path / "base.yaml").write_text("extends: traversone\ntarget: lots\n", "utf-8")
    (tmp_path / "mine.yaml").write_text("extends: base.yaml\nname: Mine\n", "utf-8")
    parsed = parse_variant_file(str(tmp_path / "mine.yaml"))
    assert parsed.problem is not None
    assert problem_text(parsed.problem) == ("In mine.yaml muss „target“ eine ganze Zahl sein. "
                                            "Der Schlüssel stammt aus base.yaml.")


def record_with_a_wrong_play() -> dict[str, object]:
    import random

    game = new_match(load_variant("bresciana"), 2, 5)
    game.deal_hand()
    bot = RandomPlayer(random.Random(1))
    for _ in range(4):
        seat = game.current_player()
        assert seat is not None
        game.apply(bot.choose(game.view(seat)))
    from engine.cicera.record import game_to_record

    record = json.loads(json.dumps(game_to_record(game)))  # type: ignore[arg-type]
    plays = record["hands"][0]["plays"]
    plays[2]["card"] = plays[0]["card"]  # a card already played
    return record  # type: ignore[no-any-return]


def test_a_record_that_breaks_the_rules_names_hand_and_play_in_german(german: None) -> None:
    with pytest.raises(RecordError) as caught:
        check_record(record_with_a_wrong_play(), None, "geteilt.json")
    assert caught.value.code is Problem.ILLEGAL_PLAY
    assert problem_text(caught.value) == \
        "In geteilt.json verstößt Zug 3 von Spiel 1 gegen die Regeln."


def test_a_file_extending_one_that_is_not_there_says_so(tmp_path: Path, german: None) -> None:
    (tmp_path / "mine.yaml").write_text("extends: gone.yaml\n", "utf-8")
    parsed = parse_variant_file(str(tmp_path / "mine.yaml"))
    assert parsed.problem is not None
    assert problem_text(parsed.problem) == ("mine.yaml baut auf gone.yaml auf, doch diese Datei "
                                            "gibt es nicht.")


def test_in_japanese_the_two_sentences_join_without_a_space(tmp_path: Path) -> None:
    (tmp_path / "base.yaml").write_text("extends: traversone\ntarget: lots\n", "utf-8")
    (tmp_path / "mine.yaml").write_text("extends: base.yaml\nname: Mine\n", "utf-8")
    parsed = parse_variant_file(str(tmp_path / "mine.yaml"))
    assert parsed.problem is not None
    translator.set_language("ja")
    try:
        said = problem_text(parsed.problem)
    finally:
        translator.set_language("en")
    assert said == ("mine.yamlの「target」は整数にしてください。"
                    "このキーはbase.yamlから引き継いだものです。")
