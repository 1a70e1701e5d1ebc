"""Each family's window: its table, its dialogs, its part of New game and its words.

A family's plug-in package (``cicera_gui.families.<id>``) has a ``window`` module whose
``WINDOW`` is a :class:`FamilyWindow`, built from the family's own classes and functions (so
mypy checks every hook against what the scenes call it with, and against the family's engine
types ``R``, ``M``, ``V``: its rules, moves and views). It is imported the first time a scene
asks (statistics and storage need only :mod:`cicera_gui.play.families`). The registry finds a
family's window through its package's name, as data: nothing here imports a plug-in.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from cicera_gui.play.families import PLUGIN_PACKAGES, playable
from cicera_gui.words.i18n import N_, _, join_clauses, join_sentences

if TYPE_CHECKING:
    import pygame

    from cicera_gui.scenes.choices import FamilyChoices
    from cicera_gui.scenes.scene import Host, Scene, SceneStack
    from engine.ai.analyse import PlayRating
    from engine.ai.outcomes import Outcomes
    from engine.game import RuleSet

R = TypeVar("R", bound="RuleSet")
M = TypeVar("M")
V = TypeVar("V")


class BenchWindow(Protocol):
    """What a family's frame bench drives: the program's window, stepped by hand."""

    stack: SceneStack
    screen: pygame.Surface

    def step(self, dt: float) -> None: ...


#: A family's frame bench: (the window with a seeded match on its table, the table, how many
#: hands, the seed) -> (hands played, frame times in seconds by what ran, e.g. "deal"), each
#: list reported by ``python -m cicera_gui.bench`` under its name.
FrameBench = Callable[[BenchWindow, "Scene", int, int], tuple[int, dict[str, list[float]]]]


@dataclass(frozen=True)
class FamilyWindow(Generic[R, M, V]):
    """A family's part of the window, typed by its rules ``R``, moves ``M`` and views ``V``."""

    #: The family's table scene (a :class:`cicera_gui.scenes.table.TableScene`), made as
    #: ``table(app, controller, ...)``.
    table: type[Scene]
    #: The family's part of New game: its own choices beyond the variant, the players and
    #: the levels, and the lines that say what the chosen variant means.
    new_game: type[FamilyChoices[R]]
    #: The Rules scene's (heading, text) pairs for a rule set and a deck.
    rules_text: Callable[[R, str], list[tuple[str, str]]]
    #: A move in words, its cards by name: (move, deck, short) -> str (``short``: fewer
    #: words, for a line with its cards drawn beside it).
    move_words: Callable[[M, str, bool], str]
    #: The reasons for a move from a seat's view (the analysis says what was better and why).
    move_reasons: Callable[[V, M, str], list[str]]
    #: A move's cards to draw: (cards played, cards taken).
    move_cards: Callable[[M], tuple[tuple[int, ...], tuple[int, ...]]]
    #: What lay before the player at a play: (what it is, in words; its cards).
    context_cards: Callable[[V], tuple[str, tuple[int, ...]]]
    #: What a play and the better move came to over the analysis's worlds.
    move_outcomes: Callable[[V, Outcomes, str], list[str]] | None = None
    #: What a play left the next player that the better move did not, from the position
    #: and what the worlds showed (view, play, better move, outcomes or None, deck) ->
    #: sentences, the most costly first.
    given_away: Callable[[V, M, M, Outcomes | None, str], list[str]] | None = None
    #: What the plays of a hand lost, in the game's own unit, as the analysis's footer says
    #: it (rules, the loss): None where the unit is the game's points.
    hand_loss: Callable[[R, float], str | None] | None = None
    #: The family's own scenes (its dialogs), opened by name.
    scenes: Mapping[str, type[Scene]] = field(default_factory=dict)
    #: The scene (by name) that reviews a finished hand: (app, controller, hand log, number);
    #: "" when finished hands are not reviewed.
    review: str = ""
    #: The family's own scenes that ``cicera --screenshot`` stages, each put on the screen
    #: from (app, seed).
    screenshots: Mapping[str, Callable[[Host, int], None]] = field(default_factory=dict)
    #: The family's frame bench for ``python -m cicera_gui.bench``.
    bench: FrameBench | None = None


#: The families' windows read so far, by family id.
_READ: dict[str, FamilyWindow[Any, Any, Any]] = {}


def window(family_id: str) -> FamilyWindow[Any, Any, Any]:
    """The window of the family ``family_id`` (KeyError when the window cannot play it),
    read the first time it is asked for."""
    found = _READ.get(family_id)
    if found is not None:
        return found
    if not playable(family_id):
        raise KeyError(f"no table for the family {family_id!r}")
    found = importlib.import_module(PLUGIN_PACKAGES[family_id] + ".window").WINDOW
    if not isinstance(found, FamilyWindow):
        raise TypeError(f"{PLUGIN_PACKAGES[family_id]}.window.WINDOW is not a FamilyWindow")
    _READ[family_id] = found
    return found


def windows() -> list[FamilyWindow[Any, Any, Any]]:
    """Every playable family's window, in the registry's order."""
    return [window(family_id) for family_id in PLUGIN_PACKAGES if playable(family_id)]


