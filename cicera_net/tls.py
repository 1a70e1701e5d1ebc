"""TLS for a table: the host makes itself a certificate the first time (``cryptography``),
keeps it in its data folder, and the invitation carries the certificate's SHA-256
fingerprint, which the joining program pins: a connection to anything else is refused, so a
code read out across the room is enough to be safe. A club server may use a real certificate
instead (``--cert``, ``--key``); its fingerprint goes in the invitation all the same.
"""

from __future__ import annotations

import datetime
import hashlib
import hmac
import ssl
from pathlib import Path

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

from engine.files import write_bytes_atomic
from engine.safe_io import read_bytes

#: The largest certificate file read (a chain of a few certificates).
MAX_PEM = 64 * 1024
CERT_FILE = "table-cert.pem"
KEY_FILE = "table-key.pem"


def host_certificate(folder: Path) -> tuple[Path, Path]:
    """The host's certificate and key in ``folder``, made the first time (a P-256 key, a
    self-signed certificate for ten years), written atomically and readable by their owner
    only (the temporary file's mode is kept)."""
    cert, key = folder / CERT_FILE, folder / KEY_FILE
    if cert.is_file() and key.is_file():
        return cert, key
    private = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Cicera table")])
    now = datetime.datetime.now(datetime.UTC)
    certificate = (x509.CertificateBuilder().subject_name(name).issuer_name(name)
                   .public_key(private.public_key()).serial_number(x509.random_serial_number())
                   .not_valid_before(now - datetime.timedelta(days=1))
                   .not_valid_after(now + datetime.timedelta(days=3650))
                   .sign(private, hashes.SHA256()))
    write_bytes_atomic(key, private.private_bytes(serialization.Encoding.PEM,
                                              serialization.PrivateFormat.PKCS8,
                                              serialization.NoEncryption()))
    write_bytes_atomic(cert, certificate.public_bytes(serialization.Encoding.PEM))
    return cert, key


def fingerprint_of_pem(cert: Path) -> str:
    """The SHA-256 fingerprint of a certificate file, in hex."""
    loaded = x509.load_pem_x509_certificate(read_bytes(cert, MAX_PEM))
    return hashlib.sha256(loaded.public_bytes(serialization.Encoding.DER)).hexdigest()


def server_context(cert: Path, key: Path) -> ssl.SSLContext:
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(cert, key)
    return context


def client_context() -> ssl.SSLContext:
    """A context that checks nothing by itself: the certificate is pinned by its
    fingerprint once connected (:func:`check_pin`), not by a certificate authority."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    return context


class PinMismatch(ssl.SSLError):
    """The table's certificate is not the one the invitation names."""


def check_pin(der: bytes | None, fingerprint: str) -> None:
    """Raise :class:`PinMismatch` unless the peer's certificate (DER) has ``fingerprint``."""
    if der is None:
        raise PinMismatch("the table showed no certificate")
    found = hashlib.sha256(der).hexdigest()
    if not hmac.compare_digest(found, fingerprint.lower()):
        raise PinMismatch("the table's certificate is not the one in the invitation")
