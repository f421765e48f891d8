# Shared by scripts/corpus/regen.sh and scripts/validation/regen.sh: which cases to make, and how one
# case's output and case.json are written. Source it after setting OUT to the corpus directory.

ONLY=" $* "
want() { [[ "$ONLY" == "  " || "$ONLY" == *" $1 "* ]]; }

# record ID TOOL DIR DESCRIPTION COMMAND [RUNNER]
# Runs COMMAND with bash in DIR (or calls the function RUNNER, whose stdout and stderr are the
# output, when the command is a long-running server), stdin from /dev/null, stdout and stderr merged
# in arrival order, into $OUT/ID/output; rewrites $OUT/ID/case.json, keeping its evidence as it is.
record() {
  local id=$1 tool=$2 dir=$3 desc=$4 cmd=$5 runner=${6:-} rc=0
  mkdir -p "$OUT/$id"
  if [[ -n "$runner" ]]; then
    ( cd "$dir" && "$runner" ) >"$OUT/$id/output" 2>&1 </dev/null || rc=$?
  else
    ( cd "$dir" && exec bash -c "$cmd" ) >"$OUT/$id/output" 2>&1 </dev/null || rc=$?
  fi
  python3 - "$OUT/$id" "$id" "$tool" "$desc" "$cmd" "$rc" <<'PY'
import csv, io, json, os, sys
d, cid, tool, desc, cmd, rc = sys.argv[1:]
path = os.path.join(d, "case.json")
old = {}
if os.path.exists(path):
    with open(path, encoding="utf-8") as f:
        old = json.load(f)
with open(os.path.join(d, "output"), "rb") as f:
    raw = f.read()
items = None
text = raw.decode("utf-8", "replace")
if tool == "json":
    v = json.loads(text)
    items = len(v) if isinstance(v, (list, dict)) else 1
elif tool == "ndjson":
    items = sum(1 for line in text.splitlines() if line.strip())
elif tool == "csv":
    items = max(0, sum(1 for _ in csv.reader(io.StringIO(text, newline=""))) - 1)
case = {"id": cid, "description": desc, "tool": tool, "command": cmd,
        "exit_code": int(rc), "evidence": old.get("evidence", []), "items": items}
with open(path, "w", encoding="utf-8") as f:
    json.dump(case, f, indent=2, ensure_ascii=False)
    f.write("\n")
PY
  printf '%-42s %-8s exit=%-4s %9s bytes\n' "$id" "$tool" "$rc" "$(wc -c <"$OUT/$id/output")" >&2
}
