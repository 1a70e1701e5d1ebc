"""A family's part of New game: the choices it offers beyond the game, the variant, the
number of players and the opponents' levels, and the lines that say what the chosen variant
means. Each plug-in names its own (:attr:`FamilyPlugin.new_game`); New game asks it and
names no family.

A family's own choices are rules of the variant (:class:`RuleOption`: its target, how its
match ends …) that it declares; New game shows a row for each that is offered and has more
than one value, remembers them for the variant and starts the match with those that differ
from the variant's own.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, TypeVar

from cicera_gui.look.widgets import Choice, Widget
from cicera_gui.play.match import FRIEND
from cicera_gui.words.i18n import N_, _, ngettext
from cicera_gui.words.names import OPPONENT_NAMES

if TYPE_CHECKING:
    from engine.game import RuleSet

#: The family's rule set.
R = TypeVar("R", bound="RuleSet")
#: A rule's value as New game chooses it.
Value = int | str


def _always(_rules: object, _chosen: Mapping[str, Value]) -> bool:
    return True


@dataclass(frozen=True)
class RuleOption(Generic[R]):
    """One of a family's own choices: the rule ``key`` of the variant (an attribute of its
    rule set), chosen under ``label`` among ``values`` (for the variant and a number of
    players), while ``offered`` holds for the variant and the values chosen so far. ``words``
    says each value (message ids); without them the value is shown as it is."""

    key: str
    label: str
    values: Callable[[R, int], Sequence[Value]]
    offered: Callable[[R, Mapping[str, Value]], bool] = _always
    words: Mapping[str, str] | None = None

def partners_line() -> str:
    """Four players in two partnerships, as they sit: you and the seat opposite against the
    two others."""
    return _("Four players: you and {partner} against {a} and {b}").format(
        partner=OPPONENT_NAMES[2], a=OPPONENT_NAMES[1], b=OPPONENT_NAMES[3])


#: How a friend at this screen plays a seat, said under New game's rows.
FRIEND_WAY = N_("A friend plays this seat at this screen: between two people's turns the "
                "table hides every hand until the screen is passed.")


class FamilyChoices(Generic[R]):
    """No choices of the family's own; the variant described by its target (for a family
    whose rule sets are ``R``).

    ``changed`` is called after one of the family's own choices changed (New game then
    rebuilds its rows and its description)."""

    #: The family's own choices, in the order of their rows.
    options: Sequence[RuleOption[R]] = ()
    #: What each shipped variant is, game and all, in one sentence (message ids), by id.
    variant_sentences: Mapping[str, str] = {}
    #: What the family's game is, in one sentence, for a variant of the player's own.
    game_sentence: str = ""

    def __init__(self, rules: R, changed: Callable[[], None],
                 kept: Mapping[str, object] | None = None) -> None:
        self.changed = changed
        self.chosen: dict[str, Value] = {}
        self.reset(rules, kept or {})

    def reset(self, rules: R, kept: Mapping[str, object]) -> None:
        """The choices as the variant ``rules`` has them (a variant was chosen), or as the
        player last chose them for it (``kept``, from :meth:`kept`), as far as the variant
        still offers them (with its most players)."""
        self.chosen = {option.key: getattr(rules, option.key) for option in self.options}
        most = max(rules.players)
        for option in self.options:
            value = kept.get(option.key)
            if (option.offered(rules, self.chosen) and isinstance(value, int | str)
                    and value in option.values(rules, most)):
                self.chosen[option.key] = value

    def value(self, option: RuleOption[R], rules: R, players: int) -> Value:
        """The value chosen, or when ``players`` do not allow it, the nearest below it
        that they do (two survivors of three players, one of two)."""
        chosen = self.chosen[option.key]
        values = option.values(rules, players)
        if chosen in values or not values:
            return chosen
        below = [v for v in values if isinstance(v, int) and isinstance(chosen, int)
                 and v <= chosen]
        return max(below) if below else values[0]

    def kept(self) -> dict[str, int | str]:
        """The choices as chosen, to be remembered for the variant (settings)."""
        return dict(self.chosen)

    def widgets(self, rules: R, players: int) -> list[Widget]:
        """The rows under Players, above the opponents' levels: a row for each choice
        offered that has more than one value."""
        rows: list[Widget] = []
        for option in self.options:
            values = option.values(rules, players)
            if not option.offered(rules, self.chosen) or len(values) < 2:
                continue
            words = option.words
            rows.append(Choice(option.label,
                               [(str(v), words[str(v)] if words else str(v)) for v in values],
                               str(self.value(option, rules, players)),
                               self._chooser(option.key, values),
                               translate_options=words is not None))
        return rows

    def _chooser(self, key: str, values: Sequence[Value]) -> Callable[[str], None]:
        """What choosing a value of the row for ``key`` does."""
        def choose(shown: str) -> None:
            self.chosen[key] = next(v for v in values if str(v) == shown)
            self.changed()
        return choose

    def changes(self, rules: R, players: int) -> dict[str, object]:
        """The choices that differ from the variant's own: New game starts the match with a
        variant file derived from it, which the match's record names."""
        found: dict[str, object] = {}
        for option in self.options:
            if option.offered(rules, self.chosen):
                value = self.value(option, rules, players)
                if value != getattr(rules, option.key):
                    found[option.key] = value
        return found

    def about(self, rules: R, deck: str) -> list[str]:
        """What the variant is, game and all, in one sentence (its own where it is shipped,
        else the family's game), then what its particular rules mean, a sentence each."""
        message = self.variant_sentences.get(rules.id, self.game_sentence)
        return [_(message).format(**self.sentence_words(deck))] if message else []

    def sentence_words(self, deck: str) -> dict[str, str]:
        """The names the family's sentences put in (its cards, as ``deck`` draws them)."""
        return {}

    def description(self, rules: R, players: int, deck: str = "bresciane") -> list[str]:
        """What the chosen variant and number of players mean, a line each (its cards and
        suits named as ``deck`` draws them)."""
        return [ngettext("Target: {target} point", "Target: {target} points",
                         rules.target).format(target=rules.target)]

    #: How each level of the family plays, in a sentence (message ids), by level.
    level_ways: Mapping[str, str] = {}

    def level_way(self, level: str) -> str:
        """How an opponent of ``level`` plays, in a sentence, translated ("" if unknown)."""
        way = FRIEND_WAY if level == FRIEND else self.level_ways.get(level)
        return _(way) if way else ""
