"""Regenerate Cicera's card art, card backs, table cloth and icon under ``assets/``.

Usage: ``python tools/make_card_art.py [--assets DIR]``. The output is deterministic, so running
it again on an unchanged tree changes nothing.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cicera_gui.art.design.build import generate  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--assets", type=Path, default=ROOT / "assets",
                        help="folder to write into (default: the repository's assets/)")
    args = parser.parse_args(argv)
    written = generate(args.assets)
    print(f"wrote {len(written)} files under {args.assets}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
