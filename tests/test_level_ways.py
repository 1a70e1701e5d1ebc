"""New game says how each opponent's level plays, in a sentence of its family's, beside the
row under the pointer or the keys: in every language, inside the window."""

from __future__ import annotations

import pygame
import pytest

from cicera_gui.families.ciapano.newgame import LEVEL_WAYS as TRICK_WAYS
from cicera_gui.families.cicera.newgame import LEVEL_WAYS as CICERA_WAYS
from cicera_gui.look import boxes
from cicera_gui.look.widgets import Choice
from cicera_gui.scenes.newgame import NewGameScene
from cicera_gui.words.i18n import _, translator
from tests.gui_driver import frames, key, make_app, post


def said_words(app: object) -> str:
    with boxes.recording(app.size) as recorder:  # type: ignore[attr-defined]
        app.draw()  # type: ignore[attr-defined]
    assert not boxes.problems(recorder), boxes.problems(recorder)
    return " ".join(box.text for box in recorder.texts())


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de", "it", "ja"])
@pytest.mark.parametrize(("variant", "players", "ways"), [("pagat", 4, CICERA_WAYS),
                                                         ("traversone", 8, TRICK_WAYS)])
def test_the_level_under_the_keys_or_the_pointer_is_said_in_a_sentence(
        variant: str, players: int, ways: dict[str, str], language: str,
        size: tuple[int, int]) -> None:
    app = make_app(size, language=language, variant=variant, players=players)
    try:
        scene = NewGameScene(app)
        app.stack.push(scene)
        frames(app)
        rows = [w for w in scene.level_widgets if isinstance(w, Choice)]
        assert len(rows) == players - 1
        assert scene.shown_level() is None  # nothing said until a row is reached
        last = scene.widgets.index(rows[-1])
        while scene.focus.focus != last:
            key(app, pygame.K_TAB)
        words = said_words(app)
        flat = "".join(words.split())
        assert "".join(_(ways[rows[-1].value]).split()) in flat  # whole, on its lines
        post(pygame.MOUSEMOTION, pos=rows[0].rect.center, rel=(0, 0), buttons=(0, 0, 0))
        frames(app)
        assert scene.shown_level() is rows[0]
        rows[0].step(1)  # another level: its own sentence
        assert "".join(_(ways[rows[0].value]).split()) in "".join(said_words(app).split())
    finally:
        translator.set_language("en")
        pygame.quit()
