cat >cache.c <<'C'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
struct entry { char *key; char *value; };
static struct entry *make_entry(int i) {
  struct entry *e = malloc(sizeof *e);
  e->key = malloc(32); snprintf(e->key, 32, "sku-%04d", i);
  e->value = strdup("reserved");
  return e;
}
static void drop(struct entry *e) { free(e->key); free(e); }   /* forgets e->value */
int main(void) {
  for (int i = 1; i <= 300; i++) {
    struct entry *e = make_entry(i);
    printf("cached %s -> %s\n", e->key, e->value);
    drop(e);
  }
  char *scratch = malloc(4096);
  scratch[0] = 0;
  puts("cache warm: 300 entries");
  return 0;
}
C
gcc -g -O0 -fsanitize=address -o cache cache.c
