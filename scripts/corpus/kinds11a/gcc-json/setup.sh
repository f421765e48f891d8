# One C file of a small metrics daemon (ring buffers, counters, a report): -Wall -Wextra warnings in
# most functions (unused parameters and variables, sign comparisons); one function in the middle
# reads a member the struct no longer has (capacity, renamed size), which gcc reports as an error.
mkdir -p src
{
  echo '#include <stdio.h>'
  echo '#include <string.h>'
  echo '#include <stdlib.h>'
  echo 'struct ring { int head; int tail; unsigned size; long slots[64]; };'
  echo 'static long ring_sum(const struct ring *r) { long s = 0; for (int i = 0; i < r->size; i++) s += r->slots[i]; return s; }'
  for i in $(seq 1 60); do
    if (( i == 37 )); then
      echo "long counter_flush_$i(struct ring *r, int flags) {"
      echo "  int spare;"
      echo "  return ring_sum(r) + r->capacity + flags;"
      echo "}"
    else
      echo "long counter_flush_$i(struct ring *r, int flags) {"
      echo "  int spare_$i;"
      echo "  for (int k = 0; k < r->size; k++) r->slots[k] = 0;"
      echo "  return ring_sum(r);"
      echo "}"
    fi
  done
  echo 'int main(void) { struct ring r; memset(&r, 0, sizeof r); r.size = 64; printf("%ld\n", counter_flush_1(&r, 0)); return 0; }'
} > src/metricsd.c
