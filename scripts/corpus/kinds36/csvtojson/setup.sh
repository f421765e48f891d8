# A family dental practice's monthly recall reminders: the practice system exports the patients due
# a check-up or a hygienist visit in July (exports/recalls-2025-07.csv, 160 rows: patient number,
# names, address line, town, postcode, mobile, recall type, due date, clinician, SMS consent) and
# csvtojson 2.0 (from the npm registry, a project dependency) turns it into the JSON the SMS
# reminder service takes. The export quotes no field, so the one patient whose address line has a
# comma in it ('Flat 2, 14 Cotham Vale', the 85th row) comes out with every column after it shifted one
# place: the town holds '14 Cotham Vale', the mobile holds the postcode, and the consent spills into
# a twelfth column, field12. Nothing says so.
npm install --no-audit --no-fund --silent >/dev/null 2>&1
mkdir -p exports outbox
python3 - <<'PY'
import random
random.seed(36)
first = ["Amelia", "Oliver", "Isla", "George", "Ava", "Noah", "Mia", "Arthur", "Ivy", "Leo", "Freya", "Oscar",
         "Grace", "Harry", "Lily", "Jack", "Evie", "Charlie", "Poppy", "Alfie", "Rosie", "Theo", "Sophie",
         "Henry", "Ella", "Thomas", "Florence", "Archie", "Daisy", "Joshua", "Margaret", "Brian", "Sandra",
         "Keith", "Pauline", "Derek", "Janet", "Colin", "Maureen", "Graham"]
last = ["Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Patel", "Robinson",
        "Wright", "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Thomas", "Clarke",
        "Jackson", "Wood", "Harris", "Edwards", "Turner", "Martin", "Cooper", "Hill", "Ward", "Hughes",
        "Moore", "Clark", "King", "Harrison", "Lewis", "Baker", "Lee", "Allen", "Morris", "Khan"]
streets = ["Cotham Road", "Redland Grove", "Chandos Road", "Zetland Road", "Elm Lane", "Gloucester Road",
           "Kellaway Avenue", "Sommerville Road", "Abbotsford Road", "Hampton Park", "Cranbrook Road",
           "Belvedere Road", "Clyde Road", "Lansdown Road", "Woodstock Road", "Bayswater Avenue"]
towns = {"Bristol": ["BS6 6", "BS6 7", "BS7 8", "BS7 9", "BS6 5"], "Westbury-on-Trym": ["BS9 3"],
         "Horfield": ["BS7 0"]}
types = ["check-up"] * 5 + ["hygienist"] * 3 + ["check-up and hygienist"] * 2
clin = ["Dr R. Okafor", "Dr H. Lindqvist", "Dr S. Mehta", "M. Doyle (hygienist)", "K. Aziz (hygienist)"]
rows = []
for i in range(160):
    fn, ln = random.choice(first), random.choice(last)
    town = random.choice(["Bristol"] * 6 + ["Westbury-on-Trym", "Horfield"])
    pc = random.choice(towns[town]) + random.choice("ABDEFGHJLNPQRSTUWXYZ") + random.choice("ABDEFGHJLNPQRSTUWXYZ")
    addr = f"{random.randint(1, 180)} {random.choice(streets)}"
    mob = f"07700 9{random.randint(0, 99999):05d}"
    t = random.choice(types)
    if "hygienist" == t:
        c = random.choice(clin[3:])
    else:
        c = random.choice(clin[:3])
    due = f"2025-07-{random.randint(1, 31):02d}"
    consent = random.choice(["yes"] * 9 + ["no"])
    rows.append([f"P{40112 + i * 7}", fn, ln, addr, town, pc, mob, t, due, c, consent])
rows.sort(key=lambda r: (r[8], r[2], r[1]))
# the patient with a flat number: the export writes the address line as it is, unquoted
rows[84][3] = "Flat 2, 14 Cotham Vale"
rows[84][1], rows[84][2] = "Eleanor", "Whitfield"
with open("exports/recalls-2025-07.csv", "w", newline="") as f:
    f.write("patient_no,first_name,last_name,address_line,town,postcode,mobile,recall_type,due_date,clinician,sms_consent\r\n")
    for r in rows:
        f.write(",".join(r) + "\r\n")
PY
