"""Tables listed on the local network by mDNS/DNS-SD (``zeroconf``): a host announces each
table it keeps as a ``_cicera._tcp.local.`` service (where it is, its game and variant, its
players and free seats, its certificate's fingerprint), and a program looking for tables
browses them. The table's code is never announced: it is read out by the host, so a table
listed is not a table open to whoever sees it.
"""

from __future__ import annotations

import secrets
import socket
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from zeroconf import (
    InterfaceChoice,
    IPVersion,
    ServiceBrowser,
    ServiceInfo,
    ServiceStateChange,
    Zeroconf,
)

SERVICE = "_cicera._tcp.local."
#: The most characters of a table's name (DNS-SD instance names are at most 63 bytes).
MAX_TITLE = 40


@dataclass(frozen=True)
class Listed:
    """A table seen on the network: enough to make its invitation with the code read out."""

    title: str
    host: str
    port: int
    variant: str
    players: int
    free: int
    fingerprint: str


def _interfaces(interfaces: Sequence[str] | None) -> list[str] | InterfaceChoice:
    """The interfaces named, else every one."""
    return list(interfaces) if interfaces else InterfaceChoice.All


def _props(listed: Listed) -> dict[str, str]:
    return {"variant": listed.variant, "players": str(listed.players),
            "free": str(listed.free), "fp": listed.fingerprint}


class Announcer:
    """The tables this program announces (on ``interfaces``: every one by default)."""

    def __init__(self, interfaces: Sequence[str] | None = None) -> None:
        self.zeroconf = Zeroconf(interfaces=_interfaces(interfaces),
                                 ip_version=IPVersion.V4Only)
        self._infos: dict[str, ServiceInfo] = {}
        self._suffixes: dict[str, str] = {}
        #: Held while a table is announced or withdrawn, and while closing: an announcement
        #: that comes once the announcer is closed is left out (zeroconf's own loop is gone,
        #: and it would wait for it for ever)
        self._lock = threading.Lock()
        self._closed = False

    def announce(self, key: str, listed: Listed) -> None:
        """Announce (or announce again, changed) the table known as ``key`` (nothing once
        the announcer is closed)."""
        with self._lock:
            if not self._closed:
                self._announce(key, listed)

    def _announce(self, key: str, listed: Listed) -> None:
        title = "".join(c for c in listed.title if c.isprintable())[:MAX_TITLE] or "Cicera"
        # a few random letters keep two tables of one name apart (none from the code)
        suffix = self._suffixes.setdefault(key, secrets.token_hex(2))
        before = self._infos.get(key)
        info = ServiceInfo(SERVICE, before.name if before else f"{title} {suffix}.{SERVICE}",
                           addresses=[socket.inet_aton(listed.host)], port=listed.port,
                           properties=_props(listed),
                           server=before.server if before else None)
        if before is not None:
            self.zeroconf.update_service(info)
        else:
            self.zeroconf.register_service(info, allow_name_change=True)
        self._infos[key] = info

    def withdraw(self, key: str) -> None:
        with self._lock:
            self._withdraw(key)

    def _withdraw(self, key: str) -> None:
        info = self._infos.pop(key, None)
        if info is not None and not self._closed:
            self.zeroconf.unregister_service(info)

    def close(self) -> None:
        with self._lock:
            if self._closed:
                return
            for key in list(self._infos):
                self._withdraw(key)
            self._closed = True
            self.zeroconf.close()


def _text(properties: dict[bytes, bytes | None], key: str) -> str:
    value = properties.get(key.encode())
    return value.decode("utf-8", "replace") if value else ""


def browse(seconds: float = 2.0, interfaces: Sequence[str] | None = None) -> list[Listed]:
    """The tables announced on the network, as seen within ``seconds`` (it blocks: call it
    from a thread, never on an event loop's own)."""
    found: dict[str, Listed] = {}
    lock = threading.Lock()
    zeroconf = Zeroconf(interfaces=_interfaces(interfaces), ip_version=IPVersion.V4Only)

    def changed(zeroconf: Zeroconf, service_type: str, name: str,
                state_change: ServiceStateChange, **_: Any) -> None:
        if state_change is ServiceStateChange.Removed:
            with lock:
                found.pop(name, None)
            return
        info = zeroconf.get_service_info(service_type, name, timeout=1000)
        if info is None or not info.addresses or info.port is None:
            return
        props = info.properties
        try:
            listed = Listed(name.removesuffix("." + SERVICE), socket.inet_ntoa(info.addresses[0]),
                            int(info.port), _text(props, "variant"),
                            int(_text(props, "players") or 0), int(_text(props, "free") or 0),
                            _text(props, "fp"))
        except (ValueError, OSError):
            return  # not a table this program can read: left out
        with lock:
            found[name] = listed

    browser = ServiceBrowser(zeroconf, SERVICE, handlers=[changed])
    try:
        time.sleep(seconds)
    finally:
        browser.cancel()
        zeroconf.close()
    with lock:
        return sorted(found.values(), key=lambda listed: listed.title)
