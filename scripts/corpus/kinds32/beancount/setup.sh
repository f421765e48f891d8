# The accounts of a community garden association (beancount 2.3, one file for 2024: plot holders'
# dues and plot rents, a council grant, the plant sale, water, seeds, tools, skip hire, insurance,
# bank charges), queried the way the treasurer's helper did it: bean-query with CSV output for the
# current account's register with its running balance, ordered by date. The header and 254 rows;
# bean-query pads the payee and narration columns to their widths (a quirk of its CSV). Early July
# the annual insurance went out (612.40) before the plot rents came in: the balance row of
# 2024-07-03 is the only negative one (-43.17 GBP), and two days later the bank's 'Unarranged
# overdraft fee' row (-15.00). Exit 0.
python3 - <<'PY'
import datetime, random
random.seed(1974)
D = datetime.date
rows = []  # (date, payee, narration, other account, amount into bank)
holders = ["A. Okoro", "B. Lindqvist", "C. Murphy", "D. Achterberg", "E. Szabo", "F. Mwangi", "G. Rossi",
           "H. Patel", "I. MacLeod", "J. Nowak", "K. Haddad", "L. Fernandes", "M. O'Brien", "N. Tanaka",
           "O. Adeyemi", "P. Kowalski", "Q. Bianchi", "R. Svensson", "S. Dubois", "T. Evans", "U. Ferreira",
           "V. Novak", "W. Chen", "X. Garcia", "Y. Ahmed", "Z. Whitlock"]
for i, h in enumerate(holders):
    rows.append((D(2024, 1, 2) + datetime.timedelta(days=random.randint(0, 80)), h, f"Annual dues, plot {i + 1}", "Income:Dues", 35.00))
for i, h in enumerate(holders):
    d = D(2024, 7, 9) + datetime.timedelta(days=random.randint(0, 40))
    rows.append((d, h, f"Plot rent 2024, plot {i + 1}", "Income:PlotRent", random.choice([48.00, 48.00, 72.00, 96.00])))
for i, h in enumerate(random.sample(holders, 18)):
    rows.append((D(2024, 3, 1) + datetime.timedelta(days=random.randint(0, 90)), h, "Half-plot deposit", "Income:PlotRent", 20.00))
rows.append((D(2024, 2, 14), "Borough Council", "Community growing grant", "Income:Grants", 750.00))
for m in range(1, 13):
    rows.append((D(2024, m, 18), "Thames Water", f"Standpipe meter, {D(2024, m, 1):%B}", "Expenses:Water", -round(random.uniform(18, 64) if 4 <= m <= 9 else random.uniform(6, 14), 2)))
    rows.append((D(2024, m, 28), "Unity Bank", "Account fee", "Expenses:BankCharges", -5.00))
seeds = ["Seed potatoes", "Onion sets", "Broad bean seed", "Compost, 40 bags", "Netting", "Canes", "Fleece", "Fertiliser"]
for i in range(40):
    d = D(2024, 1, 10) + datetime.timedelta(days=random.randint(0, 160))
    rows.append((d, random.choice(["Greenway Supplies", "Hilltop Nurseries", "Ashford Garden Centre"]), random.choice(seeds), "Expenses:Growing", -round(random.uniform(8, 85), 2)))
for i in range(14):
    d = D(2024, 1, 10) + datetime.timedelta(days=random.randint(0, 330))
    rows.append((d, random.choice(["Toolbank", "Hardware Direct"]), random.choice(["Spades (2)", "Wheelbarrow tyre", "Padlocks", "Hose reel", "Shed felt"]), "Expenses:Tools", -round(random.uniform(12, 70), 2)))
rows.append((D(2024, 4, 20), "Skip Hire Co", "Skip for the spring clear-out", "Expenses:Site", -245.00))
rows.append((D(2024, 6, 22), "Skip Hire Co", "Skip, June", "Expenses:Site", -245.00))
rows.append((D(2024, 7, 3), "Allotment Insurers Ltd", "Public liability and shed cover, annual", "Expenses:Insurance", -612.40))
for i in range(60):
    d = D(2024, 9, 7)
    rows.append((d, "Plant sale", f"Till {1 + i % 3}, takings batch {i + 1}", "Income:Events", round(random.uniform(4, 38), 2)))
for i in range(40):
    d = D(2024, 8, 20) + datetime.timedelta(days=random.randint(0, 120))
    rows.append((d, random.choice(["Harvest supper", "Honey sales", "Apple day"]), "Takings", "Income:Events", round(random.uniform(5, 60), 2)))
# Set the opening balance so that the insurance payment leaves the account at exactly -43.17.
rows.sort(key=lambda r: (r[0], -r[4]))
opening = 0.0
bal = 0.0
for d, p, n, acc, amt in rows:
    bal = round(bal + amt, 2)
    if n.startswith("Public liability"):
        opening = round(-43.17 - bal, 2)
        break
fee = (D(2024, 7, 5), "Unity Bank", "Unarranged overdraft fee", "Expenses:BankCharges", -15.00)
rows.append(fee)
rows.sort(key=lambda r: (r[0], -r[4]))
bal = opening
neg = []
for r in rows:
    bal = round(bal + r[4], 2)
    if bal < 0:
        neg.append((r, bal))
assert len(neg) >= 1 and neg[0][1] == -43.17, neg[:3]
accounts = sorted({r[3] for r in rows})
L = ['option "title" "Brookside Community Garden Association"', 'option "operating_currency" "GBP"', "",
     "2024-01-01 open Assets:Bank:Current GBP", "2024-01-01 open Equity:Opening-Balances GBP"]
L += [f"2024-01-01 open {a} GBP" for a in accounts]
L += ["", f'2024-01-01 * "Unity Bank" "Balance brought forward"', f"  Assets:Bank:Current  {opening:.2f} GBP", "  Equity:Opening-Balances", ""]
for d, p, n, acc, amt in rows:
    L += [f'{d} * "{p}" "{n}"', f"  Assets:Bank:Current  {amt:.2f} GBP", f"  {acc}", ""]
open("garden-2024.beancount", "w").write("\n".join(L))
PY
