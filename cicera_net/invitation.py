"""An invitation to a table: where it is, its code, and the fingerprint of its certificate,
as one line to paste (``cicera://host:port/CODE#FINGERPRINT``) and a short code to read out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_LINE = re.compile(r"^cicera://(?P<host>\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+):(?P<port>\d{1,5})/"
                   r"(?P<code>[A-Za-z0-9-]{8,64})#(?P<fingerprint>[0-9a-fA-F]{64})$")


class InvitationError(ValueError):
    """A line that is not an invitation."""


@dataclass(frozen=True)
class Invitation:
    host: str
    port: int
    code: str
    fingerprint: str

    def line(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"cicera://{host}:{self.port}/{self.code}#{self.fingerprint}"

    @property
    def spoken(self) -> str:
        """The code in groups of four, to read out."""
        return "-".join(self.code[i:i + 4] for i in range(0, len(self.code), 4))

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"wss://{host}:{self.port}/"

    @classmethod
    def parse(cls, line: str) -> Invitation:
        found = _LINE.match(line.strip())
        if found is None:
            raise InvitationError("an invitation reads cicera://host:port/CODE#fingerprint")
        port = int(found["port"])
        if not 0 < port < 65536:
            raise InvitationError(f"no port {port}")
        return cls(found["host"].strip("[]"), port, found["code"].replace("-", "").upper(),
                   found["fingerprint"].lower())
