# A hotel booking service's repository (Python modules, Jinja e-mail templates, Markdown docs,
# migrations; ~80 files), generated, with the typos years of comments collect (recieve, seperate,
# occured, paramter, ...). codespell 2.2 (Debian's) with --count: one 'path:line: typo ==>
# correction' line per hit, the count on the last line, exit 65. Among the comment
# typos, one is in a guest-facing template: the booking confirmation e-mail's subject line
# ('Your reservation is confimed'). The agent runs codespell over the tree.
python3 - <<'PY'
import os, random
random.seed(1717)
typos = [("recieve", "receive"), ("seperate", "separate"), ("occured", "occurred"), ("paramter", "parameter"),
         ("existant", "existent"), ("accomodation", "accommodation"), ("arrivial", "arrival"), ("begining", "beginning"),
         ("calender", "calendar"), ("cancelation", "cancellation"), ("definately", "definitely"), ("dependant", "dependent"),
         ("enviroment", "environment"), ("guarentee", "guarantee"), ("immediatly", "immediately"), ("independant", "independent"),
         ("occurence", "occurrence"), ("overriden", "overridden"), ("preferrable", "preferable"), ("reponse", "response"),
         ("retreive", "retrieve"), ("succesful", "successful"), ("untill", "until"), ("wich", "which"), ("teh", "the"),
         ("lenght", "length"), ("avaiable", "available"), ("adress", "address"), ("transfered", "transferred"), ("refered", "referred")]
words = "the room rate is computed per night and the booking keeps the guest's dates as sent by the channel manager".split()
pkgs = {"booking": ["availability", "rates", "reservations", "cancellations", "deposits", "invoices", "guests", "rooms",
                    "channels", "overbooking", "housekeeping", "loyalty", "taxes", "currency", "calendar", "search"],
        "integrations": ["booking_com", "expedia", "airbnb", "stripe", "adyen", "mailer", "sms", "pms_opera", "door_locks"],
        "api": ["views", "serializers", "auth", "throttling", "pagination", "errors", "webhooks"],
        "workers": ["nightly_audit", "no_show", "reminders", "exports", "reconcile"]}
def comment_line(r, typo):
    w = [r.choice(words) for _ in range(r.randint(5, 11))]
    w.insert(r.randrange(len(w) + 1), typo)
    return " ".join(w)
for pkg, mods in pkgs.items():
    os.makedirs(f"hotelbook/{pkg}", exist_ok=True)
    open(f"hotelbook/{pkg}/__init__.py", "w").write("")
    for m in mods:
        r = random.Random(f"{pkg}.{m}")
        L = [f'"""{m.replace("_", " ")} of the booking service."""', "import datetime", "import decimal", ""]
        for f in range(r.randint(6, 14)):
            L.append(f"def {m}_{f}(booking, nights, rate):")
            if r.random() < 0.45:
                L.append(f"    # {comment_line(r, r.choice(typos)[0])}")
            else:
                L.append(f"    # {' '.join(r.choice(words) for _ in range(8))}")
            L.append(f"    total = decimal.Decimal(rate) * nights")
            if r.random() < 0.1:
                L.append(f'    """{comment_line(r, r.choice(typos)[0]).capitalize()}."""')
            L.append(f"    return total")
            L.append("")
        open(f"hotelbook/{pkg}/{m}.py", "w").write("\n".join(L))
os.makedirs("templates/email", exist_ok=True)
for t in ["booking_confirmation", "booking_modified", "cancellation", "deposit_request", "deposit_received",
          "pre_arrival", "post_stay_review", "no_show_notice", "invoice", "password_reset"]:
    r = random.Random(t)
    subj = {"booking_confirmation": "Your reservation is confimed - {{ booking.ref }}"}.get(t, t.replace("_", " ").capitalize() + " - {{ booking.ref }}")
    L = ["{% extends 'email/base.html' %}", f"{{% block subject %}}{subj}{{% endblock %}}", "{% block body %}",
         "<p>Dear {{ guest.first_name }},</p>"]
    for _ in range(r.randint(3, 7)):
        L.append(f"<p>{' '.join(r.choice(words) for _ in range(12))}</p>")
    if r.random() < 0.3:
        L.append(f"{{# {comment_line(r, r.choice(typos)[0])} #}}")
    L += ["{% endblock %}", ""]
    open(f"templates/email/{t}.html", "w").write("\n".join(L))
os.makedirs("docs", exist_ok=True)
for d in ["architecture", "channels", "deploy", "rates", "runbook", "glossary", "api", "nightly-audit"]:
    r = random.Random(d)
    L = [f"# {d.replace('-', ' ').capitalize()}", ""]
    for _ in range(r.randint(15, 30)):
        L.append(comment_line(r, r.choice(typos)[0]) if r.random() < 0.35 else " ".join(r.choice(words) for _ in range(14)))
        L.append("")
    open(f"docs/{d}.md", "w").write("\n".join(L))
os.makedirs("migrations", exist_ok=True)
for n in range(1, 19):
    r = random.Random(n)
    open(f"migrations/{n:04d}_auto.py", "w").write(
        f"# Generated migration {n}\n# {comment_line(r, r.choice(typos)[0]) if r.random() < 0.4 else 'no manual changes'}\noperations = []\n")
PY
