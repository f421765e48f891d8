# The analysis package of a regional seed bank (R, fourteen files under R/: germination trials,
# viability equations, storage conditions, accession records, reports), written by several
# botanists over the years in their own styles: '=' for assignment, camelCase names, no spaces
# around operators or after commas, long lines, T and F for TRUE and FALSE. Linted with lintr 3.0
# from Debian (r-cran-lintr) and its default linters. lintr 3.0.2 cannot print a parse error's lint
# (its highlighting fails with 'invalid times value'), so the curator writes the lints out as a data
# frame with write.csv. In R/lot_viability.R a call to tapply() lost its closing parenthesis, so the
# file no longer parses: the one 'error' row, 'unexpected symbol' on the next line, among ~400
# style rows. Exit 0.
mkdir -p R
python3 - <<'PY'
import random
random.seed(1965)
files = ["germination", "trials", "lot_viability", "storage", "accessions", "moisture", "dormancy", "regeneration",
         "reports", "plots", "import_sheets", "export", "utils", "zzz"]
for f in files:
    L = [f"# {f}: part of the seed bank's analysis package", ""]
    for k in range(random.randint(2, 4)):
        name = random.choice(["calc", "get", "plot", "check", "load", "fit"]) + random.choice(["Rate", "Lot", "Trial", "Moisture", "Viability", "Accession"]) + str(k)
        style = random.random()
        if style < 0.5 and not (f == "lot_viability" and k == 1):
            L.append(f"{name}=function(df,lot,days=14){{")
            L.append("  n=nrow(df)")
            L.append("  if(n==0){return(NA)}")
            L.append(f"  keep=df$lot==lot&df$days<=days")
            L.append(f"  sum(df$germinated[keep])/sum(df$sown[keep])")
        else:
            snake = "".join("_" + c.lower() if c.isupper() else c for c in name)
            L.append(f"{snake} <- function(df, lot, days = 14) {{")
            L.append("  n <- nrow(df)")
            if random.random() < 0.5:
                L.append("  if (n == 0) return(NA)")
            L.append("  keep <- df$lot == lot & df$days <= days & df$tested == T")
            if f == "lot_viability" and k == 1:
                L.append("  rates <- tapply(df$germinated[keep], df$lot[keep], sum")
                L.append("  rates / sum(df$sown[keep])")
            else:
                L.append("  sum(df$germinated[keep]) / sum(df$sown[keep])  # proportion of seeds germinated within the window of the test")
        L.append("}")
        L.append("")
    open(f"R/{f}.R", "w").write("\n".join(L))
PY
