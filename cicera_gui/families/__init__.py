"""The GUI's registry of game families: each family's plug-in, found by the family's id.

The shared code (the table, New game, storage, statistics, screenshots, the bench) asks this
registry, never a family by name. A plug-in is a small value, :class:`FamilyPlugin`, in the
family's package (``cicera_gui.families.<id>``): the family's name as players say it, what
the statistics count of a replayed match, and where its table scene, its part of New game,
its screenshot scenes and its frame bench live (each imported only when used, so statistics
load no drawing code). A new family is a new package and one line in
:data:`_PLUGIN_MODULES`. This registry holds data and imports no scene (storage asks it
too); :mod:`cicera_gui.scenes.registry` opens the table it names.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cicera_gui.families.choices import FamilyChoices

#: Family id -> the module that defines its ``PLUGIN``.
_PLUGIN_MODULES: dict[str, str] = {
    "cicera": "cicera_gui.families.cicera",
    "ciapano": "cicera_gui.families.ciapano",
}


@dataclass(frozen=True)
class FamilyPlugin:
    """What the shared GUI needs of one family beyond the engine's registry."""

    id: str
    #: The family's name as New game offers it (a message id, translated when shown).
    name: str
    #: "module:Class" of the family's table scene; None while the family cannot yet be
    #: played in the window (its records are then refused on import).
    table: str | None
    #: Per finished hand of a replayed match, what each side scored (or wrote).
    hand_points: Callable[[Any], list[list[int]]]
    #: How often each side made each of the family's named events (e.g. Scùa), by name.
    event_counts: Callable[[Any], dict[str, list[int]]]
    #: The family's named events (the keys of ``event_counts``) with the message id that
    #: names each in statistics; and those that only some variants score, shown only once
    #: made.
    event_labels: tuple[tuple[str, str], ...] = ()
    rare_events: tuple[str, ...] = ()
    #: The heading of the family's table of events in statistics (a message id).
    events_title: str = "Event points made"
    #: The family's own scenes (its dialogs), opened by name: (name, "module:Class").
    scenes: tuple[tuple[str, str], ...] = ()
    #: "module:function" giving the Rules scene's (heading, text) pairs for a rule set and a
    #: deck.
    rules_text: str = ""
    #: The scene (by name) that reviews a finished hand: (app, controller, hand log, number).
    review: str = ""  # none: finished hands are not reviewed
    #: "module:Class" of the family's part of New game (a ``FamilyChoices``, see
    #: :mod:`cicera_gui.families.choices`): its own choices beyond the variant, the players
    #: and the levels, and the lines that say what the chosen variant means.
    new_game: str = "cicera_gui.families.choices:FamilyChoices"
    #: The family's own scenes that ``cicera --screenshot`` stages: (scene, "module:function"
    #: putting it on the screen from (app, seed)).
    screenshots: tuple[tuple[str, str], ...] = ()
    #: The family's own sound cues (``<name>.wav`` in the sounds folder), e.g. Cicera's event
    #: points, played by its table beside the sounds every table plays.
    sounds: tuple[str, ...] = ()
    #: "module:function" saying a move in words, its cards by name: (move, deck, short)
    #: -> str (``short``: fewer words, for a line with its cards drawn beside it);
    #: and the reasons for a move from a seat's view: (view, move, deck) -> list[str] (the
    #: analysis of a hand says what was played, what was better and why).
    move_words: str = ""
    move_reasons: str = ""
    #: "module:function" saying what a play and the better move came to over the analysis's
    #: worlds: (view, outcomes, deck) -> list[str] (:mod:`engine.ai.outcomes`).
    move_outcomes: str = ""
    #: "module:function" giving a move's cards to draw: move -> (cards played, cards taken);
    #: and what lay before the player at a play: view -> (what it is, in words; its cards).
    move_cards: str = ""
    context_cards: str = ""
    #: "module:function" timing the family's table for ``python -m cicera_gui.bench``:
    #: (size, variant, players, hands, level, seed) -> a JSON-ready report.
    bench: str | None = None


def plugin_ids() -> tuple[str, ...]:
    return tuple(_PLUGIN_MODULES)


@cache
def plugin(family_id: str) -> FamilyPlugin:
    """The plug-in of the family ``family_id`` (KeyError when the GUI has none)."""
    found: FamilyPlugin = importlib.import_module(_PLUGIN_MODULES[family_id]).PLUGIN
    return found


def playable(family_id: str) -> bool:
    """True when the window can play the family (it has a table)."""
    return family_id in _PLUGIN_MODULES and plugin(family_id).table is not None


