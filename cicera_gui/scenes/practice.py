"""Try again from here: a hand played on from any of its positions, the same cards
everywhere, as practice. The practice is a match of its own that is never saved nor
counted: while it runs the match it came from stays the one kept (autosave keeps that one),
and when the practice hand is over the player goes back to it."""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING

from cicera_gui.play.match import MatchController, MatchSetup
from cicera_gui.scenes.registry import make_scene, open_scene, reset_to
from cicera_gui.words.i18n import N_
from engine.game import AnyGame

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host


def position_game(controller: MatchController, hand: int, play: int) -> AnyGame:
    """The match as it stood just before play ``play`` (from 1) of hand ``hand``: replayed
    from its record, the later hands and plays left out."""
    family = controller.family
    record = copy.deepcopy(family.to_record(controller.game))
    record["hands"] = record["hands"][:hand]
    record["hands"][-1]["plays"] = record["hands"][-1]["plays"][:play - 1]
    game: AnyGame = family.replay(record, None).game
    dealt = game.hand_log()[-1]
    if dealt.number is None:  # a record keeps the deal, not its number: the practice has it
        dealt.number = controller.game.hand_log()[hand - 1].number  # type: ignore[misc]
    return game


def try_again_from(app: Host, controller: MatchController, hand: int, play: int) -> None:
    """Play hand ``hand`` on from just before play ``play``, as practice, at the table. The
    position is replayed from the match's record on a thread of its own (seconds for a long
    match: the window says so meanwhile); at once where the tests step time themselves."""
    original = controller.practice_of or controller
    task = original.thinker.task(position_game, original, hand, play,
                                 name="cicera-practice-position")
    if task.done:  # dealt at once (a thinker that thinks inline)
        practise(app, controller, task.result())
        return
    open_scene(app, "working", N_("Dealing the cards as they were…"), task,
               lambda game: practise(app, controller, game))


def practise(app: Host, controller: MatchController, game: AnyGame) -> None:
    """The practice of ``game`` (a position of ``controller``'s match) at the table."""
    original = controller.practice_of or controller
    setup = original.setup
    practice = MatchController(MatchSetup(setup.variant, setup.players, list(setup.levels),
                                          original.seed, rules=original.game.rules),
                               game=game)
    practice.practice_of = original
    practice.coached = original.coached
    practice.resume = controller.resume if controller.practice_of else app.match
    practice.assisted = True
    came_from_match = controller.practice_of is None and controller is app.match
    app.match = practice
    table = make_scene(app, "table", practice, deal_next=False)
    if came_from_match:  # the match's scenes wait, as they are, for the practice's end
        app.stack.set_aside(table)
    else:  # from a practice (its match's scenes wait already) or from a past match
        app.stack.reset(table)


def end_practice(app: Host, controller: MatchController) -> bool:
    """The practice hand is over: back to the match it came from, where the player left it
    (its summary, review or analysis as they were); the main menu when it was a past match,
    or is over with no scenes of it to come back to. False when ``controller`` is no
    practice."""
    original = controller.practice_of
    if original is None:
        return False
    controller.close()
    app.match = controller.resume  # the match in play before (a past match is not it)
    if original is not app.match or (not app.stack.aside and original.game.is_terminal()):
        app.stack.drop_aside()
        reset_to(app, "menu")
    elif not app.stack.bring_back():
        reset_to(app, "table", original)
    return True


def leave_practice(app: Host, controller: MatchController) -> None:
    """The player leaves for the main menu: a practice ends there (never saved, nothing
    counted), and the match it came from is the program's match again."""
    if controller.practice_of is not None and app.match is controller:
        controller.close()
        app.match = controller.resume
        app.stack.drop_aside()
