#ifndef VAT_H
#define VAT_H

enum vat_category { CAT_STANDARD, CAT_REDUCED, CAT_BOOKS, CAT_FOOD, CAT_EXPORT };

/* VAT in cents on a net amount in cents, rounded half up. */
long vat_cents(const char *country, enum vat_category cat, long net_cents);

#endif
