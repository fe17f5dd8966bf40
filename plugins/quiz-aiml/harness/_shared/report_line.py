# The aiml harnesses' report line: one JSON object per test on stdout, tagged with the job's nonce
# so nothing the learner's program prints can pass for a result. Installed beside the harnesses as
# `../_shared`, which each harness puts on its import path.
import json
import sys


def report_writer(job, test):
    """A `report(outcome, message='', **fields)` for `test` of `job`; fields that are None or empty are left out."""
    tag = '@@' + job['nonce'] + ' '

    def report(outcome, message='', **fields):
        line = {'name': test['name'], 'outcome': outcome, 'message': message[:2000]}
        line.update({k: v for k, v in fields.items() if v is not None and v != []})
        sys.stdout.write(tag + json.dumps(line) + '\n')
        sys.stdout.flush()

    return report
