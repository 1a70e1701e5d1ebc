"""Scenes opened by name, as Tuxemon's state manager opens its states.

A scene that opens another asks this registry for it by name (``open_scene(app, "rules")``),
so no scene module imports the one it opens and the modules form no circle; a scene's module
is imported the first time the scene is opened. ``"table"`` opens the table of the match's
family, and a family's own dialogs are opened by name too, from its window
(:mod:`cicera_gui.scenes.families`).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from cicera_gui.scenes.families import family_scene, window

if TYPE_CHECKING:
    from cicera_gui.scenes.scene import Host, Scene

#: Scene name -> "module:Class".
SCENES: dict[str, str] = {
    "menu": "cicera_gui.scenes.menu:MenuScene",
    "pause": "cicera_gui.scenes.menu:PauseMenu",
    "score_sheet": "cicera_gui.scenes.score_sheet:ScoreSheet",
    "deal_number": "cicera_gui.scenes.deal_number:DealNumberDialog",
    "analysis": "cicera_gui.scenes.analysis:AnalysisScene",
    "past_matches": "cicera_gui.scenes.past_matches:PastMatchesScene",
    "past_match": "cicera_gui.scenes.past_matches:PastMatchScene",
    "newgame": "cicera_gui.scenes.newgame:NewGameScene",
    "newgame_confirm": "cicera_gui.scenes.confirm:NewGameConfirm",
    "settings": "cicera_gui.scenes.settings:SettingsScene",
    "rules": "cicera_gui.scenes.rules:RulesScene",
    "statistics": "cicera_gui.scenes.statistics:StatisticsScene",
    "records": "cicera_gui.scenes.records:RecordsScene",
    "notice": "cicera_gui.scenes.notice:NoticeDialog",
    "working": "cicera_gui.scenes.working:WorkingDialog",
    "curtain": "cicera_gui.scenes.curtain:Curtain",
    "join": "cicera_gui.scenes.join:JoinScene",
    "phrases": "cicera_gui.scenes.phrases:PhraseDialog",
    "host": "cicera_gui.scenes.host:HostScene",
    "lessons": "cicera_gui.scenes.lessons:LessonsScene",
    "lesson_verdict": "cicera_gui.scenes.lessons:LessonVerdict",
    "lesson_menu": "cicera_gui.scenes.menu:LessonMenu",
    "capture_choice": "cicera_gui.kinds.capture.dialog:CaptureDialog",
}


def scene_class(name: str) -> type[Scene]:
    """The class of the scene called ``name`` (KeyError when there is none): a shared scene,
    or one of a family's own (its dialogs), named by its plug-in."""
    where = SCENES.get(name)
    return _class_at(where) if where is not None else family_scene(name)


def _class_at(where: str) -> type[Scene]:
    """The scene class at ``where`` ("module:Class"), its module imported now."""
    module_name, _, class_name = where.partition(":")
    found: type[Scene] = getattr(importlib.import_module(module_name), class_name)
    return found


def make_scene(app: Host, name: str, *args: Any, **kwargs: Any) -> Scene:
    """A new scene called ``name``; ``"table"`` (the table of the match's family) takes the
    match controller first."""
    if name == "table":
        return window(args[0].family.id).table(app, *args, **kwargs)
    return scene_class(name)(app, *args, **kwargs)


def open_scene(app: Host, name: str, *args: Any, **kwargs: Any) -> Scene:
    """Push the scene called ``name`` on top of the stack; returns it."""
    scene = make_scene(app, name, *args, **kwargs)
    app.stack.push(scene)
    return scene


def reset_to(app: Host, name: str, *args: Any, **kwargs: Any) -> Scene:
    """Leave every scene and start over with the scene called ``name``."""
    scene = make_scene(app, name, *args, **kwargs)
    app.stack.reset(scene)
    return scene


def replace_with(app: Host, name: str, *args: Any, **kwargs: Any) -> Scene:
    """Put the scene called ``name`` in place of the top one."""
    scene = make_scene(app, name, *args, **kwargs)
    app.stack.replace(scene)
    return scene
