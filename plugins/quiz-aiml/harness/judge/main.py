# The aiml quiz's scorer, run by the judge after the `learner` harness in a sandbox of its own:
# the teacher's judge code (/box/judge.py) reads the learner's output file and the judge file and
# prints the metric on its last line; the teacher's thresholds turn it into points.
import base64
import json
import math
import os
import shutil
import signal
import subprocess
import sys

sys.dont_write_bytecode = True  # the installed folder is read-only
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '_shared'))
from report_line import report_writer  # noqa: E402

job = json.loads(sys.stdin.readline())
test = job['tests'][0]
data = test['data']
first = test.get('first') or {}
write_report = report_writer(job, test)


def report(outcome, message='', score=None, metric=None):
    artifacts = None
    if metric is not None:
        raw = json.dumps(metric).encode()
        artifacts = [{'name': 'metric.json', 'base64': base64.b64encode(raw).decode()}]
    write_report(outcome, message, score=score, artifacts=artifacts)


handoff = first.get('handoff')
if first.get('outcome') != 'pass':
    # The program timed out, failed or wrote nothing: that is the verdict.
    report(first.get('outcome') or 'error', first.get('message') or '')
    sys.exit(0)
if not isinstance(handoff, dict) or not isinstance(handoff.get('output'), str):
    report('fail', 'The program did not write %s.' % data['outputFile'])
    sys.exit(0)

work = '/tmp/score'
os.makedirs(work, exist_ok=True)
with open(os.path.join(work, data['outputFile']), 'w', encoding='utf-8') as f:
    f.write(handoff['output'])
shutil.copyfile('/box/' + data['judgeFile'], os.path.join(work, data['judgeFile']))
env = {'PATH': '/usr/local/bin:/usr/bin:/bin', 'HOME': work, 'LANG': 'C.UTF-8', 'MPLBACKEND': 'Agg',
       'MPLCONFIGDIR': os.path.join(work, '.matplotlib'), 'OMP_NUM_THREADS': '1', 'OPENBLAS_NUM_THREADS': '1'}
child = subprocess.Popen(
    ['python3', '-I', '/box/judge.py', data['outputFile'], data['judgeFile']],
    cwd=work, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    start_new_session=True,
)
try:
    out, err = child.communicate(timeout=data['judgeSeconds'])
except subprocess.TimeoutExpired:
    os.killpg(child.pid, signal.SIGKILL)
    child.communicate()
    report('error', 'The judge code ran longer than %d s.' % data['judgeSeconds'])
    sys.exit(0)

lines = [l.strip() for l in out.decode('utf-8', 'replace').splitlines() if l.strip()]
if child.returncode != 0:
    # The judge code refused the output (wrong length, bad labels): only its exception's message,
    # which the teacher writes, reaches the learner, never the judge file.
    errs = [l for l in err.decode('utf-8', 'replace').splitlines() if l.strip()]
    report('fail', 'The output could not be scored: ' + (errs[-1] if errs else 'exit %d' % child.returncode)[:300])
    sys.exit(0)
try:
    metric = float(lines[-1])
    if math.isnan(metric) or math.isinf(metric):
        raise ValueError
except (IndexError, ValueError):
    report('fail', 'The judge code printed no metric.')
    sys.exit(0)

higher = data['higherIsBetter']
reached = [t['points'] for t in data['thresholds'] if (metric >= t['metric'] if higher else metric <= t['metric'])]
points = max(reached) if reached else 0
max_points = data['maxPoints']
fraction = points / max_points if max_points > 0 else 0
report('pass' if fraction >= 1 else 'fail', 'metric %.6g' % metric, score=fraction,
       metric={'metric': metric, 'points': points, 'maxPoints': max_points})
