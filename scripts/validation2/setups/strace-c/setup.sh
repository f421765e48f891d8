cat >scan.py <<'P'
import os, json
found = 0
for root in ("/usr/share/doc", "/etc"):
    for dirpath, dirs, files in os.walk(root):
        for f in files:
            p = os.path.join(dirpath, f)
            try:
                with open(p, "rb") as fh:
                    fh.read(64)
                found += 1
            except OSError:
                pass
for candidate in ("/etc/scan.json", "/opt/scan/config.json", os.path.expanduser("~/.scan.json")):
    try:
        json.load(open(candidate))
    except OSError:
        pass
print(f"scanned {found} files")
P
