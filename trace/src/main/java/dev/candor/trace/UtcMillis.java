package dev.candor.trace;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * An instant, cut to the millisecond, as {@link DateTimeFormatter#ISO_INSTANT} writes it ({@code
 * 2026-12-01T21:12:00.042Z}, no fraction when the millisecond is 0), made by hand: the first use
 * of that formatter builds java.time's whole formatting machinery, about 20 ms of CPU on every
 * {@code candor run}, for one field of its span. Years outside 0 to 9999, which ISO_INSTANT
 * writes with a sign, are left to it.
 */
final class UtcMillis {
  private UtcMillis() {}

  static String format(Instant at) {
    long millis = at.toEpochMilli();
    long seconds = Math.floorDiv(millis, 1000);
    int ms = (int) Math.floorMod(millis, 1000);
    LocalDateTime t = LocalDateTime.ofEpochSecond(seconds, 0, ZoneOffset.UTC);
    if (t.getYear() < 0 || t.getYear() > 9999) {
      return DateTimeFormatter.ISO_INSTANT.format(Instant.ofEpochMilli(millis));
    }
    StringBuilder b = new StringBuilder(24);
    pad(b, t.getYear(), 4).append('-');
    pad(b, t.getMonthValue(), 2).append('-');
    pad(b, t.getDayOfMonth(), 2).append('T');
    pad(b, t.getHour(), 2).append(':');
    pad(b, t.getMinute(), 2).append(':');
    pad(b, t.getSecond(), 2);
    if (ms != 0) {
      pad(b.append('.'), ms, 3);
    }
    return b.append('Z').toString();
  }

  private static StringBuilder pad(StringBuilder b, int value, int width) {
    String s = Integer.toString(value);
    for (int i = s.length(); i < width; i++) {
      b.append('0');
    }
    return b.append(s);
  }
}
