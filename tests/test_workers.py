"""Worker processes never hang on a lost job and never outlive their owner: a worker that dies
fails its job; closing ends every worker at once; background workers run at the lowest
priority; the commands say a lost worker in one line and end quietly on Ctrl+C."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from concurrent.futures import CancelledError
from pathlib import Path

import pytest

from engine.workers import LOWEST_PRIORITY, WorkerLost, WorkerPool

#: Patience for a process to start or end (a busy machine is slow, never this slow).
PATIENCE = 60.0


def ends_itself(code: int) -> int:
    """A job whose worker dies under it (as one killed by the system does)."""
    os._exit(code)


def own_priority() -> int:
    return os.getpriority(os.PRIO_PROCESS, 0)


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie (ended, not yet reaped by its parent) counts as gone
        return Path(f"/proc/{pid}/stat").read_text().split()[2] != "Z"
    except OSError:
        return False


def wait_until(condition: Callable[[], object], seconds: float = PATIENCE) -> bool:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True


@pytest.mark.parametrize("method", ["spawn", "fork"])
def test_a_worker_that_dies_fails_its_job_and_the_pool_goes_on(method: str) -> None:
    with WorkerPool(2, start_method=method) as pool:
        lost = pool.submit(ends_itself, 3)
        with pytest.raises(WorkerLost, match="ended with status 3"):
            lost.result(PATIENCE)
        assert list(pool.map(abs, [-1, -2, -3])) == [1, 2, 3]  # a new worker took over


def test_a_worker_killed_by_a_signal_is_said_so() -> None:
    with WorkerPool(1, start_method="spawn") as pool:
        job = pool.submit(time.sleep, 600)
        assert wait_until(pool.pids)
        os.kill(pool.pids()[0], signal.SIGKILL)
        with pytest.raises(WorkerLost, match="killed by signal 9"):
            job.result(PATIENCE)


def test_closing_ends_every_worker_at_once_and_cancels_their_jobs() -> None:
    pool = WorkerPool(2, start_method="spawn")
    running = [pool.submit(time.sleep, 600) for _ in range(2)]
    waiting = pool.submit(time.sleep, 600)
    assert wait_until(lambda: len(pool.pids()) == 2)
    pids = pool.pids()
    pool.close()  # not after the ten minutes the jobs would take
    assert waiting.cancelled()
    for job in running:
        with pytest.raises(CancelledError):
            job.result(0)
    assert wait_until(lambda: not any(alive(pid) for pid in pids))


def test_background_workers_run_at_the_lowest_priority() -> None:
    if not hasattr(os, "nice"):
        pytest.skip("no process priorities on this system")
    ours = own_priority()
    with WorkerPool(1, start_method="spawn", nice=LOWEST_PRIORITY) as low, \
            WorkerPool(1, start_method="spawn") as usual:
        assert low.submit(own_priority).result(PATIENCE) == max(ours, LOWEST_PRIORITY)
        assert usual.submit(own_priority).result(PATIENCE) == ours


def test_results_come_in_order_whatever_finishes_first() -> None:
    with WorkerPool(2, start_method="fork", eager=True) as pool:
        assert list(pool.map(abs, range(-5, 0))) == [5, 4, 3, 2, 1]


# -- the commands -----------------------------------------------------------------------------

ANALYSE_WITH_A_LOST_WORKER = """
import os, sys
import engine.ai.analyse as analyse

def dies(job):
    os.kill(os.getpid(), 9)

analyse._rate_job = dies  # the workers are forked: each rates with this
from engine.cli import main
sys.exit(main(["analyse", sys.argv[1], "--seat", "0", "--workers", "2", "--worlds", "4"]))
"""

ANALYSE_SLOWLY = """
import sys, time
from pathlib import Path
import engine.ai.analyse as analyse

def slow(job):
    Path(sys.argv[2]).write_text("rating")
    time.sleep(600)

analyse._rate_job = slow
from engine.cli import main
sys.exit(main(["analyse", sys.argv[1], "--seat", "0", "--workers", "2", "--worlds", "4"]))
"""


@pytest.fixture
def record_file(tmp_path: Path) -> Path:
    from engine.cicera.record import game_to_record
    from engine.families import load_variant, new_match
    from engine.match import play_match
    from engine.players import RandomPlayer

    game = new_match(load_variant("bresciana"), 2, seed=3)
    play_match(game, [RandomPlayer(random.Random(1)), RandomPlayer(random.Random(2))],
               stop_after_hand=True)
    path = tmp_path / "match.json"
    path.write_text(json.dumps(game_to_record(game)), "utf-8")  # type: ignore[arg-type]
    return path


def test_analyse_says_a_lost_worker_in_one_line_and_ends_with_its_error_status(
        record_file: Path) -> None:
    """It hung for ever: the pool never failed the lost job."""
    done = subprocess.run([sys.executable, "-c", ANALYSE_WITH_A_LOST_WORKER, str(record_file)],
                          capture_output=True, text=True, timeout=PATIENCE * 2, check=False)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "killed by signal 9" in done.stderr
    assert "Traceback" not in done.stderr and done.stdout == ""


def test_ctrl_c_ends_analyse_quietly_with_its_workers(record_file: Path,
                                                      tmp_path: Path) -> None:
    started = tmp_path / "started"
    process = subprocess.Popen([sys.executable, "-c", ANALYSE_SLOWLY, str(record_file),
                                str(started)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, start_new_session=True)
    try:
        assert wait_until(started.exists)
        os.killpg(process.pid, signal.SIGINT)  # as the terminal sends it: to the whole group
        out, err = process.communicate(timeout=PATIENCE)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
    assert process.returncode == 130
    assert err == "" and out == ""
