# The tide-table service of a harbour authority (Go 1.19 module, six packages: stations, predictions
# from harmonic constituents, datum conversions, the moorings scheduler, an HTTP API and a CSV export),
# checked with Debian's staticcheck 2023.1 (go-staticcheck) with every check on and JSON output:
# one JSON object a line (code, severity, location with file, line and column, end, message), 235
# of them, sorted by file: the ST checks of an old code base (package comments, ID and URL
# initialisms, underscores in names, error strings, receiver names, comment forms), S simplifications
# and U1000 unused code. In internal/moorings/window.go, the middle of the list, the one bug:
# SA5011 'possible nil pointer dereference' on the station looked up for a berth (logged when nil,
# then used anyway), with its related 'this check suggests that the pointer can be nil'. Exit 1.
cat >go.mod <<'MOD'
module example.org/harbour/tidewatch

go 1.19
MOD
python3 - <<'PY'
import os, random
random.seed(1707)
pkgs = {"internal/stations": ["registry", "loader", "metadata"],
        "internal/predict": ["harmonics", "constituents", "extremes", "smoothing"],
        "internal/datum": ["convert", "chartdatum"],
        "internal/moorings": ["schedule", "window", "pilots"],
        "internal/api": ["handlers", "routes", "middleware"],
        "internal/export": ["csv", "ical"]}
bodies = [
 "// get the station id\nfunc {P}GetStationId(stationId string) string {{\n\treturn stationId\n}}\n",
 "func {P}FetchUrl(baseUrl string) (string, error) {{\n\tif baseUrl == \"\" {{\n\t\treturn \"\", errors.New(\"Empty base URL.\")\n\t}}\n\treturn baseUrl + \"/v1\", nil\n}}\n",
 "func {p}unusedHelper{i}(x int) int {{\n\treturn x * 2\n}}\n",
 "type {P}Reading{i} struct {{\n\tHeight float64\n\tHttpSource string\n}}\n\nfunc (r *{P}Reading{i}) Valid() bool {{\n\treturn r.Height > -5\n}}\n\nfunc (reading *{P}Reading{i}) Label() string {{\n\treturn fmt.Sprintf(\"%.2f m\", reading.Height)\n}}\n",
 "func {P}IsHigh{i}(h float64, flag bool) bool {{\n\tif flag == true {{\n\t\treturn h > 4.5\n\t}}\n\treturn false\n}}\n",
 "func {P}Keys{i}(m map[string]float64) []string {{\n\tvar out []string\n\tfor k, _ := range m {{\n\t\tout = append(out, k)\n\t}}\n\treturn out\n}}\n",
 "var max_height_{p}{i} = 12.5\n",
 "func {P}Clamp{i}(v float64) float64 {{\n\tif v > max_limit {{\n\t\treturn max_limit\n\t}}\n\treturn v\n}}\n",
 "// Parses a tide height\nfunc {P}ParseHeight{i}(s string) (float64, error) {{\n\tvar h float64\n\t_, err := fmt.Sscanf(s, \"%f\", &h)\n\tif err != nil {{\n\t\treturn 0, fmt.Errorf(\"Could not parse height %q.\", s)\n\t}}\n\treturn h, nil\n}}\n",
 "func {P}Join{i}(parts []string) string {{\n\ts := \"\"\n\tfor _, p := range parts {{\n\t\ts = s + p\n\t}}\n\treturn strings.TrimSpace(s)\n}}\n",
]
for pkg, files in pkgs.items():
    os.makedirs(pkg, exist_ok=True)
    name = pkg.split("/")[-1]
    for fi, f in enumerate(files):
        L = [f"package {name}", "", "import (", '\t"errors"', '\t"fmt"', '\t"strings"', ")", "",
             "var _ = errors.New", "var _ = fmt.Sprint", "var _ = strings.TrimSpace", ""]
        if fi == 0:
            L += ["const max_limit = 14.0", ""]
        picks = random.sample(bodies, 7)
        for i, b in enumerate(picks):
            P = f.capitalize()
            L.append(b.format(P=P, p=f, i=i))
        if pkg == "internal/moorings" and f == "window":
            L.insert(len(L) // 2, '''type Station struct {
	ID     string
	Offset float64
}

var stations = map[string]*Station{"PIER4": {ID: "PIER4", Offset: 0.35}, "OUTER": {ID: "OUTER", Offset: 0.8}}

// WindowOffset returns the tidal offset for the station that serves a berth.
func WindowOffset(berth string) float64 {
	st := stations[berthStation(berth)]
	if st == nil {
		fmt.Printf("berth %s: no station\\n", berth)
	}
	return st.Offset
}

func berthStation(berth string) string {
	if strings.HasPrefix(berth, "P4") {
		return "PIER4"
	}
	return "OUTER"
}
''')
        open(f"{pkg}/{f}.go", "w").write("\n".join(L))
PY
go build ./... >/dev/null 2>&1 || true
