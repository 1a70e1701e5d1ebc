"""Rules from the main menu: any variant of any game can be read before it is played; at the
table, the match's own rules."""

from __future__ import annotations

import pygame
import pytest

from cicera_gui.look import boxes
from cicera_gui.look.widgets import Choice
from cicera_gui.scenes.menu import MenuScene
from cicera_gui.scenes.rules import RulesScene
from cicera_gui.words.i18n import translator
from engine.families import variant_ids
from tests.gui_driver import click, frames, key, make_app


@pytest.mark.parametrize("language", ["en", "de", "it", "ja"])
def test_the_rules_of_every_variant_can_be_read_from_the_main_menu(language: str) -> None:
    app = make_app((960, 600), language=language, variant="pagat")
    try:
        app.stack.reset(MenuScene(app))
        rules = RulesScene(app)
        app.stack.push(rules)
        frames(app)
        chooser = rules.widgets[0]
        assert isinstance(chooser, Choice) and chooser.value == "pagat"
        assert rules.wait_for_rules().id == "pagat"
        seen = set()
        for _ in range(len(variant_ids())):
            seen.add((rules.wait_for_rules().id, rules.wait_for_rules().game))
            first_heading = next(text for text, heading in rules.text_lines(app.size) if heading)
            assert first_heading  # the variant's own rules, from the top
            with boxes.recording(app.size) as recorder:
                app.draw()
            assert not boxes.problems(recorder), (rules.wait_for_rules().id,
                                                  boxes.problems(recorder))
            click(app, chooser.arrows()[1].center)  # the next variant
        assert {variant for variant, _game in seen} == set(variant_ids())
        assert {game for _variant, game in seen} == {"cicera", "ciapano"}
        for _ in range(len(rules.widgets)):  # by the keys too: Tab to the choice, then →
            if rules.focus.focused() is chooser:
                break
            key(app, pygame.K_TAB)
        shown = rules.wait_for_rules().id
        key(app, pygame.K_RIGHT)
        assert rules.wait_for_rules().id != shown
        assert app.settings.variant == "pagat"  # reading is not choosing
    finally:
        translator.set_language("en")
        pygame.quit()


def test_at_the_table_the_rules_are_the_matchs_own() -> None:
    from cicera_gui.play.match import MatchSetup

    app = make_app((960, 600))
    try:
        app.start_match(MatchSetup("traversone", 5, ["easy"] * 4, 1))
        rules = RulesScene(app)
        app.stack.push(rules)
        frames(app)
        assert not any(isinstance(widget, Choice) for widget in rules.widgets)
        assert rules.wait_for_rules().id == "traversone"
    finally:
        if app.match is not None:
            app.match.close()
        pygame.quit()
