"""New game says what each game and variant is (issue 51): a sentence of its own for every
shipped variant in every language, the variant's particular rules explained (forced points
void, Napoleone, Cinquina), and how an opponent's level plays in a band under the rows that
hides no row."""

from __future__ import annotations

import pytest

from cicera_gui.look import boxes
from cicera_gui.look.widgets import Choice
from cicera_gui.play.families import shipped_variants
from cicera_gui.scenes.families import new_game_choices
from cicera_gui.scenes.newgame import NewGameScene
from cicera_gui.words.i18n import translator
from engine.families import load_variant
from tests.gui_layout import LANGUAGES, staged


@pytest.mark.usefixtures("closed_window")
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_shipped_variant_is_said_in_a_sentence_of_its_own(language: str) -> None:
    translator.set_language(language)
    try:
        said: dict[str, str] = {}
        for family_id, variants in shipped_variants().items():
            choices_class = new_game_choices(family_id)
            for variant in variants:
                rules = load_variant(variant)
                choices = choices_class(rules, lambda: None)
                assert variant in choices_class.variant_sentences, variant
                sentence = choices.about(rules, "bresciane")[0]
                assert sentence.rstrip().endswith("." if language != "ja" else "。"), sentence
                said[variant] = sentence
        assert len(set(said.values())) == len(said)  # no two variants said alike
        if language != "en":  # in the player's words, not English
            translator.set_language("en")
            english = {variant: new_game_choices(load_variant(variant).game)(
                load_variant(variant), lambda: None).about(load_variant(variant), "bresciane")[0]
                for variant in said}
            assert not [v for v in said if said[v] == english[v]]
    finally:
        translator.set_language("en")


@pytest.mark.usefixtures("closed_window")
def test_the_variants_own_rules_are_explained_under_the_rows() -> None:
    with staged("newgame", (960, 600), "en", variant="bresciana", players=4) as app:
        scene = app.stack.top
        assert isinstance(scene, NewGameScene)
        about = scene.about()
        assert about.startswith("Cicera, the capture game, as it is played in Brescia")
        assert ("Forced points void: taking the figure the previous player had to lay as their "
                "last card scores no Picada and no Scùa.") in about
        assert "Napoleone: a side that takes all thirteen swords wins the match." in about
    with staged("newgame", (960, 600), "en", variant="bresciana", players=4,
                deck="romme") as app:
        scene = app.stack.top
        assert isinstance(scene, NewGameScene)
        assert "all thirteen spades" in scene.about()  # the deck's own suit


@pytest.mark.usefixtures("closed_window")
@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_levels_sentence_hides_no_row(language: str, size: tuple[int, int]) -> None:
    """Every opponent's row, with the keys on it: its level's sentence is drawn whole, in a
    band that overlaps no row and no button, with eight players as with four."""
    for variant, players in (("traversone", 8), ("pagat", 4)):
        with staged("newgame", size, language, variant=variant, players=players) as app:
            scene = app.stack.top
            assert isinstance(scene, NewGameScene)
            for row in scene.level_widgets:
                assert isinstance(row, Choice)
                scene.focus.focus = scene.widgets.index(row)
                way = scene.choices.level_way(row.value)
                with boxes.recording(app.size) as recorder:
                    app.draw()
                assert not boxes.problems(recorder), boxes.problems(recorder)
                band = next(box for box in recorder.boxes if box.kind == "new game band")
                lines = [box.text for box in recorder.texts()
                         if box.panel is not None and box.panel.kind == "new game band"]
                joined = ("" if language == "ja" else " ").join(lines)
                assert joined == way
                assert not [w for w in scene.widgets if w.rect.colliderect(band.rect)]
