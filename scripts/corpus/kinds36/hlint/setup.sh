# The order planner of an organic farm's veg box scheme (vegbox, Haskell): one module per part of
# the week (boxes, customers, delivery rounds, harvest, invoices, pricing, stock, swaps, ...), written
# over three seasons by volunteers, so full of the things hlint 3.3 (Debian) suggests: eta
# reductions, lambdas that are a function already, redundant brackets and ifs, concat of a map,
# case on a Maybe. The autumn price change was merged by hand on the farm office's laptop and
# src/VegBox/Pricing.hs still holds the conflict markers ('<<<<<<< HEAD' at line 25), which hlint
# reports as a parse error in the middle of the modules' hints.
python3 - <<'PY'
import os
os.makedirs("src/VegBox", exist_ok=True)
mods = {
 "Boxes": ("box", ["small", "medium", "large", "fruit", "salad"]),
 "Customers": ("customer", ["account", "address", "phone", "balance", "paused"]),
 "Delivery": ("drop", ["round", "van", "stop", "window", "driver"]),
 "Harvest": ("crop", ["bed", "row", "yield", "picker", "tray"]),
 "Invoices": ("invoice", ["line", "total", "vat", "credit", "due"]),
 "Newsletter": ("recipe", ["title", "serves", "season", "note", "photo"]),
 "Pricing": ("price", ["base", "extra", "discount", "season", "band"]),
 "Rounds": ("route", ["postcode", "leg", "order", "minutes", "miles"]),
 "Stock": ("item", ["store", "crate", "weight", "expiry", "grade"]),
 "Subscriptions": ("plan", ["weekly", "fortnightly", "holiday", "start", "end"]),
 "Suppliers": ("grower", ["farm", "contact", "order", "organic", "lead"]),
 "Swaps": ("swap", ["dislike", "instead", "allergy", "limit", "count"]),
 "Weather": ("frost", ["forecast", "rain", "wind", "cover", "alert"]),
}
def body(stem, words):
    out = []
    for w in words[:2]:
        W = w.capitalize()
        out.append(f"""
{w}Totals :: [({stem.capitalize()}, Int)] -> Int
{w}Totals rows = foldr (\\r acc -> snd r + acc) 0 rows

{w}Names :: [({stem.capitalize()}, Int)] -> [{stem.capitalize()}]
{w}Names rows = map (\\r -> fst r) rows

is{W} :: Bool -> Bool
is{W} flag = if flag == True then True else False

{w}Lengths :: [[{stem.capitalize()}]] -> [Int]
{w}Lengths groups = (map length) (groups)

{w}OrZero :: Maybe Int -> Int
{w}OrZero m = case m of
  Just n -> n
  Nothing -> 0
""")
    out.append(f"""
all{stem.capitalize()}s :: [[{stem.capitalize()}]] -> [{stem.capitalize()}]
all{stem.capitalize()}s groups = concat (map reverse groups)
""")
    return "".join(out)
for name, (stem, words) in mods.items():
    T = stem.capitalize()
    src = f"module VegBox.{name} where\n\nimport Data.List (sortOn)\n\ntype {T} = String\n"
    if name == "Pricing":
        src += f"""
-- prices in pence for the 2025 season; the autumn change came from the farm office
smallBox, mediumBox :: Int
smallBox = 1450
mediumBox = 1975

largeBox :: Int
largeBox = 2600

-- the delivery charge outside the rounds' postcodes
deliveryCharge :: Int -> Int
deliveryCharge miles = if miles > 12 then 250 else 0

fruitBag :: Int
fruitBag = 650

saladBag :: Int
saladBag = 450

<<<<<<< HEAD
autumnRise :: Int -> Int
autumnRise p = p + (p * 4) `div` 100
=======
autumnRise :: Int -> Int
autumnRise p = p + (p * 6) `div` 100
>>>>>>> autumn-prices
"""
    src += body(stem, words)
    with open(f"src/VegBox/{name}.hs", "w") as f:
        f.write(src)
PY
