# 64 C files of a billing tool; settle.c calls ledger_post_batch(), which was renamed ledger_post_all() in ledger.c.
mkdir -p src
for i in $(seq -w 1 64); do
  cat >src/unit_$i.c <<C
#include <stdio.h>
int unit_$i(int x) { int y = x * $((10#$i)); return y + 1; }
C
done
cat >src/ledger.c <<'C'
#include <stdio.h>
int ledger_post_all(const char *batch, int n) { printf("posted %s (%d)\n", batch, n); return n; }
int ledger_open(const char *path) { return path != 0; }
C
cat >src/settle.c <<'C'
int ledger_post_batch(const char *batch, int n);
int ledger_open(const char *path);
int settle(const char *batch) { ledger_open("/var/lib/ledger"); return ledger_post_batch(batch, 3); }
C
cat >src/main.c <<'C'
#include <stdio.h>
int settle(const char *batch);
int ledger_flush(void);
int main(void) { settle("B-2026-12"); return ledger_flush(); }
C
{
  echo 'CFLAGS = -O2 -Wall -Wextra -std=c11 -D_FORTIFY_SOURCE=2 -fstack-protector-strong -Iinclude'
  echo 'SRCS = $(wildcard src/*.c)'
  echo 'OBJS = $(SRCS:src/%.c=build/%.o)'
  echo 'settled: $(OBJS)'
  printf '\t$(CC) -o $@ $(OBJS)\n'
  echo 'build/%.o: src/%.c'
  printf '\t@mkdir -p build\n\t$(CC) $(CFLAGS) -c $< -o $@\n'
} >Makefile
