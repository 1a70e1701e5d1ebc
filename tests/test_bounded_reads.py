"""Every file from outside goes through the one bounded reader (:mod:`engine.safe_io`).

The source of every module of ``engine/`` and ``cicera_gui/`` is walked with :mod:`ast`;
any call that opens or reads a file by another way fails this test, unless it is on the
allow-list below, each entry with its reason (the project's own bundled assets, catalogs
and fonts, and writers that read nothing). A read of a path the player controls must go
through ``safe_io`` instead: a named pipe there returns at once, a device is refused, the
size is bounded.
"""

from __future__ import annotations

import ast
import os
from pathlib import Path

import pytest

from cicera_gui.storage import Locations, Storage
from engine.families import load_variant

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("engine", "cicera_gui", "cicera_net")

#: Calls that open or read a file, by their callee as written (``ast.unparse``) ...
READING_CALLEES = frozenset({
    "open", "io.open", "os.open", "os.fdopen", "codecs.open", "os.read", "mmap.mmap",
    "shutil.copy", "shutil.copy2", "shutil.copyfile", "shutil.copyfileobj",
    "shutil.copytree", "json.load", "pickle.load", "marshal.load", "tomllib.load",
    "pygame.image.load", "pygame.image.load_sized_svg", "pygame.mixer.Sound",
    "pygame.font.Font", "pygame.freetype.Font", "gettext.translation",
    "numpy.load", "np.load", "numpy.fromfile", "np.fromfile",
})
#: ... and by the method's name, whatever it is called on (a Path's, a resource's).
READING_METHODS = frozenset({"read_text", "read_bytes", "open", "load_sized_svg"})

#: (module, enclosing function, callee) -> why the call may read a file without safe_io.
ALLOWED: dict[tuple[str, str, str], str] = {
    ("engine/safe_io.py", "read_bytes", "os.open"): "the bounded reader itself",
    ("engine/safe_io.py", "read_bytes", "os.read"): "the bounded reader itself",
    ("engine/files.py", "write_bytes_atomic", "os.fdopen"):
        "the atomic writer: writes its own temporary file, reads nothing",
    ("cicera_net/server.py", "_append", "open"):
        "adds a line to a table's journal in the server's own folder, reads nothing",
    ("engine/variants/loader.py", "_read_text",
     "resources.files(_DATA_PACKAGE).joinpath(f'{name}.yaml').read_text"):
        "a shipped variant: the package's own data, never a user path",
    ("cicera_gui/program/cli.py", "log_to_file_when_windowed", "os.open"):
        "the log file: opened to append (non-blocking), never read",
    ("cicera_gui/program/cli.py", "log_to_file_when_windowed", "open"):
        "the log file's descriptor, to append to it",
    ("cicera_gui/program/cli.py", "open_program", "Storage.open"):
        "opens the program's storage (a class method), reads no file itself",
    ("cicera_gui/storage/lock.py", "_open", "os.open"):
        "the lock file: held open to be locked, never through a link; its content is read "
        "through safe_io",
    ("cicera_gui/storage/lock.py", "_own_file", "os.open"):
        "a new lock file of its own, made (O_EXCL, never through a link) to replace one shared "
        "with another name; nothing is read from it",
    ("cicera_gui/look/theme.py", "_load", "pygame.font.Font"):
        "the bundled fonts (assets/fonts), or pygame's default font",
    ("cicera_gui/program/selfcheck.py", "self_check", "pygame.font.Font"):
        "the self-check opens the bundled fonts to see that they load",
    ("cicera_gui/words/i18n.py", "set_language", "gettext.translation"):
        "the bundled catalogs (locales/)",
    ("engine/lessons/model.py", "shipped_lessons", "entry.read_text"):
        "the bundled lessons (engine/variants/lessons)",
    ("cicera_gui/look/sound.py", "_load", "pygame.mixer.Sound"): "the bundled sounds (assets)",
    ("cicera_gui/art/raster.py", "render_svg", "pygame.image.load_sized_svg"):
        "the bundled card art (assets/cards)",
    ("cicera_gui/art/raster.py", "svg_aspect", "path.read_text"):
        "the bundled card art (assets/cards): its viewBox",
    ("cicera_gui/art/design/build.py", "write_atomic", "os.fdopen"):
        "the art build (a maintainer's tool) writing the assets",
    ("cicera_gui/art/design/build.py", "generate", "target.read_bytes"):
        "the art build (a maintainer's tool) comparing its own output",
    ("cicera_gui/art/design/icon_png.py", "write_icon_pngs", "pygame.image.load_sized_svg"):
        "the icon build (a maintainer's tool) reading the bundled SVG",
    ("cicera_gui/art/design/icon_png.py", "write_icon_pngs", "target.read_bytes"):
        "the icon build (a maintainer's tool) comparing its own output",
}


