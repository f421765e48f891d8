# The frame decoder of a weather co-op's stations (C, tested with cmocka 1.1): one test group per
# station (14 stations), each decoding a day's recorded frames (temperature, humidity, wind, gust,
# pressure, CRC and sync checks) and the rain between consecutive frames. The decoder treats a
# rain counter that goes backwards as a reboot, which is right for most stations, but station
# WS-0417's counter wrapped at 65536 during the storm of 14 March: its test expects 4.2 mm (0x2a tenths)
# and gets 3.3 mm (0x21), with the decoder's own stderr line just above cmocka's error lines. The test binary
# sets stdout line-buffered, as on a terminal. The agent runs the test binary.
mkdir -p build tests
python3 - <<'PY'
import random
random.seed(417)
def crc8(p):
    c = 0
    for x in p:
        c ^= x
        for _ in range(8):
            c = ((c << 1) ^ 0x31) & 0xFF if c & 0x80 else (c << 1) & 0xFF
    return c
def frame(t, h, w, g, rain, p):
    f = [0xA5, 0x12, 0x07, ((t + 400) >> 8) & 0xFF, (t + 400) & 0xFF, h, w >> 8, w & 0xFF, g >> 8, g & 0xFF,
         rain >> 8, rain & 0xFF, p >> 8, p & 0xFF, 0]
    return f + [crc8(f)]
stations = ["WS-0102", "WS-0118", "WS-0131", "WS-0207", "WS-0233", "WS-0240", "WS-0311",
            "WS-0356", "WS-0409", "WS-0417", "WS-0422", "WS-0508", "WS-0515", "WS-0530"]
out = ['#include <stdarg.h>', '#include <stddef.h>', '#include <setjmp.h>', '#include <stdint.h>',
       '#include <stdio.h>', '#include <cmocka.h>', '#include "../src/wsframe.h"', '']
groups = []
for s in stations:
    sid = s.replace("-", "_").lower()
    names = []
    rain = random.randint(100, 9000)
    for k in range(random.randint(9, 13)):
        t = random.randint(-80, 240); h = random.randint(35, 99); w = random.randint(0, 180)
        g = w + random.randint(0, 120); p = random.randint(9850, 10290)
        hh = 6 + k
        n = f"test_{sid}_frame_{hh:02d}00_decodes"
        f = frame(t, h, w, g, rain, p)
        out += [f"static void {n}(void **state) {{", "    (void)state;",
                "    const uint8_t f[16] = {" + ", ".join(f"0x{x:02x}" for x in f) + "};",
                "    ws_reading r;", "    assert_int_equal(ws_decode(f, &r), 0);",
                f"    assert_int_equal(r.temp_dc, {t});", f"    assert_int_equal(r.humidity, {h});",
                f"    assert_int_equal(r.wind_dms, {w});", f"    assert_int_equal(r.gust_dms, {g});",
                f"    assert_int_equal(r.pressure_dhpa, {p});", "}", ""]
        names.append(n)
        add = random.randint(0, 6)
        nr = (rain + add) % 65536
        n = f"test_{sid}_rain_{hh:02d}00_to_{hh+1:02d}00"
        prev, now, want = rain, nr, add * 3
        if s == "WS-0417" and k == 6:
            prev, now, want = 65533, 0x0b, 14 * 3
            n = f"test_{sid}_rain_counter_wrap_storm_0314"
        out += [f"static void {n}(void **state) {{", "    (void)state;",
                f'    assert_int_equal(ws_rain_delta("{s}", {prev}, {now}), {want});', "}", ""]
        names.append(n)
        rain = nr
    n = f"test_{sid}_bad_crc_rejected"
    out += [f"static void {n}(void **state) {{", "    (void)state;", "    uint8_t f[16] = {0xa5};",
            "    ws_reading r;", "    f[15] = 0x77;", "    assert_int_equal(ws_decode(f, &r), -2);", "}", ""]
    names.append(n)
    groups.append((sid, names))
out.append("int main(void) {")
out.append("    setvbuf(stdout, NULL, _IOLBF, 0);")
out.append("    int failed = 0;")
for sid, names in groups:
    out.append(f"    const struct CMUnitTest {sid}[] = {{")
    out += [f"        cmocka_unit_test({n})," for n in names]
    out.append("    };")
    out.append(f"    failed += cmocka_run_group_tests_name(\"{sid.upper().replace('_', '-')}\", {sid}, NULL, NULL);")
out += ["    return failed ? 1 : 0;", "}", ""]
open("tests/test_frames.c", "w").write("\n".join(out))
PY
gcc -std=c11 -Wall -O1 -o build/test_frames tests/test_frames.c src/wsframe.c -lcmocka
