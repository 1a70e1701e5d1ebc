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
from engine.families import family_ids, variant_ids
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
        assert {game for _variant, game in seen} == set(family_ids())
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


def test_rules_from_the_main_menu_read_any_variant_while_a_match_is_saved() -> None:
    """A saved match limited the main menu's Rules to its own variant. Now the menu's Rules
    choose among every variant, grouped by game in New game's order; the pause menu's stay
    the match's own."""
    from cicera_gui.look.widgets import Button
    from cicera_gui.play.families import shipped_variants
    from cicera_gui.play.match import MatchSetup
    from engine.families import family_of_rules, load_variant

    app = make_app((960, 600), variant="traversone")
    try:
        app.start_match(MatchSetup("traversone", 5, ["easy"] * 4, 1))
        frames(app)
        app.stack.reset(MenuScene(app))  # the match saved, the main menu shown
        assert app.match is not None
        menu = app.stack.top
        rules_button = next(w for w in menu.widgets  # type: ignore[union-attr]
                            if isinstance(w, Button) and w.label == "Rules")
        click(app, rules_button.rect.center)
        rules = app.stack.top
        assert isinstance(rules, RulesScene) and rules.choosing
        chooser = rules.widgets[0]
        assert isinstance(chooser, Choice)
        listed = [value for value, _name in chooser.options]
        assert set(listed) == set(variant_ids())
        games = [family_of_rules(load_variant(v)).id for v in listed]
        assert games == sorted(games, key=list(shipped_variants()).index)  # grouped
        assert chooser.value == "traversone"  # the variant chosen last, shown first
        key(app, pygame.K_TAB)
        while rules.focus.focused() is not chooser:
            key(app, pygame.K_TAB)
        key(app, pygame.K_RIGHT)
        assert rules.wait_for_rules().id != "traversone"
        pause = RulesScene(app, any_variant=False)  # the table's: the match's own
        assert not pause.choosing and pause.wait_for_rules().id == "traversone"
    finally:
        if app.match is not None:
            app.match.close()
        pygame.quit()


def test_a_heading_alone_leaves_no_empty_block_under_it() -> None:
    """The trick family's rules showed an empty block under "Terms"."""
    app = make_app((960, 600), variant="ciapano")
    try:
        rules = RulesScene(app, any_variant=True)
        app.stack.push(rules)
        lines = rules.text_lines(app.size)
        at = next(index for index, (text, heading) in enumerate(lines)
                  if heading and text == "Terms")
        assert lines[at + 1][1] and lines[at + 1][0], lines[at:at + 3]  # a term's heading
        blanks = [index for index, (text, _heading) in enumerate(lines) if not text]
        assert all(lines[index + 1][1] for index in blanks)  # a gap only before a heading
    finally:
        pygame.quit()
