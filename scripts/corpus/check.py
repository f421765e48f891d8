#!/usr/bin/env python3
"""Verify a Candor tool-output corpus: fixtures/corpus/ by default, or the directory given
(e.g. fixtures/validation/, the held-out validation corpus).

For every <case-id>/case.json:
  * exactly the keys id, description, tool, command, exit_code, evidence, items;
  * id matches the directory name, tool is one of the known kinds;
  * every evidence string occurs verbatim in <case-id>/output and lies within one line;
  * json / ndjson / csv outputs parse and hold `items` top-level records
    (JSON array elements or object keys, non-empty NDJSON lines, CSV rows minus the header);
    other tools have items == null;
  * sizes: no output over 5 MB, whole corpus under 25 MB.

Usage: scripts/corpus/check.py [CORPUS_DIR]   (stdlib only; exit 1 on any problem)
       python3 scripts/corpus/check.py fixtures/validation
"""
import csv
import io
import json
import os
import sys

KEYS = ["id", "description", "tool", "command", "exit_code", "evidence", "items"]
TOOLS = {"terminal", "list", "log", "file", "json", "ndjson", "csv", "binary"}
MAX_FILE = 5 * 1024 * 1024
MAX_TOTAL = 25 * 1024 * 1024


def count_items(tool, raw):
    if tool not in ("json", "ndjson", "csv"):
        return None
    text = raw.decode("utf-8")
    if tool == "json":
        value = json.loads(text)
        return len(value) if isinstance(value, (list, dict)) else 1
    if tool == "ndjson":
        n = 0
        for i, line in enumerate(text.splitlines(), 1):
            if line.strip():
                try:
                    json.loads(line)
                except ValueError as e:
                    raise ValueError(f"line {i} is not JSON: {e}") from None
                n += 1
        return n
    if tool == "csv":
        rows = list(csv.reader(io.StringIO(text, newline=""), strict=True))
        if not rows:
            raise ValueError("empty CSV (no header)")
        width = len(rows[0])
        for i, row in enumerate(rows[1:], 2):
            if len(row) != width:
                raise ValueError(f"row {i} has {len(row)} fields, header has {width}")
        return len(rows) - 1
    return None


def check_case(d, errors):
    cid = os.path.basename(d)
    path = os.path.join(d, "case.json")
    out_path = os.path.join(d, "output")
    if not os.path.isfile(path):
        errors.append(f"{cid}: missing case.json")
        return 0
    if not os.path.isfile(out_path):
        errors.append(f"{cid}: missing output")
        return 0
    try:
        with open(path, encoding="utf-8") as f:
            case = json.load(f)
    except ValueError as e:
        errors.append(f"{cid}: case.json is not valid JSON: {e}")
        return 0
    with open(out_path, "rb") as f:
        raw = f.read()
    if sorted(case) != sorted(KEYS):
        errors.append(f"{cid}: keys {sorted(case)} != {sorted(KEYS)}")
        return len(raw)
    if case["id"] != cid:
        errors.append(f"{cid}: id {case['id']!r} does not match directory")
    if case["tool"] not in TOOLS:
        errors.append(f"{cid}: unknown tool {case['tool']!r}")
    for k in ("description", "command"):
        if not isinstance(case[k], str) or not case[k].strip():
            errors.append(f"{cid}: {k} must be a non-empty string")
    if not isinstance(case["exit_code"], int) or isinstance(case["exit_code"], bool):
        errors.append(f"{cid}: exit_code must be an integer")
    ev = case["evidence"]
    if not isinstance(ev, list) or len(ev) > 6 or not all(isinstance(e, str) and e for e in ev):
        errors.append(f"{cid}: evidence must be a list of 0-6 non-empty strings")
        ev = []
    elif not ev and raw:
        errors.append(f"{cid}: evidence is empty but output is not")
    for e in ev:
        b = e.encode("utf-8")
        if b not in raw:
            errors.append(f"{cid}: evidence not found in output: {e!r}")
        elif "\n" in e or "\r" in e:
            errors.append(f"{cid}: evidence spans lines: {e!r}")
    if len(raw) > MAX_FILE:
        errors.append(f"{cid}: output is {len(raw)} bytes (> {MAX_FILE})")
    try:
        n = count_items(case["tool"], raw)
    except (ValueError, UnicodeDecodeError, csv.Error) as e:
        errors.append(f"{cid}: {case['tool']} output does not parse: {e}")
        return len(raw)
    if case["items"] != n:
        errors.append(f"{cid}: items is {case['items']!r}, output has {n!r}")
    return len(raw)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    corpus = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "..", "fixtures", "corpus")
    corpus = os.path.normpath(corpus)
    if not os.path.isdir(corpus):
        print(f"not a corpus directory: {corpus}")
        return 2
    dirs = sorted(os.path.join(corpus, n) for n in os.listdir(corpus)
                  if os.path.isdir(os.path.join(corpus, n)))
    errors = []
    total = 0
    for d in dirs:
        total += check_case(d, errors)
    if total > MAX_TOTAL:
        errors.append(f"corpus outputs total {total} bytes (> {MAX_TOTAL})")
    for e in errors:
        print("FAIL", e)
    print(f"{len(dirs)} cases, {total} bytes of output, {len(errors)} problem(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
