# The playout scheduler of a community radio station (Node, 16 modules: shows, jingles, ad breaks,
# news bulletins, the overnight automation), linted with Biome 2.6 (npm, a native binary in the
# package) and its JSON reporter, pretty-printed; stderr (Biome's note that the JSON reporters are
# experimental, and its 'Some errors were emitted' banner) dropped. One object: the summary (errors
# 1), then ~200 diagnostics sorted by severity (useTemplate infos, then the warnings of an old code
# base: useConst, noUnusedVariables, noUnusedFunctionParameters, noRedundantUseStrict; their order
# within a severity varies from run to run), and last the one error, lint/correctness/noSelfAssign in
# src/automation/handover.js: 'slot.end = slot.end' where the overnight handover meant to extend the
# slot. Exit 1.
npm install --no-audit --no-fund --silent >/dev/null 2>&1
mkdir -p src/shows src/breaks src/automation
python3 - <<'PY'
import random
random.seed(1979)
mods = {"shows": ["breakfast", "drivetime", "folk_hour", "youth_desk", "sports_round"],
        "breaks": ["ads", "jingles", "station_id", "news_bulletin", "weather"],
        "automation": ["overnight", "handover", "silence_detect", "playlist_fill", "logging", "archive"]}
for d, names in mods.items():
    for n in names:
        L = ["'use strict';", "", f"// {d}/{n}: part of the playout scheduler.", ""]
        for i in range(random.randint(2, 3)):
            fn = f"{n.split('_')[0]}Slot{i}"
            L += [f"function {fn}(slot, clock, options) {{",
                  f"  let minutes = slot.length || {random.choice([2, 3, 5, 10, 30, 60])};",
                  f"  let label = '{n}-' + slot.id;",
                  f"  return {{ id: slot.id, minutes: minutes, label: label }};",
                  "}", ""]
        if n == "handover":
            L += ["function overnightHandover(slot, nextShow) {",
                  "  // the automation keeps the slot open until the live presenter arrives",
                  "  if (!nextShow.presenterIn) {",
                  "    slot.end = slot.end;",
                  "  }",
                  "  return slot;",
                  "}", "",
                  "module.exports = { overnightHandover };", ""]
        else:
            L += ["module.exports = {};", ""]
        open(f"src/{d}/{n}.js", "w").write("\n".join(L))
PY
