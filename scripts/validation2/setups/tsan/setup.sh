cat >counter.c <<'C'
#include <pthread.h>
#include <stdio.h>
static long processed;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static long per_worker[4];
static void *worker(void *arg) {
  long id = (long)arg;
  for (int i = 0; i < 200; i++) {
    pthread_mutex_lock(&lock);
    per_worker[id]++;
    pthread_mutex_unlock(&lock);
    processed++;               /* not under the lock */
  }
  return NULL;
}
int main(void) {
  pthread_t t[4];
  for (int r = 1; r <= 120; r++) printf("queue %d: 200 messages ready\n", r);
  fflush(stdout);
  for (long i = 0; i < 4; i++) pthread_create(&t[i], NULL, worker, (void *)i);
  for (int i = 0; i < 4; i++) pthread_join(t[i], NULL);
  printf("processed %ld messages\n", processed);
  return 0;
}
C
gcc -g -O1 -fsanitize=thread -o counter counter.c -lpthread
