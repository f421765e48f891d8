# The collection-catalogue importer of a county museum (Python, package catalogue/ with fifteen
# modules: CSV and spreadsheet readers for the accession registers, a CatalogueRecord dataclass,
# term lists, image matching, the export to the online collection), linted with pylint 4 and its
# json2 reporter: one JSON object, 'messages' (188 of them, sorted by module: missing docstrings,
# invalid names, unspecified encodings, f-strings in logging calls, broad excepts, too many
# arguments, unused imports and variables...) and 'statistics' (counts per type, modules linted,
# score). Half way through the list, in catalogue/dedupe.py, the one error: E1101 no-member,
# "Instance of 'CatalogueRecord' has no 'acession_no' member; maybe 'accession_no'?" (the
# de-duplication key is misspelt, so it would raise on the first record). Exit 30 (error, warning,
# refactor and convention bits).
mkdir -p catalogue
cat >pyproject.toml <<'TOML'
[project]
name = "museum-catalogue"
version = "0.9.0"

[tool.pylint.similarities]
min-similarity-lines = 12
TOML
python3 - <<'PY'
import random
random.seed(1851)
open("catalogue/__init__.py", "w").write('"""County museum collection catalogue importer."""\n')
open("catalogue/record.py", "w").write('''"""The catalogue record every reader produces."""
from dataclasses import dataclass, field


@dataclass
class CatalogueRecord:
    """One object in the accession register."""
    accession_no: str
    title: str
    maker: str = ""
    date_made: str = ""
    materials: list = field(default_factory=list)
    location: str = ""
    images: list = field(default_factory=list)
''')
mods = ["readers_csv", "readers_xlsx", "terms", "materials", "makers", "dates", "locations", "images",
        "dedupe", "export_web", "export_oai", "reports", "cli"]
snips = [
 "import os\nimport sys\nimport json\n",
 "def {n}(path):\n    f = open(path)\n    data = f.read()\n    f.close()\n    return data\n",
 "def {n}(rows, log):\n    for r in rows:\n        try:\n            r['title'] = r['title'].strip()\n        except Exception as e:\n            log.warning(f\"bad row {{r}}: {{e}}\")\n    return rows\n",
 "def {n}(a, b, c, d, e, f, g):\n    return [a, b, c, d, e, f, g]\n",
 "def {n}(values):\n    Result = []\n    for v in values:\n        unused = len(v)\n        Result.append(v.lower())\n    return Result\n",
 "def {n}(text):\n    if text == None:\n        return ''\n    return text.replace('  ', ' ')  # normalise double spaces in transcriptions made from the handwritten registers\n",
 "class {N}:\n    def __init__(self, path):\n        self.path = path\n    def rows(self):\n        return open(self.path, encoding='utf-8').readlines()\n",
 "def {n}(items):\n    if len(items) == 0:\n        return None\n    else:\n        return items[0]\n",
 "def {n}(record, terms={{}}):\n    terms[record] = True\n    return terms\n",
 "def {n}(x):\n    global CACHE\n    CACHE = x\n    return x\n",
]
for m in mods:
    L = []
    if m != "cli":
        L.append(f'"""{m.replace("_", " ")} for the catalogue importer."""' if random.random() < 0.5 else "")
    picks = ([snips[0]] if random.random() < 0.4 else []) + random.sample(snips[1:], 5)
    for i, s in enumerate(picks):
        L.append(s.format(n=f"{m.split('_')[0]}_{i}", N=f"{m.title().replace('_', '')}Reader{i}"))
    if m == "dedupe":
        L.insert(len(L) // 2, '''from catalogue.record import CatalogueRecord


def merge_duplicates(rows):
    """One record per accession number (the 1998 registers were typed in twice)."""
    seen = {}
    for row in rows:
        rec = CatalogueRecord(accession_no=row[0], title=row[1], maker=row[2])
        key = rec.acession_no.strip().upper()
        if key not in seen:
            seen[key] = rec
    return list(seen.values())
''')
    open(f"catalogue/{m}.py", "w").write("\n\n".join(L))
PY
