# A C project of 36 files (record stores) checked with clang-tidy's bugprone, readability and
# clang-analyzer checks: every file has magic numbers, a short parameter name and a narrowing
# conversion (warnings); store_19 dereferences a pointer that is NULL on one path, which the
# analyzer reports, and the project's .clang-tidy makes analyzer findings errors.
local i
mkdir -p src
cat >.clang-tidy <<'CFG'
Checks: '-*,bugprone-*,readability-*,clang-analyzer-*,-readability-identifier-length'
WarningsAsErrors: 'clang-analyzer-*'
CFG
for i in $(seq -w 1 36); do
  {
    printf '#include <stdlib.h>\n#include <string.h>\n\nstruct rec { int id; long cents; char name[32]; };\n\n'
    printf '/* Looks up a record of store %s and returns its amount in whole units. */\n' "$i"
    printf 'int store_%s_units(struct rec *r, int n, int id)\n{\n' "$i"
    printf '    struct rec *hit = NULL;\n    for (int k = 0; k < n; k++) {\n        if (r[k].id == id) { hit = &r[k]; }\n    }\n'
    if [[ $i == 19 ]]; then
      printf '    if (n > 100) { return -1; }\n    return hit->cents / 100;\n}\n'
    else
      printf '    if (hit == NULL) { return -1; }\n    return hit->cents / 100;\n}\n'
    fi
  } >"src/store_$i.c"
done
