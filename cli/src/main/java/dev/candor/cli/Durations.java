package dev.candor.cli;

import dev.candor.ShapeException;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses {@code 2s}, {@code 500ms}, {@code 1m30s}, {@code 1h}, {@code 2d} or plain seconds, from
 * 1 ms to {@link #MAX}; anything else is a usage error that states the form and the range.
 */
final class Durations {
  /** The longest duration an option takes: long enough for any command, far from overflow. */
  static final Duration MAX = Duration.ofDays(365);

  private static final Pattern PART = Pattern.compile("([0-9]{1,18}(?:\\.[0-9]{1,9})?)(ms|s|m|h|d)?");

  private Durations() {}

  static Duration parse(String option, String text) {
    String t = text.trim().toLowerCase(java.util.Locale.ROOT);
    Matcher m = PART.matcher(t);
    BigDecimal millis = BigDecimal.ZERO;
    int at = 0;
    while (at < t.length() && m.find(at) && m.start() == at) {
      String unit = m.group(2) == null ? "s" : m.group(2);
      millis = millis.add(new BigDecimal(m.group(1)).multiply(BigDecimal.valueOf(switch (unit) {
        case "ms" -> 1L;
        case "m" -> 60_000L;
        case "h" -> 3_600_000L;
        case "d" -> 86_400_000L;
        default -> 1_000L;
      })));
      at = m.end();
    }
    if (t.isEmpty() || at != t.length()) {
      throw new ShapeException(option, option + " takes a duration such as 30s, 500ms, 2m or 1h30m, not '" + text + "'");
    }
    if (millis.compareTo(BigDecimal.ONE) < 0 || millis.compareTo(BigDecimal.valueOf(MAX.toMillis())) > 0) {
      throw new ShapeException(option, option + " takes a duration from 1ms to " + MAX.toDays() + "d, not '" + text + "'");
    }
    return Duration.ofMillis(millis.longValue());
  }
}
