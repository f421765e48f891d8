"""Writes the local wheels of the pip case: app 1.0 needs 120 shop libraries, ledger-core 2.x and
billing>=3; every billing 3.x needs ledger-core<2, so no set of versions satisfies app."""
import sys
import zipfile
from pathlib import Path


def wheel(out: Path, name: str, version: str, requires: list[str]) -> None:
    dist = f"{name.replace('-', '_')}-{version}"
    meta = [f"Metadata-Version: 2.1", f"Name: {name}", f"Version: {version}"]
    meta += [f"Requires-Dist: {r}" for r in requires]
    files = {
        f"{name.replace('-', '_')}/__init__.py": f'__version__ = "{version}"\n',
        f"{dist}.dist-info/METADATA": "\n".join(meta) + "\n",
        f"{dist}.dist-info/WHEEL": "Wheel-Version: 1.0\nGenerator: corpus\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
    }
    files[f"{dist}.dist-info/RECORD"] = "".join(f"{p},,\n" for p in files) + f"{dist}.dist-info/RECORD,,\n"
    with zipfile.ZipFile(out / f"{dist}-py3-none-any.whl", "w") as z:
        for p, body in files.items():
            z.writestr(p, body)


out = Path(sys.argv[1])
out.mkdir(parents=True, exist_ok=True)
libs = [f"shop-lib-{i:02d}" for i in range(1, 121)]
for i, lib in enumerate(libs):
    for minor in range(3):
        wheel(out, lib, f"1.{minor}", [f"shop-lib-{i:02d}>=1.0"] if i > 1 else [])
for v in ["1.8", "1.9", "2.0", "2.1"]:
    wheel(out, "ledger-core", v, [])
for minor in range(7):
    wheel(out, "billing", f"3.{minor}", ["ledger-core<2", "shop-lib-07>=1.1"])
wheel(out, "app", "1.0", [f"{lib}>=1.0" for lib in libs] + ["ledger-core>=2,<3", "billing>=3"])
