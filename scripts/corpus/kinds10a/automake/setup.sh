# An autotools project (autoreconf, configure) whose make check builds a C checker of 40 sources
# (a gcc line each) and runs 300 shell tests under automake's parallel test harness: t/ledger_088.sh finds a balance that
# does not add up; its reason is written only to t/ledger_088.log, the terminal shows its FAIL
# line among 299 PASS lines, the summary and 'See ./test-suite.log'; exit 2.
local i
mkdir -p t src
for i in $(seq -w 1 40); do
  printf 'long posting_%s(long cents) {\n  return cents * %d / 100;\n}\n' "$i" "$((10#$i + 100))" >"src/posting_$i.c"
done
cat >configure.ac <<'AC'
AC_INIT([ledger], [3.1.0])
AM_INIT_AUTOMAKE([foreign -Wall subdir-objects])
AC_PROG_CC
AC_CONFIG_FILES([Makefile])
AC_OUTPUT
AC
cat >ledger_check.c <<'C'
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  long debit = atol(argv[1]), credit = atol(argv[2]);
  printf("account %s: debit %ld credit %ld\n", argv[3], debit, credit);
  if (debit != credit) {
    fprintf(stderr, "ledger_check: account %s does not balance: debit %ld != credit %ld\n", argv[3], debit, credit);
    return 1;
  }
  return 0;
}
C
{
  printf 'check_PROGRAMS = ledger_check\nledger_check_SOURCES = ledger_check.c'
  for i in $(seq -w 1 40); do printf ' \\\n  src/posting_%s.c' "$i"; done
  printf '\nTESTS ='
  for i in $(seq -w 1 300); do printf ' \\\n  t/ledger_%s.sh' "$i"; done
  printf '\nEXTRA_DIST = $(TESTS)\n'
} >Makefile.am
for i in $(seq -w 1 300); do
  if [[ $i == 088 ]]; then c=$(( 10#$i * 113 - 40 )); else c=$(( 10#$i * 113 )); fi
  printf '#!/bin/sh\n# account %s: the journal and the ledger must agree\nexec ./ledger_check %d %d %s\n' "$i" "$(( 10#$i * 113 ))" "$c" "4$i" >"t/ledger_$i.sh"
  chmod +x "t/ledger_$i.sh"
done
autoreconf -i >/dev/null 2>&1
./configure >/dev/null 2>&1
