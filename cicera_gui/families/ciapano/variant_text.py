"""A Ciapanò-family variant's rules, built from its parameters in the player's language (as
Cicera's are): the deal, the play, the card points, the scoring and the match. Choices the
sources leave open are said as choices. A user's own variant gets the same text, from its
own parameters, and its file's description besides."""

from __future__ import annotations

from collections import Counter

from cicera_gui.words.card_names import capitalized, card_name, card_names
from cicera_gui.words.i18n import (
    NC_,
    _,
    and_list,
    join_list,
    join_sentences,
    ngettext,
    pgettext,
    quoted,
    translator,
)
from cicera_gui.words.names import figure_words, suit_words, variant_name
from engine.cards import RANK_OF, Card
from engine.ciapano.order import TRICK_ORDER
from engine.ciapano.rules import CiapanoRules
from engine.families import load_variant, variant_ids

ACE = 0
#: Mattazza's calls as players say them, quoted in a sentence of the rules: Italian words,
#: written in Japanese as the terms write them.
CALL_PHRASES = {"duro": NC_("a call, quoted in the rules", "andare a duro"),
                "mattazza": NC_("a call, quoted in the rules", "tirare la mattazza")}


def _rank_label(rank: int, deck: str) -> str:
    """3, 2, ace, the figures by the deck's words, 7 … 4."""
    if rank == ACE:
        return _("ace")
    if rank >= 10:
        fante, cavallo, re = figure_words(deck)
        return (fante, cavallo, re)[rank - 10]
    return str(rank + 1)


def points_text(value: int, unit_size: int) -> str:
    """Points as players write them: 1, ⅓, 10⅔."""
    whole, third = divmod(value, unit_size)
    fraction = ("", "⅓", "⅔")[third] if unit_size == 3 else ""
    if whole and fraction:
        return f"{whole}{fraction}"
    return fraction or str(whole)


def _separator() -> str:
    """Between ranks in a list: "3, 2, ace" or 「3・2・エース」."""
    return "・" if translator.language == "ja" else ", "


def _group_separator() -> str:
    """Between groups of ranks: "…: nothing; the ace of …" or 「…：0点、…」."""
    return "、" if translator.language == "ja" else "; "


def deal_text(rules: CiapanoRules, deck: str) -> str:
    """One line per number of players: the cards each, and where the rest goes."""
    lines = []
    for players in rules.players:
        each = rules.hand_size(players)
        rest = rules.rest_size(players)
        removed = rules.removed.get(players, ())
        if rest == 0:
            line = _("{players} players: {n} cards each.")
        elif rules.rest == "aside":
            line = ngettext("{players} players: {n} cards each, and {m} card put aside, unseen "
                            "and out of play.",
                            "{players} players: {n} cards each, and {m} cards put aside, "
                            "unseen and out of play.", rest)
        elif rules.rest == "monte":
            line = ngettext("{players} players: {n} cards each; the {m} card left over (the "
                            "monte) lies face down and goes to the winner of the last trick.",
                            "{players} players: {n} cards each; the {m} cards left over (the "
                            "monte) lie face down and go to the winner of the last trick.",
                            rest)
        else:
            line = _("{players} players: {n} cards each; the other {m} are the talon, face "
                     "down.")
        line = line.format(players=players, n=each, m=rest)
        if removed:
            line = join_sentences([_("With {players} players {cards} is taken out first "
                                     "(house rule).").format(players=players,
                                                         cards=card_names(
                                                             removed, deck, in_sentence=True)),
                                   line])
        lines.append(line)
    return "\n".join(lines)


