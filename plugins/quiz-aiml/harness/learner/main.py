# The aiml quiz's first run: the learner's python3 program reads the input file and writes its
# output file. Only what it wrote (and its plots) go on, as the handoff, to the `judge` harness,
# which scores them in a sandbox of its own: the teacher's judge file and code are never here.
import base64
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time

sys.dont_write_bytecode = True  # the installed folder is read-only
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '_shared'))
from report_line import report_writer  # noqa: E402

OUTPUT_LIMIT = 1 << 20  # characters of the output file handed to the judge
PLOT_LIMIT = (2 << 20) - (64 << 10)  # bytes of PNG plots, all together (the judge keeps 2 MiB per test)
MAX_PLOTS = 4
EXCEPTION = re.compile(r'^([A-Za-z_][A-Za-z0-9_.]{0,79})(?::|$)')

job = json.loads(sys.stdin.readline())
test = job['tests'][0]
data = test['data']
report = report_writer(job, test)


work = '/tmp/run'
os.makedirs(work, exist_ok=True)
shutil.copyfile('/box/' + data['inputFile'], os.path.join(work, data['inputFile']))
env = {
    'PATH': '/usr/local/bin:/usr/bin:/bin',
    'HOME': work,
    'LANG': 'C.UTF-8',
    'MPLBACKEND': 'Agg',
    'MPLCONFIGDIR': os.path.join(work, '.matplotlib'),
    'OMP_NUM_THREADS': '1',
    'OPENBLAS_NUM_THREADS': '1',
    'PYTHONDONTWRITEBYTECODE': '1',
}
started = time.monotonic()
child = subprocess.Popen(
    ['python3', '-I', '/box/' + data['program']],
    cwd=work,
    env=env,
    stdin=subprocess.DEVNULL,
    stdout=subprocess.DEVNULL,
    stderr=subprocess.PIPE,
    start_new_session=True,
)
try:
    _, err = child.communicate(timeout=data['runSeconds'])
except subprocess.TimeoutExpired:
    os.killpg(child.pid, signal.SIGKILL)
    child.communicate()
    report('timeout', 'The program ran longer than %d s.' % data['runSeconds'])
    sys.exit(0)
finally:
    try:
        os.killpg(child.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def last_error(text):
    # The exception's type and line only: the program reads hidden data on submission, so no text
    # it prints (or puts in an exception's message) leaves the sandbox. In a traceback the frames
    # are indented and the exception starts at the first unindented line after the last frame.
    lines = text.decode('utf-8', 'replace').splitlines()
    frames = [i for i, l in enumerate(lines) if l.startswith('  File "')]
    after = lines[frames[-1] + 1:] if frames else lines
    kind = next((m.group(1) for m in map(EXCEPTION.match, after) if m), 'Error')
    where = [lines[i] for i in frames if lines[i].startswith('  File "/box/')]
    line = where[-1].split(', line ', 1)[-1].split(',', 1)[0] if where else ''
    return '%s (line %s)' % (kind, line) if line.isdigit() else kind


def plots():
    found, total = [], 0
    for name in sorted(os.listdir(work)):
        path = os.path.join(work, name)
        if not name.lower().endswith('.png') or not os.path.isfile(path) or len(found) >= MAX_PLOTS:
            continue
        raw = open(path, 'rb').read()
        if not raw.startswith(b'\x89PNG\r\n\x1a\n') or total + len(raw) > PLOT_LIMIT:
            continue
        total += len(raw)
        safe = ''.join(c if c.isalnum() or c in '_.-' else '_' for c in name)[:120]
        found.append({'name': safe if safe[0] not in '.-' else 'plot' + safe, 'base64': base64.b64encode(raw).decode()})
    return found


if child.returncode != 0:
    report('error', last_error(err), artifacts=plots())
    sys.exit(0)
out = os.path.join(work, data['outputFile'])
if not os.path.isfile(out):
    report('fail', 'The program did not write %s.' % data['outputFile'], handoff={'missing': True}, artifacts=plots())
    sys.exit(0)
text = open(out, 'rb').read().decode('utf-8', 'replace')
if len(text) > OUTPUT_LIMIT:
    report('fail', '%s is larger than 1 MB.' % data['outputFile'], handoff={'missing': True}, artifacts=plots())
    sys.exit(0)
report('pass', '', handoff={'output': text, 'seconds': round(time.monotonic() - started, 2)}, artifacts=plots())
