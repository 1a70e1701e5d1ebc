"""``cicera-server``: tables for a club, many at once (``docs/PROTOCOL.md``).

    cicera-server [--host H] [--port P] [--public-host NAME] [--data-dir DIR]
                  [--cert FILE --key FILE] [--max-tables N] [--wait S] [--turn-clock S] [--no-aids]
                  [--table VARIANT:PLAYERS[:PEOPLE[:LEVEL]] ...]
    cicera-server bench --tables N [--seconds S] [--pace MS]

It brings back every table its data folder keeps, opens the tables asked for, prints the
invitation line of each and logs a line for each event worth knowing. It imports no pygame.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import signal
import socket
import sys
from collections.abc import Sequence
from pathlib import Path

import platformdirs

from cicera_net.invitation import Invitation
from cicera_net.server import LOG, TableServer
from cicera_net.table import Table
from cicera_net.tls import fingerprint_of_pem, host_certificate, server_context
from engine.errors import EngineError
from engine.families import family_of_rules, load_variant

DEFAULT_PORT = 7531


def _table_spec(text: str) -> tuple[str, int, int, str | None]:
    parts = text.split(":")
    if not 2 <= len(parts) <= 4:
        raise argparse.ArgumentTypeError(f"{text!r}: write VARIANT:PLAYERS[:PEOPLE[:LEVEL]]")
    try:
        players = int(parts[1])
        people = int(parts[2]) if len(parts) > 2 else 1
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r}: players and people are numbers") from None
    return parts[0], players, people, parts[3] if len(parts) > 3 else None


def parser() -> argparse.ArgumentParser:
    found = argparse.ArgumentParser(
        prog="cicera-server",
        description="Tables for friends to join over the network, many at once "
                    "(docs/PROTOCOL.md). 'cicera-server bench --help' measures it.")
    found.add_argument("--host", default="0.0.0.0", help="the address to listen on")
    found.add_argument("--port", type=int, default=DEFAULT_PORT,
                       help=f"the port to listen on (default {DEFAULT_PORT})")
    found.add_argument("--public-host", help="the address players use (in the invitations)")
    found.add_argument("--data-dir", type=Path,
                       default=Path(platformdirs.user_data_dir("cicera")) / "server",
                       help="where every table's match is kept (and the certificate made)")
    found.add_argument("--cert", type=Path, help="a certificate (PEM); else one is made")
    found.add_argument("--key", type=Path, help="its private key (PEM)")
    found.add_argument("--max-tables", type=int, default=1000,
                       help="the most tables kept at once (default 1000)")
    found.add_argument("--wait", type=float, default=60.0, metavar="SECONDS",
                       help="how long a seat whose player is away waits before a computer "
                            "plays for it (default 60)")
    found.add_argument("--turn-clock", type=float, default=None, metavar="SECONDS",
                       help="a turn clock: a computer moves for a player out of time")
    found.add_argument("--no-aids", dest="aids", action="store_false",
                       help="the players may not use the program's aids (hint, tracker)")
    found.add_argument("--announce", action="store_true",
                       help="list the tables on the local network (mDNS); never their codes")
    found.add_argument("--table", type=_table_spec, action="append", default=[],
                       metavar="VARIANT:PLAYERS[:PEOPLE[:LEVEL]]",
                       help="open a table (repeat for more)")
    return found


def public_address(host: str) -> str:
    """The address to put in invitations: the one listened on, or this machine's address
    on its network (found without sending anything), else the loopback."""
    if host not in ("0.0.0.0", "::", ""):
        return host
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("192.0.2.1", 9))  # a documentation address: nothing is sent
        return str(probe.getsockname()[0])
    return "127.0.0.1"


async def serve(options: argparse.Namespace) -> int:
    if (options.cert is None) != (options.key is None):
        print("cicera-server: --cert and --key go together", file=sys.stderr)
        return 2
    if options.cert is not None:
        cert, key = options.cert, options.key
    else:
        cert, key = host_certificate(options.data_dir)
    fingerprint = fingerprint_of_pem(cert)
    server = TableServer(options.data_dir, max_tables=options.max_tables)
    for line in server.restore():
        LOG.info("%s", line)
    opened = []
    for variant, players, people, level in options.table:
        try:
            rules = load_variant(variant)
            rules.check_players(players)
        except EngineError as exc:
            print(f"cicera-server: {exc}", file=sys.stderr)
            return 2
        levels = (level or family_of_rules(rules).player_levels[0],) * players
        opened.append(server.open_table(rules, players, levels, people=people,
                                        wait_seconds=options.wait,
                                        turn_seconds=options.turn_clock,
                                        aids=options.aids))
    await server.start(options.host, options.port, server_context(cert, key))
    where = options.public_host or public_address(options.host)
    announcer = None
    if options.announce:
        from cicera_net.discovery import Announcer, Listed

        # made on a thread of its own: zeroconf's blocking calls may not run on this loop
        announcer = await asyncio.to_thread(Announcer)

        def listed(table: Table) -> None:
            announcer.announce(table.code, Listed(
                f"{table.rules.name}", where, server.port, table.rules.id, table.players,
                len(table.free_seats()), fingerprint))

        server.on_seats = listed
        for hosted in server.tables.values():
            await asyncio.to_thread(listed, hosted.table)
    for code, hosted in server.tables.items():
        invitation = Invitation(where, server.port, code, fingerprint)
        print(f"{hosted.table.rules.id} {hosted.table.players}: {invitation.line()}",
              flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, stop.set)
    await stop.wait()
    LOG.info("stopping: every table is kept in %s", options.data_dir)
    server.on_seats = None  # the seats left as the server closes are not listed again
    await server.close()
    if announcer is not None:
        await asyncio.to_thread(announcer.close)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s",
                        stream=sys.stderr)
    if args[:1] == ["bench"]:
        from cicera_net.bench import main as bench_main

        return bench_main(args[1:])
    return asyncio.run(serve(parser().parse_args(args)))


if __name__ == "__main__":
    sys.exit(main())
