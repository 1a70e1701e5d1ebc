"""The capture kind: a card from hand takes table cards open to everyone, one of the same
rank or several whose values add up to its own (Cicera, Scopa and Scopone).

- :mod:`engine.kinds.capture.options`: the captures a card can make, the values given;
- :mod:`engine.kinds.capture.deal`: how a hand is dealt in packets to the hands and the table.
"""