def family_scene(name: str) -> type[Scene]:
    """The family scene called ``name``; KeyError if no family has one. The windows already
    read are asked first: a table opens its own family's scenes (its summary, in the middle
    of a frame), and reading every other family's window there would cost tens of
    milliseconds."""
    for family_id in dict.fromkeys([*_READ, *PLUGIN_PACKAGES]):  # each once
        if family_id in _READ or playable(family_id):
            found = window(family_id).scenes.get(name)
            if found is not None:
                return found
    raise KeyError(name)


def family_rules_sections(rules: RuleSet, deck: str) -> list[tuple[str, str]]:
    """The rules of ``rules``'s variant as its family writes them: (heading, text) pairs."""
    return window(rules.game).rules_text(rules, deck)


def move_words(family_id: str, move: object, deck: str, short: bool = False) -> str:
    """The move in words, as the family says it (its cards by name); ``short``: in fewer
    words where the cards are drawn beside them (a capture's cards counted, not named)."""
    return window(family_id).move_words(move, deck, short)


def move_reasons(family_id: str, view: object, move: object, deck: str) -> list[str]:
    """Why ``move`` from ``view``, in the family's words (the hint's reasons)."""
    return window(family_id).move_reasons(view, move, deck)


def outcome_reasons(family_id: str, view: object, outcomes: Outcomes, deck: str) -> list[str]:
    """What a play and the better move came to, in the family's words (none for a family
    that does not say it)."""
    say = window(family_id).move_outcomes
    return say(view, outcomes, deck) if say is not None else []


def given_away(family_id: str, view: object, played: object, better: object,
               outcomes: Outcomes | None, deck: str) -> list[str]:
    """What a play left the next player that the better move did not and the worlds show
    it cost, in the family's words (none for a family that does not say it)."""
    say = window(family_id).given_away
    return say(view, played, better, outcomes, deck) if say is not None else []


def hand_loss(rules: RuleSet, lost: float) -> str:
    """What the player's plays of a hand lost, in the game's own unit (the analysis's
    footer): the family's words, else in points."""
    from cicera_gui.look.play_classes import lost_count, points_lost
    from cicera_gui.words.i18n import ngettext

    say = window(rules.game).hand_loss
    said = say(rules, lost) if say is not None else None
    if said is not None:
        return said
    return ngettext("Lost in this hand: {points} point", "Lost in this hand: {points} points",
                    lost_count(lost)).format(points=points_lost(lost))


def move_cards(family_id: str, move: object) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The cards of ``move``: those played, and those it takes (a capture's)."""
    return window(family_id).move_cards(move)


def context_cards(family_id: str, view: object) -> tuple[str, tuple[int, ...]]:
    """What lay before the seat of ``view`` as it played, in words (translated) and cards:
    the table at Cicera, the trick so far at the trick-taking games."""
    return window(family_id).context_cards(view)


def new_game_choices(family_id: str) -> type[FamilyChoices[Any]]:
    """The class of the family's part of New game."""
    return window(family_id).new_game


def screenshot_scenes() -> tuple[str, ...]:
    """The families' own scenes that ``--screenshot`` stages, in the registry's order."""
    return tuple(name for each in windows() for name in each.screenshots)


def family_staging(scene: str) -> Callable[[Host, int], None]:
    """What stages the family scene ``scene`` for a screenshot; KeyError when none does."""
    for each in windows():
        found = each.screenshots.get(scene)
        if found is not None:
            return found
    raise KeyError(scene)


def frame_bench(family_id: str) -> FrameBench:
    """The family's frame bench (KeyError when it has none)."""
    found = window(family_id).bench
    if found is None:
        raise KeyError(f"no frame bench for the family {family_id!r}")
    return found


#: What the coach says of a play, by the class the analysis is sure of (the better move, where
#: it surely is one, named in the sentence).
COACH_WORDS = {
    "best": N_("The coach: the best play here."),
    "good": N_("The coach: a good play, close to the best."),
}
COACH_BETTER = {
    "good": N_("The coach: a good play; better still: {move}."),
    "inaccuracy": N_("The coach: an inaccuracy; better: {move}."),
    "mistake": N_("The coach: a mistake; better: {move}."),
    "blunder": N_("The coach: a blunder; better: {move}."),
}
#: While the coach works out what to say.
COACH_THINKING = N_("The coach is looking at your play…")


def coach_words(family_id: str, rating: PlayRating, deck: str) -> str:
    """The coach's word on a rated play: its class as the analysis is sure of it, the better
    move where there surely is one, and the first reason the analysis gives for it."""
    view = rating.position.view
    if rating.better is None:
        said = _(COACH_WORDS.get(rating.verdict, COACH_WORDS["good"]))
        return join_sentences([said])
    said = _(COACH_BETTER.get(rating.verdict, COACH_BETTER["mistake"])).format(
        move=move_words(family_id, rating.better, deck))
    reasons = [*given_away(family_id, view, rating.position.played, rating.better,
                           rating.outcomes, deck)[:1],
               *(outcome_reasons(family_id, view, rating.outcomes, deck)
                 if rating.outcomes is not None else [])]
    return join_sentences([said, *(join_clauses([reason]) for reason in reasons[:1])])
