# The books of a rowing club for 2024 (hledger 1.25 journal, generated): membership dues by bank
# transfer, boat-shed rent, regatta fees, coaching, insurance and the boat fund. The treasurer
# exports the bank account's register as CSV. In the middle, the September dues of member
# H. Lindqvist were typed without the decimal point ('4500 EUR' for 45.00 EUR), so one row carries
# 4500 and the running total jumps by it; every later total is off. Exit 0.
python3 - <<'PY'
import random, datetime
random.seed(1861)
members = ["A. Berg", "C. Okoye", "D. Marsh", "E. Novak", "F. Duarte", "G. Sato", "H. Lindqvist", "I. Petrov",
           "J. Mensah", "K. Brandt", "L. Fontaine", "M. Ruiz", "N. Kowalski", "O. Haddad", "P. Quinn", "R. Silva",
           "S. Nakamura", "T. Walsh", "U. Eriksen", "V. Rossi", "W. Adeyemi", "Y. Moreau"]
L = ["; Riverside Rowing Club, 2024", "commodity 1,000.00 EUR", "",
     "2024-01-01 opening balances", "    assets:bank:club-account      6,240.00 EUR", "    equity:opening", ""]
for month in range(1, 13):
    for i, m in enumerate(members):
        day = 1 + (i * 3 + month) % 27
        amount = "45.00 EUR"
        if m == "H. Lindqvist" and month == 9:
            amount = "4500 EUR"
        L += [f"2024-{month:02d}-{day:02d} dues {datetime.date(2024, month, 1):%B} | {m}",
              f"    assets:bank:club-account      {amount}", f"    income:dues"]
    L += [f"2024-{month:02d}-28 boat shed rent | Harbour Trust", "    expenses:rent:boat-shed      610.00 EUR",
          "    assets:bank:club-account", ""]
    if month in (4, 5, 6, 7, 8, 9):
        fee = random.choice([120, 160, 210, 240])
        L += [f"2024-{month:02d}-{10 + month:02d} regatta entry fees | {random.choice(['Lakeside Sprint', 'Head of the Estuary', 'Autumn Fours', 'City Eights'])}",
              f"    expenses:regattas      {fee}.00 EUR", "    assets:bank:club-account", ""]
    L += [f"2024-{month:02d}-15 coaching | junior squad", f"    expenses:coaching      {random.choice([300, 340, 360])}.00 EUR",
          "    assets:bank:club-account", ""]
    if month % 3 == 0:
        L += [f"2024-{month:02d}-20 transfer to boat fund", "    assets:bank:boat-fund      400.00 EUR",
              "    assets:bank:club-account", ""]
L += ["2024-03-05 insurance | Mutual Marine", "    expenses:insurance      980.00 EUR", "    assets:bank:club-account", ""]
open("club.journal", "w").write("\n".join(L) + "\n")
PY
