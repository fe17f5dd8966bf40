"""The referee of a treasure quest (a seodang judge harness).

Reads the job line on stdin, runs the learner's /box/main.py once in a child python3 with the
``hero`` module (lib/hero.py), answers each of the hero's commands with the rules of game.py, and
reports one nonce-tagged line per check: ``goal``, ``items``, ``steps``, ``lines``. The event log
of the run goes with the ``goal`` check as ``replay.json``.
"""

import base64
import json
import os
import select
import signal
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from game import Game, count_lines  # noqa: E402

# Wall-clock seconds the learner's program may take; past it the run is a timeout.
RUN_SECONDS = float(os.environ.get("QUEST_RUN_SECONDS", "4"))
MAX_LINE = 200
OUTPUT_KEEP = 4000

BOOT = r"""
import json, sys
sys.path.insert(0, sys.argv[1])
source_path = sys.argv[2]
sys.argv = ['main.py']
import hero
try:
    with open(source_path, encoding='utf-8') as f:
        source = f.read()
    code = compile(source, 'main.py', 'exec')
    exec(code, {'__name__': '__main__', '__builtins__': __builtins__})
except SystemExit:
    raise
except BaseException as e:
    import traceback
    line = None
    if isinstance(e, SyntaxError):
        line = e.lineno
    else:
        for frame in traceback.extract_tb(e.__traceback__):
            if frame.filename == 'main.py':
                line = frame.lineno
    text = e.msg if isinstance(e, SyntaxError) else str(e)
    sys.stderr.write('\n@@quest-error ' + json.dumps({'type': type(e).__name__, 'message': text[:300], 'line': line}) + '\n')
    sys.stderr.flush()
    sys.exit(1)
"""


def drain(stream, keep, sink):
    """Reads a child's stream to its end, keeping its last `keep` characters."""
    text = ""
    while True:
        chunk = stream.read(4096)
        if not chunk:
            break
        text = (text + chunk.decode("utf-8", "replace"))[-keep:]
    sink.append(text)


