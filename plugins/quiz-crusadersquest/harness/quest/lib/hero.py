"""The hero of a treasure quest: every command asks the quest's referee, which keeps the map.

The learner's program imports this module (``from hero import *`` or ``import hero``). The map,
the hero's place and the rules live in the referee's process, not here, so nothing a program
changes in this module moves the hero.
"""

import json
import os

__all__ = [
    "QuestError",
    "move_up",
    "move_down",
    "move_left",
    "move_right",
    "forward",
    "turn_left",
    "turn_right",
    "attack",
    "pick_up",
    "is_wall_ahead",
    "is_enemy_ahead",
    "is_item_here",
]

_out = os.fdopen(int(os.environ["HERO_OUT"]), "w", buffering=1)
_in = os.fdopen(int(os.environ["HERO_IN"]), "r")


class QuestError(Exception):
    """A command the quest refuses (one it does not allow)."""


def _ask(command):
    _out.write(command + "\n")
    _out.flush()
    line = _in.readline()
    if not line:
        os._exit(0)
    reply = json.loads(line)
    if reply.get("end"):
        # The quest is over (goal reached, hero defeated, steps used up): stop quietly.
        os._exit(0)
    if "error" in reply:
        raise QuestError(reply["error"])
    return reply.get("value")


def move_up():
    """Moves one cell up."""
    _ask("move_up")


def move_down():
    """Moves one cell down."""
    _ask("move_down")


def move_left():
    """Moves one cell left."""
    _ask("move_left")


def move_right():
    """Moves one cell right."""
    _ask("move_right")


def forward():
    """Moves one cell the way the hero faces."""
    _ask("forward")


def turn_left():
    """Turns a quarter to the left."""
    _ask("turn_left")


def turn_right():
    """Turns a quarter to the right."""
    _ask("turn_right")


def attack():
    """Attacks the cell the hero faces."""
    _ask("attack")


def pick_up():
    """Picks up the item on the hero's cell."""
    _ask("pick_up")


def is_wall_ahead():
    """True when a wall or the map's edge is in front of the hero."""
    return bool(_ask("is_wall_ahead"))


def is_enemy_ahead():
    """True when an enemy stands in front of the hero."""
    return bool(_ask("is_enemy_ahead"))


def is_item_here():
    """True when an item lies on the hero's cell."""
    return bool(_ask("is_item_here"))
