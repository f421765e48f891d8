# A billing service's export area (3 months x 12 clients of invoice CSVs, PDF stubs and
# remittance files, ~500 files) and a fresh borg repository, everything owned by nobody, who runs
# the nightly backup. The February payroll export was written by a root job with mode 0600, so the
# backup user cannot read it.
python3 - <<'PY'
import os, random
random.seed(31)
clients = ["northwind", "contoso", "fabrikam", "initech", "globex", "umbrella", "hooli",
           "stark", "wayne", "acme-retail", "tyrell", "cyberdyne"]
for month in ("2024-01", "2024-02", "2024-03"):
    for c in clients:
        d = f"exports/{month}/{c}"
        os.makedirs(d, exist_ok=True)
        n = random.randint(8, 16)
        for i in range(1, n + 1):
            with open(f"{d}/INV-{month.replace('-', '')}-{i:04d}.pdf", "w") as f:
                f.write("%PDF-1.4\n% invoice stub\n" + "0" * random.randint(2000, 9000) + "\n%%EOF\n")
        with open(f"{d}/invoices.csv", "w") as f:
            f.write("invoice,date,net_cents,vat_cents,currency\n")
            for i in range(1, n + 1):
                net = random.randint(1000, 900000)
                f.write(f"INV-{month.replace('-', '')}-{i:04d},{month}-{random.randint(1, 28):02d},{net},{net * 19 // 100},EUR\n")
        with open(f"{d}/remittance.txt", "w") as f:
            f.write(f"remittance advice {c} {month}\n")
    with open(f"exports/{month}/payroll-{month}.csv", "w") as f:
        f.write("employee,gross_cents\n" + "".join(f"E{k:03d},{random.randint(300000, 900000)}\n" for k in range(1, 40)))
PY
chmod o+x "$WORK" "$WORK/k27"
chown -R nobody:nogroup "$PWD"
chown root:root exports/2024-02/payroll-2024-02.csv
chmod 600 exports/2024-02/payroll-2024-02.csv
runuser -u nobody -- env HOME="$PWD" BORG_PASSPHRASE=ledger-backup-2024 borg init -e repokey repo >/dev/null 2>&1
