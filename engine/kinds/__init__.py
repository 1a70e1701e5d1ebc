"""The kinds of card game the families share: what a family of one kind plays on.

A *kind* holds what is the same for every family of its kind of play: for the capture kind
(:mod:`engine.kinds.capture`: a card from hand takes from cards open on the table) the
capture options and sums with the values as a parameter, and how a hand is dealt in packets.
A family keeps only its own rules and scoring.
"""
