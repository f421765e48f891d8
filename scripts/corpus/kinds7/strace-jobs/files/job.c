#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One export job; job 27's customer record is missing and its name pointer is NULL. */
int main(int argc, char **argv) {
    int n = atoi(argv[1]);
    const char *name = n == 27 ? NULL : "acme";
    printf("job %d: exporting customer %s\n", n, n == 27 ? "?" : name);
    fflush(stdout);
    size_t len = strlen(name);
    printf("job %d: %zu bytes written\n", n, len * 100);
    return 0;
}
