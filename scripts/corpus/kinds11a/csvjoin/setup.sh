# Orders of November (480 rows) and the CRM's customer export (210 customers); the agent joins
# them with csvkit's csvjoin --left to build the dunning list. Order 88231 names customer C-1187,
# who was merged away in the CRM, so its row comes out with empty customer columns.
python3 - <<'PY'
import random
random.seed(88)
with open("customers.csv", "w") as f:
    f.write("customer_id,name,email,country,dunning_level\n")
    for i in range(1000, 1210):
        f.write(f"C-{i},Customer {i},billing{i}@example.com,{random.choice(['DE','AT','NL','FR','PL'])},{random.randint(0,2)}\n")
with open("orders-2026-11.csv", "w") as f:
    f.write("order_id,customer_id,placed,amount_eur,status\n")
    for k in range(480):
        oid = 88000 + k
        cid = "C-1187" if oid == 88231 else f"C-{random.randint(1000, 1209)}"
        if cid == "C-1187" and oid != 88231:
            cid = "C-1186"
        f.write(f"{oid},{cid},2026-11-{1 + k * 29 // 480:02d},{random.randint(900, 250000) / 100:.2f},{'overdue' if oid == 88231 else random.choice(['open','open','overdue','paid'])}\n")
PY
# C-1187 was merged into C-1186 in the CRM: the export no longer has it
sed -i '/^C-1187,/d' customers.csv
