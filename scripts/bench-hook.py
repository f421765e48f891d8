#!/usr/bin/env python3
"""The cost of the Claude Code hook on an agent's shell command, measured side by side: 20 rounds,
each running once, in turn, `candor hook claude` fed Claude Code's PreToolUse JSON through a pipe,
the command alone, and the hook followed by the rewritten `candor run --shell -- '<command>'`; with
--http also the same JSON POSTed to the hook server (`candor hook serve`, started by `candor hook
ensure` as Claude Code's SessionStart hook would), alone and followed by `candor run`. Interleaving
the variants makes each round see the same load, which on a shared machine matters more than the
number of rounds. Prints the median (min, max) of each and the added cost per command.

Usage: scripts/bench-hook.py [--http] [COMMAND]     (COMMAND defaults to "seq 1 2000")"""
import json, os, statistics, subprocess, sys, tempfile, time, urllib.request

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
candor = os.path.join(root, "bin", "candor")
args = [a for a in sys.argv[1:] if a != "--http"]
http = "--http" in sys.argv[1:]
cmd = args[0] if args else "seq 1 2000"
work = tempfile.mkdtemp(prefix="candor-hook-bench.")
os.chdir(work)
hook_input = json.dumps({
    "session_id": "abc123", "transcript_path": os.path.join(work, "t.jsonl"), "cwd": work,
    "permission_mode": "default", "hook_event_name": "PreToolUse", "tool_name": "Bash",
    "tool_input": {"command": cmd, "description": "Run it", "timeout": 120000}, "tool_use_id": "toolu_01"}).encode()
port = int(os.environ.get("CANDOR_HOOK_PORT", "47311"))


def hook():
    return subprocess.run([candor, "hook", "claude"], input=hook_input, capture_output=True).stdout


def http_hook():
    # what Claude Code does for a "type": "http" hook: POST the same JSON, the token in a header
    req = urllib.request.Request("http://127.0.0.1:%d/hook/claude" % port, data=hook_input, method="POST",
                                 headers={"Content-Type": "application/json",
                                          "Authorization": "Bearer " + os.environ["CANDOR_HOOK_TOKEN"]})
    with urllib.request.urlopen(req, timeout=10) as r:
        return r.read()


def rewritten(answer):
    a = json.loads(answer)
    if "hookSpecificOutput" not in a:
        sys.exit("the hook leaves %r alone (answer %s); pick a command it wraps" % (cmd, a))
    return a["hookSpecificOutput"]["updatedInput"]["command"]


if http:
    token_file = os.path.expanduser("~/.candor/hook-token")
    ensure = subprocess.run([candor, "hook", "ensure"], capture_output=True, text=True)
    if "CANDOR_HOOK_TOKEN" not in os.environ:
        os.environ["CANDOR_HOOK_TOKEN"] = open(token_file).read().strip()
    print("candor hook ensure: %s" % ensure.stdout.strip())
    if http_hook().strip() != hook().strip():
        sys.exit("the server's answer differs from the command hook's")
rewritten(hook())

variants = [("command hook", hook), ("command alone", lambda: subprocess.run(["bash", "-c", cmd], capture_output=True)),
            ("command hook + candor run", lambda: subprocess.run(["bash", "-c", rewritten(hook())], capture_output=True))]
if http:
    variants[1:1] = [("http hook", http_hook)]
    variants.append(("http hook + candor run", lambda: subprocess.run(["bash", "-c", rewritten(http_hook())], capture_output=True)))


def ms(f):
    t = time.perf_counter()
    f()
    return (time.perf_counter() - t) * 1000


for _, f in variants:
    f()  # warm the page cache and the CDS archive
times = {name: [] for name, _ in variants}
for _ in range(20):
    for name, f in variants:
        times[name].append(ms(f))
med = {n: statistics.median(xs) for n, xs in times.items()}
for n, xs in times.items():
    print("%-26s median %7.1f ms  (min %.1f, max %.1f)" % (n, med[n], min(xs), max(xs)))
for kind in ("command hook", "http hook"):
    if kind + " + candor run" in med:
        print("added per command, %s: %.1f ms (median of hook + candor run minus median of the command alone)"
              % (kind, med[kind + " + candor run"] - med["command alone"]))
print("load average: %s" % " ".join("%.2f" % x for x in os.getloadavg()))