def family_name(family_id: str) -> str:
    """The family's name as players say it (a message id; the id itself when the window
    has no plug-in for it)."""
    return plugin(family_id).name if family_id in _PLUGIN_MODULES else family_id


def family_sounds() -> tuple[str, ...]:
    """Every family's own sound cues, in the registry's order."""
    return tuple(name for family_id in _PLUGIN_MODULES for name in plugin(family_id).sounds)


def family_scene(name: str) -> str:
    """Where the family scene called ``name`` lives ("module:Class"); KeyError if none."""
    for family_id in _PLUGIN_MODULES:
        found = dict(plugin(family_id).scenes).get(name)
        if found is not None:
            return found
    raise KeyError(name)


def family_rules_sections(rules: Any, deck: str) -> list[tuple[str, str]]:
    """The rules of ``rules``'s variant as its family writes them: (heading, text) pairs."""
    found: list[tuple[str, str]] = _named(plugin(rules.game).rules_text)(rules, deck)
    return found


def event_label(key: str) -> str:
    """The message id naming the event ``key`` of whichever family names it (``key`` itself
    when none does)."""
    for family_id in _PLUGIN_MODULES:
        found = dict(plugin(family_id).event_labels).get(key)
        if found is not None:
            return found
    return key


def rare_event(key: str) -> bool:
    """Whether only some variants score the event ``key`` (statistics show it once made)."""
    return any(key in plugin(family_id).rare_events for family_id in _PLUGIN_MODULES)


def family_table(family_id: str) -> str:
    """Where the family's table scene lives ("module:Class"); KeyError if it has none."""
    where = plugin(family_id).table
    if where is None:
        raise KeyError(f"no table for the family {family_id!r}")
    return where


def _named(where: str) -> Any:
    """What ``"module:name"`` names, its module imported."""
    module_name, _, name = where.partition(":")
    return getattr(importlib.import_module(module_name), name)


def move_words(family_id: str, move: Any, deck: str, short: bool = False) -> str:
    """The move in words, as the family says it (its cards by name); ``short``: in fewer
    words where the cards are drawn beside them (a capture's cards counted, not named)."""
    words: str = _named(plugin(family_id).move_words)(move, deck, short=short)
    return words


def move_reasons(family_id: str, view: Any, move: Any, deck: str) -> list[str]:
    """Why ``move`` from ``view``, in the family's words (the hint's reasons)."""
    lines: list[str] = _named(plugin(family_id).move_reasons)(view, move, deck)
    return lines


def outcome_reasons(family_id: str, view: Any, outcomes: Any, deck: str) -> list[str]:
    """What a play and the better move came to, in the family's words (none for a family
    that does not say it)."""
    where = plugin(family_id).move_outcomes
    lines: list[str] = _named(where)(view, outcomes, deck) if where else []
    return lines


def move_cards(family_id: str, move: Any) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The cards of ``move``: those played, and those it takes (a capture's)."""
    cards: tuple[tuple[int, ...], tuple[int, ...]] = _named(plugin(family_id).move_cards)(move)
    return cards


def context_cards(family_id: str, view: Any) -> tuple[str, tuple[int, ...]]:
    """What lay before the seat of ``view`` as it played, in words (translated) and cards:
    the table at Cicera, the trick so far at the trick-taking games."""
    found: tuple[str, tuple[int, ...]] = _named(plugin(family_id).context_cards)(view)
    return found


def new_game_choices(family_id: str) -> type[FamilyChoices]:
    """The class of the family's part of New game."""
    found: type[FamilyChoices] = _named(plugin(family_id).new_game)
    return found


def screenshot_scenes() -> tuple[str, ...]:
    """The families' own scenes that ``--screenshot`` stages, in the registry's order."""
    return tuple(name for family_id in _PLUGIN_MODULES
                 for name, _where in plugin(family_id).screenshots)


def family_staging(scene: str) -> Callable[[Any, int], None]:
    """What stages the family scene ``scene`` for a screenshot; KeyError when none does."""
    for family_id in _PLUGIN_MODULES:
        where = dict(plugin(family_id).screenshots).get(scene)
        if where is not None:
            found: Callable[[Any, int], None] = _named(where)
            return found
    raise KeyError(scene)


def frame_bench(family_id: str) -> Callable[..., dict[str, object]]:
    """The family's frame bench (KeyError when it has none)."""
    where = plugin(family_id).bench
    if where is None:
        raise KeyError(f"no frame bench for the family {family_id!r}")
    found: Callable[..., dict[str, object]] = _named(where)
    return found
