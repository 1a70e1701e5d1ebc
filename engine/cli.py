"""The engine's command line: ``python -m engine replay|simulate|bench|tournament``."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from engine.errors import EngineError


class _Parser(argparse.ArgumentParser):
    """argparse that reports a usage error in one line and exits 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"{self.prog}: error: {message}\n")


def _print_json(data: object) -> None:
    text = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except BrokenPipeError:  # e.g. piped into head: the reader has what it wanted
        sys.stderr.close()


def _replay(args: argparse.Namespace) -> int:
    from engine.record_files import load_record_file, replay

    path = Path(args.record)
    try:
        record = load_record_file(path)
        result = replay(record, base_dir=path.parent).as_dict()
    except EngineError as exc:
        print(f"{path}: {exc}" if not str(exc).startswith(str(path)) else str(exc),
              file=sys.stderr)
        return 2
    _print_json(result)
    return 0


def _simulate(args: argparse.Namespace) -> int:
    from engine.families import load_variant
    from engine.simulate import simulate

    try:
        rules = load_variant(args.variant)
        players = args.players if args.players is not None else rules.default_players
        rules.check_players(players)
    except EngineError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    summary = simulate(rules, players, args.matches, args.seed, args.record_dir)
    _print_json(summary)
    return 0


def _bench(args: argparse.Namespace) -> int:
    from engine.bench import run_bench

    try:
        result = run_bench(args.seconds, args.seed, args.variant, args.players)
    except EngineError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    _print_json(result)
    return 0


def _tournament(args: argparse.Namespace) -> int:
    from engine.families import load_variant
    from engine.tournament import Settings, check, run_tournament, stderr_progress

    try:
        rules = load_variant(args.variant)
        players = args.players if args.players is not None else rules.default_players
        settings = Settings(
            variant=args.variant, players=players, a=args.a, b=args.b, hands=args.hands,
            seed=args.seed, matches=args.matches, workers=max(1, args.workers),
            budget_ms=args.budget_ms, iterations=args.iterations,
        )
        check(settings, rules)
    except (EngineError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    _print_json(run_tournament(settings, stderr_progress if args.progress else None))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m engine", description="The rules engine of Cicera and Ciapanò.")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    replay = commands.add_parser("replay", help="check a game record and print its replay")
    replay.add_argument("record", help="a game record (JSON, RECORDS.md)")
    replay.set_defaults(run=_replay)

    sim = commands.add_parser("simulate", help="play matches between computer players")
    sim.add_argument("--variant", default="pagat", help="variant id or YAML file")
    sim.add_argument("--players", type=int, default=None)
    sim.add_argument("--matches", type=int, default=10)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--record-dir", type=Path, default=None,
                     help="write each match's record into this folder")
    sim.set_defaults(run=_simulate)

    bench = commands.add_parser("bench", help="measure the engine's speed (JSON)")
    bench.add_argument("--seconds", type=float, default=3.0)
    bench.add_argument("--seed", type=int, default=1)
    bench.add_argument("--variant", default=None,
                       help="variant id or YAML file of any game (default: pagat)")
    bench.add_argument("--players", type=int, default=None)
    bench.set_defaults(run=_bench)

    tour = commands.add_parser("tournament", help="duplicate hands between two AI levels (JSON)")
    tour.add_argument("--variant", default="pagat", help="variant id or YAML file")
    tour.add_argument("--players", type=int, default=None)
    tour.add_argument("--a", default="normal", help="level A: easy, normal, hard or seer")
    tour.add_argument("--b", default="easy", help="level B: easy, normal, hard or seer")
    tour.add_argument("--hands", type=int, default=100, help="deals, each played twice")
    tour.add_argument("--matches", type=int, default=0,
                      help="also play this many matches per side assignment")
    tour.add_argument("--seed", type=int, default=1)
    tour.add_argument("--workers", type=int, default=1, help="worker processes")
    tour.add_argument("--budget-ms", type=float, default=None,
                      help="Hard's (and the seer's) time budget per move")
    tour.add_argument("--iterations", type=int, default=None,
                      help="Hard's (and the seer's) sampled worlds per move")
    tour.add_argument("--progress", action="store_true", help="report progress on stderr")
    tour.set_defaults(run=_tournament)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    code: int = args.run(args)
    return code


if __name__ == "__main__":
    sys.exit(main())
