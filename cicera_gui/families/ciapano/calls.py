"""Mattazza's calls at the trick table: a button for each call while it is your turn, a speech
bubble by the seat of whoever calls (the shared table's talk, :mod:`cicera_gui.scenes.talk`),
and each seat's calls of the hand as small tags on its panel (beside its score).

Calls are table talk that changes no score (:mod:`engine.ciapano.calls`): they live beside
the match in the controller's ``calls`` (kept in the program's save, never in the record).
"""

from __future__ import annotations

import weakref
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from cicera_gui.families.ciapano.rules_text import call_help
from cicera_gui.families.ciapano.stage import TrickStage
from cicera_gui.scenes.talk import TableTalk
from cicera_gui.words.i18n import N_, _
from cicera_gui.words.names import seat_name, viewer
from engine.ciapano.calls import Call, CallIndex, call_now, may_call

if TYPE_CHECKING:
    from cicera_gui.play.match import MatchController
    from engine.ciapano.game import CiapanoGame

#: The buttons' labels: what you say.
CALL_LABELS = {"duro": N_("Go hard"), "mattazza": N_("Pull the mattazza")}
#: The key that makes each call (the letter is shown on its button).
CALL_KEYS = {"duro": (pygame.K_d, "D"), "mattazza": (pygame.K_m, "M")}
#: What a speech bubble says.
CALL_SAYINGS = {"duro": N_("Going hard!"), "mattazza": N_("Pulling the mattazza!")}
#: A call's short name, on a tag on the panel of the seat that said it.
CALL_NOTES = {"duro": N_("hard"), "mattazza": N_("mattazza")}


def label_of(call: str) -> str:
    """A call's button: its name, and the key that makes it."""
    return f"{_(CALL_LABELS[call])} ({CALL_KEYS[call][1]})"


_INDEXES: weakref.WeakKeyDictionary[Any, CallIndex] = weakref.WeakKeyDictionary()


def call_index(controller: MatchController[CiapanoGame]) -> CallIndex:
    """The match's calls by hand, built again only when they changed."""
    calls = controller.calls
    index = _INDEXES.get(controller)
    if index is None or index.mark != CallIndex.mark_of(calls):
        index = CallIndex(calls)
        _INDEXES[controller] = index
    return index


def said_line(calls: Sequence[Call]) -> str:
    """The calls as the hand's review says them: "Bepi: Vado a duro!"."""
    return " · ".join(_("{name}: {said}").format(name=seat_name(call.seat),
                                                  said=_(CALL_SAYINGS[call.call]))
                      for call in calls if call.call in CALL_SAYINGS)


class TableCalls(TableTalk[Call, TrickStage]):
    """The calls' buttons, bubbles and notes on the trick table."""

    def said_in_hand(self, hand: int) -> list[Call]:
        """The calls of hand number ``hand``, each seat's call once (cheap: see
        :class:`CallIndex`)."""
        return call_index(self.table.controller).hand(hand)

    def words(self, said: Call) -> str:
        return _(CALL_SAYINGS[said.call])

    # -- your calls ----------------------------------------------------------------------

    def sayings(self) -> tuple[str, ...]:
        return self.table.controller.game.rules.calls

    def may_say(self, saying: str) -> bool:
        view = self.table.controller.game.view(viewer())
        return may_call(view, saying, self.said_in_hand(view.hand_number))

    def label(self, saying: str) -> str:
        return label_of(saying)

    def key_of(self, saying: str) -> int:
        return CALL_KEYS[saying][0]

    def meaning(self, saying: str) -> str:
        return call_help(saying)

    def say(self, saying: str) -> None:
        """You announce ``saying`` (on your turn, once a hand)."""
        view = self.table.controller.game.view(viewer())
        made = self.said_in_hand(view.hand_number)
        if may_call(view, saying, made):
            said = call_now(view, saying, made)
            self.table.controller.calls.append(said)
            self.show(said)

    # -- drawing ---------------------------------------------------------------------------

    def note(self, said: Call) -> str:
        return _(CALL_NOTES[said.call]) if said.call in CALL_NOTES else ""

    def middle(self) -> pygame.Rect:
        return self.table.layout_info.trick.area()
