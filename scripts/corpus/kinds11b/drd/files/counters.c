/* Four settlement threads post 120 batches each; every batch is counted under the stats lock,
   but the retry counter is bumped without it (every fifth batch of a thread). */
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

static pthread_mutex_t stats_lock = PTHREAD_MUTEX_INITIALIZER;
static long batches;
static long retries;

static void count_batch(int id, int n) {
    pthread_mutex_lock(&stats_lock);
    batches++;
    pthread_mutex_unlock(&stats_lock);
    if ((id * 7 + n) % 5 == 0) {
        retries++;
    }
}

static void *settle(void *arg) {
    int id = *(int *)arg;
    for (int n = 0; n < 120; n++) {
        count_batch(id, n);
        printf("thread %d settled batch %03d\n", id, n);
        usleep(200);
    }
    return NULL;
}

int main(void) {
    pthread_t t[4];
    int ids[4] = {1, 2, 3, 4};
    for (int i = 0; i < 4; i++) pthread_create(&t[i], NULL, settle, &ids[i]);
    for (int i = 0; i < 4; i++) pthread_join(t[i], NULL);
    printf("batches=%ld retries=%ld\n", batches, retries);
    return 0;
}
