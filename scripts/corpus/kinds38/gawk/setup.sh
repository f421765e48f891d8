# A village cricket club's treasurer reconciles the 2026 subscriptions with a gawk script (subs.awk):
# payments.csv is the bank's export of the year's subscription payments (reference 'SUBS H041'),
# members.csv the membership secretary's list (id, name, category, household role). The script
# prints one statement line a member, then totals, and checks the subscriptions due against the
# figure the AGM approved for the budget; it exits 1 when they differ. A family membership (£210 a
# household) is charged to the household's lead member, and the script's family branch reads
# 'famly_fee', a typo for family_fee: gawk --lint warns once, when the first family lead is reached,
# that the variable is uninitialized; every family lead is then due 0.00, and at the end the check
# fails, short by the families' fees, with nothing there to say why.
cat > subs.awk <<'AWK'
# Holmfield Cricket Club: subscriptions 2026, reconciliation against the bank export.
# usage: gawk -f subs.awk payments.csv members.csv
BEGIN {
    FS = ","
    fee["Senior"] = 120; fee["Over-65"] = 80; fee["Student"] = 60
    fee["Junior"] = 45; fee["Social"] = 25
    family_fee = 210
    budget_due = 10245          # subscriptions income approved at the AGM
    print "Holmfield Cricket Club - subscriptions 2026"
    printf "%-5s %-26s %-8s %8s %8s %9s\n", "id", "member", "category", "due", "paid", "balance"
}
FNR == 1 { next }
FILENAME == "payments.csv" {
    ref = $3
    sub(/^SUBS /, "", ref)
    paid[ref] += $4
    next
}
{
    id = $1; name = $2; cat = $3; role = $4
    if (cat == "Family") {
        due = (role == "lead") ? famly_fee : 0
        families += (role == "lead")
    } else {
        due = fee[cat]
    }
    got = (id in paid) ? paid[id] : 0
    bal = due - got
    printf "%-5s %-26s %-8s %8.2f %8.2f %9.2f\n", id, name, cat, due, got, bal
    members++
    total_due += due
    total_paid += got
    if (bal > 0) { owing++; owed += bal }
}
END {
    printf "members: %d (families: %d)\n", members, families
    printf "due: %.2f  paid: %.2f  outstanding: %.2f from %d members\n", total_due, total_paid, owed, owing
    if (total_due != budget_due) {
        printf "CHECK FAILED: subscriptions due %.2f, budget %.2f (difference %.2f)\n", total_due, budget_due, budget_due - total_due
        exit 1
    }
    print "check: subscriptions due match the budget"
}
AWK
python3 - <<'PY'
import random
random.seed(38)
first = ["Tom", "Harry", "Jack", "Oliver", "James", "Sam", "Ben", "Will", "Joe", "Dan", "Matt", "Luke", "Ryan", "Adam",
         "Chris", "Rob", "Ali", "Imran", "Zain", "Rav", "Priya", "Sophie", "Emma", "Kate", "Lucy", "Hannah", "Amy",
         "Neil", "Graham", "Derek", "Keith", "Brian", "Geoff", "Alan", "Margaret", "Jean", "Sue", "Pat"]
last = ["Ackroyd", "Armitage", "Bamforth", "Beaumont", "Booth", "Bottomley", "Brook", "Crowther", "Dyson", "Firth",
        "Gledhill", "Haigh", "Hirst", "Holroyd", "Jagger", "Kaye", "Lodge", "Marsden", "Mellor", "Schofield",
        "Senior", "Shaw", "Sykes", "Taylor", "Walker", "Whiteley", "Ahmed", "Hussain", "Patel", "Singh"]
fees = {"Senior": 120, "Over-65": 80, "Student": 60, "Junior": 45, "Social": 25}
members = []
n = 0
family_at = {14, 27, 38}                   # where each family's lead comes in the list
while n < 98:
    n += 1
    if n in family_at:
        surname = random.choice(last)
        size = random.randint(3, 5)
        for k in range(size):
            role = "lead" if k == 0 else "member"
            members.append((f"H{n:03d}", f"{random.choice(first)} {surname}", "Family", role))
            if k < size - 1:
                n += 1
        continue
    cat = random.choices(list(fees), [9, 3, 2, 6, 3])[0]
    members.append((f"H{n:03d}", f"{random.choice(first)} {random.choice(last)}", cat, ""))
with open("members.csv", "w") as f:
    f.write("id,name,category,household\n")
    for m in members:
        f.write(",".join(m) + "\n")
due = sum(210 if c == "Family" and r == "lead" else fees.get(c, 0) for _, _, c, r in members)
with open("budget.txt", "w") as f:
    f.write(f"{due}\n")
pay = []
for mid, name, cat, role in members:
    amount = 210 if (cat == "Family" and role == "lead") else fees.get(cat, 0)
    if amount == 0 or (cat != "Family" and random.random() < 0.12):   # a few have not paid yet
        continue
    if random.random() < 0.3 and amount >= 80:         # paid in two halves
        pay.append((mid, amount / 2)); pay.append((mid, amount / 2))
    else:
        pay.append((mid, amount))
random.shuffle(pay)
with open("payments.csv", "w") as f:
    f.write("date,payer,reference,amount\n")
    for i, (mid, amt) in enumerate(pay):
        f.write(f"2026-{random.randint(1, 4):02d}-{random.randint(1, 28):02d},FASTER PAYMENT,SUBS {mid},{amt:.2f}\n")
PY
sed -i "s/budget_due = 10245 /budget_due = $(cat budget.txt)/" subs.awk
rm budget.txt
