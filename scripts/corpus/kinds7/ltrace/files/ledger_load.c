#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Loads 150 ledger records, then its config; with no config it exits 2 without a word. */
int main(void) {
    char buf[64];
    long total = 0;
    for (int i = 1; i <= 150; i++) {
        snprintf(buf, sizeof buf, "%d", 4000 + i * 7);
        char *copy = malloc(strlen(buf) + 1);
        strcpy(copy, buf);
        total += strtol(copy, NULL, 10);
        printf("record %d loaded\n", i);
        free(copy);
    }
    FILE *conf = fopen("conf/ledger.conf", "r");
    if (conf == NULL) {
        const char *alt = getenv("LEDGER_CONF");
        if (alt == NULL || (conf = fopen(alt, "r")) == NULL) {
            exit(2);
        }
    }
    printf("total %ld\n", total);
    fclose(conf);
    return 0;
}
