"""The test tiers' lit support (docs/testing.md), used by lit.cfg.py and
utils/check-tiers.py.

A test of the full tier names the feature full-suite in a REQUIRES: line.
With -Dtocc_tier=full-only, lit.cfg.py uses FullSuiteOnly as the test
format, which discovers only those tests. It lives in a module of its own,
not in lit.cfg.py, because lit pickles each test's format to send it to its
worker processes, and a class defined in a config file cannot be pickled.
"""
import re

import lit.formats

_REQUIRES = re.compile(r"^\W*REQUIRES:(.*)$", re.M)


def required_features(path):
    """The feature names in the REQUIRES: lines of the file at `path`."""
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
    except OSError:
        return set()
    features = set()
    for m in _REQUIRES.finditer(text):
        features |= {w.strip() for w in re.split(r"[,&|()!]", m.group(1)) if w.strip()}
    return features


class FullSuiteOnly(lit.formats.ShTest):
    """ShTest that discovers only the tests requiring full-suite."""

    def getTestsInDirectory(self, testSuite, path_in_suite, litConfig, localConfig):
        for test in super().getTestsInDirectory(testSuite, path_in_suite, litConfig,
                                                localConfig):
            if "full-suite" in required_features(test.getSourcePath()):
                yield test
