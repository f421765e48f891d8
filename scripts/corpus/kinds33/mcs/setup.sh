# The timetable exporter of a regional bus company (C#, eighteen source files under src/: stops,
# routes, trips, calendars, the GTFS writers), built with Mono's mcs 6.8 at warning level 4 as the
# old build script does: years of unused locals (CS0168, CS0219), unreachable code after early
# returns (CS0162) and calls to members marked [Obsolete] (CS0618). In DepartureBoard.cs, after
# the first three files' warnings, the stop display still reads trip.DepartureTime, a property renamed to Departure
# when the Trip model was split: error CS1061 with its 'Location of the symbol related to previous
# error' line among the warnings; after the error mcs no longer reports unused locals, so the later
# files give only CS0618 and CS0162; 'Compilation failed: 1 error(s), N warnings'. Exit 1.
mkdir -p src
python3 - <<'PY'
import random
random.seed(2718)
files = ["Stop", "StopArea", "Route", "RouteVariant", "Trip", "Calendar", "CalendarDates", "Frequencies",
         "Shape", "Fares", "Agency", "GtfsAgencyWriter", "GtfsRoutesWriter", "DepartureBoard", "GtfsTripsWriter",
         "GtfsCalendarWriter", "Validator", "Program"]
words = ["count", "total", "index", "headway", "minutes", "offset", "code", "label", "zone", "platform", "seq", "dist",
         "layover", "block", "shift", "depot", "fare", "line"]
common = '''using System;
using System.Collections.Generic;
using System.IO;
using System.Text;

namespace Valleybus.Timetable
{
    public static class Legacy
    {
        [Obsolete("Use TimeOfDay.Parse, which accepts times past midnight")]
        public static int ParseHhmm(string s) { return int.Parse(s.Replace(":", "")); }

        [Obsolete("Use Csv.Quote")]
        public static string Quote(string s) { return "\\"" + s + "\\""; }
    }

    public class Trip
    {
        public string TripId;
        public string RouteId;
        public string ServiceId;
        public int Departure { get; set; }
        public int Arrival { get; set; }
        public List<int> StopSequence = new List<int>();
    }
}
'''
open("src/Common.cs", "w").write(common)
for f in files:
    if f == "Trip":
        continue
    L = ["using System;", "using System.Collections.Generic;", "using System.IO;", "using System.Text;", "",
         "namespace Valleybus.Timetable", "{", f"    public class {f}", "    {"]
    fields = random.sample(words, 4)
    L.append(f"        private int {fields[0]}Cache;")
    L.append(f"        private string {fields[1]}Name;")
    L.append(f"        private int {fields[2]}Seen = 0;")
    L.append(f"        private List<string> {fields[3]}Notes = new List<string>();")
    L.append("")
    L.append(f"        public int {fields[0].capitalize()}() {{ return {fields[0]}Cache; }}")
    L.append(f"        public string {fields[1].capitalize()}() {{ return {fields[1]}Name; }}")
    L.append(f"        public int NoteCount() {{ return {fields[3]}Notes.Count; }}")
    L.append("")
    for m in range(random.randint(7, 10)):
        mname = random.choice(["Load", "Check", "Build", "Write", "Merge", "Normalise", "Describe", "Count"]) + random.choice(["Rows", "Times", "Stops", "Days", "Ids", "Names"]) + str(m)
        L.append(f"        public int {mname}(List<Trip> trips, TextWriter log)")
        L.append("        {")
        for k in range(random.randint(2, 4)):
            w = random.choice(words)
            kind = random.choice(["unused", "assigned", "obsolete", "obsolete2", "unreachable", "assigned", "unused"])
            if kind == "unused":
                L.append(f"            int {w}{k};")
            elif kind == "assigned":
                L.append(f"            int {w}{k} = {random.randint(0, 90)};")
            elif kind == "obsolete":
                L.append(f"            log.WriteLine(Legacy.ParseHhmm(\"0{random.randint(5, 9)}:{random.randint(10, 59)}\"));")
            elif kind == "obsolete2":
                L.append(f"            log.WriteLine(Legacy.Quote(\"{f} {w}\"));")
            else:
                L.append(f"            if (trips == null) {{ return 0; }}")
        if f == "DepartureBoard" and m == 2:
            L.append("            foreach (Trip trip in trips)")
            L.append("            {")
            L.append("                log.WriteLine(trip.TripId + \",\" + trip.DepartureTime);")
            L.append("            }")
        L.append("            return trips.Count;")
        if random.random() < 0.4:
            L.append(f"            log.WriteLine(\"{mname} done\");")
        L.append("        }")
        L.append("")
    if f == "Program":
        L += ["        public static int Main(string[] args)", "        {",
              "            var trips = new List<Trip>();", "            return new Program().NoteCount() + trips.Count;",
              "        }"]
    L += ["    }", "}", ""]
    open(f"src/{f}.cs", "w").write("\n".join(L))
PY
