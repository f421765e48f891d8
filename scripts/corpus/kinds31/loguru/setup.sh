# The nightly reconciliation of a food bank's donation intake (Python, loguru 0.7 from PyPI with
# serialize=True: one JSON object a line, the formatted 'text' and the whole 'record' with level,
# function, line, extra, process, thread and time). ~80 intake batches (CSV files of donated items
# with weights in kg or g) each give an INFO record 'batch B-... reconciled: N items, W kg'. In the
# middle, a volunteer's scale at the Eastgate drop-off wrote pounds: batch B-2024-0612 holds
# '12.5 lb', parse_weight raises ValueError, and logger.exception gives the one ERROR record with
# its traceback in 'text' and the exception's type and value in 'record'; the run goes on, and the
# last record says which batch failed. Exit 0.
mkdir -p intake
python3 - <<'PY'
import random
random.seed(612)
items = ["tinned tomatoes", "pasta", "rice", "baby formula", "cereal", "lentils", "tinned fish", "oil",
         "nappies", "toothpaste", "tea", "UHT milk", "soup", "beans", "flour", "sugar"]
for d in range(1, 82):
    batch = f"B-2024-{560 + d:04d}"
    with open(f"intake/{batch}.csv", "w") as f:
        f.write("item,donor,weight\n")
        for k in range(random.randint(6, 30)):
            w = f"{random.randint(200, 950)} g" if random.random() < 0.4 else f"{random.uniform(0.5, 12):.1f} kg"
            if batch == "B-2024-0612" and k == 4:
                w = "12.5 lb"
            f.write(f"{random.choice(items)},D{random.randint(1000, 1999)},{w}\n")
PY
