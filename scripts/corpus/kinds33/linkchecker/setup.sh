# The website of a community choir (a static site under site/: the home page, a page per concert
# season with its programme PDFs and rehearsal recordings, the members' area with part-learning
# files, links out to venues and ticket sites), checked with LinkChecker 10.2 from Debian before the
# spring term's mailing. linkcheckerrc sets the CSV logger's separator to a comma and leaves out the
# timing columns and the intro and outro comment lines. LinkChecker drops root's privileges to
# nobody, so the case's dirs are opened to it.
chmod o+x "$WORK" "$WORK/k33" "$PWD"
mkdir -p site/seasons site/files site/members site/img
python3 - <<'PY'
import os, random
random.seed(1742)
composers = ["Faure", "Rutter", "Handel", "Britten", "Chilcott", "Purcell", "Mozart", "Vaughan Williams", "Tallis", "Holst"]
works = ["Requiem", "Gloria", "Messiah", "Magnificat", "Te Deum", "Mass in C", "Five Mystical Songs", "Stabat Mater"]
external = ["https://www.stmarysarts.example/whats-on", "https://tickets.example/event/", "https://www.imslp.example/wiki/",
            "https://maps.example/?q=St+Marys+Hall", "https://www.facebook.example/valleychoir"]
seasons = [f"{y}-{s}" for y in range(2016, 2025) for s in ("spring", "autumn")]
nav = '<nav><a href="../index.html">Home</a> <a href="../members/index.html">Members</a></nav>'
made = set()
def pdf(path):
    if path not in made:
        made.add(path)
        open(path, "wb").write(b"%PDF-1.4\n% choir programme\n%%EOF\n")
season_links = []
for s in seasons:
    L = ["<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8"><title>Concerts ' + s + "</title></head><body>", nav,
         f"<h1>Season {s.replace('-', ' ')}</h1>"]
    for k in range(2):
        c, w = random.choice(composers), random.choice(works)
        prog = f"programme-{s}-{k + 1}.pdf"
        pdf(f"site/files/{prog}")
        href = prog
        if s == "2018-autumn" and k == 1:
            href = f"programme-{s.split('-')[1]}-{s.split('-')[0]}-2.pdf"     # renamed when the file was re-uploaded
        L.append(f'<h2>{c}: {w}</h2><p><a href="../files/{href}">Programme (PDF)</a> '
                 f'<a href="{random.choice(external[:3])}{random.randint(100, 999) if k else ""}">Venue and tickets</a> '
                 f'<img src="../img/{s}-{k}.jpg" alt="{c} {w}"></p>')
        open(f"site/img/{s}-{k}.jpg", "wb").write(b"\xff\xd8\xff\xe0fake")
    L.append('<p><a href="' + external[3] + '">How to find us</a></p></body></html>')
    open(f"site/seasons/{s}.html", "w").write("\n".join(L))
    season_links.append(f'<li><a href="seasons/{s}.html">{s.replace("-", " ")}</a></li>')
M = ["<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8"><title>Members</title></head><body>', nav, "<h1>Part-learning files</h1><ul>"]
for part in ("soprano", "alto", "tenor", "bass"):
    for w in works[:6]:
        f = f"learn-{part}-{w.lower().replace(' ', '-')}.pdf"
        pdf(f"site/files/{f}")
        M.append(f'<li><a href="../files/{f}">{w}, {part}</a></li>')
M.append("</ul></body></html>")
open("site/members/index.html", "w").write("\n".join(M))
H = ["<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8"><title>Valley Community Choir</title></head><body>',
     '<h1>Valley Community Choir</h1><p><a href="members/index.html">Members</a> <a href="' + external[4] + '">Follow us</a></p>',
     "<ul>"] + season_links + ["</ul></body></html>"]
open("site/index.html", "w").write("\n".join(H))
PY
