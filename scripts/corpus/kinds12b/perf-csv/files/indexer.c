/* indexer: folds 60 batches of postings (about 40 ms of work and a 60 ms wait for the next batch
 * each); batch 37 is a tenant's full re-index, for which it builds a 512 MiB scratch table. */
#include <stdlib.h>
#include <time.h>

static volatile unsigned long sink;

static void work(long ms) {
    struct timespec a, b;
    clock_gettime(CLOCK_MONOTONIC, &a);
    do {
        for (int i = 0; i < 100000; i++) sink += (unsigned long)i * 2654435761u;
        clock_gettime(CLOCK_MONOTONIC, &b);
    } while ((b.tv_sec - a.tv_sec) * 1000 + (b.tv_nsec - a.tv_nsec) / 1000000 < ms);
}

int main(void) {
    struct timespec wait = {0, 60 * 1000000L};
    for (int batch = 1; batch <= 60; batch++) {
        work(40);
        if (batch == 37) {
            size_t n = 512UL << 20;
            volatile char *scratch = malloc(n);
            for (size_t i = 0; i < n; i += 4096) scratch[i] = (char)i;
            sink += scratch[n / 2];
            free((void *)scratch);
        }
        nanosleep(&wait, NULL);
    }
    return 0;
}
