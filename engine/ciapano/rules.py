"""The Ciapanò family's rule set: the named parameters a variant YAML file may set, validated.

Engine code asks ``rules.rest``, ``rules.scoring`` or ``rules.hand_size(players)``, never
which variant it is. Card points are whole numbers in the variant's unit: thirds of a point
(``unit: third``) or whole points (``unit: point``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Literal

from engine.bounds import MAX_DESCRIPTION_CHARS, quote
from engine.cards import RANK_OF, RANK_SYMBOLS, SUIT_LETTERS, Card, CardError, deck
from engine.game import MAX_SEATS, MIN_SEATS
from engine.variants.checks import KeyChecker, check_player_count, common_keys, either
from engine.variants.loader import VariantSource, read_variant

GAME = "ciapano"
#: Mattazza's calls by id, in the order they are offered (:mod:`engine.ciapano.calls` says
#: what they are and when the computer makes them).
CALLS: tuple[str, ...] = ("duro", "mattazza")
DECK: tuple[Card, ...] = tuple(deck(40))
MIN_PLAYERS = MIN_SEATS
MAX_PLAYERS = MAX_SEATS  # Traversone seats eight
SUIT_NAMES = ("coins", "cups", "swords", "batons")

Rest = Literal["aside", "monte", "talon"]
Unit = Literal["third", "point"]
Scoring = Literal["balance", "mattazza", "busche"]
Cappotto = Literal["give", "choose"]
End = Literal["survivors", "first_to_target", "deals"]

_KNOWN_KEYS = {
    **common_keys(GAME, MIN_PLAYERS, MAX_PLAYERS),
    "deal": "a mapping from player count to the cards each player gets, e.g. {4: 10}",
    "removed": "a mapping from player count to cards taken out first, e.g. {3: [4d]}",
    "rest": "where the undealt cards go: 'aside' (out of play), 'monte' (to the last trick) "
            "or 'talon' (drawn before each trick)",
    "unit": f"{either(Unit)}: the unit card points are counted in",
    "card_points": "a mapping from rank to points in the unit, e.g. {A: 3, '3': 1}",
    "special_points": "a mapping from card to points in the unit, e.g. {Ab: 33}",
    "last_trick_bonus": "the points in the unit that the last trick adds",
    "scoring": either(Scoring),
    "total": "the whole points that the balance adds up to (11)",
    "cappotto": "'give' (everyone else writes the total) or 'choose' (its maker chooses "
                "to take the total off their own score or to give it)",
    "follow_while_talon": "true or false: whether suit must be followed while the talon lasts",
    "draw_before_first_trick": "true or false: whether the talon is drawn before the first "
                               "trick too",
    "first_trick_no_lead": "a list of suits that may not be led to the first trick, e.g. [d]",
    "first_trick_no_discard": "a list of cards that may not be discarded to the first trick",
    "end": either(End),
    "target": "the score at which a player is out (or the match ends)",
    "survivors": "how many players left in end the match (1, 2 or 3)",
    "deals": "how many deals the match lasts (with end: deals)",
    "calls": "a list of the calls players may announce, table talk that changes no score: "
             + " ".join(CALLS) + " (e.g. [duro, mattazza]; [] for none)",
}


@dataclass(frozen=True, slots=True)
class CiapanoRules:
    """Every parameter of a Ciapanò-family variant. Build with :func:`load_rules`."""

    id: str
    name: str
    players: tuple[int, ...]
    default_players: int
    #: Cards each player is dealt, by the number of players in the hand.
    hand_sizes: Mapping[int, int]
    #: Cards taken out of the 40 before the deal, by the number of players.
    removed: Mapping[int, tuple[Card, ...]]
    rest: Rest
    unit: Unit
    #: Points of every card number (0-51) in the unit (cards outside the 40: 0).
    values: tuple[int, ...]
    last_trick_bonus: int
    scoring: Scoring
    total: int
    cappotto: Cappotto
    follow_while_talon: bool
    draw_before_first_trick: bool
    #: Suits (0-3) that may not be led to the first trick, and cards not to be discarded to it.
    first_trick_no_lead: tuple[int, ...]
    first_trick_no_discard: tuple[Card, ...]
    end: End
    target: int
    survivors: int
    deals: int
    #: The calls players may announce (:mod:`engine.ciapano.calls`); none by default.
    calls: tuple[str, ...] = ()
    description: str = ""
    source: str = ""
    #: The first-trick bans as card masks (bit ``c`` for card ``c``), for the fast core.
    no_lead_mask: int = field(init=False)
    no_discard_mask: int = field(init=False)

    game = GAME

    def __post_init__(self) -> None:
        no_lead = sum(1 << c for c in DECK if c // 13 in self.first_trick_no_lead)
        object.__setattr__(self, "no_lead_mask", no_lead)
        object.__setattr__(self, "no_discard_mask",
                           sum(1 << c for c in self.first_trick_no_discard))

    @property
    def min_players(self) -> int:
        return self.players[0]

    @property
    def unit_size(self) -> int:
        """How many of the unit make a whole point (3 for thirds)."""
        return 3 if self.unit == "third" else 1

    def check_players(self, players: int) -> None:
        check_player_count(self.id, self.source, self.players, players)

    def hand_size(self, players: int) -> int:
        self.check_players(players)
        return self.hand_sizes[players]

    def deck_for(self, players: int) -> tuple[Card, ...]:
        """The cards in play with ``players`` players: the 40 less any removed."""
        removed = self.removed.get(players, ())
        return _deck_without(removed) if removed else DECK

    def rest_size(self, players: int) -> int:
        """Cards left after the deal: aside, the monte, or the talon."""
        return len(self.deck_for(players)) - self.hand_size(players) * players


@cache
def _deck_without(removed: tuple[Card, ...]) -> tuple[Card, ...]:
    return tuple(card for card in DECK if card not in removed)


def load_rules(name: str | Path, base_dir: Path | None = None) -> CiapanoRules:
    """Load a shipped variant by id (``ciapano``) or a YAML file, validated."""
    return rules_from_source(read_variant(name, base_dir))


def rules_from_source(source: VariantSource) -> CiapanoRules:
    check = _Checker(source, _KNOWN_KEYS)
    variant_id, players, default_players = check.identity(GAME, MIN_PLAYERS, MAX_PLAYERS)
    rest: Rest = check.choice("rest", Rest, "aside")
    removed = check.removed(players)
    hand_sizes = {count: check.deal(count, rest, len(removed.get(count, ()))) for count in players}
    end: End = check.choice("end", End, "survivors")
    if end == "survivors":
        missing = [n for n in range(players[0], players[-1] + 1) if n not in players]
        if missing:
            check.fail("players", "with end 'survivors' players go out one by one: list every "
                                  f"count from {players[0]} to {players[-1]} (missing {missing})")
    scoring: Scoring = check.choice("scoring", Scoring, "balance")
    draw_first = check.flag("draw_before_first_trick", False)
    if rest == "talon" and draw_first:
        _check_first_draw(check, players, hand_sizes, removed)
    return CiapanoRules(
        id=variant_id,
        name=check.text("name", default=variant_id),
        description=check.text("description", default="", longest=MAX_DESCRIPTION_CHARS,
                               lines=True),
        players=players,
        default_players=default_players,
        hand_sizes=hand_sizes,
        removed=removed,
        rest=rest,
        unit=check.choice("unit", Unit, "third"),
        values=check.card_values(),
        last_trick_bonus=check.integer("last_trick_bonus", default=0, low=0, high=1000),
        scoring=scoring,
        total=check.integer("total", required=scoring == "balance", default=0, low=1,
                            high=1000),
        cappotto=check.choice("cappotto", Cappotto, "give"),
        follow_while_talon=check.flag("follow_while_talon", True),
        draw_before_first_trick=draw_first,
        first_trick_no_lead=check.suits("first_trick_no_lead"),
        first_trick_no_discard=check.cards(
            "first_trick_no_discard", source.values.get("first_trick_no_discard", [])),
        end=end,
        target=check.integer("target", required=end != "deals", default=0, low=1,
                             high=10_000),
        survivors=check.integer("survivors", default=1, low=1, high=3),
        deals=check.integer("deals", required=end == "deals", default=0, low=1, high=10_000),
        calls=check.calls(),
        source=source.chain[0] if source.chain else variant_id,
    )


def _check_first_draw(check: _Checker, players: tuple[int, ...], hand_sizes: Mapping[int, int],
                      removed: Mapping[int, tuple[Card, ...]]) -> None:
    """A talon drawn from before the first trick must hold cards at every player count: a
    variant is playable at every count it allows, or refused when it is read."""
    for count in players:
        if len(DECK) - len(removed.get(count, ())) - hand_sizes[count] * count == 0:
            check.fail("draw_before_first_trick",
                       f"with {count} players the talon is empty: every card is dealt "
                       f"({hand_sizes[count]} each), so nothing can be drawn before the "
                       "first trick")


class _Checker(KeyChecker):
    """The family's own keys: deals, removed cards, card points, suits."""

    def cards(self, key: str, value: object) -> tuple[Card, ...]:
        if not isinstance(value, list):
            self.fail(key, f"expected a list of cards such as [Ad, 4d], got {quote(value)}")
        found: list[Card] = []
        for text in value:
            try:
                card = Card.parse(str(text))
            except CardError as exc:
                self.fail(key, str(exc))
            if card not in DECK:
                self.fail(key, f"{card} is not one of the 40 cards (no 8, 9, 10)")
            if card in found:
                self.fail(key, f"{card} is listed twice")
            found.append(card)
        return tuple(found)

    def removed(self, players: tuple[int, ...]) -> dict[int, tuple[Card, ...]]:
        value = self.mapping("removed", {})
        removed: dict[int, tuple[Card, ...]] = {}
        for count, cards in value.items():
            number = int(count) if isinstance(count, str) and count.isdigit() else count
            if number not in players:
                self.fail(f"removed.{count}", f"expected one of the player counts {list(players)}")
            removed[number] = self.cards(f"removed.{count}", cards)
        return removed

    def deal(self, players: int, rest: str, removed: int) -> int:
        deal = self.mapping("deal")
        entry = deal.get(players, deal.get(str(players)))
        key = f"deal.{players}"
        if entry is None:
            self.fail(key, f"expected how many cards each of {players} players gets")
        size = self.whole(key, entry, 1, 40)
        cards = len(DECK) - removed
        left = cards - size * players
        if left < 0:
            self.fail(key, f"{size} each to {players} players is {size * players} cards, "
                           f"but the deck has only {cards}")
        if rest == "talon" and left % players:
            self.fail(key, f"the talon of {left} cards cannot be drawn one each by "
                           f"{players} players")
        return size

    def card_values(self) -> tuple[int, ...]:
        table = self.mapping("card_points")
        by_rank: dict[int, int] = {}
        for rank_key, points in table.items():
            symbol = str(rank_key).upper()
            if symbol not in RANK_SYMBOLS or RANK_SYMBOLS.index(symbol) in (7, 8, 9):
                self.fail(f"card_points.{rank_key}", "expected a rank: A 2 3 4 5 6 7 F C R")
            by_rank[RANK_SYMBOLS.index(symbol)] = self.whole(f"card_points.{rank_key}", points,
                                                             0, 1000)
        values = [by_rank.get(RANK_OF[card], 0) if card in DECK else 0 for card in range(52)]
        special = self.mapping("special_points", {})
        for card_key, points in special.items():
            key = f"special_points.{card_key}"
            (card,) = self.cards(key, [card_key])
            values[card] = self.whole(key, points, 0, 1000)
        return tuple(values)

    def calls(self) -> tuple[str, ...]:
        value = self.values.get("calls", [])
        if not isinstance(value, list):
            self.fail("calls", f"expected a list of calls such as [duro, mattazza], "
                               f"got {quote(value)}")
        found: list[str] = []
        for call in value:
            if call not in CALLS:
                known = ", ".join(CALLS)
                self.fail("calls", f"unknown call {quote(call)}; the calls are {known}")
            if call in found:
                self.fail("calls", f"{call} is listed twice")
            found.append(call)
        return tuple(call for call in CALLS if call in found)

    def suits(self, key: str) -> tuple[int, ...]:
        value = self.values.get(key, [])
        if not isinstance(value, list):
            self.fail(key, f"expected a list of suits such as [d], got {quote(value)}")
        suits: list[int] = []
        for letter in value:
            text = str(letter).lower()
            if text not in SUIT_LETTERS:
                self.fail(key, f"expected suits d c s b, got {quote(letter)}")
            suits.append(SUIT_LETTERS.index(text))
        return tuple(sorted(set(suits)))