def play_text(rules: CiapanoRules, deck: str) -> str:
    """Leading, following, the talon's draws and the first trick's bans."""
    parts = [_("The player after the dealer leads. Follow suit if you can, otherwise play any "
               "card; the highest card of the suit led wins the trick and leads the next.")]
    if rules.rest == "talon":
        when = (_("before every trick") if rules.draw_before_first_trick
                else _("before each trick after the first (house rule)"))
        parts.append(_("While the talon lasts, every player draws one card {when}, the winner "
                       "of the last trick first.").format(when=when))
        if not rules.follow_while_talon:
            parts.append(_("While the talon lasts any card may be played: there is no duty to "
                           "follow suit. Once it is empty, suit must be followed again, from "
                           "the trick after the last draw on (house rule)."))
    if rules.first_trick_no_lead:
        suits = suit_words(deck)
        parts.append(_("In the first trick nobody may lead {suits}, unless holding nothing "
                       "else (house rule).").format(
                           suits=join_list([suits[s] for s in rules.first_trick_no_lead])))
    if rules.first_trick_no_discard:
        parts.append(_("Nor may {cards} be discarded to the first trick.").format(
            cards=card_names(rules.first_trick_no_discard, deck, in_sentence=True)))
    calls = getattr(rules, "calls", ())
    if calls:
        parts.append(_("The calls {calls} may be announced; they are table talk and change no "
                       "score (house rule).").format(
                           calls=and_list([quoted(pgettext(*CALL_PHRASES[call]))
                                           for call in calls])))
        parts.append(_("On your turn, the buttons over your panel announce the calls."))
    return join_sentences(parts)


def points_of_cards(rules: CiapanoRules, deck: str) -> str:
    """The card points by rank, the cards that count otherwise, the last trick, the sum."""
    unit = rules.unit_size
    cards = rules.deck_for(rules.default_players)
    by_rank: dict[int, int] = {}
    for rank in TRICK_ORDER:
        values = Counter(rules.values[c] for c in cards if RANK_OF[c] == rank)
        if values:
            by_rank[rank] = values.most_common(1)[0][0]
    groups: list[str] = []
    order = [rank for rank in TRICK_ORDER if rank in by_rank]
    for value in sorted(set(by_rank.values()), key=lambda v: (v == 0, -v)):
        ranks = [rank for rank in order if by_rank[rank] == value]
        labels = _separator().join(_rank_label(rank, deck) for rank in ranks)
        if value == 0:
            groups.append(_("{ranks}: nothing").format(ranks=labels))
        elif len(ranks) == 1:
            groups.append(_("{ranks}: {points}").format(ranks=labels,
                                                        points=points_text(value, unit)))
        else:
            groups.append(_("{ranks}: {points} each").format(ranks=labels,
                                                             points=points_text(value, unit)))
    for card in cards:
        if rules.values[card] != by_rank[RANK_OF[card]]:
            groups.append(_("the {card}: {points}").format(
                card=card_name(card, deck), points=points_text(rules.values[card], unit)))
    parts = [_("Each card counts: {groups}.").format(groups=_group_separator().join(groups))]
    if rules.last_trick_bonus:
        parts.append(_("The last trick counts {points} more.").format(
            points=points_text(rules.last_trick_bonus, unit)))
    in_all = sum(rules.values[c] for c in cards) + rules.last_trick_bonus
    if in_all % unit and rules.scoring == "balance":  # the balance is against a whole total
        parts.append(_("In all {points}, counted as {total}.").format(
            points=points_text(in_all, unit), total=rules.total))
    else:
        parts.append(_("In all {points}.").format(points=points_text(in_all, unit)))
    return join_sentences(parts)


def scoring_text(rules: CiapanoRules) -> str:
    """What each player writes after a hand."""
    if rules.scoring == "mattazza":
        return _("If every player took a trick, whoever has the most card points writes 1 "
                 "(each of them, if tied); otherwise each player who took no trick writes 1.")
    if rules.scoring == "busche":
        return _("Busche, the first case that applies: one player has every card point: the "
                 "others write 3 each; two players have none: those two write 2 each; one "
                 "has none: that one writes 1; otherwise the one with the most writes 1 (up "
                 "to 18 points), 2 (19 to 22) or their points less 20 (23 or more), and "
                 "players tied for the most write that figure times the number tied, each.")
    parts = [_("After the hand everyone but the winner of the last trick writes their card "
               "points, fractions dropped; the winner of the last trick writes {total} less "
               "what the others wrote.").format(total=rules.total)]
    if rules.cappotto == "choose":
        parts.append(_("Cappotto (all the others wrote 0): its maker chooses to take {total} "
                       "off their own score or to give everyone else {total}; taking is "
                       "allowed only when their own score is {total} or more.").format(
                           total=rules.total))
    else:
        parts.append(_("Cappotto: if all the others wrote 0, the winner of the last trick "
                       "writes 0 and everyone else {total}.").format(total=rules.total))
    return join_sentences(parts)


