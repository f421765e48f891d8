# The ticket validators on the gates of a harbour ferry company's three piers: the firmware's host
# build with SCons (Debian's scons 4.4, gcc), eight modules of generated C (fares, the NFC card
# reader, the display, the gate, the audit trail, the back-office sync, the clock, the config),
# 24 files each, one static library per module. A change to include/fare_zone.h renamed the zone's
# field zone_id to zone_no; src/audit/validation_log.c, which writes each validation's zone into
# the audit trail, still uses the old name (audit is the first module SCons builds).
# The display and sync modules carry old unused-parameter warnings.
python3 - <<'PY'
import os, random
random.seed(35)
os.makedirs("include", exist_ok=True)
open("include/fare_zone.h", "w").write("""#ifndef FARE_ZONE_H
#define FARE_ZONE_H
#include <stdint.h>
struct fare_zone {
    uint16_t zone_no;      /* was zone_id until firmware 4.2 */
    uint16_t pier;
    uint32_t fare_pence;
};
const struct fare_zone *zone_for_pier(uint16_t pier);
#endif
""")
mods = {"fares": ["zone_lookup", "tariff", "concession", "season", "child", "group", "bike", "car", "foot", "return", "day_rover", "carnet",
                  "peak", "offpeak", "winter", "summer", "school", "pensioner", "student", "island", "resident", "tourist", "crew", "free"],
        "nfc": ["poll", "anticoll", "select", "auth", "read_block", "write_block", "desfire", "mifare", "ultralight", "iso14443", "crc", "apdu",
                "field_on", "field_off", "retry", "timeout", "uid", "keys", "diversify", "session", "ndef", "emv_reject", "debug", "stats"],
        "display": [f"screen_{i:02d}" for i in range(24)],
        "gate": ["motor", "sensor_in", "sensor_out", "tailgate", "emergency", "lamp", "buzzer", "latch", "count", "direction", "wheelchair", "pram",
                 "lock", "unlock", "fault_led", "service", "heartbeat", "open", "close", "hold", "reverse", "limit", "torque", "calib"],
        "audit": ["card_seen", "denied", "granted", "pier_change", "shift_open", "shift_close", "validation_log", "export", "rotate", "seal",
                  "checksum", "flush", "tamper", "door_open", "power_loss", "reboot", "version", "counter", "config_change", "manual_open",
                  "inspector", "refund", "blacklist_hit", "summary"],
        "sync": [f"batch_{i:02d}" for i in range(24)],
        "clock": [f"rtc_{i:02d}" for i in range(24)],
        "config": [f"param_{i:02d}" for i in range(24)]}
for m, names in mods.items():
    os.makedirs(f"src/{m}", exist_ok=True)
    for n in names:
        body = [f"/* {m}/{n}.c: part of the validator firmware */", "#include <stdint.h>", "#include \"fare_zone.h\"", ""]
        if m == "fares" and n == "zone_lookup":
            body += ["static const struct fare_zone zones[] = {", "    {1, 1, 420}, {2, 2, 380}, {3, 3, 510},", "};", "",
                     "const struct fare_zone *zone_for_pier(uint16_t pier)", "{",
                     "    for (unsigned i = 0; i < sizeof zones / sizeof zones[0]; i++) {",
                     "        if (zones[i].pier == pier && zones[i].zone_no != 0)", "            return &zones[i];", "    }",
                     "    return 0;", "}"]
        elif m == "audit" and n == "validation_log":
            body += ["#include <stdio.h>", "", "int audit_validation_log(FILE *trail, const char *uid, uint16_t pier)", "{",
                     "    const struct fare_zone *z = zone_for_pier(pier);", "    if (!z)", "        return -1;",
                     "    return fprintf(trail, \"%s pier=%u zone=%u fare=%u\\n\", uid, pier, z->zone_id, z->fare_pence);", "}"]
        elif m in ("display", "sync"):
            body += [f"int {m}_{n}(int code, int flags)", "{", f"    return code * {random.randint(2, 9)};", "}"]
        else:
            body += [f"int {m}_{n}(int v)", "{", f"    return v + {random.randint(1, 99)};", "}"]
        open(f"src/{m}/{n}.c", "w").write("\n".join(body) + "\n")
open("src/main.c", "w").write('#include <stdio.h>\n#include "fare_zone.h"\nint main(void)\n{\n    const struct fare_zone *z = zone_for_pier(2);\n    printf("%u\\n", z ? z->fare_pence : 0u);\n    return 0;\n}\n')
PY
