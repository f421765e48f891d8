python3 - <<'P'
import csv, random
random.seed(7)
with open("payouts.csv", "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["payout_id", "merchant", "currency", "amount_cents", "status", "failure_reason", "created_at"])
    for i in range(1, 2201):
        st, reason = "paid", ""
        if i in (388, 1544, 2090): st, reason = "failed", {388: "account_closed", 1544: "invalid_iban", 2090: "insufficient_funds"}[i]
        elif i % 151 == 0: st = "pending"
        w.writerow([f"po_{i:05d}", f"Merchant {i % 173}, Ltd" if i % 5 == 0 else f"merchant-{i % 173}", ["EUR", "USD", "GBP"][i % 3], random.randint(500, 900000), st, reason, f"2026-11-{(i % 28) + 1:02d}T{i % 24:02d}:{i % 60:02d}:00Z"])
P
