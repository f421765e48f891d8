#!/usr/bin/env python3
"""Run lint_truncation.problems on each line of a JSONL file; a line it cannot judge prints CRASH.

Ours, not the seed's: see README.md. The seed's script is imported unchanged.
"""
import importlib.util
import json
import sys
from pathlib import Path

spec = importlib.util.spec_from_file_location("lint_truncation", Path(__file__).with_name("lint_truncation.py"))
seed = importlib.util.module_from_spec(spec)
spec.loader.exec_module(seed)

with open(sys.argv[1]) as handle:
    for line_no, raw in enumerate(handle, start=1):
        raw = raw.strip()
        if not raw:
            continue
        span = json.loads(raw)
        try:
            for item in seed.problems(span, line_no):
                print(item)
        except Exception as e:  # the seed's own run would stop here
            print(f"L{line_no}: CRASH {type(e).__name__}")
