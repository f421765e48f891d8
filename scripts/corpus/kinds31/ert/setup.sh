# The race results package of a dinghy sailing club (Emacs Lisp, yachtclub-results.el), tested
# with ERT in batch mode (emacs-nox 28 from Debian): the Portsmouth Yardstick table of ~40 boat
# classes, corrected times (elapsed x 1000 / PY, rounded), positions and series points; ~275 tests,
# one '   passed  N/M  name (... sec)' line each. The yardstick table was retyped from the new
# year's list, and the RS Aero 7's number went in as 1056 instead of 1065: the one test with an
# Aero 7 fails, its backtrace and 'condition:' block ((should (= ...)) :form (= 2955 2930) ...)
# in the middle; 'Ran ... tests, ... results as expected, 1 unexpected' and the unexpected list
# last. Exit 1.
mkdir -p lisp test
python3 - <<'PY'
import random
random.seed(1065)
classes = {"Laser": 1100, "Laser Radial": 1147, "Laser 4.7": 1207, "Topper": 1365, "Optimist": 1635,
           "RS Aero 5": 1136, "RS Aero 7": 1065, "RS Aero 9": 1014, "RS200": 1047, "RS400": 942,
           "RS Feva XL": 1244, "RS Vision": 1137, "RS Quba": 1242, "Solo": 1142, "Finn": 1049,
           "OK Dinghy": 1104, "Comet": 1210, "Streaker": 1128, "Phantom": 1004, "Europe": 1141,
           "Merlin Rocket": 980, "Lark": 1073, "GP14": 1130, "Enterprise": 1113, "Wayfarer": 1102,
           "Fireball": 952, "International 14": 834, "505": 903, "Flying Fifteen": 1021, "Albacore": 1040,
           "Scorpion": 1040, "Mirror": 1390, "Heron": 1344, "Tasar": 1021, "Hornet": 958,
           "Miracle": 1194, "Graduate": 1129, "Kestrel": 1038, "National 12": 1064, "Supernova": 1077}
tbl = dict(classes)
tbl["RS Aero 7"] = 1056
L = [";;; yachtclub-results.el --- race results for the club's Sunday series  -*- lexical-binding: t -*-", "",
     ";; Portsmouth Yardstick numbers, retyped from this year's list.",
     "(defconst yachtclub-yardstick", "  '("]
L += [f'    ("{k}" . {v})' for k, v in tbl.items()]
L += ["    )", '  "Portsmouth Yardstick number of each class.")', "",
      "(defun yachtclub-py (class)",
      '  "Yardstick number of CLASS, or an error."',
      "  (or (cdr (assoc class yachtclub-yardstick))",
      '      (error "No yardstick number for class %s" class)))', "",
      "(defun yachtclub-corrected (class elapsed)",
      '  "Corrected time in seconds of a boat of CLASS sailing ELAPSED seconds."',
      "  (round (/ (* elapsed 1000.0) (yachtclub-py class))))", "",
      "(defun yachtclub-positions (entries)",
      '  "ENTRIES is a list of (HELM CLASS ELAPSED); return helms by corrected time."',
      "  (mapcar #'car (sort (mapcar (lambda (e) (cons (car e) (yachtclub-corrected (nth 1 e) (nth 2 e)))) entries)",
      "                      (lambda (a b) (< (cdr a) (cdr b))))))", "",
      "(defun yachtclub-series-points (places discards)",
      '  "Sum of PLACES after dropping the DISCARDS worst."',
      "  (apply #'+ (butlast (sort (copy-sequence places) #'<) discards)))", "",
      "(provide 'yachtclub-results)", ";;; yachtclub-results.el ends here", ""]
open("lisp/yachtclub-results.el", "w").write("\n".join(L))
T = [";;; yachtclub-results-test.el --- ERT tests  -*- lexical-binding: t -*-", "", "(require 'ert)", "(require 'yachtclub-results)", ""]
names = list(classes)
n = 0
for race in range(1, 25):
    for k in range(8):
        cls = random.choice([c for c in names if c != "RS Aero 7"])
        if race == 13 and k == 3:
            cls, el = "RS Aero 7", 3120
        else:
            el = random.randint(2400, 4800)
        want = round(el * 1000.0 / classes[cls])
        slug = cls.lower().replace(" ", "-").replace(".", "")
        T += [f"(ert-deftest yachtclub-corrected-race{race:02d}-{slug}-{k} ()",
              f'  "Race {race}: a {cls} sailing {el} s."',
              f'  (should (= (yachtclub-corrected "{cls}" {el}) {want})))', ""]
    boats = random.sample([c for c in names if c != "RS Aero 7"], 4)
    entries = [(f"helm{race}{i}", b, random.randint(2400, 4800)) for i, b in enumerate(boats)]
    order = [h for h, _ in sorted(((h, round(e * 1000.0 / classes[b])) for h, b, e in entries), key=lambda x: x[1])]
    lst = " ".join(f'("{h}" "{b}" {e})' for h, b, e in entries)
    T += [f"(ert-deftest yachtclub-positions-race{race:02d} ()",
          f"  (should (equal (yachtclub-positions '({lst})) '({' '.join(chr(34) + h + chr(34) for h in order)}))))", ""]
for s in range(1, 60):
    places = [random.randint(1, 20) for _ in range(random.randint(5, 10))]
    d = random.randint(0, 2)
    want = sum(sorted(places)[:len(places) - d])
    T += [f"(ert-deftest yachtclub-series-points-{s:02d} ()",
          f"  (should (= (yachtclub-series-points '({' '.join(map(str, places))}) {d}) {want})))", ""]
open("test/yachtclub-results-test.el", "w").write("\n".join(T))
PY
