# The summer timetable of a small island ferry company (three routes, four vessels, 17 May to 15
# September), kept by the operations office in a workbook, timetable-2025.xlsx, that the website's
# import reads as CSV (made here with python3-openpyxl; xlsx2csv 0.7.8 from Debian reads it). The
# crossing time column is a formula in the office's copy; the workbook stores its last computed
# value. One sailing's arrival was typed with a letter O for a zero, so it is text, not a time,
# and its crossing minutes came out #VALUE!: the Monday-to-Saturday morning sailing from
# Kilbrannan to Port Ardle, in the middle of the sheet (the rows are sorted by days, then time).
/usr/bin/python3 - <<'PY'
import datetime, random
from openpyxl import Workbook
random.seed(35)
wb = Workbook()
ws = wb.active
ws.title = "Sailings"
ws.append(["route", "sailing", "vessel", "days", "from_pier", "depart", "to_pier", "arrive", "crossing_min", "car_deck", "foot_pax", "valid_from", "valid_to", "notes"])
routes = [("R1", "Port Ardle", "Kilbrannan", 55, "MV Ardle Lass"), ("R2", "Kilbrannan", "Inchmurrin", 35, "MV Inchmurrin"),
          ("R3", "Port Ardle", "Sgeir Bay", 80, "MV Sgeir Rose"), ("R1", "Kilbrannan", "Port Ardle", 55, "MV Ardle Lass")]
notes = ["", "", "", "", "", "connects with 08:10 bus to Lochend", "cars must book", "not on Sundays in June", "tides permitting", "bikes free"]
days = ["Mon-Fri", "Sat", "Sun", "Mon-Sat", "Daily"]
n = 2000
rows = []
for r, frm, to, mins, ves in routes:
    for d in days:
        for h in range(6, 22):
            for m in ([0, 30] if r != "R3" else [15]):
                if random.random() < 0.35:
                    continue
                n += 1
                dep = datetime.time(h, m)
                arr_dt = datetime.datetime(2025, 1, 1, h, m) + datetime.timedelta(minutes=mins + random.choice([0, 0, 5]))
                rows.append([r, n, ves, d, frm, dep, to, arr_dt.time(), (arr_dt - datetime.datetime(2025, 1, 1, h, m)).seconds // 60,
                             random.choice([18, 24, 32]), random.choice([120, 180, 250]),
                             datetime.date(2025, 5, 17), datetime.date(2025, 9, 15), random.choice(notes)])
rows.sort(key=lambda x: (x[3], x[5], x[0]))
bad = None
for i, row in enumerate(rows):
    if row[3] == "Mon-Sat" and row[4] == "Kilbrannan" and row[6] == "Port Ardle" and row[5].hour >= 9 and "0" in row[7].strftime("%H:%M") and bad is None:
        row[7] = row[7].strftime("%H:%M").replace("0", "O", 1)
        row[8] = "#VALUE!"
        bad = row[1]
    ws.append(row)
for row in ws.iter_rows(min_row=2):
    row[5].number_format = "hh:mm"
    if not isinstance(row[7].value, str):
        row[7].number_format = "hh:mm"
    row[11].number_format = "yyyy-mm-dd"
    row[12].number_format = "yyyy-mm-dd"
wb.save("timetable-2025.xlsx")
PY
