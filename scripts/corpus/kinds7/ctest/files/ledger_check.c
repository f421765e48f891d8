#include <stdio.h>
#include <stdlib.h>

/* Reconciles one account's postings; prints what it checked, and on a mismatch writes the reason to stderr. */
int main(int argc, char **argv) {
    int account = atoi(argv[1]);
    long expected = 1000L + account * 10, posted = expected;
    if (account == 97) posted -= 20;
    printf("account %d: 12 postings, expected balance %ld\n", 4300 + account, expected);
    if (posted != expected) {
        fprintf(stderr, "ledger_check: balance mismatch for account %d: expected %ld, got %ld (posting 8 of 12 booked twice as a reversal)\n",
                4300 + account, expected, posted);
        return 1;
    }
    return 0;
}
