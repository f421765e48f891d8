# The 36 PostgreSQL migrations of a ledger service, written by several hands over two years: mixed
# keyword case, aliases without AS, odd spacing and indentation, trailing whitespace, so sqlfluff
# 1.4 (Debian's) finds style violations in nearly every file. Migration 0013 (credit notes)
# has a trailing comma before the closing parenthesis of CREATE TABLE: the one parse error (PRS),
# which would also fail in psql. The agent lints with the JSON formatter (one line, an array with
# one record per file).
mkdir -p migrations
python3 - <<'PY'
import random
random.seed(19)
tables = ["accounts", "customers", "invoices", "invoice_lines", "payments", "refunds", "credit_notes",
          "tax_rates", "currencies", "journal_entries", "journal_lines", "periods", "exchange_rates",
          "dunning_runs", "payment_methods", "webhooks", "audit_log", "subscriptions"]
def kw(s, r):
    return s.lower() if r.random() < 0.4 else s
n = 0
for i, t in enumerate(tables):
    for step in ("create", "alter"):
        n += 1
        r = random.Random(n)
        name = f"migrations/{n:04d}_{step}_{t}.sql"
        L = []
        if step == "create":
            L.append(f"{kw('CREATE TABLE', r)} {t} (")
            cols = [f"    id bigserial {kw('PRIMARY KEY', r)}"]
            if i:
                cols.append(f"    {tables[i - 1].rstrip('s')}_id bigint {kw('REFERENCES', r)} {tables[i - 1]}(id)")
            cols += [f"    amount_cents bigint {kw('NOT NULL', r)}" if r.random() < 0.7 else "    amount_cents   bigint",
                     f"    currency char(3) {kw('NOT NULL DEFAULT', r)} 'EUR'",
                     f"    created_at timestamptz {kw('NOT NULL DEFAULT', r)} now()"]
            if r.random() < 0.5:
                cols[-1] += "   "
            body = ",\n".join(cols)
            if t == "credit_notes":
                body += ","
            L.append(body)
            L.append(");")
            L.append(f"{kw('CREATE INDEX', r)} {t}_created_idx {kw('ON', r)} {t}(created_at);")
        else:
            L.append(f"{kw('ALTER TABLE', r)} {t} {kw('ADD COLUMN', r)} note text;")
            L.append(f"{kw('UPDATE', r)} {t} {kw('SET', r)} note='migrated' {kw('WHERE', r)} created_at<'2023-01-01';")
            L.append(f"{kw('CREATE VIEW', r)} {t}_recent {kw('AS', r)}")
            L.append(f"{kw('SELECT', r)} x.id,x.amount_cents, x.currency")
            L.append(f"  {kw('FROM', r)} {t} x")
            L.append(f"  {kw('WHERE', r)} x.created_at > now() - interval '90 days';")
        text = "\n".join(L)
        if r.random() < 0.8:
            text += "\n"
        open(name, "w").write(text)
PY
