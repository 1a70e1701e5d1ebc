"""``cicera-server``'s words for what it cannot do (issue 52): a table asked for that no
variant has, a certificate without its key, a kept table's file that cannot be read (set
aside, said, the others brought back)."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from cicera_net.cli import main
from cicera_net.server import TableServer
from engine.families import load_variant


def test_a_table_of_no_variant_is_refused_in_a_sentence(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--data-dir", str(tmp_path), "--port", "0", "--table", "nosuch:4"]) == 2
    said = capsys.readouterr().err
    assert "nosuch" in said and "Traceback" not in said
    assert main(["--data-dir", str(tmp_path), "--port", "0", "--table", "pagat:9"]) == 2
    assert "9" in capsys.readouterr().err


def test_a_certificate_needs_its_key(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                     ) -> None:
    assert main(["--data-dir", str(tmp_path), "--cert", str(tmp_path / "c.pem")]) == 2
    assert "--cert and --key go together" in capsys.readouterr().err


def test_a_kept_table_that_cannot_be_read_is_set_aside_and_the_others_come_back(
        tmp_path: Path) -> None:
    async def keep_one() -> str:
        server = TableServer(tmp_path)
        table = server.open_table(load_variant("pagat"), 4, people=0, seed=2)
        await server.save(server.tables[table.code], whole=True)
        return table.code

    code = asyncio.run(keep_one())
    folder = tmp_path / "tables"
    (folder / "BROKENBROKENBROK.json").write_text(json.dumps({"code": "x"}), "utf-8")
    server = TableServer(tmp_path)
    said = server.restore()
    assert list(server.tables) == [code]
    assert any("BROKENBROKENBROK.json: cannot be read" in line for line in said)
    assert (folder / "BROKENBROKENBROK.broken").is_file()  # nothing the server had is lost


def test_the_table_server_never_imports_pygame() -> None:
    """``cicera-server`` runs where no window can: none of its modules imports pygame."""
    import subprocess
    import sys

    code = ("import sys, cicera_net.cli, cicera_net.server, cicera_net.bench, "
            "cicera_net.client, cicera_net.discovery, cicera_net.table;"
            "print('pygame' in sys.modules)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True)
    assert result.stdout.strip() == "False"


def test_a_journal_is_replayed_past_what_the_table_file_holds_and_refused_with_a_gap(
        ) -> None:
    """A process that died between writing a table whole and emptying its journal leaves
    lines the file holds already: they are passed over, the later ones made again; a line
    cut short at the end is left out; a journal that skips a position is refused."""
    import random

    from cicera_net.table import Table

    table = Table(load_variant("bresciana"), 2, seed=6, people=2)
    for seat in range(2):
        table.join(f"P{seat}", seat)
    table.advance()  # the deal
    rng = random.Random(1)
    lines = []
    kept = None
    for count in range(6):
        if count == 3:
            kept = table.kept()  # the table written whole here
        turn = table.game.current_player()
        assert turn is not None
        table.play(turn, rng.choice(table.state(turn)["moves"]), table.at)
        lines.append(json.dumps({"at": table.at, **(table.last or {})}))
    assert kept is not None
    back = Table.from_kept(json.loads(json.dumps(kept)))
    back.replay_journal("\n".join(lines) + '\n{"at": 9')  # all six, the last line cut short
    assert back.at == table.at and back.state(0)["view"] == table.state(0)["view"]
    gap = Table.from_kept(json.loads(json.dumps(kept)))
    with pytest.raises(ValueError, match="does not follow"):
        gap.replay_journal("\n".join(lines[4:]))
