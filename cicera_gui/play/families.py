"""The registry of game families in the window: each family's plug-in, found by its id.

What storage, statistics and the sounds need of a family is this plain value,
:class:`FamilyPlugin`, the ``PLUGIN`` of the family's package (``cicera_gui.families.<id>``):
its name as players say it, what statistics count of a replayed match, its sound cues. Its
table, dialogs and words are its window (:mod:`cicera_gui.scenes.families`), loaded only when
a scene asks, so statistics load no drawing code. A new family is a new package and one line
in :data:`PLUGIN_PACKAGES`; the packages are named as data (as entry points are), so no module
here imports the plug-ins above it.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any, Generic, TypeVar

#: Family id -> the package that defines its ``PLUGIN`` (and its ``window`` module).
PLUGIN_PACKAGES: dict[str, str] = {
    "cicera": "cicera_gui.families.cicera",
    "ciapano": "cicera_gui.families.ciapano",
    "scopa": "cicera_gui.families.scopa",
}


#: A family's replayed record (its engine's ``Replay``).
P = TypeVar("P")


@dataclass(frozen=True)
class FamilyPlugin(Generic[P]):
    """What the shared GUI's lower layers need of one family beyond the engine's registry,
    typed by the family's replayed record ``P``."""

    id: str
    #: The family's name as New game offers it (a message id, translated when shown).
    name: str
    #: How often each side made each of the family's named events (e.g. Scùa), by name.
    event_counts: Callable[[P], dict[str, list[int]]]
    #: The family's named events (the keys of ``event_counts``) with the message id that
    #: names each in statistics; and those that only some variants score, shown only once
    #: made.
    event_labels: tuple[tuple[str, str], ...] = ()
    rare_events: tuple[str, ...] = ()
    #: The heading of the family's table of events in statistics (a message id).
    events_title: str = "Event points made"
    #: The family's own sound cues (``<name>.wav`` in the sounds folder), e.g. Cicera's event
    #: points, played by its table beside the sounds every table plays.
    sounds: tuple[str, ...] = ()
    #: False while the family cannot yet be played in the window (it has no ``window``
    #: module; its records are then refused on import).
    playable: bool = True


def plugin_ids() -> tuple[str, ...]:
    return tuple(PLUGIN_PACKAGES)


@cache
def plugin(family_id: str) -> FamilyPlugin[Any]:
    """The plug-in of the family ``family_id`` (KeyError when the GUI has none)."""
    found = importlib.import_module(PLUGIN_PACKAGES[family_id]).PLUGIN
    if not isinstance(found, FamilyPlugin):
        raise TypeError(f"{PLUGIN_PACKAGES[family_id]}.PLUGIN is not a FamilyPlugin")
    return found


def playable(family_id: str) -> bool:
    """True when the window can play the family (it has a table)."""
    return family_id in PLUGIN_PACKAGES and plugin(family_id).playable


def shipped_variants() -> dict[str, list[str]]:
    """The shipped variants of every family the window can play, by family in the registry's
    order (New game's), each family's first variant first, then the others by id."""
    from engine.families import family, variant_ids

    found: dict[str, list[str]] = {}
    for family_id in plugin_ids():
        if playable(family_id):
            first = family(family_id).default_variant
            others = sorted(v for v in variant_ids(family_id) if v != first)
            found[family_id] = [first, *others]
    return found


def family_name(family_id: str) -> str:
    """The family's name as players say it (a message id; the id itself when the window
    has no plug-in for it)."""
    return plugin(family_id).name if family_id in PLUGIN_PACKAGES else family_id


def family_sounds() -> tuple[str, ...]:
    """Every family's own sound cues, in the registry's order."""
    return tuple(name for family_id in PLUGIN_PACKAGES for name in plugin(family_id).sounds)


def event_label(key: str) -> str:
    """The message id naming the event ``key`` of whichever family names it (``key`` itself
    when none does)."""
    for family_id in PLUGIN_PACKAGES:
        found = dict(plugin(family_id).event_labels).get(key)
        if found is not None:
            return found
    return key


def rare_event(key: str) -> bool:
    """Whether only some variants score the event ``key`` (statistics show it once made)."""
    return any(key in plugin(family_id).rare_events for family_id in PLUGIN_PACKAGES)
