# A primary and secondary school trust's dinner money accounts (SchoolMeals, Perl): meal prices, parents'
# top-ups, free school meals, balances and low-balance reminders, with five Test2::V0 files over a
# generated register of pupils. Universal infant free school meals cover Reception, Year 1 and Year 2;
# lib/SchoolMeals.pm tests the year group with '< 2', so the one Year 2 pupil in the register who is
# not on means-tested free meals is charged for a hot dinner. yath (Test2::Harness 1.0, Debian) runs
# the files one at a time with -v, so every assertion has its line.
mkdir -p lib t
cat > lib/SchoolMeals.pm <<'PM'
package SchoolMeals;
use strict;
use warnings;

# Prices in pence, 2025/26.
our %PRICE = (hot => { primary => 260, secondary => 285 }, jacket => { primary => 220, secondary => 245 },
              sandwich => { primary => 200, secondary => 225 }, packed => { primary => 0, secondary => 0 });

sub phase { my ($year) = @_; return $year <= 6 ? 'primary' : 'secondary' }   # Reception is year 0

sub meal_price {
    my ($pupil, $meal) = @_;
    return 0 if $pupil->{fsm};                                  # means-tested free school meals
    return 0 if $pupil->{year} < 2 && phase($pupil->{year}) eq 'primary';   # universal infant free school meals
    return $PRICE{$meal}{ phase($pupil->{year}) };
}

sub pounds { sprintf '%.2f', $_[0] / 100 }

sub top_up {
    my ($balance, $amount) = @_;
    die "top-up must be between 5.00 and 200.00\n" if $amount < 500 || $amount > 20000;
    return $balance + $amount;
}

sub week_cost {
    my ($pupil, @meals) = @_;
    my $t = 0;
    $t += meal_price($pupil, $_) for @meals;
    return $t;
}

sub reminder {
    my ($balance, $weekly) = @_;
    return 'none' if $weekly == 0;
    return 'overdrawn' if $balance < 0;
    return 'low' if $balance < $weekly;
    return 'none';
}

1;
PM
python3 - <<'PY'
import random
random.seed(37)
first = ["Oliver", "Amelia", "Noah", "Isla", "Leo", "Ava", "Arthur", "Mia", "Muhammad", "Ivy", "Harry", "Freya",
         "Oscar", "Lily", "George", "Florence", "Theo", "Grace", "Jack", "Evie", "Alfie", "Poppy", "Henry", "Sofia",
         "Archie", "Willow", "Finley", "Daisy", "Freddie", "Rosie"]
last = ["Hughes", "Patel", "Jones", "Davies", "Khan", "Evans", "Thomas", "Roberts", "Walker", "Wright",
        "Green", "Hall", "Wood", "Clarke", "Lewis", "Ali", "Turner", "Cooper", "Hill", "Ward"]
price = {"hot": {"primary": 260, "secondary": 285}, "jacket": {"primary": 220, "secondary": 245},
         "sandwich": {"primary": 200, "secondary": 225}, "packed": {"primary": 0, "secondary": 0}}
def phase(y): return "primary" if y <= 6 else "secondary"
def cost(y, fsm, meal):
    if fsm or y <= 2: return 0
    return price[meal][phase(y)]
def yname(y): return "Reception" if y == 0 else f"Year {y}"
pupils = []
for i in range(64):
    y = i % 12
    fsm = random.random() < 0.2
    pupils.append((f"{first[i % 30]} {last[(i * 7) % 20]}", y, fsm))
# the one Year 2 pupil not on means-tested meals
pupils = [(n, y, (True if y == 2 else f)) for n, y, f in pupils]
pupils[26] = ("Oliver Hughes", 2, False)
def pl(p): return "{ name => '%s', year => %d, fsm => %d }" % (p[0].replace("'", "\\'"), p[1], int(p[2]))
with open("t/01-prices.t", "w") as f:
    f.write("use Test2::V0;\nuse lib 'lib';\nuse SchoolMeals;\n\n")
    for y in range(3, 12):
        for meal in ("hot", "jacket", "sandwich", "packed"):
            p = price[meal][phase(y)]
            f.write(f"is(SchoolMeals::pounds(SchoolMeals::meal_price({{ year => {y}, fsm => 0 }}, '{meal}')), '{p/100:.2f}', '{yname(y)} {meal}: {p/100:.2f}');\n")
    f.write("done_testing;\n")
with open("t/02-topups.t", "w") as f:
    f.write("use Test2::V0;\nuse lib 'lib';\nuse SchoolMeals;\n\n")
    for bal in (0, 340, 1250, -520):
        for amt in (500, 1000, 2000, 5000, 20000):
            f.write(f"is(SchoolMeals::top_up({bal}, {amt}), {bal + amt}, 'balance {bal/100:.2f} topped up by {amt/100:.2f}');\n")
    for amt in (100, 499, 20001, 50000):
        f.write(f"like(dies {{ SchoolMeals::top_up(0, {amt}) }}, qr/between 5.00 and 200.00/, 'top-up of {amt/100:.2f} refused');\n")
    f.write("done_testing;\n")
with open("t/03-free-meals.t", "w") as f:
    f.write("use Test2::V0;\nuse lib 'lib';\nuse SchoolMeals;\n\n# every pupil on the register, a hot dinner\n")
    for p in pupils:
        c = cost(p[1], p[2], "hot")
        why = "FSM" if p[2] else "not FSM"
        f.write(f"is(SchoolMeals::pounds(SchoolMeals::meal_price({pl(p)}, 'hot')), '{c/100:.2f}', '{p[0]} ({yname(p[1])}, {why}) pays {c/100:.2f} for a hot dinner');\n")
    f.write("done_testing;\n")
with open("t/04-week-cost.t", "w") as f:
    f.write("use Test2::V0;\nuse lib 'lib';\nuse SchoolMeals;\n\n")
    weeks = [("hot",)*5, ("hot", "hot", "jacket", "sandwich", "packed"), ("packed",)*5, ("jacket", "hot", "hot", "packed", "hot")]
    for y in (3, 4, 5, 6, 7, 8, 9, 10, 11):
        for w in weeks:
            c = sum(cost(y, False, m) for m in w)
            ws = "', '".join(w)
            f.write(f"is(SchoolMeals::week_cost({{ year => {y}, fsm => 0 }}, '{ws}'), {c}, '{yname(y)} week of {'/'.join(w)}: {c/100:.2f}');\n")
    f.write("done_testing;\n")
with open("t/05-reminders.t", "w") as f:
    f.write("use Test2::V0;\nuse lib 'lib';\nuse SchoolMeals;\n\n")
    for weekly in (0, 1000, 1300, 1425):
        for bal in (-250, 0, 500, 1299, 1300, 2500):
            exp = "none" if weekly == 0 else ("overdrawn" if bal < 0 else ("low" if bal < weekly else "none"))
            f.write(f"is(SchoolMeals::reminder({bal}, {weekly}), '{exp}', 'balance {bal/100:.2f}, week {weekly/100:.2f}: {exp}');\n")
    f.write("done_testing;\n")
PY
