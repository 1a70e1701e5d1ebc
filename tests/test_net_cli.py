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
