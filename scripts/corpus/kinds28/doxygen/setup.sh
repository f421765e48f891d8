# The firmware library of a three-phase smart electricity meter (26 modules, a header and a source
# each, every function documented), generated; CI builds the API docs with doxygen 1.9
# (QUIET = NO, WARN_AS_ERROR = FAIL_ON_WARNINGS), so a single warning fails the job after all the
# docs are written. A recent change renamed a parameter of tariff_select_register() from
# tariff_id to tariff_index without touching its comment: doxygen's two warnings about it (the
# @param not found, the new parameter undocumented) sit in the middle of ~300 progress lines; the
# run ends normally and exits 1. The agent runs doxygen.
python3 - <<'PY'
import os, random
random.seed(9)
os.makedirs("include/meterfw", exist_ok=True); os.makedirs("src", exist_ok=True)
mods = ["adc", "calib", "clock", "crc", "display", "dlms", "energy", "eventlog", "flash", "harmonics", "iec62056",
        "keys", "load_profile", "m_bus", "optical", "phase", "power", "quality", "relay", "rtc", "security",
        "tamper", "tariff", "temperature", "uart", "watchdog"]
verbs = ["init", "read", "write", "reset", "get_status", "set_mode", "sample", "flush", "validate", "update"]
for m in mods:
    r = random.Random(m)
    H = [f"/**", f" * @file {m}.h", f" * @brief {m.replace('_', ' ')} module of the meter firmware.", " */",
         f"#ifndef METERFW_{m.upper()}_H", f"#define METERFW_{m.upper()}_H", "", "#include <stdint.h>", ""]
    H += [f"/** @brief Status codes of the {m} module. */", f"typedef enum {{",
          f"    {m.upper()}_OK = 0,      /**< success */", f"    {m.upper()}_EBUSY = 1,   /**< hardware busy */",
          f"    {m.upper()}_EINVAL = 2   /**< invalid argument */", f"}} {m}_status_t;", ""]
    H += [f"/** @brief Configuration of the {m} module. */", f"typedef struct {{",
          f"    uint32_t period_ms;  /**< sampling period in milliseconds */",
          f"    uint8_t channel;     /**< channel 0..2 (L1..L3) */", f"}} {m}_config_t;", ""]
    C = [f"/**", f" * @file {m}.c", f" * @brief {m.replace('_', ' ')} module implementation.", " */",
         f'#include "meterfw/{m}.h"', "", "/** @brief Configuration in use, set by the last call. */", f"static {m}_config_t g_cfg;", ""]
    for v in r.sample(verbs, r.randint(4, 8)):
        fn = f"{m}_{v}"
        if m == "tariff" and v == "read":
            fn = "tariff_select_register"
            H += ["/**", " * @brief Selects the energy register that accumulates the current tariff.",
                  " * @param tariff_id  Tariff 1..4 as configured by the utility.",
                  " * @param phase      Phase 0..2, or 3 for the sum of all phases.",
                  " * @return TARIFF_OK, or TARIFF_EINVAL for an index out of range.", " */",
                  f"tariff_status_t {fn}(uint8_t tariff_index, uint8_t phase);", ""]
            C += [f"tariff_status_t {fn}(uint8_t tariff_index, uint8_t phase)", "{",
                  "    if (tariff_index > 3 || phase > 3) return TARIFF_EINVAL;", "    (void)g_cfg;", "    return TARIFF_OK;", "}", ""]
            continue
        H += ["/**", f" * @brief {v.replace('_', ' ').capitalize()} for the {m.replace('_', ' ')} module.",
              f" * @param cfg  Module configuration.", f" * @param value  Value in module units.",
              f" * @return {m.upper()}_OK on success.", " */",
              f"{m}_status_t {fn}(const {m}_config_t *cfg, uint32_t value);", ""]
        C += [f"{m}_status_t {fn}(const {m}_config_t *cfg, uint32_t value)", "{",
              "    if (!cfg) return " + f"{m.upper()}_EINVAL;", "    g_cfg = *cfg;", "    (void)value;",
              f"    return {m.upper()}_OK;", "}", ""]
    H += [f"#endif /* METERFW_{m.upper()}_H */", ""]
    open(f"include/meterfw/{m}.h", "w").write("\n".join(H))
    open(f"src/{m}.c", "w").write("\n".join(C))
PY
