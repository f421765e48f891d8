#!/usr/bin/python3
"""The bake house's sensor board, as collectd's exec plugin reads it: one PUTVAL line per sensor
every second (the walk-in fridge's air and door switch, the freezer, the proving cabinet's
temperature and humidity, the flour store's humidity, the oven hall). Values follow the seconds
since start; at 30 s a delivery leaves the walk-in's door ajar for 25 s."""
import math
import sys
import time

HOST = "bakehouse-pi"
start = time.time()
door_open, door_shut = 30, 55
t_air = 3.2
while time.time() - start < 110:
    t = time.time() - start
    now = int(time.time())
    door = 1 if door_open <= t < door_shut else 0
    if door:
        t_air += 0.24
    else:
        t_air += (3.2 - t_air) * 0.06
    vals = [
        ("walkin", "temperature", "air", round(t_air + 0.05 * math.sin(t), 2)),
        ("walkin", "gauge", "door_open", door),
        ("freezer", "temperature", "air", round(-19.6 + 0.2 * math.sin(t / 7), 2)),
        ("prover", "temperature", "cabinet", round(27.0 + 0.3 * math.sin(t / 5), 2)),
        ("prover", "humidity", "cabinet", round(78.0 + 1.5 * math.sin(t / 9), 1)),
        ("flourstore", "humidity", "room", round(54.0 + 0.5 * math.sin(t / 11), 1)),
        ("ovenhall", "temperature", "room", round(29.5 + 0.4 * math.sin(t / 13), 2)),
    ]
    for inst, typ, ti, v in vals:
        print(f"PUTVAL {HOST}/exec-{inst}/{typ}-{ti} interval=1 {now}:{v}")
    sys.stdout.flush()
    time.sleep(1 - (time.time() - start) % 1)
