# A housing association's responsive repairs: the contractor sends the week's jobs as XML
# (repairs-2025-w45.xml, one <Job> a repair: the tenant's report, the priority P1 to P4 and the
# target date it sets), and the association's housing system imports CSV, made with xmlstarlet sel
# (Debian's xmlstarlet 1.6) one field after another with commas between. One job, a leak coming
# through from the flat above, was raised by the out-of-hours call handler, whose form leaves
# <Priority/> and <TargetDate/> empty; xmlstarlet writes empty fields for them without a word, and
# the housing system files a job with no priority as routine.
python3 - <<'PY'
import datetime as dt, random
from xml.sax.saxutils import escape
random.seed(37)
streets = ["Birch Court", "Alder House", "Rowan Close", "Hazel Grove", "Willow Walk", "Elm Tree Road", "Larch Court",
           "Aspen Way", "Holly Bank", "Maple Mews", "Cedar Rise", "Juniper Gardens"]
jobs = {
    "Plumbing": ["Kitchen tap dripping constantly", "Toilet cistern not refilling", "Bath waste blocked",
                 "Outside tap frozen and split", "Low water pressure in shower"],
    "Electrical": ["Smoke alarm chirping in hallway", "Bathroom extractor fan not working",
                   "Socket in bedroom scorched", "Communal stair light out on 2nd floor"],
    "Heating": ["No heating or hot water", "Radiator in lounge cold at top", "Boiler pressure dropping daily",
                "Thermostat display blank"],
    "Joinery": ["Front door not locking properly", "Kitchen cupboard door hanging off", "Window restrictor broken",
                "Skirting board loose in bedroom"],
    "Roofing": ["Gutter overflowing at rear", "Slipped tile above bedroom window", "Damp patch on bedroom ceiling"],
    "Damp and mould": ["Black mould in bathroom corner", "Condensation on bedroom windows every morning",
                       "Mould behind wardrobe on outside wall"],
}
target = {"P1": 1, "P2": 3, "P3": 7, "P4": 28}
ops = ["D. Kaur", "M. Lowe", "S. Adeyemi", "J. Riley", "T. Novak", "R. Holt", "C. Byrne", "P. Fenwick"]
out = ['<?xml version="1.0" encoding="UTF-8"?>\n',
       '<RepairsExport contractor="Pennine Property Services" week="2025-W45" generated="2025-11-09T18:00:00">\n']
day = dt.date(2025, 11, 3)
for i in range(176):
    raised = day + dt.timedelta(days=i // 35)
    trade = random.choice(list(jobs))
    desc = random.choice(jobs[trade])
    prio = random.choices(["P1", "P2", "P3", "P4"], [1, 3, 6, 4])[0]
    if trade == "Heating" and desc.startswith("No heating"):
        prio = "P1"
    if i == 88:
        trade, prio = "Plumbing", "P1"
        desc = "Water coming through kitchen ceiling from flat above - light fitting wet"
    prop = f"{random.randint(1, 48)} {random.choice(streets)}"
    status = random.choices(["Completed", "Attended - follow on", "Booked", "Awaiting parts", "No access"],
                            [8, 2, 4, 2, 1])[0]
    prio_xml = f"<Priority>{prio}</Priority>"
    target_xml = f"<TargetDate>{(raised + dt.timedelta(days=target[prio])).isoformat()}</TargetDate>"
    if i == 88:
        prio_xml, target_xml, status = "<Priority/>", "<TargetDate/>", "Booked"
    out.append(f'  <Job ref="RJ-{40790 + i}">\n'
               f'    <Raised>{raised.isoformat()}</Raised>\n'
               f'    <Property uprn="{100050000000 + random.randint(1000, 99999)}">{escape(prop)}</Property>\n'
               f'    <Trade>{escape(trade)}</Trade>\n'
               f'    <Description>{escape(desc)}</Description>\n'
               f'    {prio_xml}\n'
               f'    {target_xml}\n'
               f'    <Status>{status}</Status>\n'
               f'    <Operative>{random.choice(ops)}</Operative>\n'
               f'  </Job>\n')
out.append('</RepairsExport>\n')
open("repairs-2025-w45.xml", "w").write("".join(out))
PY
