"""The YAML loader for variant files: ``yaml.SafeLoader`` (no tags that run code), bounded.

- **No aliases** (``*name``): a variant needs none, and an alias bomb (a few lines that
  expand to billions of items when walked, e.g. by an error message's ``repr``) cannot be
  written without them.
- **Nesting capped** at :data:`engine.bounds.MAX_YAML_DEPTH` levels, checked while the
  document is composed (thousands of ``[`` never reach a recursion limit).
- **Numbers capped** at :data:`engine.bounds.MAX_NUMBER_DIGITS` digits (Python refuses to
  read over 4,300, with a plain ValueError).
- **No key twice** in one mapping: YAML would keep the last silently, and a player who wrote
  ``target`` twice meant one of them; which one is not guessed.

Each refusal is a ``yaml.YAMLError`` with the line and column, like a syntax error.
"""

from __future__ import annotations

from typing import Any

import yaml
from yaml.composer import ComposerError
from yaml.constructor import ConstructorError
from yaml.nodes import MappingNode, Node, ScalarNode

from engine.bounds import MAX_NUMBER_DIGITS, MAX_YAML_DEPTH, quote

_MERGE_TAG = "tag:yaml.org,2002:merge"


class SafeLoader(yaml.SafeLoader):
    """``yaml.SafeLoader`` without aliases, with bounded nesting and number length."""

    def __init__(self, stream: Any) -> None:
        super().__init__(stream)
        self._depth = 0

    def compose_node(self, parent: Node | None, index: Any) -> Node | None:
        event = self.peek_event()  # type: ignore[no-untyped-call]
        mark = getattr(event, "start_mark", None)
        if isinstance(event, yaml.AliasEvent):
            raise ComposerError(None, None, "aliases (*name) are not allowed in a variant file",
                                mark)
        self._depth += 1
        try:
            if self._depth > MAX_YAML_DEPTH:
                raise ComposerError(None, None,
                                    f"nested too deeply (over {MAX_YAML_DEPTH} levels)",
                                    mark)
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1

    def construct_mapping(self, node: MappingNode, deep: bool = False) -> dict[Any, Any]:
        """A mapping, refused when it names a key twice (the second one's line is told)."""
        if isinstance(node, MappingNode):
            first: dict[Any, str] = {}
            for key_node, _ in node.value:
                if key_node.tag == _MERGE_TAG:
                    continue
                key = self.construct_object(key_node, deep=True)
                try:
                    where = first.get(key)
                except TypeError:  # not a key at all: the base class says so
                    continue
                if where is not None:
                    raise ConstructorError(
                        None, None, f"the key {quote(key)} is given twice (first at {where}); "
                        "give each key once", key_node.start_mark)
                mark = key_node.start_mark
                first[key] = f"line {mark.line + 1}, column {mark.column + 1}"
        mapping: dict[Any, Any] = super().construct_mapping(node, deep)
        return mapping

    def construct_bounded_int(self, node: Node) -> Any:
        if not isinstance(node, ScalarNode) or len(str(node.value)) > MAX_NUMBER_DIGITS:
            raise ConstructorError(None, None,
                                   f"a number of over {MAX_NUMBER_DIGITS} digits",
                                   node.start_mark)
        return self.construct_yaml_int(node)


SafeLoader.add_constructor("tag:yaml.org,2002:int", SafeLoader.construct_bounded_int)
