#include <pthread.h>
#include <stdio.h>

/* Four posting threads add to one shared total; the lock is taken for the log line only. */
static long total;
static pthread_mutex_t log_lock = PTHREAD_MUTEX_INITIALIZER;

static void *post(void *arg) {
    long id = (long) arg;
    for (int i = 0; i < 120; i++) {
        total += i;
        pthread_mutex_lock(&log_lock);
        printf("poster %ld: batch %d posted\n", id, i);
        pthread_mutex_unlock(&log_lock);
    }
    return NULL;
}

int main(void) {
    pthread_t t[4];
    for (long i = 0; i < 4; i++) pthread_create(&t[i], NULL, post, (void *) i);
    for (int i = 0; i < 4; i++) pthread_join(t[i], NULL);
    printf("total %ld\n", total);
    return 0;
}
