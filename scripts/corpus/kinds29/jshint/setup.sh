# The public catalogue front-end of a city library network (ES5 and jQuery, 28 files written over
# ten years), linted with jshint 2.13 (eqeqeq and curly on): hundreds of long-known warnings
# (missing semicolons, == instead of ===, if without braces, ['x'] better written in dot
# notation, redefined vars), all printed the same way. One file has a real syntax error from a bad
# merge: public/js/circulation/renewals.js, 'if (loan.renewals < maxRenewals(loan.patron) {',
# reported in the middle as "Expected ')' to match '(' from line ... and instead saw '{'." with
# the follow-up errors it causes, up to 'Unrecoverable syntax error. (97% scanned).'; the count of
# all of them on the last line; exit 2.
npm install --no-audit --no-fund --silent >/dev/null 2>&1
python3 - <<'PY'
import os, random
random.seed(1898)
areas = {"search": ["query", "facets", "results", "suggest", "history"], "holds": ["place", "queue", "pickup", "cancel"],
         "circulation": ["loans", "renewals", "fines", "receipts"], "account": ["login", "profile", "notices", "lists"],
         "catalogue": ["record", "marc-view", "covers", "availability", "shelf-browse"], "ui": ["modal", "toast", "i18n", "a11y", "tabs"]}
for area, files in areas.items():
    os.makedirs(f"public/js/{area}", exist_ok=True)
    for f in files:
        fn = f.replace("-", "")
        L = ["/* OPAC " + area + "/" + f + " */", "var OPAC = window.OPAC || {};", f"OPAC.{fn} = (function ($) {{", "  'use strict';", ""]
        for k in range(random.randint(3, 7)):
            name = random.choice(["render", "load", "update", "bind", "format", "check", "count", "toggle"]) + random.choice(["Row", "List", "Badge", "Panel", "Items", "Dates", "Status"]) + str(k)
            L.append(f"  function {name}(data, opts) {{")
            L.append("    var i, out = []" + (";" if random.random() < 0.4 else ""))
            L.append("    for (var i = 0; i < data.length; i++) {")
            L.append("      var item = data[i]" + (";" if random.random() < 0.5 else ""))
            if random.random() < 0.7:
                L.append(f"      if (item['{random.choice(['status', 'barcode', 'branch', 'dueDate', 'title'])}'] == opts.value) out.push(item)")
            else:
                L.append("      if (item.status === opts.value) { out.push(item); }")
            L.append("    }")
            if random.random() < 0.5:
                L.append("    if (out.length == 0) return null")
            if area == "circulation" and f == "renewals" and k == 3:
                L += ["    var loan = opts.loan;",
                      "    if (loan.renewals < maxRenewals(loan.patron) {",
                      "      out.push({ action: 'renew', barcode: loan.barcode });",
                      "    }"]
            L.append("    return out" + (";" if random.random() < 0.5 else ""))
            L.append("  }")
            L.append("")
        L += ["  return {};", "}(jQuery));", ""]
        open(f"public/js/{area}/{f}.js", "w").write("\n".join(L))
PY
