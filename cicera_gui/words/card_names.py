"""Cards by name, in the player's language and as the chosen deck draws them.

"five of cups" / "cinque di coppe" / "Kelch-Fünf" / "カップの5" with the Bresciane cards;
"five of hearts" / "cinque di cuori" / "Herz-Fünf" / "ハートの5" with Rommé art. A player
never reads a card code such as ``5c``.
"""

from __future__ import annotations

from collections.abc import Iterable

from cicera_gui.words.i18n import N_, NC_, _, and_list, join_list, pgettext
from cicera_gui.words.names import deck_family
from engine.cards import RANK_OF, SUIT_OF

#: A card's name by suit, the rank put in: "{rank} of cups", "Kelch-{rank}", "カップの{rank}".
NAME_BY_SUIT = {
    "italian": (N_("{rank} of coins"), N_("{rank} of cups"), N_("{rank} of swords"),
                N_("{rank} of batons")),
    "french": (N_("{rank} of diamonds"), N_("{rank} of hearts"), N_("{rank} of spades"),
               N_("{rank} of clubs")),
}
_NUMBERS = (N_("ace"), N_("two"), N_("three"), N_("four"), N_("five"), N_("six"), N_("seven"),
            N_("eight"), N_("nine"), N_("ten"))
#: Ranks as a card's name says them: ace to ten, then the deck's three figures. The Italian
#: figures have their own context: a Fante is not a French jack in every language (ファンテ).
RANK_WORDS: dict[str, tuple[str | tuple[str, str], ...]] = {
    "italian": (*_NUMBERS, NC_("Italian figure", "jack"), NC_("Italian figure", "horse"),
                NC_("Italian figure", "king")),
    "french": (*_NUMBERS, N_("jack"), N_("queen"), N_("king")),
}
#: The same ranks as a card's name says them within a sentence: after a verb or a
#: preposition, where a language such as Italian needs the article ("gioca il tre di
#: coppe", "cala l'asso di denari"). English, German and Japanese say them as above.
_NUMBERS_IN_SENTENCE = (
    NC_("card in a sentence", "ace"), NC_("card in a sentence", "two"),
    NC_("card in a sentence", "three"), NC_("card in a sentence", "four"),
    NC_("card in a sentence", "five"), NC_("card in a sentence", "six"),
    NC_("card in a sentence", "seven"), NC_("card in a sentence", "eight"),
    NC_("card in a sentence", "nine"), NC_("card in a sentence", "ten"))
RANK_WORDS_IN_SENTENCE: dict[str, tuple[tuple[str, str], ...]] = {
    "italian": (*_NUMBERS_IN_SENTENCE, NC_("Italian figure in a sentence", "jack"),
                NC_("Italian figure in a sentence", "horse"),
                NC_("Italian figure in a sentence", "king")),
    "french": (*_NUMBERS_IN_SENTENCE, NC_("card in a sentence", "jack"),
               NC_("card in a sentence", "queen"), NC_("card in a sentence", "king")),
}


def rank_word(card: int, deck: str, *, in_sentence: bool = False) -> str:
    """The card's rank alone, as a card's name says it ("five", "horse", "queen"); within
    a sentence, in the form the language needs there (Italian: "il cinque", "l'asso")."""
    if in_sentence:
        return pgettext(*RANK_WORDS_IN_SENTENCE[deck_family(deck)][RANK_OF[int(card)]])
    word = RANK_WORDS[deck_family(deck)][RANK_OF[int(card)]]
    return pgettext(*word) if isinstance(word, tuple) else _(word)


def card_name(card: int, deck: str, *, in_sentence: bool = False) -> str:
    """The card's name in the current language, in the chosen deck's suits and figures:
    alone (a label, a list after a colon), or ``in_sentence``, after a verb or a
    preposition ("cala il tre di coppe")."""
    template = NAME_BY_SUIT[deck_family(deck)][SUIT_OF[int(card)]]
    return _(template).format(rank=rank_word(card, deck, in_sentence=in_sentence))


def card_names(cards: Iterable[int], deck: str, *, in_sentence: bool = False) -> str:
    """Several cards by name: as a list ("two of coins, three of swords"), or
    ``in_sentence``, each as a sentence says it and the last joined with the language's
    "and" ("il due di denari e il tre di spade")."""
    names = [card_name(card, deck, in_sentence=in_sentence) for card in cards]
    return and_list(names) if in_sentence else join_list(names)


def capitalized(text: str) -> str:
    """``text`` with its first letter in upper case (a sentence's start)."""
    return text[:1].upper() + text[1:]
