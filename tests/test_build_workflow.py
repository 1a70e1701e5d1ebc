"""The double-click app is built for all three systems by the repository's CI workflow, and
Windows gets an installer with Start-menu and desktop shortcuts. (The workflow runs on
GitHub's machines; here its shape is checked: what it builds, checks and keeps.)"""

from __future__ import annotations

import re
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
WORKFLOW = ROOT / ".github" / "workflows" / "build.yml"
INSTALLER = ROOT / "packaging" / "windows" / "cicera.iss"


def test_the_workflow_builds_checks_and_keeps_the_app_on_three_systems() -> None:
    workflow = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    job = workflow["jobs"]["app"]
    systems = {entry["os"].split("-")[0] for entry in job["strategy"]["matrix"]["include"]}
    assert systems == {"ubuntu", "windows", "macos"}
    commands = "\n".join(str(step.get("run", "")) for step in job["steps"])
    assert "packaging/build.py" in commands
    assert "--self-check" in commands and "--screenshot" in commands
    assert "cicera.iss" in commands
    uses = [str(step.get("uses", "")) for step in job["steps"]]
    assert any(use.startswith("actions/upload-artifact") for use in uses)
    for entry in job["strategy"]["matrix"]["include"]:
        assert entry["app"].startswith("dist/")


def test_the_windows_installer_makes_start_menu_and_desktop_shortcuts() -> None:
    script = INSTALLER.read_text(encoding="utf-8")
    icons = script.split("[Icons]", 1)[1].split("[", 1)[0]
    assert "{group}\\{#AppName}" in icons, "a Start-menu entry"
    assert "{userdesktop}\\{#AppName}" in icons, "a desktop shortcut"
    assert 'Source: "..\\..\\dist\\cicera\\*"' in script, "the app build.py leaves"
    assert "PrivilegesRequired=lowest" in script  # installs without an administrator


def test_every_action_is_pinned_to_a_commit_with_its_tag_said() -> None:
    """A tag can be moved to other code; a commit cannot (what zizmor asks in .ci/run)."""
    workflow = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    assert workflow["permissions"] == {"contents": "read"}
    text = WORKFLOW.read_text(encoding="utf-8")
    uses = [line.split("uses:", 1)[1].strip() for line in text.splitlines() if "uses:" in line]
    assert uses
    for use in uses:
        action, _, rest = use.partition("@")
        commit, _, comment = rest.partition("#")
        assert re.fullmatch(r"[0-9a-f]{40}", commit.strip()), use
        assert comment.strip().startswith("v"), f"{action}: the tag beside its commit"
