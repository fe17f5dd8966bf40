/**
 * A pytest plugin sent with Python unit-test jobs: it turns a failure's long report into one line
 * made of pytest's `E` lines (`assert 3 == 4 · + where 3 = add(1, 2)`, `AssertionError: 4 != 5`),
 * so the learner reads the introspected values, not only `/box/test_x.py:4: AssertionError`. It
 * runs before the root filesystem's reporting runner (tryfirst), which keeps a report's last line.
 */

/** Module name, loaded with `-p`; found through `pythonpath=/box`. */
export const PYTEST_REPORT_MODULE = '_seodang_pytest_report';

/** The plugin's source. */
export const PYTEST_REPORT_SOURCE = `import pytest


def _one_line(longrepr):
    details = [line[1:].strip() for line in str(longrepr).splitlines() if line.startswith("E ")]
    if not details:
        crash = getattr(longrepr, "reprcrash", None)
        details = [crash.message] if crash is not None else []
    return " · ".join(d for d in details if d)[:2000]


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_logreport(report):
    if report.failed and report.longrepr is not None and not isinstance(report.longrepr, str):
        line = _one_line(report.longrepr)
        if line:
            report.longrepr = line
`;
