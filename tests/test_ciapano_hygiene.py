"""The Ciapanò package stands beside Cicera's as an equal: it imports nothing of Cicera's,
never pygame, and never the global random generator (seeds in, same game out)."""

import random
import subprocess
import sys
from pathlib import Path

import pytest

import engine.ciapano
from engine.ciapano.bench import random_hand
from engine.ciapano.determinize import determinize
from engine.ciapano.game import CiapanoGame
from engine.ciapano.plain import random_hand as plain_random_hand
from engine.ciapano.rules import load_rules
from engine.simulate import simulate

PACKAGE = Path(engine.ciapano.__file__).parent


def test_nothing_in_the_package_imports_cicera_or_pygame() -> None:
    for path in PACKAGE.glob("*.py"):
        text = path.read_text("utf-8")
        assert "engine.cicera" not in text and "import pygame" not in text, path.name
    code = "import sys, engine.ciapano.family; print('pygame' in sys.modules, " \
           "any(m.startswith('engine.cicera') for m in sys.modules))"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True)
    assert result.stdout.split() == ["False", "False"]


def test_no_code_uses_the_global_random_generator(monkeypatch: pytest.MonkeyPatch) -> None:
    def forbidden(*args: object, **kwargs: object) -> None:
        raise AssertionError("the global random generator was used")

    for name in ("random", "shuffle", "choice", "choices", "randrange", "randint", "sample",
                 "getrandbits", "uniform", "seed"):
        monkeypatch.setattr(random, name, forbidden)
    rules = load_rules("kifameno")
    simulate(rules, 3, 1, seed=1)
    random_hand(load_rules("busca"), 4, random.Random(2))
    plain_random_hand(load_rules("traversone"), 6, random.Random(2))
    game = CiapanoGame(rules, 2, seed=3)
    game.deal_hand()
    determinize(game.view(0), random.Random(4))
