#!/usr/bin/env python3
"""The cost of the Claude Code hook on an agent's shell command: the median of 20 runs each of
`candor hook claude` fed Claude Code's PreToolUse JSON through a pipe, of the command alone, and of
the hook followed by the rewritten `candor run --shell -- '<command>'`. Usage: scripts/bench-hook.py [COMMAND]"""
import json, os, statistics, subprocess, sys, tempfile, time

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
candor = os.path.join(root, "bin", "candor")
cmd = sys.argv[1] if len(sys.argv) > 1 else "seq 1 2000"
work = tempfile.mkdtemp(prefix="candor-hook-bench.")
os.chdir(work)
hook_input = json.dumps({
    "session_id": "abc123", "transcript_path": os.path.join(work, "t.jsonl"), "cwd": work,
    "permission_mode": "default", "hook_event_name": "PreToolUse", "tool_name": "Bash",
    "tool_input": {"command": cmd, "description": "Run it", "timeout": 120000}, "tool_use_id": "toolu_01"}).encode()


def hook():
    return subprocess.run([candor, "hook", "claude"], input=hook_input, capture_output=True).stdout


answer = json.loads(hook())
if "hookSpecificOutput" not in answer:
    sys.exit("the hook leaves %r alone (answer %s); pick a command it wraps" % (cmd, answer))
rewritten = answer["hookSpecificOutput"]["updatedInput"]["command"]


def alone():
    subprocess.run(["bash", "-c", cmd], capture_output=True)


def both():
    a = json.loads(hook())
    subprocess.run(["bash", "-c", a["hookSpecificOutput"]["updatedInput"]["command"]], capture_output=True)


def ms(f):
    t = time.perf_counter()
    f()
    return (time.perf_counter() - t) * 1000


for f in (hook, alone, both):
    f()  # warm the page cache and the CDS archive
medians = {}
for name, f in (("hook", hook), ("command alone", alone), ("hook + candor run", both)):
    xs = [ms(f) for _ in range(20)]
    medians[name] = statistics.median(xs)
    print("%-18s median %7.1f ms  (min %.1f, max %.1f)" % (name, medians[name], min(xs), max(xs)))
print("added per command: %.1f ms (median of hook + candor run minus median of the command alone)"
      % (medians["hook + candor run"] - medians["command alone"]))
print("load average: %s" % " ".join("%.2f" % x for x in os.getloadavg()))
