#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <assert.h>
#include <unistd.h>
#define WORKERS 8
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static long balances[64];
static void settle(int worker, int account, long cents) {
  long before = balances[account];
  balances[account] -= cents;
  assert(balances[account] >= 0 && "settlement overdrew an account");
  (void)before; (void)worker;
}
static void *run(void *arg) {
  int id = (int)(long)arg;
  for (int round = 0; round < 40; round++) {
    pthread_mutex_lock(&mu);
    if (id == 5 && round == 17) settle(id, 41, 250000);
    else settle(id, (id * 7 + round) % 64, 10);
    pthread_cond_wait(&cv, &mu);
    pthread_mutex_unlock(&mu);
  }
  return NULL;
}
int main(void) {
  pthread_t t[WORKERS];
  for (int i = 0; i < 64; i++) balances[i] = 100000;
  for (long i = 0; i < WORKERS; i++) pthread_create(&t[i], NULL, run, (void *)i);
  for (int tick = 0; tick < 400; tick++) { usleep(1000); pthread_mutex_lock(&mu); pthread_cond_broadcast(&cv); pthread_mutex_unlock(&mu); printf("tick %d settled\n", tick); }
  for (int i = 0; i < WORKERS; i++) pthread_join(t[i], NULL);
  return 0;
}
