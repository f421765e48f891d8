# A D fare calculator of 30 modules (fares.zoneNN), each with a fare function and a unittest that
# checks and prints 40 journeys; zone 19's table has 4.10 where its test expects 3.60 for one
# journey. Built with gdc -funittest (druntime runs every module's unittests before main).
mkdir -p fares
for m in $(seq -w 1 30); do
  n=$((10#$m)); rate=$((100 + n * 7))
  {
    echo "module fares.zone$m;"
    echo "import std.stdio : writefln;"
    echo "/// Fare in cents from zone $m to zone \`to\`."
    echo "int fare(int to) {"
    if [[ $m == 19 ]]; then
      echo "    if (to == 7) return 410;"
    fi
    echo "    return $rate + (to > $n ? to - $n : $n - to) * 25;"
    echo "}"
    echo "unittest {"
    echo "    foreach (to; 1 .. 41) {"
    echo "        immutable want = $rate + (to > $n ? to - $n : $n - to) * 25;"
    if [[ $m == 19 ]]; then
      echo "        immutable expected = to == 7 ? 360 : want;"
    else
      echo "        immutable expected = want;"
    fi
    echo "        writefln(\"zone $m -> %2d: fare %4d cents\", to, fare(to));"
    echo "        assert(fare(to) == expected);"
    echo "    }"
    echo "}"
  } >"fares/zone$m.d"
done
cat >app.d <<'D'
import std.stdio : writeln;
void main() { writeln("fares: all zones loaded"); }
D
gdc -funittest -g -o fares_test app.d fares/zone*.d
