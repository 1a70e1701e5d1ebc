"""The Ciapanò family ("don't take it"): Ciapanò, Traversone, Kifameno, Mattazza and Busca.

Trick-taking without trumps on the 40-card deck, each player for themself, penalty points:
the rules, a match's state, its records and what each seat may see.

Each part is its own module (``engine.ciapano.game``, ``.rules``, ``.events`` ...), imported
by name: reading the rules alone reads no game.
"""
