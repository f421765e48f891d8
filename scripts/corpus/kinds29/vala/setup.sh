# The shift roster rules of a regional ambulance service, in Vala 0.56 with GLib's test framework
# (g_test, TAP output with --verbose): one test path per station and rule, ~300 tests; rejected
# shifts log a GLib message ('rest of N h below 11 h ...'), so many passing tests print '#'
# message lines. A 24-hour shift ending at 07:00 followed by a 07:00 start the next day has 24 h
# of rest, but rest_hours works modulo a day and returns 0: the one 'not ok' in the middle, with
# the assertion's 'assertion failed (roster_rest_hours (7, 7 + 24) == 24): (0 == 24)' just above
# it (nonfatal assertions, so the run goes on; main returns Test.run (), exit 1). Built in setup;
# the agent runs the test binary.
python3 - <<'PY'
import random
random.seed(112)
stations = ["aachen", "bonn", "dueren", "euskirchen", "heinsberg", "juelich", "koeln-nord", "koeln-sued", "leverkusen", "siegburg"]
L = ["int main (string[] args) {", "    Test.init (ref args);"]
for s in stations:
    for k in range(random.randint(26, 34)):
        end = random.randint(0, 23); nxt = random.randint(0, 23)
        r = (nxt - end) % 24
        want = "true" if r >= 11 else "false"
        path = f"/roster/{s}/rest/{k:02d}-end{end:02d}-next{nxt:02d}"
        body = f"assert_true (Roster.shift_allowed ({end}, {nxt}, 11) == {want});"
        if s == "juelich" and k == 12:
            path = f"/roster/{s}/rest/{k:02d}-24h-shift-end07-next-day07"
            body = "assert_cmpint (Roster.rest_hours (7, 7 + 24), GLib.CompareOperator.EQ, 24);"
        L.append(f'    Test.add_func ("{path}", () => {{ Test.set_nonfatal_assertions (); {body} }});')
L += ["    return Test.run ();", "}", ""]
open("test_roster.vala", "w").write("\n".join(L))
PY
valac --pkg glib-2.0 -o test_roster roster.vala test_roster.vala >/dev/null 2>&1
