# An import tool that reads 300 catalogue lines: 40 lookup tables are built once and kept for the
# whole run (still reachable at exit, one loss record each); parse_header() allocates a copy of each
# line's header that is never freed (definitely lost, one record); the program prints a line per
# row. valgrind --leak-check=full --show-leak-kinds=all prints every record.
local i
{
  echo '#include <stdio.h>'
  echo '#include <stdlib.h>'
  echo '#include <string.h>'
  for i in $(seq -w 1 40); do
    echo "static char *table_$i;"
    echo "__attribute__((noinline)) static void build_table_$i(void) { table_$i = malloc($((10#$i)) * 512); memset(table_$i, $((10#$i)), $((10#$i)) * 512); }"
  done
  cat <<'C'
__attribute__((noinline)) static char *parse_header(const char *line) {
  char *h = malloc(48);
  strncpy(h, line, 47);
  h[47] = 0;
  return h;
}

__attribute__((noinline)) static int import_row(int n) {
  char line[96];
  snprintf(line, sizeof line, "sku-%05d;warehouse-%d;qty=%d", n * 7, n % 9, n % 13);
  char *h = parse_header(line);
  int len = (int) strlen(h);
  printf("row %3d: imported %s (%d bytes)\n", n, h, len);
  h = NULL; /* the header copy is dropped here */
  return len;
}

int main(void) {
  int total = 0;
C
  for i in $(seq -w 1 40); do echo "  build_table_$i();"; done
  cat <<'C'
  for (int n = 1; n <= 300; n++) total += import_row(n);
  printf("imported 300 rows, %d bytes of headers\n", total);
  return 0;
}
C
} >importer.c
gcc -g -O0 -o importer importer.c
