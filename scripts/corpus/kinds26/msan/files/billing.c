/* Prices the lines of a batch of invoices; prints one line per invoice line. */
#include <stdio.h>
#include <string.h>

struct line { int id; const char *tier; int qty; int unit_cents; };

static int discount_percent(const char *tier, int *out) {
  if (strcmp(tier, "gold") == 0) { *out = 10; return 1; }
  if (strcmp(tier, "silver") == 0) { *out = 5; return 1; }
  if (strcmp(tier, "standard") == 0) { *out = 0; return 1; }
  return 0; /* unknown tier: caller keeps its default */
}

static long price_line(const struct line *l) {
  int pct;
  discount_percent(l->tier, &pct);
  long gross = (long)l->qty * l->unit_cents;
  if (pct == 0) return gross;
  return gross - gross * pct / 100;
}

int main(void) {
  static const char *tiers[] = {"gold", "silver", "standard", "standard", "silver"};
  long total = 0;
  setvbuf(stdout, NULL, _IOLBF, 0);
  for (int i = 1; i <= 1800; i++) {
    struct line l = {i, tiers[i % 5], i % 7 + 1, 199 + (i * 37) % 900};
    if (i == 1143) l.tier = "platinum"; /* a tier added in the CRM last week */
    long net = price_line(&l);
    total += net;
    printf("invoice %05d line %d tier=%-8s qty=%d unit=%d net=%ld\n", 9000 + i / 3, l.id, l.tier, l.qty, l.unit_cents, net);
  }
  printf("batch priced: 1800 lines, total=%ld cents\n", total);
  return 0;
}
