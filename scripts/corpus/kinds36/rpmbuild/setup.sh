# The meter read importer of a district water board (meterread 2.3.0, C), packaged as an RPM for the
# billing servers: rpmbuild -bb with its own _topdir, the source tarball made here from thirteen C
# files, a Makefile and the test cases of the readers' rules (240 reads: normal, estimated, meter
# changed, the older meters' five-digit registers passing 99999). %check runs make check. The
# register's wrap is worked out with 99999 where the register counts 100000 values, so the one read
# that passed 99999 (meter 40-1187, 99994 then 00007) comes out one cubic metre short.
python3 - <<'PY'
import os, random
random.seed(36)
top = "meterread-2.3.0"
os.makedirs(f"{top}/src", exist_ok=True)
os.makedirs(f"{top}/tests", exist_ok=True)
os.makedirs(f"{top}/man", exist_ok=True)
parts = ["reads", "meters", "routes", "estimates", "exchanges", "tariffs", "accounts", "leaks",
         "readers", "billing", "export", "audit"]
for p in parts:
    with open(f"{top}/src/{p}.c", "w") as f:
        f.write(f'#include "meterread.h"\n\nint {p}_version(void) {{ return 23; }}\n')
with open(f"{top}/src/meterread.h", "w") as f:
    f.write("#ifndef METERREAD_H\n#define METERREAD_H\nlong consumption(long prev, long curr, int digits);\n")
    for p in parts:
        f.write(f"int {p}_version(void);\n")
    f.write("#endif\n")
with open(f"{top}/src/main.c", "w") as f:
    f.write('''#include <stdio.h>
#include <stdlib.h>
#include "meterread.h"

/* consumption in cubic metres between two reads of a register of DIGITS digits:
   a register that passed its top value starts again at 0 */
long consumption(long prev, long curr, int digits) {
    long top = 1;
    for (int i = 0; i < digits; i++) top *= 10;
    if (curr >= prev) return curr - prev;
    return (top - 1) - prev + curr;
}

int main(int argc, char **argv) {
    if (argc != 4) { fprintf(stderr, "usage: meterread PREV CURR DIGITS\\n"); return 2; }
    printf("%ld\\n", consumption(atol(argv[1]), atol(argv[2]), atoi(argv[3])));
    return 0;
}
''')
objs = " ".join(f"src/{p}.o" for p in parts + ["main"])
with open(f"{top}/Makefile", "w") as f:
    f.write(f"""CC ?= gcc
CFLAGS ?= -O2 -g
PREFIX ?= /usr/local
OBJS = {objs}

meterread: $(OBJS)
\t$(CC) $(CFLAGS) -o $@ $(OBJS)

src/%.o: src/%.c src/meterread.h
\t$(CC) $(CFLAGS) -Wall -Wextra -c -o $@ $<

install: meterread
\tinstall -D -m 0755 meterread $(DESTDIR)$(PREFIX)/bin/meterread
\tinstall -D -m 0644 man/meterread.1 $(DESTDIR)$(PREFIX)/share/man/man1/meterread.1

check: meterread
\tsh tests/check.sh

.PHONY: install check
""")
with open(f"{top}/man/meterread.1", "w") as f:
    f.write(".TH METERREAD 1\n.SH NAME\nmeterread \\- consumption between two meter reads\n")
cases = []
streets = ["Mill Lane", "Church Street", "Orchard Close", "Station Road", "The Green", "Brook Way",
           "Quarry Hill", "Well Lane", "Kiln Road", "Tannery Row"]
for i in range(240):
    meter = f"{random.randint(10, 60)}-{random.randint(1000, 9999)}"
    digits = random.choice([5, 5, 6, 6, 6, 7])
    prev = random.randint(100, 10 ** digits // 3)
    use = random.randint(0, 60)
    kind = random.choice(["read", "read", "read", "estimated", "customer read"])
    curr = prev + use
    if i == 118:
        meter, digits, prev, curr, use, kind = "40-1187", 5, 99994, 7, 13, "read"
    cases.append((i + 1, meter, random.choice(streets), kind, prev, curr, digits, use))
with open(f"{top}/tests/cases.txt", "w") as f:
    for c in cases:
        f.write("|".join(str(x) for x in c) + "\n")
with open(f"{top}/tests/check.sh", "w") as f:
    f.write('''#!/bin/sh
# one line a case: number|meter|street|kind|previous read|current read|register digits|expected m3
pass=0 fail=0
while IFS='|' read -r n meter street kind prev curr digits want; do
  got=$(./meterread "$prev" "$curr" "$digits")
  if [ "$got" = "$want" ]; then
    pass=$((pass + 1))
    echo "ok $n - meter $meter, $street, $kind $prev -> $curr ($digits digits): $want m3"
  else
    fail=$((fail + 1))
    echo "not ok $n - meter $meter, $street, $kind $prev -> $curr ($digits digits): expected $want m3, got $got m3"
  fi
done < tests/cases.txt
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
''')
PY
mkdir -p rpmbuild/SOURCES rpmbuild/SPECS
tar -czf rpmbuild/SOURCES/meterread-2.3.0.tar.gz meterread-2.3.0
rm -rf meterread-2.3.0
mv meterread.spec rpmbuild/SPECS/
