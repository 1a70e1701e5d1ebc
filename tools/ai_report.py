"""Turn the JSON of ``python -m engine tournament`` runs into the README's table of strength.

    python tools/ai_report.py RESULT.json [RESULT.json ...]

prints a Markdown table (one row per tournament, in the order given), then how much of the
gap between Normal and perfect knowledge Hard closes, for every variant that has both a
Normal-against-seer and a Hard-against-seer run.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

LEVEL_NAMES = {"easy": "Easy", "normal": "Normal", "hard": "Hard", "seer": "seer"}


def _level(summary: dict[str, Any], key: str) -> str:
    level = str(summary[key])
    name = LEVEL_NAMES.get(level, level)
    if level in ("hard", "seer"):
        if summary.get("iterations"):
            return f"{name} ({summary['iterations']} worlds)"
        return f"{name} ({summary.get('budget_ms') or 750:.0f} ms)"
    return name


def _game(summary: dict[str, Any]) -> str:
    return f"`{summary['variant']}`, {summary['players']} players"


def _think(summary: dict[str, Any], key: str) -> str:
    level = summary[key]
    mean = summary["think_ms_mean"].get(level, 0.0)
    p95 = summary["think_ms_p95"].get(level, 0.0)
    if mean < 1:
        return f"{mean:.2f} / {p95:.2f}"
    return f"{mean:.0f} / {p95:.0f}"


def _deals(summary: dict[str, Any]) -> str:
    """The deals, and how many times each was played (once per side with A on it)."""
    deals = summary["deals"]
    plays = summary.get("games", 0) // deals if deals else 0
    return f"{deals} (×{plays})" if plays else str(deals)


def table(summaries: list[dict[str, Any]]) -> str:
    rows = [
        "| game | A | B | deals (× plays) | A's points per hand vs B | 95% interval "
        "| A think ms mean / p95 | B think ms mean / p95 |",
        "|---|---|---|---:|---:|---|---:|---:|",
    ]
    for s in summaries:
        low, high = s["ci95"]
        rows.append(
            f"| {_game(s)} | {_level(s, 'a')} | {_level(s, 'b')} | {_deals(s)} "
            f"| **{s['diff_per_hand']:+.2f}** | [{low:+.2f}, {high:+.2f}] "
            f"| {_think(s, 'a')} | {_think(s, 'b')} |")
    return "\n".join(rows)


def gaps(summaries: list[dict[str, Any]]) -> str:
    """Per variant: the seer's margin over Normal and over Hard, and the share Hard closes."""
    found: dict[tuple[str, int], dict[str, float]] = {}
    for s in summaries:
        if s["b"] == "seer" and s["a"] in ("normal", "hard") and s.get("iterations"):
            found.setdefault((s["variant"], s["players"]), {})[s["a"]] = -s["diff_per_hand"]
    lines = []
    for (variant, players), margin in found.items():
        if "normal" not in margin or "hard" not in margin:
            continue
        share = 1 - margin["hard"] / margin["normal"] if margin["normal"] else 0.0
        lines.append(
            f"- `{variant}`, {players} players: the seer wins {margin['normal']:.2f} points per "
            f"hand against Normal and {margin['hard']:.2f} against Hard, so Hard closes "
            f"{share:.0%} of the gap between Normal and perfect knowledge.")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("results", nargs="+", type=Path)
    args = parser.parse_args(argv)
    summaries = []
    for path in args.results:
        try:
            summaries.append(json.loads(path.read_text(encoding="utf-8")))
        except (OSError, ValueError) as problem:
            print(f"{path}: cannot read the tournament summary ({problem})", file=sys.stderr)
            return 2
    print(table(summaries))
    gap = gaps(summaries)
    if gap:
        print()
        print(gap)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
