// Money formatting for invoices and e-mails: integer cents in, a localized string out.
export function formatMoney(cents, currency, locale) {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

// Line total of an invoice line, in cents, rounded half up per line.
export function lineTotal(unitCents, qty, discountPct = 0) {
  return Math.round(unitCents * qty * (100 - discountPct) / 100);
}
