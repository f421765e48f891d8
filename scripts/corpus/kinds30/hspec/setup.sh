# The booking rules of an alpine club's mountain huts (Haskell, tested with hspec 2.8 from
# Debian's libghc-hspec-dev, run with runghc): one describe per hut (eleven huts), bunk allocation,
# half-board meals and winter-room days for every week of the season, ~470 examples in hspec's
# specdoc form ('    2024-07-03: 7 guests get 7 bunks'). In the middle, the Lämmerenhütte's
# closing day: the winter room must already be open on the day the warden leaves (the club's rule
# says 'from the closing day'), but the code says 'day > closesOn': 'FAILED [1]', and in the Failures
# section 'test/Spec.hs:...' with 'expected: True' / ' but got: False'; '474 examples, 1 failure'.
# The agent runs the spec with runghc. Exit 1.
mkdir -p test
python3 - <<'PY'
import random
random.seed(6)
huts = [("Gaulihütte", [8, 8, 12, 16], 20, 275, 166), ("Bertolhütte", [4, 12, 12, 24], 12, 270, 175),
        ("Glecksteinhütte", [8, 8, 8, 20], 16, 278, 160), ("Cabane de Moiry", [10, 10, 16, 20], 29, 265, 172),
        ("Trifthütte", [6, 6, 12], 10, 272, 168), ("Lämmerenhütte", [6, 10, 10, 20], 14, 280, 170),
        ("Hörnlihütte", [12, 12, 20, 30], 20, 262, 180), ("Sustlihütte", [8, 10, 16], 12, 285, 150),
        ("Kröntenhütte", [6, 8, 12], 10, 283, 158), ("Voralphütte", [8, 8, 10], 8, 280, 162),
        ("Chamanna Coaz", [10, 12, 16, 24], 20, 271, 171)]
L = ["import Test.Hspec", "import Huts", "", "main :: IO ()", "main = hspec $ do"]
for name, rooms, wb, closes, opens in huts:
    cap = sum(rooms)
    hv = f'Hut {{ hutName = "{name}", bunkRooms = {rooms}, winterBeds = {wb} }}'
    L.append(f'  describe "{name}" $ do')
    L.append(f'    let hut = {hv}')
    L.append(f'    describe "bunks" $ do')
    for week in range(20):
        g = random.randint(1, cap + 10)
        day = f"2024-{6 + week // 5:02d}-{1 + (week % 5) * 6:02d}"
        L.append(f'      it "{day}: {g} guests get {min(g, cap)} bunks" $ bunksFor hut {g} `shouldBe` {min(g, cap)}')
    L.append(f'    describe "half board" $ do')
    for k in range(16):
        n, a, c = random.randint(1, 4), random.randint(1, 8), random.randint(0, 3)
        L.append(f'      it "{n} night(s), {a} adult(s), {c} child(ren): {2 * n * (a + c)} meals" $ mealsFor {n} {a} {c} `shouldBe` {2 * n * (a + c)}')
    L.append(f'    describe "winter room" $ do')
    days = [opens - 2, opens, opens + 30, closes - 30, closes - 1, closes + 1, closes + 40]
    if name == "Lämmerenhütte":
        days.insert(5, closes)  # added after a party found the winter room locked on closing day
    for d in days:
        want = d >= closes or d < opens
        L.append(f'      it "day {d} (opens {opens}, closes {closes}): {"open" if want else "closed"}" $ winterRoomOpen {closes} {opens} {d} `shouldBe` {want}')
open("test/Spec.hs", "w").write("\n".join(L) + "\n")
PY
