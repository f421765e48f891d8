# A town council's street tree survey: the tree officers record each tree on a tablet (species,
# street, ward, height, girth, condition, the next inspection) and the survey is kept in a
# GeoPackage in WGS 84 (street-trees.gpkg, layer trees, 110 trees, made here from the tablets'
# CSV with ogr2ogr, GDAL 3.6 from Debian). One officer's tablet had lost its GPS fix that morning,
# and she typed the tree's position off the paper map as an Ordnance Survey grid reference, so the
# 56th tree (a London plane on Victoria Park Road) has easting and northing (358612, 173025) where
# longitude and latitude belong; it passes into the layer as it is.
python3 - <<'PY'
import csv, random
random.seed(36)
species = [("Platanus x hispanica", "London plane"), ("Tilia x europaea", "Common lime"),
           ("Acer campestre", "Field maple"), ("Betula pendula", "Silver birch"),
           ("Sorbus aucuparia", "Rowan"), ("Prunus avium", "Wild cherry"), ("Quercus robur", "English oak"),
           ("Carpinus betulus", "Hornbeam"), ("Pyrus calleryana 'Chanticleer'", "Callery pear"),
           ("Fraxinus excelsior", "Ash")]
streets = [("Victoria Park Road", "Bedminster"), ("North Street", "Southville"), ("Cotswold Road", "Windmill Hill"),
           ("Greville Road", "Southville"), ("Stackpool Road", "Southville"), ("St John's Lane", "Bedminster"),
           ("Marksbury Road", "Bedminster"), ("Hill Avenue", "Windmill Hill"), ("Brecknock Road", "Knowle"),
           ("Wells Road", "Knowle"), ("Sylvia Avenue", "Knowle"), ("Kensington Park Road", "Brislington")]
cond = ["good"] * 6 + ["fair"] * 3 + ["poor"] + ["dead"] * 0
officers = ["A. Nwosu", "K. Pryce", "J. Halloran"]
rows = []
for i in range(110):
    sp = random.choice(species)
    st, ward = random.choice(streets)
    lon = round(-2.60 + random.uniform(-0.03, 0.04), 6)
    lat = round(51.435 + random.uniform(-0.01, 0.012), 6)
    h = round(random.uniform(4, 24), 1)
    g = random.randint(40, 320)
    c = random.choice(cond)
    d = f"2025-05-{random.randint(6, 23):02d}"
    nxt = {"good": "2028-05", "fair": "2026-05", "poor": "2025-11"}[c]
    rows.append({"tree_id": f"BT-{20417 + i * 3}", "species": sp[0], "common_name": sp[1], "street": st, "ward": ward,
                 "height_m": h, "girth_cm": g, "condition": c, "survey_date": d, "surveyor": random.choice(officers),
                 "next_inspection": nxt, "lon": lon, "lat": lat})
rows.sort(key=lambda r: (r["survey_date"], r["tree_id"]))
r = rows[55]
r.update({"species": "Platanus x hispanica", "common_name": "London plane", "street": "Victoria Park Road",
          "ward": "Bedminster", "surveyor": "K. Pryce", "lon": 358612, "lat": 173025})
with open("survey.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0].keys()))
    w.writeheader()
    w.writerows(rows)
# the column types, so the survey date stays the tablets' text
with open("survey.csvt", "w") as f:
    f.write("String,String,String,String,String,Real,Integer,String,String,String,String,Real,Real\n")
PY
ogr2ogr -f GPKG street-trees.gpkg survey.csv -nln trees -a_srs EPSG:4326 \
  -oo X_POSSIBLE_NAMES=lon -oo Y_POSSIBLE_NAMES=lat -oo KEEP_GEOM_COLUMNS=NO >/dev/null 2>&1
rm -f survey.csv survey.csvt
