# The repeat-prescription refill worker of a small-animal veterinary practice (Millbrook branch;
# Python with Debian's python3-pythonjsonlogger 2.0, run with Debian's /usr/bin/python3): one JSON
# object a line for each request, the patient (species, name, weight on file) and the dose
# nested. The day's requests are generated (requests.json, 180 of them). Half way through,
# the cat Biscuit's weight was typed in grams at her last weigh-in (4150 for 4.15 kg), so her
# methimazole works out at 518.75 mg against a formulary maximum of 5 mg: the one record at level
# WARNING, 'refill held', with the weight and the dose nested in it.
python3 - <<'PY'
import json, random
random.seed(35)
species = {"cat": (2.8, 6.5), "dog": (4.0, 42.0), "rabbit": (1.2, 3.0)}
names = ["Bella", "Milo", "Luna", "Oscar", "Poppy", "Alfie", "Daisy", "Teddy", "Willow", "Charlie", "Nala", "Ollie",
         "Rosie", "Bear", "Maisie", "Simba", "Ruby", "Archie", "Pepper", "Toby", "Hazel", "Mochi", "Fudge", "Ziggy"]
drugs = {"cat": ["meloxicam", "gabapentin", "levothyroxine", "methimazole", "prednisolone", "amoxicillin-clavulanate"],
         "dog": ["carprofen", "gabapentin", "furosemide", "phenobarbital", "trilostane", "prednisolone", "amoxicillin-clavulanate"],
         "rabbit": ["meloxicam"]}
reqs = []
for i in range(180):
    sp = random.choice(["cat", "cat", "dog", "dog", "rabbit"])
    lo, hi = species[sp]
    p = {"species": sp, "name": random.choice(names), "patient_id": f"P-{20000 + random.randint(1, 9999)}", "weight_kg": round(random.uniform(lo, hi), 2)}
    drug = random.choice(drugs[sp])
    cap_kg = {"gabapentin": 60.0, "amoxicillin-clavulanate": 40.0}.get(drug)
    if cap_kg:
        p["weight_kg"] = min(p["weight_kg"], cap_kg - 0.5)
    if i == 88:
        p = {"species": "cat", "name": "Biscuit", "patient_id": "P-27314", "weight_kg": 4150}
        drug = "methimazole"
    reqs.append({"id": f"RX-250602-{i + 1:04d}", "patient": p, "owner_id": f"O-{random.randint(1000, 8999)}", "drug": drug,
                 "doses": random.choice([28, 30, 56, 60, 90]), "prescriber": random.choice(["A. Patel MRCVS", "J. Doyle MRCVS", "K. Lindqvist MRCVS"])})
json.dump(reqs, open("requests.json", "w"), indent=1)
PY
