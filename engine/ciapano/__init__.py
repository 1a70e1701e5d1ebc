"""The Ciapanò family ("don't take it"): Ciapanò, Traversone, Kifameno, Mattazza and Busca.

Trick-taking without trumps on the 40-card deck, each player for themself, penalty points.
"""
