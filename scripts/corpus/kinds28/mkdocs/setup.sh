# The user documentation of a weather-data API (stations, observations, forecasts, alerts; ~60
# pages in six sections with cross-links), generated, built in CI with mkdocs 1.4 (Debian's)
# --strict --verbose: a DEBUG line per page read and built. The forecasts section's page on
# precipitation links to 'units/precipitation.md', which was merged into 'reference/units.md'
# last release: the one WARNING (a link to a file not in the docs), in the middle; the site is
# built, then 'Aborted with 1 warnings in strict mode!', exit 1. The agent runs the docs build.
python3 - <<'PY'
import os, random
random.seed(61)
sections = {"getting-started": ["index", "authentication", "quotas", "errors", "changelog", "sdk-python", "sdk-js", "sdk-go"],
            "stations": ["index", "search", "metadata", "networks", "quality-flags", "elevation", "history", "maps", "bulk"],
            "observations": ["index", "hourly", "daily", "monthly", "gaps", "corrections", "wind", "temperature", "humidity", "pressure", "radiation"],
            "forecasts": ["index", "models", "ensembles", "precipitation", "wind", "temperature", "uv-index", "air-quality", "nowcast", "confidence"],
            "alerts": ["index", "subscriptions", "webhooks", "severity", "regions", "cap-format", "retries"],
            "reference": ["index", "units", "time-zones", "pagination", "rate-limits", "glossary", "openapi", "status-codes", "deprecations"]}
words = "the endpoint returns values for the requested station and time range in the units given by the query parameters".split()
os.makedirs("docs", exist_ok=True)
nav = []
pages = [f"{s}/{p}.md" for s, ps in sections.items() for p in ps]
for s, ps in sections.items():
    os.makedirs(f"docs/{s}", exist_ok=True)
    items = []
    for p in ps:
        r = random.Random(f"{s}/{p}")
        title = p.replace("-", " ").capitalize() if p != "index" else s.replace("-", " ").capitalize()
        L = [f"# {title}", ""]
        for _ in range(r.randint(3, 8)):
            L.append(" ".join(r.choice(words) for _ in range(r.randint(20, 50))).capitalize() + ".")
            L.append("")
        for _ in range(r.randint(1, 3)):
            tgt = r.choice(pages)
            rel = os.path.relpath(tgt, s)
            L.append(f"See also [{os.path.basename(tgt)[:-3]}]({rel}).")
            L.append("")
        if s == "forecasts" and p == "precipitation":
            L.append("Amounts are in millimetres; see [precipitation units](../units/precipitation.md) for snow water equivalent.")
            L.append("")
        L += ["```http", f"GET /v2/{s}/{p} HTTP/1.1", "Authorization: Bearer <token>", "```", ""]
        open(f"docs/{s}/{p}.md", "w").write("\n".join(L))
        items.append(f"      - {title}: {s}/{p}.md")
    nav.append(f"  - {s.replace('-', ' ').capitalize()}:")
    nav += items
open("docs/index.md", "w").write("# Weather data API\n\nStart with [getting started](getting-started/index.md).\n")
open("mkdocs.yml", "w").write("site_name: Weather data API\nsite_url: https://docs.weather-api.example/\nrepo_url: https://git.weather-api.example/docs\ntheme:\n  name: mkdocs\nnav:\n  - Home: index.md\n" + "\n".join(nav) + "\n")
PY
