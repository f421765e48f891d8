# A leisure centre run by a community trust books its sports hall, squash courts, dance studio and
# meeting room in four shared CalDAV calendars on Radicale (Debian's radicale 3.1), all under the
# centre's one account: the reception PC's Thunderbird, the duty managers' phones (DAVx5) and the
# booking kiosk in the foyer sync with them. The calendars start with the week's bookings.
port=$(free_port)
sed -i "s|WORKDIR|$PWD|g; s|PORT|$port|g" config
echo "$port" > port
printf 'centre:Ridgeway-Bookings-24\n' > users
python3 - <<'PY'
import os, random, datetime as dt
random.seed(37)
cals = {"sports-hall": "Sports hall", "squash-courts": "Squash courts", "studio": "Dance studio",
        "meeting-room": "Meeting room"}
what = {"sports-hall": ["Badminton club", "Five-a-side", "Netball league", "Junior gymnastics", "Walking football"],
        "squash-courts": ["Court 1 - J. Patel", "Court 2 - club ladder", "Court 1 - coaching", "Court 2 - R. Moss"],
        "studio": ["Zumba", "Pilates", "Ballet grade 3", "Tai chi", "Street dance"],
        "meeting-room": ["Parish council", "Slimming club", "Trustees meeting", "First aid course"]}
root = "collections/collection-root/centre"
for cal, name in cals.items():
    d = f"{root}/{cal}"
    os.makedirs(d, exist_ok=True)
    with open(f"{d}/.Radicale.props", "w") as f:
        f.write('{"C:supported-calendar-component-set": "VEVENT", "D:displayname": "%s", "tag": "VCALENDAR"}' % name)
    for i in range(12):
        day = dt.date(2025, 11, 10) + dt.timedelta(days=i % 7)
        h = random.randint(9, 20)
        uid = f"{cal}-{day:%Y%m%d}-{h:02d}00@ridgeway-leisure"
        with open(f"{d}/{uid.split('@')[0]}.ics", "w") as f:
            f.write(f"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Ridgeway Leisure//Bookings//EN\r\nBEGIN:VEVENT\r\n"
                    f"UID:{uid}\r\nDTSTAMP:20251103T090000Z\r\nDTSTART:{day:%Y%m%d}T{h:02d}0000Z\r\n"
                    f"DTEND:{day:%Y%m%d}T{h + 1:02d}0000Z\r\nSUMMARY:{random.choice(what[cal])}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
PY
