"""The engine's command line: ``python -m engine replay|analyse|simulate|bench|tournament``."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from engine.ai.analyse import DEFAULT_WORLDS
from engine.bounds import clip_words, one_line, quote
from engine.console import json_text, use_any_console
from engine.errors import EngineError
from engine.families import default_variant


class _Parser(argparse.ArgumentParser):
    """argparse that reports a usage error in one line and exits 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, one_line(f"{self.prog}: error: {clip_words(message)}") + "\n")


def _number(kind: type[int] | type[float], low: float, what: str
            ) -> Callable[[str], int | float]:
    """An argparse type: a number of ``kind`` at least ``low`` (a usage error otherwise)."""

    def parse(text: str) -> int | float:
        try:
            value = kind(text) if len(text) <= 30 else None
        except ValueError:
            value = None
        if value is None or not value >= low:  # also refuses nan
            raise argparse.ArgumentTypeError(f"expected {what}, got {quote(text)}")
        return value

    return parse


_COUNT = _number(int, 0, "a whole number, 0 or more")
_POSITIVE = _number(int, 1, "a whole number, 1 or more")
_WHOLE = _number(int, -(2**63), "a whole number")
_MILLISECONDS = _number(float, 1e-9, "a number of milliseconds above 0")
_SECONDS = _number(float, 1e-9, "a number of seconds above 0")


def _print_json(data: object) -> None:
    text = json_text(data)
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
        message = f"{path}: {exc}" if not str(exc).startswith(str(path)) else str(exc)
        print(one_line(message), file=sys.stderr)  # escaped, bounded: one line
        return 2
    _print_json(result)
    return 0


def _analyse(args: argparse.Namespace) -> int:
    from engine.analysis import analysis_output
    from engine.record_files import load_record_file

    path = Path(args.record)
    try:
        record = load_record_file(path)
        result = analysis_output(record, args.seat, hand=args.hand, worlds=args.worlds,
                                 seed=args.seed, base_dir=path.parent)
    except EngineError as exc:
        message = f"{path}: {exc}" if not str(exc).startswith(str(path)) else str(exc)
        print(one_line(message), file=sys.stderr)
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
        print(one_line(f"error: {exc}"), file=sys.stderr)
        return 2
    try:
        if args.record_dir is not None:
            args.record_dir.mkdir(parents=True, exist_ok=True)
        summary = simulate(rules, players, args.matches, args.seed, args.record_dir)
    except OSError as exc:
        print(one_line(f"error: cannot write records in {args.record_dir}: "
                       f"{exc.strerror or type(exc).__name__}"), file=sys.stderr)
        return 2
    _print_json(summary)
    return 0


def _bench(args: argparse.Namespace) -> int:
    from engine.bench import run_analysis_bench, run_bench

    try:
        if args.analysis:
            result = run_analysis_bench(args.seed, args.variant, args.players, args.hands)
        else:
            result = run_bench(args.seconds, args.seed, args.variant, args.players)
    except EngineError as exc:
        print(one_line(f"error: {exc}"), file=sys.stderr)
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
        print(one_line(f"error: {exc}"), file=sys.stderr)
        return 2
    _print_json(run_tournament(settings, stderr_progress if args.progress else None))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m engine", description="The rules engine of Cicera and Ciapanò.")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    replay = commands.add_parser("replay", help="check a game record and print its replay")
    replay.add_argument("record", help="a game record (JSON, docs/RECORDS.md)")
    replay.set_defaults(run=_replay)

    analyse = commands.add_parser(
        "analyse", help="rate every play of one seat in a game record (JSON)")
    analyse.add_argument("record", help="a game record (JSON, docs/RECORDS.md)")
    analyse.add_argument("--seat", type=_COUNT, required=True, help="the seat whose plays")
    analyse.add_argument("--hand", type=_POSITIVE, default=None, help="only this hand, from 1")
    analyse.add_argument("--worlds", type=_POSITIVE, default=DEFAULT_WORLDS,
                         help="deals of the unseen cards per play (estimates)")
    analyse.add_argument("--seed", type=_WHOLE, default=0)
    analyse.set_defaults(run=_analyse)

    sim = commands.add_parser("simulate", help="play matches between computer players")
    sim.add_argument("--variant", default=default_variant(), help="variant id or YAML file")
    sim.add_argument("--players", type=_WHOLE, default=None)
    sim.add_argument("--matches", type=_COUNT, default=10)
    sim.add_argument("--seed", type=_WHOLE, default=1)
    sim.add_argument("--record-dir", type=Path, default=None,
                     help="write each match's record into this folder")
    sim.set_defaults(run=_simulate)

    bench = commands.add_parser("bench", help="measure the engine's speed (JSON)")
    bench.add_argument("--seconds", type=_SECONDS, default=3.0)
    bench.add_argument("--seed", type=_WHOLE, default=1)
    bench.add_argument("--variant", default=None,
                       help="variant id or YAML file of any game (default: pagat)")
    bench.add_argument("--players", type=_COUNT, default=None)
    bench.add_argument("--analysis", action="store_true",
                       help="time the analysis of a player's plays in a hand instead "
                            "(pagat, bresciana, ciapano and traversone unless --variant)")
    bench.add_argument("--hands", type=_POSITIVE, default=3,
                       help="with --analysis: hands analysed per variant")
    bench.set_defaults(run=_bench)

    tour = commands.add_parser("tournament", help="duplicate hands between two AI levels (JSON)")
    tour.add_argument("--variant", default=default_variant(), help="variant id or YAML file")
    tour.add_argument("--players", type=_WHOLE, default=None)
    tour.add_argument("--a", default="normal", help="level A: easy, normal, hard or seer")
    tour.add_argument("--b", default="easy", help="level B: easy, normal, hard or seer")
    tour.add_argument("--hands", type=_COUNT, default=100, help="deals, each played twice")
    tour.add_argument("--matches", type=_COUNT, default=0,
                      help="also play this many matches per side assignment")
    tour.add_argument("--seed", type=_WHOLE, default=1)
    tour.add_argument("--workers", type=_POSITIVE, default=1, help="worker processes")
    tour.add_argument("--budget-ms", type=_MILLISECONDS, default=None,
                      help="Hard's (and the seer's) time budget per move")
    tour.add_argument("--iterations", type=_POSITIVE, default=None,
                      help="Hard's (and the seer's) sampled worlds per move")
    tour.add_argument("--progress", action="store_true", help="report progress on stderr")
    tour.set_defaults(run=_tournament)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    use_any_console()
    args = build_parser().parse_args(argv)
    code: int = args.run(args)
    return code


if __name__ == "__main__":
    sys.exit(main())
