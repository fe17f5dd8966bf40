"""Runs pytest (which also runs unittest.TestCase classes) and reports every test as one line
"@@NONCE STATUS name ms message". The nonce comes from the first stdin line."""
import os
import sys

nonce = sys.stdin.readline().strip()
report_stream = os.fdopen(os.dup(1), "w", buffering=1)


class Collector:
    def pytest_runtest_logreport(self, report):
        if report.when == "call" or (report.when == "setup" and report.outcome != "passed"):
            status = {"passed": "PASS", "failed": "FAIL", "skipped": "SKIP"}[report.outcome]
            message = ""
            if report.outcome == "failed":
                message = str(getattr(report, "longreprtext", "")).strip().split("\n")[-1]
            name = report.nodeid.replace(" ", "_")
            print(f"@@{nonce} {status} {name} {int(report.duration * 1000)} {message}", file=report_stream)


import pytest  # noqa: E402

code = pytest.main(["-q", "-p", "no:cacheprovider", *sys.argv[1:]], plugins=[Collector()])
print(f"@@{nonce} DONE {int(code)}", file=report_stream)
report_stream.flush()
