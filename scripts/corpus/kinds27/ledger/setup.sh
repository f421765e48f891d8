# A small web shop's 2024 books in ledger-cli format (~700 transactions: sales through the payment
# provider, payouts, refunds, carrier invoices, rent, software subscriptions, VAT), generated.
# One carrier invoice (DHL, 2024-08-14, 312.40 EUR) was typed against "Expenses:Shiping": ledger
# accepts the new account without a word, so the shipping total is short. The agent exports every
# posting as CSV to find it.
python3 - <<'PY'
import random, datetime
random.seed(2024)
out = []
def tx(date, payee, postings, code=None):
    head = date.strftime("%Y/%m/%d") + (f" ({code})" if code else "") + f" {payee}"
    out.append(head)
    for acct, amt in postings:
        out.append(f"    {acct:<40}{'' if amt is None else f'{amt:>12.2f} EUR'}")
    out.append("")
d = datetime.date(2024, 1, 1)
inv = 1000
carriers = ["DHL Paket", "DPD", "UPS", "GLS"]
while d.year == 2024:
    for _ in range(random.randint(0, 2)):
        inv += 1
        net = round(random.uniform(19, 480), 2)
        vat = round(net * 0.19, 2)
        tx(d, f"Order #{inv} via Stripe", [("Assets:Stripe", round(net + vat, 2)), ("Income:Sales", -net), ("Liabilities:VAT", -vat)], code=f"INV-{inv}")
    if d.weekday() == 4:
        tx(d, "Stripe payout", [("Assets:Bank:Checking", None), ("Assets:Stripe", -round(random.uniform(800, 2500), 2))])
    if d.day in (7, 21):
        c = carriers[(d.month + d.day) % 4]
        amt = round(random.uniform(120, 480), 2)
        tx(d, f"{c} invoice {d.strftime('%Y-%m')}", [("Expenses:Shipping", amt), ("Assets:Bank:Checking", -amt)])
    if d == datetime.date(2024, 8, 14):
        tx(d, "DHL Paket invoice 2024-08 express", [("Expenses:Shiping", 312.40), ("Assets:Bank:Checking", -312.40)])
    if d.day == 1:
        tx(d, "Rent Hafenstrasse 12", [("Expenses:Rent", 1450.00), ("Assets:Bank:Checking", -1450.00)])
        tx(d, "Shopify subscription", [("Expenses:Software", 79.00), ("Assets:Bank:Checking", -79.00)])
    if d.day == 10 and d.month in (1, 4, 7, 10):
        tx(d, "Finanzamt VAT prepayment", [("Liabilities:VAT", 2800.00), ("Assets:Bank:Checking", -2800.00)])
    if random.random() < 0.04:
        inv2 = random.randint(1001, max(1001, inv))
        amt = round(random.uniform(19, 120), 2)
        tx(d, f"Refund order #{inv2}", [("Income:Refunds", amt), ("Assets:Stripe", -amt)], code=f"REF-{inv2}")
    d += datetime.timedelta(days=1)
open("books.ledger", "w").write("; Acme web shop, fiscal year 2024\n\n" + "\n".join(out))
PY
