#include "wsframe.h"
#include <stdio.h>

static uint8_t crc8(const uint8_t *p, int n) {
    uint8_t c = 0;
    for (int i = 0; i < n; i++) {
        c ^= p[i];
        for (int b = 0; b < 8; b++) c = (c & 0x80) ? (uint8_t)((c << 1) ^ 0x31) : (uint8_t)(c << 1);
    }
    return c;
}

int ws_decode(const uint8_t f[16], ws_reading *r) {
    if (f[0] != 0xA5) return -1;
    if (crc8(f, 15) != f[15]) return -2;
    r->temp_dc = (int)((f[3] << 8) | f[4]) - 400;
    r->humidity = f[5];
    r->wind_dms = (f[6] << 8) | f[7];
    r->gust_dms = (f[8] << 8) | f[9];
    r->rain_count = (uint16_t)((f[10] << 8) | f[11]);
    r->pressure_dhpa = (f[12] << 8) | f[13];
    return 0;
}

long ws_rain_delta(const char *station, uint16_t prev, uint16_t now) {
    long tips;
    if (now >= prev) {
        tips = now - prev;
    } else {
        /* counter went backwards: the station rebooted (counter restarts at 0) */
        fprintf(stderr, "wsframe: %s rain counter went backwards (%u -> %u), treating as reboot\n",
                station, prev, now);
        tips = now;
    }
    return tips * 3;
}
