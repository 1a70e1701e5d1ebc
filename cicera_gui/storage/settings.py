"""The player's settings (saved and restored by :mod:`cicera_gui.storage` once it exists)."""

from __future__ import annotations

from dataclasses import dataclass, field

from cicera_gui.words.i18n import detect_system_language
from engine.families import default_players, default_variant
from engine.game import MAX_SEATS, MIN_SEATS

DECKS = ("bresciane", "romme", "romme4")
ANIMATION_SPEEDS = {"off": 0.0, "fast": 0.55, "normal": 1.0, "slow": 1.6}
AI_PACES = {"fast": 0.35, "normal": 0.8, "slow": 1.4}  # seconds an opponent's play stays still
LEVELS = ("easy", "normal", "hard")
#: The level kept for an opponent whose level is none of :data:`LEVELS`.
DEFAULT_LEVEL = "normal"
#: Every number of players a family may offer (the Ciapanò family's 2 to 8 the widest).
PLAYERS = range(MIN_SEATS, MAX_SEATS + 1)
#: At most one level kept per opponent, for the most players.
MAX_OPPONENTS = PLAYERS[-1] - 1
#: At most this many variants' choices are remembered (the least recent forgotten first).
MAX_REMEMBERED = 64


@dataclass
class Settings:
    language: str = field(default_factory=detect_system_language)  # the first start
    deck: str = "bresciane"
    animation: str = "normal"
    ai_pace: str = "normal"
    honours_marked: bool = True
    #: The README's default (the engine's default variant); New game then remembers the last.
    variant: str = field(default_factory=default_variant)
    players: int = field(default_factory=default_players)
    #: each opponent's level, seat by seat (New game's last choice; a level the family does
    #: not offer, or "" for none chosen, means the family's default)
    levels: list[str] = field(default_factory=lambda: [DEFAULT_LEVEL] * (default_players() - 1))
    #: New game's last variant in each family (family id → variant id or file)
    family_variants: dict[str, str] = field(default_factory=dict)
    #: New game's last choices for each variant (variant id or file → "players" and the
    #: family's own choices, such as the Ciapanò family's "target"), the latest last
    variant_choices: dict[str, dict[str, int | str]] = field(default_factory=dict)
    window: tuple[int, int] = (1280, 800)  # the windowed size, kept while fullscreen
    fullscreen: bool = False
    window_position: tuple[int, int] | None = None  # where the platform lets us know it
    sort_hand: bool = True  # the player's hand by suit, then rank
    practice: bool = False  # undo allowed (the match counts as assisted when used)
    tracker: bool = False  # the card tracker panel
    coach: bool = False  # a coach says a word on each of your plays (matches of your own)
    reduced_motion: bool = False  # cards move without flying, banners do not zoom
    large_cards: bool = False
    high_contrast: bool = False
    volume: float = 0.7
    muted: bool = False
    #: The name this player gives at a table with friends ("" until they give one)
    player_name: str = ""
    #: The invitation last joined (the line), offered again by Join a table
    last_invitation: str = ""
    #: How far the player came in each lesson: lesson id → steps done (all of them: the
    #: lesson is done); a lesson left half-way is taken up at its next step
    lessons: dict[str, int] = field(default_factory=dict)

    @property
    def animation_scale(self) -> float:
        """Multiplies every animation's duration; 0 means no animation."""
        if self.reduced_motion:
            return min(0.25, ANIMATION_SPEEDS.get(self.animation, 1.0))
        return ANIMATION_SPEEDS.get(self.animation, 1.0)

    @property
    def ai_delay(self) -> float:
        return AI_PACES.get(self.ai_pace, 0.8)
