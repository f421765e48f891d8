# A council's winter service: gritter GR07 treats priority route R7 (Holmfield West, about 60 km:
# the depot, the valley road, Scar Top, Moss Road over the tops, Moor Lane's long descent to the
# village and back along the valley) before the morning traffic. Its tracker logs a GPS fix a
# minute, and the fleet system exports the night's run as GPX (GR07-2025-12-02.gpx). After a car went
# off Moor Lane on the ice at 07:10 on 2 December, the route-compliance report marked Moor Lane 'not
# treated' because no fix lies on it; the driver says he gritted it at about five. The highways
# officer converts the track to CSV with GPSBabel (Debian's gpsbabel 1.8) to look: one row a fix,
# with the speed GPSBabel works out between fixes. The tracker lost power for 39 minutes (04:52 to
# 05:31, the spreader's hydraulic pump on the same fuse) while the lorry drove down Moor Lane, so the
# CSV has two consecutive rows 39 minutes apart, times in the same form as every other, and the
# speed across the gap (the straight line between the two fixes over 39 minutes) looks like any
# other spreading speed.
python3 - <<'PY'
import datetime as dt, math, random
random.seed(39)
# the route as a polyline (lat, lon, ele): depot -> valley road -> Scar Top -> Moss Road over the tops
# -> Moor Lane down to the village -> depot
route = [(53.64012, -1.78034, 118), (53.63870, -1.78611, 121), (53.63652, -1.79420, 127), (53.63391, -1.80244, 139),
         (53.63020, -1.81107, 152), (53.62611, -1.81780, 171), (53.62174, -1.82302, 196), (53.61733, -1.82655, 224),
         (53.61290, -1.82810, 251), (53.60884, -1.83201, 276),     # Scar Top
         (53.60552, -1.83940, 301), (53.60301, -1.84862, 318), (53.60137, -1.85903, 327), (53.60322, -1.86941, 322),
         (53.60788, -1.87620, 309),                                # Moss Road over the tops
         (53.61342, -1.87950, 290),                                # Moor Lane, down to the village
         (53.61903, -1.87811, 262), (53.62455, -1.87302, 231), (53.62960, -1.86533, 198), (53.63366, -1.85604, 170),
         (53.63712, -1.84470, 148), (53.63954, -1.83192, 134), (53.64108, -1.81855, 126), (53.64170, -1.80503, 122),
         (53.64102, -1.79201, 119), (53.64012, -1.78034, 118)]
def dist(a, b):
    dy = (b[0] - a[0]) * 111320
    dx = (b[1] - a[1]) * 111320 * math.cos(math.radians(a[0]))
    return math.hypot(dx, dy)
# the polyline is drawn small: the real route is 3.5 times the size, about 60 km
route = [(route[0][0] + (la - route[0][0]) * 3.5, route[0][1] + (lo - route[0][1]) * 3.5, el) for la, lo, el in route]
legs = [dist(route[i], route[i + 1]) for i in range(len(route) - 1)]

def at(s):
    for i, l in enumerate(legs):
        if s <= l:
            f = s / l
            a, b = route[i], route[i + 1]
            return a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f, a[2] + (b[2] - a[2]) * f
        s -= l
    return route[-1]
total = sum(legs)
t = dt.datetime(2025, 12, 2, 3, 30, 0)
s = 0.0
gap = (dt.datetime(2025, 12, 2, 4, 52, 30), dt.datetime(2025, 12, 2, 5, 31, 0))
pts = []
while s < total:
    if not (gap[0] <= t < gap[1]):
        lat, lon, ele = at(s)
        pts.append((lat + random.uniform(-0.00002, 0.00002), lon + random.uniform(-0.00002, 0.00002),
                    ele + random.uniform(-1.5, 1.5), t))
    minute = (t - dt.datetime(2025, 12, 2, 3, 30)).seconds // 60
    if minute < 6:
        v = 0.0                                   # loading salt at the depot
    elif random.random() < 0.12:
        v = random.uniform(0.0, 1.5)              # junctions, a gate, a turning
    else:
        v = random.uniform(6.0, 10.5)             # spreading speed, m/s (22 to 38 km/h)
    s += v * 60
    t += dt.timedelta(minutes=1)
lat, lon, ele = route[-1]
pts.append((lat, lon, ele, t))
with open("GR07-2025-12-02.gpx", "w") as f:
    f.write('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<gpx version="1.1" creator="Trackmaster Fleet 4.2 export" xmlns="http://www.topografix.com/GPX/1/1">\n'
            '  <metadata><name>GR07 route R7 Holmfield West</name><time>2025-12-02T06:00:00Z</time></metadata>\n'
            '  <trk><name>GR07 R7 2025-12-02 03:30</name><trkseg>\n')
    for lat, lon, ele, t in pts:
        f.write(f'    <trkpt lat="{lat:.6f}" lon="{lon:.6f}"><ele>{ele:.1f}</ele>'
                f'<time>{t.strftime("%Y-%m-%dT%H:%M:%SZ")}</time></trkpt>\n')
    f.write('  </trkseg></trk>\n</gpx>\n')
PY
