"""Build the double-click app: ``python packaging/build.py [--dist DIR]``.

Compiles the translations, makes the platform's icon file, and runs PyInstaller on
``packaging/cicera.spec``. The result is ``dist/cicera/`` (``dist/Cicera.app`` on macOS):
a folder holding the program and everything it needs, to zip and hand out.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def make_icons(out: Path) -> None:
    """The Windows .ico and macOS .icns from the icon PNGs (pygame-free, via Pillow if there,
    else the largest PNG is used as is)."""
    out.mkdir(parents=True, exist_ok=True)
    sizes = [16, 32, 48, 64, 128, 256]
    pngs = [ROOT / "assets" / "icon" / f"cicera-{size}.png" for size in sizes]
    try:
        from PIL import Image
    except ImportError:
        return
    images = [Image.open(p) for p in pngs if p.exists()]
    if images:
        images[-1].save(out / "cicera.ico", sizes=[(s, s) for s in sizes])
        big = ROOT / "assets" / "icon" / "cicera-512.png"
        if sys.platform == "darwin" and big.exists():
            Image.open(big).save(out / "cicera.icns")


def build(dist: Path, work: Path) -> Path:
    sys.path.insert(0, str(ROOT))
    from tools.i18n import compile_catalogs

    locales = work / "locales"
    compile_catalogs(locales)
    make_icons(ROOT / "build" / "icon")
    env = dict(os.environ, CICERA_COMPILED_LOCALES=str(locales))
    subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
         "--distpath", str(dist), "--workpath", str(work / "pyinstaller"),
         str(ROOT / "packaging" / "cicera.spec")],
        check=True, env=env, cwd=ROOT,
    )
    return dist / ("Cicera.app" if sys.platform == "darwin" else "cicera")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--work", type=Path, default=ROOT / "build")
    args = parser.parse_args()
    folder = build(args.dist, args.work)
    print(f"built {folder}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
