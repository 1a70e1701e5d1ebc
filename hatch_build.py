"""Build hook: compile the gettext catalogs (Babel, at build time only) and carry the assets
and catalogs inside the wheel as ``cicera_gui/_assets`` and ``cicera_gui/_locales``.

An editable install compiles the catalogs beside their sources in ``locales/``, where a
source checkout looks for them.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class CatalogBuildHook(BuildHookInterface):  # type: ignore[type-arg]
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        root = Path(self.root)
        sys.path.insert(0, str(root))
        try:
            from tools.i18n import compile_catalogs
        finally:
            sys.path.pop(0)
        if version == "editable":
            compile_catalogs(root / "locales")
            return
        if self.target_name != "wheel":
            return
        out = Path(self.directory) / "compiled-locales"
        compile_catalogs(out)
        build_data["force_include"][str(out)] = "cicera_gui/_locales"
        build_data["force_include"][str(root / "assets")] = "cicera_gui/_assets"
