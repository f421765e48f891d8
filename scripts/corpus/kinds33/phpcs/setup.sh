# The volunteer rota of a town's food bank (a PHP 8.2 web app grown from a volunteer's scripts,
# eighteen classes under src/: volunteers, shifts, the warehouse and delivery rounds, the SMS and
# e-mail reminders), checked with PHP_CodeSniffer 3.7 from Debian and the project's phpcs.xml: PSR-12
# downgraded to warnings while the old code is tidied (class names not in PascalCase, methods
# without visibility, braces on the same line, spaces inside parentheses, long lines, 'else if'),
# plus Generic.PHP.Syntax, which runs php -l on each file and is an error. JSON report, one line;
# its files come in the order the directory lists them, so their order may change from run to run.
# In src/Reminders/ShiftReminder.php a match arm lost its comma in last week's edit, so the file no
# longer parses (the reminder cron would die): the one error, 'PHP syntax error: syntax error,
# unexpected integer "1", expecting "}"' (the next arm's key) among ~400 warnings. Exit 2.
mkdir -p src/Volunteers src/Shifts src/Warehouse src/Rounds src/Reminders
python3 - <<'PY'
import random
random.seed(4242)
classes = {"Volunteers": ["volunteer", "Availability", "dbsCheck", "Skills"],
           "Shifts": ["shift", "ShiftPlanner", "swapRequest", "Cover"],
           "Warehouse": ["stockItem", "Parcel", "expiryCheck", "Donation"],
           "Rounds": ["deliveryRound", "Driver", "RouteSheet"],
           "Reminders": ["SmsReminder", "EmailReminder", "ShiftReminder"]}
for ns, names in classes.items():
    for name in names:
        L = ["<?php", f"namespace FoodBank\\{ns};", "use DateTime;", f"class {name} {{"]
        for k in range(random.randint(3, 5)):
            meth = random.choice(["load", "save", "find", "count", "list", "check", "notify", "assign"]) + random.choice(["All", "ById", "ForWeek", "Open", "Due", "Late"]) + str(k)
            style = random.random()
            if style < 0.35:
                L.append(f"    function {meth}( $id, $week = null ){{")
            elif style < 0.7:
                L.append(f"    public function {meth}($id, $week = null) {{")
            else:
                L.append(f"    public function {meth}($id, $week = null)")
                L.append("    {")
            L.append(f"        $rows = array();")
            if random.random() < 0.3:
                L.append(f"        if( $week == null ){{ $week = (new DateTime())->format('W'); }}")
            else:
                L.append("        $week = $week ?? (new DateTime())->format('W');")
            if random.random() < 0.2:
                L.append(f"        if ($id > 0) {{ $rows[] = $id; }} else if ($id < 0) {{ $rows[] = -$id; }}")
            if random.random() < 0.4:
                L.append("        $message = 'Thank you for volunteering with the food bank this week, your shift details are below and on the rota board in the hall';")
            if ns == "Reminders" and name == "ShiftReminder" and k == 2:
                L += ["        $text = match ($week % 3) {",
                      "            0 => 'Your shift is at the warehouse'",
                      "            1 => 'Your shift is on the delivery round',",
                      "            default => 'Your shift is at the hall',",
                      "        };",
                      "        $rows[] = $text;"]
            L.append("        return $rows;")
            L.append("    }")
        L.append("}")
        L.append("?>")
        open(f"src/{ns}/{name[0].upper() + name[1:]}.php", "w").write("\n".join(L) + "\n")
PY
