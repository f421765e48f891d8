# A county council's international schools programme keeps its 2026 exchange list in YAML
# (exchanges.yaml, edited by hand by the schools' trip leads): one entry a secondary school's
# partner, with the council's finance cost centre the trip is charged to, a five-digit code written
# unquoted. The booking site takes JSON, made with yq (Debian's yq 3.1, its own loader over PyYAML,
# then jq). Every school's cost centre but one starts with 3 or 5; Marsden School's is 04127, and
# the loader reads an unquoted number with a leading 0 as octal: it comes out as 2135, a plausible
# number that is no cost centre, and nothing says so.
python3 - <<'PY'
import random
random.seed(37)
schools = ["Abbey Grange", "Ashfield", "Beckfoot", "Bramley Park", "Castle Hill", "Cherry Tree", "Crossley Heath",
           "Dale View", "Eastbrook", "Fairfield", "Fulneck", "Gledhow", "Greenhead", "Hanson", "Heckmondwike",
           "Hillside", "Holmfirth", "Ilkley Grammar", "Kings Meadow", "Lawnswood", "Littlemoor", "Malton Road",
           "Marsden", "Moor End", "Netherhall", "Northfield", "Oakbank", "Parkside", "Prince Henry's",
           "Queensbury", "Rastrick", "Roundhay", "Salendine Nook", "Shelley", "Southcliffe", "Thornhill",
           "Titus Salt", "Upper Wharfedale", "Wellholme", "Westborough", "Whitcliffe Mount", "Woodhouse Grove",
           "Wyke Manor", "Yeadon Moor"]
partners = [("Lycée Jean Moulin", "Angers", "FR", "French"), ("Collège Victor Hugo", "Rennes", "FR", "French"),
            ("Gymnasium am Markt", "Bielefeld", "DE", "German"), ("Goethe-Gymnasium", "Kassel", "DE", "German"),
            ("IES Luis Vives", "Valencia", "ES", "Spanish"), ("IES Santa Clara", "Santander", "ES", "Spanish"),
            ("Liceo Galilei", "Pisa", "IT", "Italian"), ("Liceo Scientifico Fermi", "Bologna", "IT", "Italian"),
            ("Stedelijk Lyceum", "Zwolle", "NL", "Dutch"), ("Katedralskolan", "Uppsala", "SE", "Swedish"),
            ("Aarhus Katedralskole", "Aarhus", "DK", "Danish"), ("Tampereen lyseo", "Tampere", "FI", "Finnish"),
            ("Scoil Mhuire", "Galway", "IE", "Irish"), ("Liceum im. Kopernika", "Toruń", "PL", "Polish"),
            ("Escola Secundária D. Dinis", "Coimbra", "PT", "Portuguese"), ("Lycée Condorcet", "Lyon", "FR", "French"),
            ("Gymnasium Neustadt", "Bremen", "DE", "German"), ("Colegio San José", "Salamanca", "ES", "Spanish"),
            ("BG Klosterneuburg", "Klosterneuburg", "AT", "German"), ("Lycée Montaigne", "Bordeaux", "FR", "French")]
leads = ["Ms R. Okafor", "Mr D. Price", "Mrs H. Lindqvist", "Mr T. Brennan", "Ms A. Castell", "Mr J. Whitaker",
         "Mrs P. Sandhu", "Ms L. Moreau", "Mr S. Haigh", "Mrs K. Dobson", "Ms F. Ricci", "Mr O. Nowak"]
travel = ["coach and ferry", "coach and Eurotunnel", "flight from Leeds Bradford", "flight from Manchester",
          "train via London St Pancras"]
out = ["# County international schools programme: partner exchanges 2026\n",
       "# One entry a school. Dates are the outbound and return days; deposit in pounds a pupil;\n",
       "# cost_centre: the council finance code the trip is charged to.\n"]
for i, school in enumerate(schools):
    p = partners[(i * 7) % len(partners)]
    if i == 22:
        p = ("Hundvåg skole", "Stavanger", "NO", "Norwegian")
    cc = "04127" if i == 22 else f"{random.choice([3, 5])}{random.randint(1000, 9999)}"
    month = random.choice([2, 3, 4, 6, 7, 10])
    day = random.randint(2, 20)
    pupils = random.choice([16, 18, 20, 22, 24, 26, 28, 30])
    out.append(f"""- school: {school} School
  partner: {p[0]}
  town: {p[1]}
  country: {p[2]}
  language: {p[3]}
  year_group: {random.choice([8, 9, 10, 12])}
  outbound: 2026-{month:02d}-{day:02d}
  return: 2026-{month:02d}-{day + 6:02d}
  travel: {random.choice(travel)}
  lead: {random.choice(leads)}
  pupils: {pupils}
  host_families: {pupils}
  deposit_gbp: {random.choice([75, 100, 120, 150])}
  cost_centre: {cc}
""")
open("exchanges.yaml", "w").write("".join(out))
PY
