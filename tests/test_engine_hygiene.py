"""The engine stays pure: no pygame inside, no global randomness (seeds in, same game out)."""

import random
import subprocess
import sys

import pytest

from engine.cicera.bench import random_hand
from engine.cicera.game import CiceraGame
from engine.cicera.rules import load_rules
from engine.cicera.worlds import determinize
from engine.simulate import simulate


def test_the_engine_never_imports_pygame() -> None:
    code = (
        "import sys, engine.cli, engine.cicera, engine.bench, engine.simulate, "
        "engine.cicera.record, engine.variants;"
        "print('pygame' in sys.modules)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True)
    assert result.stdout.strip() == "False"


def test_no_engine_code_uses_the_global_random_generator(monkeypatch: pytest.MonkeyPatch
                                                         ) -> None:
    def forbidden(*args: object, **kwargs: object) -> None:
        raise AssertionError("the global random generator was used")

    for name in ("random", "shuffle", "choice", "choices", "randrange", "randint", "sample",
                 "getrandbits", "uniform", "seed"):
        monkeypatch.setattr(random, name, forbidden)
    rules = load_rules("bresciana")
    simulate(rules, 3, 2, seed=1)
    random_hand(load_rules("pagat"), 4, random.Random(2))
    game = CiceraGame(rules, 2, seed=3)
    game.start_hand()
    determinize(game.view(0), random.Random(4))
