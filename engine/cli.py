"""The engine's command line: ``python -m engine replay|analyse|simulate|bench|tournament``."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from engine.ai.analyse import DEFAULT_WORLDS
from engine.bounds import clip_words, one_line, quote
from engine.console import json_text, use_any_console
from engine.cores import usable_cores
from engine.errors import EngineError
from engine.families import default_variant
from engine.game import MAX_SEATS


class _Parser(argparse.ArgumentParser):
    """argparse that reports a usage error in one line and exits 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, one_line(f"{self.prog}: error: {clip_words(message)}") + "\n")


def bounded(kind: type[int] | type[float], low: float, high: float, what: str
            ) -> Callable[[str], int | float]:
    """An argparse type: a number of ``kind`` from ``low`` to ``high`` (a usage error in one
    line otherwise: no argument can make a command run for ever or take all the memory)."""

    def parse(text: str) -> int | float:
        try:
            value = kind(text) if len(text) <= 30 else None
        except ValueError:
            value = None
        if value is None or not low <= value <= high:  # also refuses nan
            raise argparse.ArgumentTypeError(f"expected {what}, got {quote(text)}")
        return value

    return parse


def whole(low: int, high: int) -> Callable[[str], int | float]:
    """An argparse type: a whole number from ``low`` to ``high``."""
    return bounded(int, low, high, f"a whole number from {low} to {high}")


#: Every number the commands take is bounded; ``--help`` says each bound.
MAX_HAND = 100_000
MAX_WORLDS = 10_000
MAX_MATCHES = 100_000
MAX_TOURNAMENT_HANDS = 1_000_000
MAX_WORKERS = 64
MAX_ITERATIONS = 1_000_000
MAX_BENCH_HANDS = 1_000
MAX_SECONDS = 3_600.0
MAX_MILLISECONDS = 60_000.0
_SEAT = whole(0, MAX_SEATS - 1)
_PLAYERS = whole(2, MAX_SEATS)
_HAND = whole(1, MAX_HAND)
_WORLDS = whole(1, MAX_WORLDS)
_MATCHES = whole(0, MAX_MATCHES)
_DEALS = whole(0, MAX_TOURNAMENT_HANDS)
_WORKERS = whole(1, MAX_WORKERS)
#: ``analyse`` rates plays on this many cores at most unless told otherwise.
DEFAULT_WORKERS_MAX = 4

_ITERATIONS = whole(1, MAX_ITERATIONS)
_BENCH_HANDS = whole(1, MAX_BENCH_HANDS)
SEED = bounded(int, -(2**63), 2**63 - 1, "a whole number from -2**63 to 2**63 - 1")
_SEED = SEED
_MILLISECONDS = bounded(float, 1e-9, MAX_MILLISECONDS,
                        f"a number of milliseconds above 0, at most {MAX_MILLISECONDS:.0f}")
_SECONDS = bounded(float, 1e-9, MAX_SECONDS,
                   f"a number of seconds above 0, at most {MAX_SECONDS:.0f}")
SEED_HELP = "a whole number from -2**63 to 2**63 - 1"


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
                                 seed=args.seed, base_dir=path.parent, workers=args.workers)
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
        summary = simulate(rules, players, args.matches, args.seed, args.record_dir,
                           warn=lambda line: print(one_line(line), file=sys.stderr))
    except OSError as exc:
        print(one_line(f"error: cannot write records in {args.record_dir}: "
                       f"{exc.strerror or type(exc).__name__}"), file=sys.stderr)
        return 2
    _print_json(summary)
    return 0