def match_text(rules: CiapanoRules) -> str:
    """How the match ends and who wins."""
    parts = [match_line(rules)]
    if rules.end == "survivors":
        parts.append(_("When fewer than {n} players are left to play on, those left win.")
                     .format(n=rules.min_players))
        parts.append(_("If every player still in goes out in the same hand, the fewest points "
                       "among them win (house rule)."))
    return join_sentences(parts)


def match_line(rules: CiapanoRules) -> str:
    """How this variant's match ends, with its target (a derived variant's own): whole
    sentences."""
    if rules.end == "first_to_target":
        return _("The first to reach {target} ends the match, and the fewest points win."
                 ).format(target=rules.target)
    if rules.end == "deals":
        return _("The match lasts {deals} deals, and the fewest points win.").format(
            deals=rules.deals)
    if rules.survivors > 1:
        return ngettext("Whoever reaches {target} is out. When only {n} player is left, the "
                        "match ends and that player wins.",
                        "Whoever reaches {target} is out. When only {n} players are left, "
                        "the match ends and they win.",
                        rules.survivors).format(target=rules.target, n=rules.survivors)
    return _("Whoever reaches {target} is out, and the last player still in wins.").format(
        target=rules.target)


def variant_sections(rules: CiapanoRules, deck: str) -> list[tuple[str, str]]:
    """The whole rules of ``rules``'s variant, topic by topic."""
    fante, cavallo, re = figure_words(deck)
    coins, cups, swords, batons = suit_words(deck)
    sections = [
        (variant_name(rules.name), _(
            "Each player plays for themself, and the aim is to avoid card points. The deck "
            "has 40 cards: {coins}, {cups}, {swords} and {batons}, ace to 7, {fante}, "
            "{cavallo} and {re}. In each suit the cards rank, from the highest: {order}.")
         .format(coins=coins, cups=cups, swords=swords, batons=batons, fante=fante,
                 cavallo=cavallo, re=re,
                 order=_separator().join(_rank_label(r, deck) for r in TRICK_ORDER))),
        (_("Dealing"), deal_text(rules, deck)),
        (_("Playing"), play_text(rules, deck)),
        (_("Card points"), points_of_cards(rules, deck)),
        (_("Scoring"), scoring_text(rules)),
        (_("The match"), match_text(rules)),
    ]
    shipped = {load_variant(v).description for v in variant_ids(rules.game)}
    if rules.description and rules.description not in shipped:
        sections.append((_("From the variant's file"), rules.description))
    return sections


def variant_summary(variant_id: str, deck: str) -> str:
    """One line on a shipped variant of the family: what sets it apart."""
    suits = suit_words(deck)
    if variant_id == "ciapano":
        return _("3 to 5 players; the ace counts 1 and the 3, 2 and figures a third each, "
                 "11 in all; the winner of the last trick writes the balance.")
    if variant_id == "traversone":
        return _("3 to 8 players; {card} counts 11 (21 in all) and the monte goes to the "
                 "winner of the last trick; a cappotto's maker takes 21 off their score or "
                 "gives everyone else 21.").format(
                     card=card_name(_card("Ab"), deck, in_sentence=True))
    if variant_id == "kifameno":
        return _("2 to 4 players; a talon to draw from before each trick, and no duty to "
                 "follow suit while it lasts.")
    if variant_id == "mattazza":
        return _("4 players; whole points and 3 more for the last trick; whoever takes no "
                 "trick writes 1; the match ends when someone reaches 5.")
    if variant_id == "busca":
        return _("4 players; as Mattazza, with {card} (Pita) worth 8; to the first trick "
                 "no {suit} led and the Pita not discarded; busche by the cases; the match "
                 "ends at 10 busche.").format(card=card_name(_card("Ad"), deck, in_sentence=True),
                                              suit=suits[0])
    return capitalized(load_variant(variant_id).description)


def _card(code: str) -> int:
    return int(Card.parse(code))
