"""A reason in the player's words, the same for every family's hints: a message and its
parameters, kept as they are and put into words when drawn, so that a change of language
shows at once. The message is a text, or a singular and plural pair counted by the parameter
``n``, or such a pair for each family of card art (whose suit names differ, "2 swords" and "2
spades"); the family says how each of its parameters reads (a card by name, a suit, points)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from cicera_gui.words.card_names import capitalized
from cicera_gui.words.i18n import _, ngettext
from cicera_gui.words.names import deck_family

#: A message: a text, a singular and plural pair, or a pair for each family of card art.
Message = str | tuple[str, str] | Mapping[str, tuple[str, str]]
#: A message and its parameters.
Reason = tuple[Message, Mapping[str, object]]
#: How a family's parameter reads: its name and value, in words.
Words = Callable[[str, object], str]


def render(reason: Reason, deck: str, words: Words) -> str:
    """``reason`` in the player's language, its parameters read by ``words``, its cards and
    suits as ``deck`` draws them."""
    message, params = reason
    shown = {key: words(key, value) for key, value in params.items()}
    if isinstance(message, Mapping):
        message = message[deck_family(deck)]
    if isinstance(message, tuple):
        count = params.get("n")
        return ngettext(*message, count if isinstance(count, int) else 1).format(**shown)
    return _(message).format(**shown)


def reason_lines(reasons: Sequence[Reason], deck: str, words: Words) -> list[str]:
    """Each reason as a line that starts with a capital."""
    return [capitalized(render(reason, deck, words)) for reason in reasons]
