mkdir -p src
for i in $(seq 1 24); do
cat >src/mod_$i.c <<C
#include <stdio.h>
#include <string.h>
int mod_${i}_sum(const int *v, int n) { int s = 0; int i; for (i = 0; i < n; i++) s += v[i]; return s; }
void mod_${i}_copy(char *dst, const char *src) { strcpy(dst, src); }
int mod_${i}_unused(int x) { int y; y = x * 2; return x; }
C
done
cat >src/queue.c <<'C'
#include <stdlib.h>
struct queue { int items[16]; int head; };
int queue_peek(struct queue *q) { return q->items[16]; }
char *queue_name(void) { char *p = malloc(32); if (!p) return NULL; return p; }
void queue_free(char *p) { free(p); free(p); }
int queue_len(struct queue *q) { int n; if (q->head > 0) n = q->head; return n; }
C
