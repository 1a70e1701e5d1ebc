"""A family's part of New game: the choices it offers beyond the game, the variant, the
number of players and the opponents' levels, and the lines that say what the chosen variant
means. Each plug-in names its own (:attr:`FamilyPlugin.new_game`); New game asks it and
names no family.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Generic, TypeVar

from cicera_gui.look.widgets import Widget
from cicera_gui.words.i18n import _

if TYPE_CHECKING:
    from engine.game import RuleSet

#: The family's rule set.
R = TypeVar("R", bound="RuleSet")


class FamilyChoices(Generic[R]):
    """No choices of the family's own; the variant described by its target (for a family
    whose rule sets are ``R``).

    ``changed`` is called after one of the family's own choices changed (New game then
    rebuilds its rows and its description)."""

    def __init__(self, rules: R, changed: Callable[[], None],
                 kept: Mapping[str, object] | None = None) -> None:
        self.changed = changed
        self.reset(rules, kept or {})

    def reset(self, rules: R, kept: Mapping[str, object]) -> None:
        """The choices as the variant ``rules`` has them (a variant was chosen), or as the
        player last chose them for it (``kept``, from :meth:`kept`), as far as the variant
        still offers them."""

    def kept(self) -> dict[str, int | str]:
        """The choices as chosen, to be remembered for the variant (settings)."""
        return {}

    def widgets(self, rules: R, players: int) -> list[Widget]:
        """The rows under Players, above the opponents' levels."""
        return []

    def changes(self, rules: R, players: int) -> dict[str, object]:
        """The choices that differ from the variant's own: New game starts the match with a
        variant file derived from it, which the match's record names."""
        return {}

    def description(self, rules: R, players: int) -> list[str]:
        """What the chosen variant and number of players mean, a line each."""
        return [_("Target: {target} points").format(target=rules.target)]

    #: How each level of the family plays, in a sentence (message ids), by level.
    level_ways: Mapping[str, str] = {}

    def level_way(self, level: str) -> str:
        """How an opponent of ``level`` plays, in a sentence, translated ("" if unknown)."""
        way = self.level_ways.get(level)
        return _(way) if way else ""
