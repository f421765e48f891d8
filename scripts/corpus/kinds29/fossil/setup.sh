# The content repository of a science museum's exhibit kiosks in Fossil 2.21 (~350 files: one
# JSON and six Markdown texts per exhibit, in six galleries, plus kiosk layouts). The 'autumn-2024'
# branch retranslated and retimed the exhibits while trunk got the new accessibility texts; both
# touched the pendulum exhibit's timing. The agent, on trunk, merges the branch: ~300 UPDATE lines
# (fossil's stderr 'WARNING: 1 merge conflicts' lands among them, even inside one, as stdout is
# buffered), then 'MERGE galleries/mechanics/foucault-pendulum.json' and '***** 1 merge conflict in
# galleries/mechanics/foucault-pendulum.json'; exit 0. The repository uses mtime-changes off, so
# edits made in the second of a checkout are seen.
export HOME="$PWD" USER=curator
fossil init -A curator museum.fossil >/dev/null
mkdir ws && cd ws
fossil open ../museum.fossil >/dev/null
fossil settings autosync off >/dev/null
fossil settings mtime-changes off >/dev/null
python3 - <<'PY'
import os, random, json
random.seed(260)
g = {"mechanics": ["foucault-pendulum", "newtons-cradle", "gyroscope", "lever-wall", "pulley-lift", "wave-machine", "coupled-pendulums", "tuned-mass-damper", "ball-run", "archimedes-screw"],
     "optics": ["camera-obscura", "infinity-mirror", "prism-bench", "polarisation-window", "pinhole-room", "kaleidoscope", "laser-maze", "colour-shadows"],
     "electricity": ["van-de-graaff", "plasma-globe", "faraday-cage", "hand-battery", "motor-kit", "tesla-coil", "induction-rings", "circuit-table"],
     "earth": ["seismograph", "sandbox-relief", "tornado-column", "rock-cycle", "tide-model", "volcano-section", "glacier-table"],
     "life": ["cell-zoom", "heart-pump", "reaction-wall", "dna-zipper", "bird-flight", "ant-colony", "eye-model", "sound-ear"],
     "space": ["orbit-well", "planet-scales", "star-dome", "rocket-launch", "moon-phases", "meteorite-touch", "sundial-court"]}
for gal, ex in g.items():
    for e in ex:
        d = f"galleries/{gal}"
        os.makedirs(d, exist_ok=True)
        for lang in ["en", "de", "fr", "it", "nl", "es"]:
            open(f"{d}/{e}.{lang}.md", "w").write(f"# {e.replace('-', ' ').title()}\n\n" + "\n".join(f"Line {k} of the {lang} text for {e}." for k in range(8)) + "\n")
        cfg = {"id": e, "gallery": gal, "loop_seconds": random.choice([30, 45, 60, 90]), "audio": f"{e}.ogg", "attract_mode": True,
               "timing": {"intro": 5, "demo": random.choice([20, 25, 30]), "outro": 5}}
        open(f"{d}/{e}.json", "w").write(json.dumps(cfg, indent=2) + "\n")
os.makedirs("kiosks", exist_ok=True)
for k in range(1, 13):
    open(f"kiosks/kiosk-{k:02d}.json", "w").write(json.dumps({"kiosk": k, "brightness": 80, "idle_minutes": 3}, indent=2) + "\n")
PY
fossil add . >/dev/null
fossil commit -m "Exhibit texts and kiosk layouts, spring 2024" --no-warnings >/dev/null
fossil branch new autumn-2024 trunk >/dev/null
fossil update autumn-2024 >/dev/null
python3 - <<'PY'
import glob, json
for f in sorted(glob.glob("galleries/*/*.md")):
    if hash(f) % 1 == 0 and not f.endswith(".en.md"):
        s = open(f).read().replace("Line 3 of", "Revised line 3 of")
        open(f, "w").write(s)
for f in sorted(glob.glob("galleries/*/*.json")):
    c = json.load(open(f)); c["loop_seconds"] += 15
    if "foucault" in f: c["timing"]["demo"] = 40
    open(f, "w").write(json.dumps(c, indent=2) + "\n")
PY
fossil commit -m "Autumn 2024: retranslated texts, longer loops" --no-warnings >/dev/null
fossil update trunk >/dev/null
python3 - <<'PY'
import glob, json
for f in sorted(glob.glob("galleries/*/*.en.md")):
    s = open(f).read() + "\nAccessibility: audio description available at the kiosk, press the blue button.\n"
    open(f, "w").write(s)
f = "galleries/mechanics/foucault-pendulum.json"
c = json.load(open(f)); c["timing"]["demo"] = 35; c["timing"]["audio_description"] = True
open(f, "w").write(json.dumps(c, indent=2) + "\n")
for f in sorted(glob.glob("kiosks/*.json")):
    c = json.load(open(f)); c["high_contrast"] = True
    open(f, "w").write(json.dumps(c, indent=2) + "\n")
PY
fossil commit -m "Accessibility texts, high-contrast kiosks, pendulum audio description" --no-warnings >/dev/null
