"""The rules of a treasure quest, apart from any process: the referee feeds it commands.

A quest: ``width`` x ``height`` cells given as rows of ``.`` (empty), ``#`` (wall), ``E`` (enemy)
and ``*`` (item); the hero's ``start`` ({x, y, dir}) and the ``goal`` ({x, y}); the ``commands``
the quest allows; ``stepLimit``. Actions (moves, turns, attack, pick_up) are steps; questions
(is_wall_ahead, ...) are not. Reaching the goal, being defeated by walking into an enemy, or
going past the step limit ends the quest.
"""

ACTIONS = (
    "move_up",
    "move_down",
    "move_left",
    "move_right",
    "forward",
    "turn_left",
    "turn_right",
    "attack",
    "pick_up",
)
QUESTIONS = ("is_wall_ahead", "is_enemy_ahead", "is_item_here")
DIRS = {"up": (0, -1), "right": (1, 0), "down": (0, 1), "left": (-1, 0)}
ORDER = ("up", "right", "down", "left")
# Most events kept in the log; a quest stops at its step limit long before.
MAX_EVENTS = 5000


class Game:
    def __init__(self, quest):
        self.width = quest["width"]
        self.height = quest["height"]
        self.cells = quest["cells"]
        self.walls = set()
        self.enemies = set()
        self.items = set()
        for y, row in enumerate(self.cells):
            for x, c in enumerate(row):
                if c == "#":
                    self.walls.add((x, y))
                elif c == "E":
                    self.enemies.add((x, y))
                elif c == "*":
                    self.items.add((x, y))
        self.total_items = len(self.items)
        self.x = quest["start"]["x"]
        self.y = quest["start"]["y"]
        self.dir = quest["start"].get("dir", "right")
        self.goal = (quest["goal"]["x"], quest["goal"]["y"])
        self.allowed = set(quest["commands"])
        self.step_limit = quest["stepLimit"]
        # Without pick_up among its commands, a quest hands items over as the hero steps on them.
        self.auto_pick = "pick_up" not in self.allowed
        self.steps = 0
        self.picked = 0
        self.events = []
        self.end = None

    def ahead(self):
        dx, dy = DIRS[self.dir]
        return self.x + dx, self.y + dy

    def blocked(self, cell):
        x, y = cell
        return x < 0 or y < 0 or x >= self.width or y >= self.height or cell in self.walls

    def log(self, command, event, **extra):
        if len(self.events) < MAX_EVENTS:
            self.events.append(
                dict(step=self.steps, cmd=command, event=event, x=self.x, y=self.y, dir=self.dir, **extra)
            )

    def finish(self, kind, **extra):
        if self.end is None:
            self.end = dict(kind=kind, **extra)

    def command(self, name):
        """Plays one command; returns the reply for the hero module."""
        if self.end is not None:
            return {"end": True}
        if name not in ACTIONS and name not in QUESTIONS:
            self.finish("unknown_command", cmd=name[:40])
            return {"end": True}
        if name not in self.allowed:
            self.log(name, "not_allowed")
            self.finish("not_allowed", cmd=name)
            return {"error": "%s() is not allowed in this quest" % name}
        if name in QUESTIONS:
            if name == "is_wall_ahead":
                return {"value": self.blocked(self.ahead())}
            if name == "is_enemy_ahead":
                return {"value": self.ahead() in self.enemies}
            return {"value": (self.x, self.y) in self.items}
        if self.steps >= self.step_limit:
            self.log(name, "step_limit")
            self.finish("step_limit")
            return {"end": True}
        self.steps += 1
        if name.startswith("move_"):
            self.dir = name[5:]
            self.walk(name)
        elif name == "forward":
            self.walk(name)
        elif name in ("turn_left", "turn_right"):
            turn = -1 if name == "turn_left" else 1
            self.dir = ORDER[(ORDER.index(self.dir) + turn) % 4]
            self.log(name, "turn")
        elif name == "attack":
            cell = self.ahead()
            if cell in self.enemies:
                self.enemies.discard(cell)
                self.log(name, "defeat", tx=cell[0], ty=cell[1])
            else:
                self.log(name, "miss")
        elif name == "pick_up":
            self.pick(name, quiet=False)
        return {"end": True} if self.end is not None else {"value": None}

    def walk(self, name):
        cell = self.ahead()
        if self.blocked(cell):
            self.log(name, "bump")
            return
        if cell in self.enemies:
            self.x, self.y = cell
            self.log(name, "defeated")
            self.finish("defeated")
            return
        self.x, self.y = cell
        self.log(name, "move")
        if self.auto_pick:
            self.pick(name, quiet=True)
        if (self.x, self.y) == self.goal:
            self.log(name, "goal")
            self.finish("goal")

    def pick(self, name, quiet):
        here = (self.x, self.y)
        if here in self.items:
            self.items.discard(here)
            self.picked += 1
            self.log(name, "pick")
        elif not quiet:
            self.log(name, "nothing")


def count_lines(source):
    """Lines of a program that count against the line limit: not blank, not only a comment."""
    n = 0
    for line in source.splitlines():
        s = line.strip()
        if s and not s.startswith("#"):
            n += 1
    return n
