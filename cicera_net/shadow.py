"""A seat's own copy of a remote table's match, from what the table sends it alone.

The server alone knows the deal; a client is sent its seat's view and the last move
(``docs/PROTOCOL.md``). A window draws a match from a whole game, so the client keeps a
*shadow*: a game that agrees with every view it was sent, the cards it has not seen dealt at
random among the places they may be (the family's ``determinize``). Its hidden cards are
never shown (they lie face down), so they need only be possible, never true.

Each ``state`` the table sends moves the shadow on:

- a move by a seat: a world agreeing with the view before it in which that seat holds the
  card it played (:attr:`engine.families.Family.world_for_move`); the move is applied there,
  and its events are what the window animates;
- a deal: the hand the view shows is dealt in the shadow (the cards unseen at random), with
  the deal's events;
- this seat's own move, made at once (unless it brings the seat cards only the table knows:
  then the table's answer is followed as another seat's move, the cards it drew where it
  drew them);
- anything the shadow cannot follow so (a first view, a view after a reconnection): a world
  made afresh from the view, shown at once.

Whichever way, the shadow's view of its seat is then exactly the view received (checked:
:meth:`Shadow.follow` falls back to a world made afresh otherwise).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from cicera_net.seatview import view_from_json, view_json
from engine.cards import Card
from engine.errors import EngineError
from engine.families import family_of_rules
from engine.game import AnyGame


@dataclass
class Step:
    """What a ``state`` changed: the world to show before the events (None: show
    :attr:`game` at once, no events), the events to animate, the shadow after them."""

    game: AnyGame
    before: AnyGame | None = None
    events: list[Any] = field(default_factory=list)
    #: True when the window showed it already: this seat's own move, made at once
    shown: bool = False

    @property
    def animated(self) -> bool:
        return self.before is not None


def played_card(text: str) -> Card | None:
    """The card a move's text plays (``"9d"``, ``"9d:2d+3d"``); None for a choice."""
    try:
        return Card.parse(text.split(":", 1)[0])
    except (ValueError, KeyError):
        return None


