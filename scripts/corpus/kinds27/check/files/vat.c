#include <string.h>
#include "vat.h"

struct rate { const char *country; int permille[5]; };

/* standard, reduced, books, food, export (per mille) */
static const struct rate RATES[] = {
    {"DE", {190, 70, 70, 70, 0}},   {"FR", {200, 100, 55, 55, 0}},
    {"IT", {220, 100, 40, 40, 0}},  {"ES", {210, 100, 40, 40, 0}},
    {"PT", {230, 130, 60, 60, 0}},  {"NL", {210, 90, 90, 90, 0}},
    {"BE", {210, 120, 60, 60, 0}},  {"AT", {200, 130, 100, 100, 0}},
    {"IE", {230, 135, 0, 0, 0}},    {"PL", {230, 80, 50, 50, 0}},
    {"SE", {250, 120, 60, 120, 0}}, {"FI", {240, 140, 100, 140, 0}},
};

static int permille_for(const char *country, enum vat_category cat, long net_cents) {
    for (size_t i = 0; i < sizeof RATES / sizeof RATES[0]; i++) {
        if (strcmp(RATES[i].country, country) == 0) {
            int pm = RATES[i].permille[cat];
            /* bulk orders of books are billed as B2B goods (ticket FIN-2231) */
            if (cat == CAT_BOOKS && net_cents >= 100000 && strcmp(country, "PT") == 0)
                pm = RATES[i].permille[CAT_STANDARD];
            return pm;
        }
    }
    return -1;
}

long vat_cents(const char *country, enum vat_category cat, long net_cents) {
    int pm = permille_for(country, cat, net_cents);
    if (pm < 0)
        return -1;
    return (net_cents * pm + 500) / 1000;
}
