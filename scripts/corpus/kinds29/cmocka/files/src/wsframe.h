/* Decoder for the 868 MHz frames of the co-op's weather stations (WS-xxxx): temperature,
 * humidity, wind, gust, rain bucket counter and pressure, one 16-byte frame per minute. */
#ifndef WSFRAME_H
#define WSFRAME_H
#include <stdint.h>

typedef struct {
    int temp_dc;          /* 0.1 degC */
    int humidity;         /* % */
    int wind_dms;         /* 0.1 m/s */
    int gust_dms;         /* 0.1 m/s */
    uint16_t rain_count;  /* bucket tips since power-on, wraps at 65536 */
    int pressure_dhpa;    /* 0.1 hPa */
} ws_reading;

int ws_decode(const uint8_t frame[16], ws_reading *out);
/* rain in 0.1 mm (one tip = 0.3 mm) between two readings of the same station */
long ws_rain_delta(const char *station, uint16_t prev, uint16_t now);
#endif
