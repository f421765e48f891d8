# The firmware of a greenhouse climate controller (C, 18 source files: sensors, vents, irrigation,
# heating, the web console), scanned with flawfinder 2.0 (Debian) as CSV with --error-level=4, as
# the CI's security step does. Legacy code: ~150 hits, sorted by risk level, most of them the old
# buffer kind (sprintf/strcpy/strcat into fixed buffers at level 4, statically-sized char arrays,
# memcpy, strlen, atoi, fopen at levels 1-2). Inside the level-4 block sits the one hit of another
# kind: web/diag.c builds 'ping -c 1 %s' from the console's host field and passes it to system()
# (shell, CWE-78), the command injection the review is for. Exit 1 (a hit at level 4 or above).
mkdir -p src/sensors src/vents src/irrigation src/heating src/web
python3 - <<'PY'
import random
random.seed(78)
mods = {"sensors": ["humidity", "soil_probe", "co2", "light", "leaf_temp"],
        "vents": ["roof_vent", "side_vent", "shade_screen"],
        "irrigation": ["valves", "schedule", "fertigation", "tank_level"],
        "heating": ["boiler", "pipe_rail", "frost_guard"],
        "web": ["console", "diag", "settings"]}
def fn(mod, name, i):
    kind = random.choice(["fmt", "copy", "cat", "read", "parse", "log"])
    L = [f"int {name}_{kind}_{i}(const char *src, char *out, size_t outlen)", "{"]
    if kind == "fmt":
        L += ["    char line[64];", f"    sprintf(line, \"{name}:%s\", src);", "    memcpy(out, line, outlen);", "    return (int)strlen(line);"]
    elif kind == "copy":
        L += ["    char tag[32];", "    strcpy(tag, src);", "    strncpy(out, tag, outlen - 1);", "    return 0;"]
    elif kind == "cat":
        L += ["    char path[128] = \"/var/lib/greenhouse/\";", "    strcat(path, src);", "    FILE *f = fopen(path, \"r\");", "    if (!f) return -1;", "    fclose(f);", "    return 0;"]
    elif kind == "read":
        L += ["    char buf[256];", "    int fd = atoi(src);", "    ssize_t n = read(fd, buf, sizeof buf);", "    if (n > 0) memcpy(out, buf, (size_t)n < outlen ? (size_t)n : outlen);", "    return (int)n;"]
    elif kind == "parse":
        L += ["    int v = atoi(src);", "    char num[16];", "    snprintf(num, sizeof num, \"%d\", v);", "    memcpy(out, num, strlen(num) + 1);", "    return v;"]
    else:
        L += ["    char msg[96];", f"    sprintf(msg, \"[{mod}] %s\", src);", "    fprintf(stderr, \"%s\\n\", msg);", "    (void)out; (void)outlen;", "    return 0;"]
    return L + ["}", ""]
for mod, names in mods.items():
    for name in names:
        L = ["#include <stdio.h>", "#include <stdlib.h>", "#include <string.h>", "#include <unistd.h>", "",
             f"/* {mod}/{name}.c: part of the greenhouse climate controller firmware. */", ""]
        for i in range(random.randint(2, 4)):
            L += fn(mod, name, i)
        if name == "diag":
            L += ["/* Console 'reachability' button: ping the host the grower typed. */",
                  "int diag_ping_host(const char *host)", "{",
                  "    char cmd[160];",
                  "    snprintf(cmd, sizeof cmd, \"ping -c 1 %s\", host);",
                  "    return system(cmd);", "}", ""]
        open(f"src/{mod}/{name}.c", "w").write("\n".join(L))
PY