class Shadow:
    """The match as the window of ``seat`` draws it (see the module's docstring)."""

    def __init__(self, rules: Any, players: int, seat: int, seed: int = 0) -> None:
        self.rules, self.players, self.seat = rules, players, seat
        self.family = family_of_rules(rules)
        self.view_type = self.family.view_type()
        self.rng = random.Random(seed)
        #: The match as drawn: before the first view, a match with no hand dealt
        self.game: AnyGame = self.family.new_match(rules, players, seed)
        self.view: Any | None = None
        #: This seat's own move made at once, until the table's state answers it
        self.pending: str | None = None
        #: The position of the last state followed (the table's count of moves and deals)
        self.at: Any = None
        #: Each hand seen: who dealt, the table and how many plays the hand had had at its
        #: first view, by hand number
        self.openings: dict[int, tuple[int, tuple[Any, ...], int]] = {}
        #: How many hands were played before the first the copy saw (a seat taken late, or
        #: a program started again): the copy's log holds the hands from there on
        self.offset = 0
        #: The hands whose whole deal the copy holds (seen from deal to end, where the rules
        #: show every card): their review, analysis and record are the table's own
        self.public: set[int] = set()
        #: How many states were followed by their events, and how many were shown at once
        self.animated = 0
        self.snapped = 0

    def play_own(self, move: Any) -> list[Any] | None:
        """This seat's own move, made in the shadow at once (the window shows it without
        waiting for the table): its events. The table's answer is then only checked.

        None for a move that brings this seat cards only the table knows (a Kifameno trick
        before the talon is drawn, a Cicera round's last play before the next packet): the
        copy would show guessed cards in the seat's own hand, so the move waits for the
        table's answer, which brings the cards drawn (:meth:`follow`)."""
        trial = self.game.clone()
        events = list(trial.apply(move))
        if set(trial.view(self.seat).hand) - set(self.game.view(self.seat).hand):
            self.pending = None
            return None
        self.game = trial
        self.pending = str(move)
        return events

    def resync(self) -> Step:
        """The shadow made afresh from the last view received (the table refused a move
        made at once: the shadow had gone ahead of it)."""
        self.pending = None
        if self.view is None:
            return Step(self.game)
        world = self.family.determinize(self.view, self.rng)
        self._keep_history(world)
        self.game = world
        self.snapped += 1
        return Step(world)

    def follow(self, state: dict[str, Any]) -> Step:
        """Move the shadow on to the ``state`` received (see the module's docstring)."""
        data = state["view"]
        view = view_from_json(data, self.view_type, self.rules)
        last = state.get("last")
        before = self.view
        at, self.at = self.at, state.get("at")
        if (at is not None and at == self.at and self.pending is None
                and self.agrees(self.game, data)):  # the same position told again (a seat
            self.view = view  # taken, the host's choices): nothing moved
            return Step(self.game, shown=True)
        pending, self.pending = self.pending, None
        if (pending is not None and isinstance(last, dict) and last.get("seat") == self.seat
                and last.get("move") == pending and self.agrees(self.game, data)):
            self.view = view  # the move made at once, as the table made it
            self.animated += 1
            self._publish(self.game, before, last)
            return Step(self.game, shown=True)
        step = self._by_events(last, view, data)
        if step is None:
            world = self.family.determinize(view, self.rng)
            self._keep_history(world)
            step = Step(world)
            self.snapped += 1
            number = getattr(view, "hand_number", None)
            if before is None and isinstance(number, int):  # the hands before, never seen
                self.offset = max(0, number - len(world.hand_log()))
        else:
            self.animated += 1
            if last is not None:
                self._publish(step.game, before, last)
        plays = getattr(view, "plays", None)
        number = getattr(view, "hand_number", None)
        if (plays is not None and isinstance(number, int) and number not in self.openings
                and getattr(view, "turn", None) is not None):
            # the first view of a hand: its table then, and how many plays it had had
            self.openings[number] = (int(view.dealer), tuple(view.table), len(plays))
        self.game, self.view = step.game, view
        return step

    def agrees(self, game: AnyGame, data: dict[str, Any]) -> bool:
        """True when ``game`` shows this seat exactly the view ``data``."""
        try:
            return view_json(game.view(self.seat)) == data
        except (EngineError, ValueError, TypeError, AttributeError):
            return False

    def _by_events(self, last: dict[str, Any] | None, view: Any,
                   data: dict[str, Any]) -> Step | None:
        before = self.view
        if before is None:
            return None
        try:
            if last is not None:
                return self._move(last, before, view, data)
            if self.game.is_chance_node() and not self.game.is_terminal():
                return self._deal(view, data)
        except (EngineError, ValueError, KeyError, IndexError):
            return None  # not followed: made afresh
        return None

    def _move(self, last: dict[str, Any], before: Any, view: Any, data: dict[str, Any]
              ) -> Step | None:
        seat, text = last.get("seat"), last.get("move")
        if not isinstance(seat, int) or not isinstance(text, str):
            return None
        game = self.game
        if game.is_chance_node() or game.current_player() != seat:
            return None
        held = set(getattr(before, "hand", ()))
        coming = [card for card in getattr(view, "hand", ()) if card not in held]  # as dealt
        world = self.family.world_for_move(before, self.rng, seat, played_card(text), coming)
        self._keep_history(world)
        move = {str(m): m for m in world.legal_moves()}.get(text)
        if move is None:
            return None
        shown = world.clone()
        events = list(world.apply(move))
        return Step(world, shown, events) if self.agrees(world, data) else None

    def _deal(self, view: Any, data: dict[str, Any]) -> Step | None:
        dealt = self.family.determinize(view, self.rng)
        if dealt.is_chance_node() or not dealt.hand_log():
            return None
        log = dealt.hand_log()[-1]
        if log.plays:
            return None  # more than a deal happened: made afresh
        game = self.game.clone()
        shown = game.clone()
        events = list(game.start_hand(log.deal, log.dealer))  # type: ignore[attr-defined]
        return Step(game, shown, events) if self.agrees(game, data) else None

    def _publish(self, game: AnyGame, before: Any, last: dict[str, Any] | None) -> None:
        """The hand ``last`` finished, told again whole where the family can tell it from
        what this seat saw (:attr:`engine.families.Family.public_hand`): the copy's hand log
        is then the table's own (the deal, and every play from the first)."""
        told = self.family.public_hand
        logs = game.hand_log()
        if told is None or not logs or not logs[-1].finished or last is None or not before:
            return
        log = logs[-1]
        number = len(logs) + self.offset
        if not log.plays or not isinstance(last.get("seat"), int):
            return
        hand = told(self.rules, self.players, before, int(last["seat"]), log.plays[-1],
                    self.openings.get(number))
        if hand is not None:
            log.deal, log.plays = hand  # type: ignore[misc]
            self.public.add(number)

    def _keep_history(self, world: AnyGame) -> None:
        """The hands finished before the one in play, as the shadow has them, ahead of the
        world's own (a world made from a view holds the hand in play alone)."""
        log = getattr(world, "log", None)
        done = self.game.hand_log()
        if not isinstance(log, list) or not log:
            return
        earlier = [hand for hand in done if hand.finished]
        current = log[-1:]
        number = getattr(self.view, "hand_number", None)
        if isinstance(number, int) and number >= 1:
            earlier = earlier[: number - 1]
        world.log = [*earlier, *current]  # type: ignore[attr-defined]
