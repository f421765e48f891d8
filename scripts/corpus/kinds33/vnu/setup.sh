# The static site of a small maritime museum (37 pages under site/: exhibitions, the collection's
# object pages, visiting information, the schools' booking page), written by hand over the years
# in an XHTML habit: trailing slashes on void elements (info), type="text/javascript" and
# type="text/css" (warnings), a few sections without headings and no lang on the older pages
# (warnings). The Nu Html Checker (vnu-jar from npm, Java) with --format json, one JSON object on
# stderr. On the schools' booking page the visit date is an <input type="datetime">, a type HTML
# dropped (browsers show a plain text box, so teachers type dates the booking system rejects): the
# one error, 'Bad value "datetime" for attribute "type" on element "input".' Exit 1.
npm install --no-audit --no-fund --silent >/dev/null 2>&1
mkdir -p site/collection site/education site/exhibitions site/visit
python3 - <<'PY'
import random
random.seed(1805)
objects = ["ship's bell", "sextant", "figurehead", "lifeboat oar", "ship in a bottle", "compass binnacle", "diving helmet",
           "harpoon gun", "logbook", "ropework sampler", "lighthouse lens", "cannon ball", "quadrant", "sailor's chest",
           "scrimshaw tooth", "telegraph", "brass porthole", "chronometer", "net float", "anchor"]
def page(path, title, body, old):
    lang = "" if old else ' lang="en"'
    head = [f"<!DOCTYPE html>", f"<html{lang}>", "<head>", '<meta charset="utf-8" />', f"<title>{title} - Harbour Museum</title>",
            '<link rel="stylesheet" type="text/css" href="/css/site.css" />',
            '<script type="text/javascript" src="/js/menu.js"></script>', "</head>", "<body>",
            '<header><img src="/img/logo.png" alt="Harbour Museum" width="180" height="60" /></header>',
            '<nav><ul><li><a href="/">Home</a></li><li><a href="/visit/">Visit</a></li><li><a href="/collection/">Collection</a></li></ul></nav>',
            "<main>"]
    tail = ["</main>", '<footer><p>Harbour Museum, Quay Street<br />Registered charity 1099999</p></footer>', "</body>", "</html>", ""]
    open(path, "w").write("\n".join(head + body + tail))
for i, o in enumerate(objects):
    body = [f"<h1>{o.capitalize()}</h1>", f'<img src="/img/obj{i:03d}.jpg" alt="{o}" width="640" height="480" />',
            f"<p>Accession number HM.{1950 + i}.{random.randint(1, 40)}.<br />Donated by a local family.</p>"]
    if random.random() < 0.5:
        body += ["<section>", "<p>On display in the upper gallery.</p>", "</section>"]
    page(f"site/collection/object-{i:03d}.html", o.capitalize(), body, i % 3 == 0)
for i, t in enumerate(["Wrecks of the Sound", "Women of the Herring Trade", "Lights and Keepers", "The Last Sail Loft",
                       "Ice Ships", "Harbour at War", "Fish and Chips: a History", "Model Makers"]):
    body = [f"<h1>{t}</h1>", "<section>", f"<p>{t} runs until the end of the season.<br />Free with admission.</p>", "</section>",
            '<script type="text/javascript">document.body.className += " js";</script>']
    page(f"site/exhibitions/{i:02d}.html", t, body, i % 2 == 0)
for name, t in [("opening", "Opening times"), ("access", "Access"), ("prices", "Prices"), ("cafe", "Cafe"),
                ("groups", "Groups"), ("directions", "Getting here"), ("faq", "Questions")]:
    body = [f"<h1>{t}</h1>", "<section>", "<p>Open daily 10:00 to 16:30.<br />Last entry 16:00.</p>", "</section>"]
    page(f"site/visit/{name}.html", t, body, False)
body = ["<h1>School visits</h1>", '<form action="/bookings/schools" method="post">',
        '<p><label>School <input type="text" name="school" required /></label></p>',
        '<p><label>Pupils <input type="number" name="pupils" min="1" max="60" /></label></p>',
        '<p><label>Date and time of visit <input type="datetime" name="visit_at" /></label></p>',
        '<p><input type="submit" value="Request booking" /></p>', "</form>"]
page("site/education/schools.html", "School visits", body, False)
page("site/index.html", "Welcome", ["<h1>Harbour Museum</h1>", "<p>Three hundred years of the harbour.<br />Open daily.</p>"], False)
PY
