/* boxoffice: applies the day's booking file to the performances of a small theatre. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct perf {
    char code[8];
    char title[40];
    int capacity;
    int seats_left;
    int sold;
    int comps;
};

struct booking {
    char ref[8];
    char perf[8];
    char kind;      /* 'S' sale, 'R' refund, 'C' complimentary */
    int n;
    char note[40];
};

static struct perf perfs[] = {
    {"THU19", "The Lighthouse Keeper (Thu 19:30)", 180, 180, 0, 0},
    {"FRI19", "The Lighthouse Keeper (Fri 19:30)", 180, 180, 0, 0},
    {"SAT14", "The Lighthouse Keeper (Sat 14:30)", 120, 120, 0, 0},
    {"SAT19", "The Lighthouse Keeper (Sat 19:30)", 180, 180, 0, 0},
    {"SUN15", "The Lighthouse Keeper (Sun 15:00)", 120, 120, 0, 0},
};

static struct perf *find_perf(const char *code)
{
    for (size_t i = 0; i < sizeof perfs / sizeof perfs[0]; i++)
        if (strcmp(perfs[i].code, code) == 0)
            return &perfs[i];
    return NULL;
}

static int sell(struct perf *p, const struct booking *b)
{
    if (b->kind == 'S' && p->seats_left < b->n)
        return -1;
    p->seats_left -= b->n;
    if (b->kind == 'C')
        p->comps += b->n;
    else
        p->sold += b->n;
    return 0;
}

static void refund(struct perf *p, const struct booking *b)
{
    p->seats_left += b->n;
    p->sold -= b->n;
}

static void loaded(int count)
{
    fprintf(stderr, "boxoffice: %d bookings loaded\n", count);
}

int main(int argc, char **argv)
{
    static struct booking bk[400];
    int count = 0;
    FILE *f = fopen(argc > 1 ? argv[1] : "bookings.txt", "r");
    if (!f) { perror("bookings"); return 2; }
    while (count < 400 && fscanf(f, "%7s %7s %c %d %39[^\n]", bk[count].ref, bk[count].perf,
                                 &bk[count].kind, &bk[count].n, bk[count].note) == 5)
        count++;
    fclose(f);
    loaded(count);
    for (int i = 0; i < count; i++) {
        struct perf *p = find_perf(bk[i].perf);
        if (!p) { fprintf(stderr, "%s: unknown performance %s\n", bk[i].ref, bk[i].perf); continue; }
        if (bk[i].kind == 'R') {
            refund(p, &bk[i]);
            fprintf(stderr, "%s %s refund x%d\n", bk[i].ref, p->code, bk[i].n);
        } else if (sell(p, &bk[i]) == 0) {
            fprintf(stderr, "%s %s %s x%d:%s\n", bk[i].ref, p->code, bk[i].kind == 'C' ? "comp" : "sale", bk[i].n, bk[i].note);
        } else {
            fprintf(stderr, "%s %s sale x%d refused: only %d left\n", bk[i].ref, p->code, bk[i].n, p->seats_left);
        }
    }
    for (size_t i = 0; i < sizeof perfs / sizeof perfs[0]; i++)
        printf("%-36s sold %3d comps %2d left %3d\n", perfs[i].title, perfs[i].sold, perfs[i].comps, perfs[i].seats_left);
    return 0;
}