def _bench(args: argparse.Namespace) -> int:
    from engine.bench import (
        run_analysis_bench,
        run_bench,
        run_coach_bench,
        run_steadiness_bench,
    )

    try:
        if args.coach:
            result = run_coach_bench(args.seed, args.variant, args.players, args.hands)
        elif args.steadiness:
            result = run_steadiness_bench(args.seed, args.variant, args.players, args.hands,
                                          reference=not args.no_reference)
        elif args.analysis:
            result = run_analysis_bench(args.seed, args.variant, args.players, args.hands,
                                        workers=args.workers)
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
            b_iterations=args.b_iterations,
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
    analyse.add_argument("--seat", type=_SEAT, required=True,
                         help=f"the seat whose plays, 0 to {MAX_SEATS - 1}")
    analyse.add_argument("--hand", type=_HAND, default=None,
                         help=f"only this hand, from 1 (at most {MAX_HAND})")
    analyse.add_argument("--worlds", type=_WORLDS, default=DEFAULT_WORLDS,
                         help="deals of the unseen cards per play (estimates), "
                              f"1 to {MAX_WORLDS}")
    analyse.add_argument("--seed", type=_SEED, default=0, help=SEED_HELP)
    analyse.add_argument("--workers", type=_WORKERS, default=usable_cores(DEFAULT_WORKERS_MAX),
                         help=f"processes rating plays side by side, 1 to {MAX_WORKERS} "
                              "(default: the cores this program may use, at most "
                              f"{DEFAULT_WORKERS_MAX}); the output is the same whatever "
                              "the count")
    analyse.set_defaults(run=_analyse)

    sim = commands.add_parser("simulate", help="play matches between computer players")
    sim.add_argument("--variant", default=default_variant(), help="variant id or YAML file")
    sim.add_argument("--players", type=_PLAYERS, default=None, help=f"2 to {MAX_SEATS}")
    sim.add_argument("--matches", type=_MATCHES, default=10, help=f"0 to {MAX_MATCHES}")
    sim.add_argument("--seed", type=_SEED, default=1, help=SEED_HELP)
    sim.add_argument("--record-dir", type=Path, default=None,
                     help="write each match's record into this folder")
    sim.set_defaults(run=_simulate)

    bench = commands.add_parser("bench", help="measure the engine's speed (JSON)")
    bench.add_argument("--seconds", type=_SECONDS, default=3.0,
                       help=f"above 0, at most {MAX_SECONDS:.0f}")
    bench.add_argument("--seed", type=_SEED, default=1, help=SEED_HELP)
    bench.add_argument("--variant", default=None,
                       help="variant id or YAML file of any game (default: pagat)")
    bench.add_argument("--players", type=_PLAYERS, default=None, help=f"2 to {MAX_SEATS}")
    bench.add_argument("--steadiness", action="store_true",
                       help="whether the analysis says the same under two seeds, and as with "
                            "ten times the worlds (pagat, bresciana and ciapano unless "
                            "--variant): Normal-played hands, seat 0")
    bench.add_argument("--coach", action="store_true",
                       help="a coach's answer after each play of seat 0, alone, in hands "
                            "played by Normal (pagat, bresciana and ciapano unless "
                            "--variant): its p95 time and whether its verdict is the same "
                            "under a second seed")
    bench.add_argument("--no-reference", action="store_true",
                       help="with --steadiness: leave out the ten-times-the-worlds reference")
    bench.add_argument("--analysis", action="store_true",
                       help="time the analysis of a player's plays in a hand instead "
                            "(pagat, bresciana, ciapano and traversone unless --variant)")
    bench.add_argument("--workers", type=_WORKERS, default=1,
                       help=f"with --analysis: processes rating a hand's plays side by side, "
                            f"1 to {MAX_WORKERS}")
    bench.add_argument("--hands", type=_BENCH_HANDS, default=3,
                       help=f"with --analysis, --steadiness or --coach: hands analysed per "
                            f"variant, 1 to "
                            f"{MAX_BENCH_HANDS}")
    bench.set_defaults(run=_bench)

    tour = commands.add_parser("tournament", help="duplicate hands between two AI levels (JSON)")
    tour.add_argument("--variant", default=default_variant(), help="variant id or YAML file")
    tour.add_argument("--players", type=_PLAYERS, default=None, help=f"2 to {MAX_SEATS}")
    levels = ("easy, normal, hard or seer; in the Ciapanò family also random, or expert "
              "(a rule-based club player)")
    tour.add_argument("--a", default="normal", help=f"level A: {levels}")
    tour.add_argument("--b", default="easy", help=f"level B: {levels}")
    tour.add_argument("--hands", type=_DEALS, default=100,
                      help=f"deals, each played twice, 0 to {MAX_TOURNAMENT_HANDS}")
    tour.add_argument("--matches", type=_MATCHES, default=0,
                      help=f"also play this many matches per side assignment, 0 to "
                           f"{MAX_MATCHES}")
    tour.add_argument("--seed", type=_SEED, default=1, help=SEED_HELP)
    tour.add_argument("--workers", type=_WORKERS, default=1,
                      help=f"worker processes, 1 to {MAX_WORKERS}")
    tour.add_argument("--budget-ms", type=_MILLISECONDS, default=None,
                      help="Hard's (and the seer's) time budget per move, at most "
                           f"{MAX_MILLISECONDS:.0f}")
    tour.add_argument("--iterations", type=_ITERATIONS, default=None,
                      help=f"Hard's (and the seer's) sampled worlds per move, 1 to "
                           f"{MAX_ITERATIONS}")
    tour.add_argument("--b-iterations", type=_ITERATIONS, default=None,
                      help=f"B's sampled worlds per move, instead of --iterations (Hard "
                           f"against Hard with more worlds), 1 to {MAX_ITERATIONS}")
    tour.add_argument("--progress", action="store_true", help="report progress on stderr")
    tour.set_defaults(run=_tournament)
    return parser


#: The exit status of a command stopped by Ctrl+C (the shell's 128 + SIGINT).
INTERRUPTED = 130


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; Ctrl+C ends it quietly (its workers with it), and a worker process
    lost on the way is said in one line, with the usual error status."""
    from engine.workers import WorkerLost

    use_any_console()
    args = build_parser().parse_args(argv)
    try:
        code: int = args.run(args)
    except KeyboardInterrupt:
        return INTERRUPTED
    except WorkerLost as exc:
        print(one_line(f"error: {exc}"), file=sys.stderr)
        return 2
    return code


if __name__ == "__main__":
    sys.exit(main())