def kill(child):
    try:
        os.killpg(child.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    try:
        child.wait(timeout=2)
    except subprocess.TimeoutExpired:
        pass


def play(quest, source_path):
    """Runs the learner's program against a fresh game; returns the game and the program's output."""
    game = Game(quest)
    cmd_r, cmd_w = os.pipe()
    rep_r, rep_w = os.pipe()
    env = {
        "HERO_OUT": str(cmd_w),
        "HERO_IN": str(rep_r),
        "PATH": "/usr/local/bin:/usr/bin:/bin",
        "HOME": "/tmp",
        "LANG": "C.UTF-8",
    }
    child = subprocess.Popen(
        [sys.executable, "-I", "-c", BOOT, os.path.join(HERE, "lib"), source_path],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        pass_fds=(cmd_w, rep_r),
        env=env,
        cwd="/tmp",
        start_new_session=True,
    )
    os.close(cmd_w)
    os.close(rep_r)
    out, err = [], []
    threads = [
        threading.Thread(target=drain, args=(child.stdout, OUTPUT_KEEP, out), daemon=True),
        threading.Thread(target=drain, args=(child.stderr, 20000, err), daemon=True),
    ]
    for t in threads:
        t.start()
    deadline = time.monotonic() + RUN_SECONDS
    buf = b""
    timed_out = False
    while game.end is None:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            timed_out = True
            break
        ready, _, _ = select.select([cmd_r], [], [], remaining)
        if not ready:
            timed_out = True
            break
        chunk = os.read(cmd_r, 4096)
        if not chunk:
            break
        buf += chunk
        if len(buf) > 4096 and b"\n" not in buf:
            game.finish("unknown_command", cmd="")
            break
        while b"\n" in buf and game.end is None:
            line, buf = buf.split(b"\n", 1)
            reply = game.command(line.decode("utf-8", "replace").strip()[:MAX_LINE])
            try:
                os.write(rep_w, (json.dumps(reply) + "\n").encode())
            except OSError:
                pass
    if game.end is None and not timed_out:
        try:
            child.wait(timeout=max(0.1, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            timed_out = True
    if timed_out:
        game.finish("timeout", seconds=RUN_SECONDS)
    kill(child)
    os.close(cmd_r)
    os.close(rep_w)
    for t in threads:
        t.join(timeout=2)
    if game.end is None:
        if child.returncode == 0:
            game.finish("program_end")
        else:
            error = {"type": "Error", "message": "exit status %s" % child.returncode, "line": None}
            for line in (err[0] if err else "").splitlines():
                if line.startswith("@@quest-error "):
                    try:
                        error = json.loads(line[len("@@quest-error ") :])
                    except ValueError:
                        pass
            game.finish("error", **error)
    return game, (out[0] if out else "")


def verdicts(game, quest, lines):
    """The checks of a finished game: name -> (outcome, message)."""
    end = game.end
    kind = end["kind"]
    failed = None
    if kind == "timeout":
        failed = ("timeout", "The program did not finish in %g s." % RUN_SECONDS)
    elif kind == "error":
        where = " (line %s)" % end.get("line") if end.get("line") else ""
        failed = ("error", "%s: %s%s" % (end.get("type"), end.get("message"), where))
    elif kind == "not_allowed":
        failed = ("error", "%s() is not allowed in this quest." % end.get("cmd"))
    elif kind == "unknown_command":
        failed = ("error", "The hero got a command it does not know.")
    result = {}
    if failed:
        result["goal"] = failed
        result["items"] = failed
        result["steps"] = failed
    else:
        result["goal"] = (
            ("pass", "Goal reached in %d steps." % game.steps)
            if kind == "goal"
            else ("fail", "The hero ended at (%d, %d) without reaching the goal (%s)." % (game.x, game.y, kind))
        )
        result["items"] = (
            "pass" if game.picked == game.total_items else "fail",
            "%d / %d items." % (game.picked, game.total_items),
        )
        over = kind == "step_limit"
        result["steps"] = (
            "fail" if over else "pass",
            "More than %d steps." % quest["stepLimit"] if over else "%d / %d steps." % (game.steps, quest["stepLimit"]),
        )
    result["lines"] = (
        "pass" if lines <= quest["lineLimit"] else "fail",
        "%d / %d lines." % (lines, quest["lineLimit"]),
    )
    return result


def main():
    job = json.loads(sys.stdin.readline())
    nonce = job["nonce"]
    tests = job["tests"]
    quest = tests[0]["data"]["quest"]
    # The learner's program; the judge puts it at /box (a test may point elsewhere).
    source_path = os.environ.get("QUEST_SOURCE", "/box/main.py")
    with open(source_path, encoding="utf-8", errors="replace") as f:
        source = f.read()
    lines = count_lines(source)
    game, output = play(quest, source_path)
    checks = verdicts(game, quest, lines)
    replay = {
        "version": 1,
        "quest": {k: quest[k] for k in ("width", "height", "cells", "start", "goal")},
        "events": game.events,
        "end": game.end,
        "steps": game.steps,
        "stepLimit": quest["stepLimit"],
        "lines": lines,
        "lineLimit": quest["lineLimit"],
        "items": {"picked": game.picked, "total": game.total_items},
        "output": output,
    }
    for i, test in enumerate(tests):
        check = test["data"]["check"]
        outcome, message = checks.get(check, ("error", "unknown check"))
        record = {"name": test["name"], "outcome": outcome, "message": message}
        if i == 0 and not test.get("hidden"):
            data = json.dumps(replay, ensure_ascii=False).encode("utf-8")
            record["artifacts"] = [{"name": "replay.json", "base64": base64.b64encode(data).decode("ascii")}]
        sys.stdout.write("@@%s %s\n" % (nonce, json.dumps(record, ensure_ascii=False)))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