def reading_calls(source: str) -> list[tuple[str, str]]:
    """(enclosing function, callee) of every call in ``source`` that opens or reads a file
    other than through ``safe_io``."""
    found: list[tuple[str, str]] = []

    def visit(node: ast.AST, where: str) -> None:
        for child in ast.iter_child_nodes(node):
            inner = (child.name if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef)
                     else where)
            if isinstance(child, ast.Call):
                callee = ast.unparse(child.func)
                method = child.func.attr if isinstance(child.func, ast.Attribute) else None
                if (callee in READING_CALLEES or method in READING_METHODS) \
                        and not callee.startswith("safe_io."):
                    found.append((where, callee))
            visit(child, inner)

    visit(ast.parse(source), "<module>")
    return found


def project_reads() -> dict[tuple[str, str, str], int]:
    reads: dict[tuple[str, str, str], int] = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            module = path.relative_to(ROOT).as_posix()
            for where, callee in reading_calls(path.read_text("utf-8")):
                key = (module, where, callee)
                reads[key] = reads.get(key, 0) + 1
    return reads


def test_no_module_reads_a_file_but_through_the_bounded_reader() -> None:
    reads = project_reads()
    unexpected = sorted(key for key in reads if key not in ALLOWED)
    assert not unexpected, ("read a file through engine.safe_io (or, for a bundled asset, "
                            f"allow it here with its reason): {unexpected}")
    stale = sorted(key for key in ALLOWED if key not in reads)
    assert not stale, f"allowed reads that no longer exist (remove them): {stale}"


@pytest.mark.parametrize("snippet", [
    "def f(p):\n    return p.read_text('utf-8')\n",
    "def f(p):\n    with open(p) as h:\n        return h.read()\n",
    "def f(p):\n    return json.load(p.open())\n",
    "def f(p, q):\n    shutil.copyfile(p, q)\n",
    "def f(p):\n    return yaml.safe_load(Path(p).read_bytes())\n",
])
def test_the_check_sees_a_read_past_the_bounded_reader(snippet: str) -> None:
    assert reading_calls(snippet)
    assert not reading_calls("def f(p):\n    return safe_io.read_text(p, 10)\n")


# -- the variants New game writes for a chosen target or end (variants/chosen/) --------------


def chosen_path(home: Locations) -> Path:
    """Where New game keeps Ciapanò with a target of 41."""
    storage = Storage(home)
    path = storage.derived_variant("ciapano", {"target": 41})
    path.unlink()
    return path


@pytest.fixture
def home(tmp_path: Path) -> Locations:
    return Locations.under(tmp_path)


def test_a_named_pipe_in_chosen_returns_at_once_with_a_message(home: Locations) -> None:
    path = chosen_path(home)
    os.mkfifo(path)  # no writer ever comes: a plain read would wait for good
    storage = Storage(home)
    again = storage.derived_variant("ciapano", {"target": 41})
    assert again == path and path.is_file()
    assert load_variant(str(path)).target == 41
    (notice,) = storage.take_notices()
    assert "named pipe" in notice.params["why"]
    kept = Path(notice.params["kept"])
    assert kept.parent == path.parent and kept.is_fifo()  # the player's pipe, kept aside


def test_a_link_to_dev_zero_in_chosen_is_refused_not_read(home: Locations) -> None:
    path = chosen_path(home)
    path.symlink_to("/dev/zero")  # read as a file, it never ends
    storage = Storage(home)
    storage.derived_variant("ciapano", {"target": 41})
    assert load_variant(str(path)).target == 41
    (notice,) = storage.take_notices()
    assert "device" in notice.params["why"]
    assert Path(notice.params["kept"]).is_symlink()
