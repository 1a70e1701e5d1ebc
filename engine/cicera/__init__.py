"""Cicera: the rules, a match's state, its records and what each seat may see.

Each part is its own module (``engine.cicera.game``, ``.rules``, ``.events`` ...), imported by
name: reading the rules alone (the program's start asks for the first variant) reads no game.
"""
