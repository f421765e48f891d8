package dev.candor.cli;

import dev.candor.ShapeException;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Parses {@code 2s}, {@code 500ms}, {@code 1m30s}, {@code 1h} or plain seconds. */
final class Durations {
  private static final Pattern PART = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)(ms|s|m|h)?");

  private Durations() {}

  static Duration parse(String option, String text) {
    String t = text.trim().toLowerCase(java.util.Locale.ROOT);
    Matcher m = PART.matcher(t);
    long millis = 0;
    int at = 0;
    while (at < t.length() && m.find(at) && m.start() == at) {
      double v = Double.parseDouble(m.group(1));
      String unit = m.group(2) == null ? "s" : m.group(2);
      millis += (long) (v * switch (unit) {
        case "ms" -> 1;
        case "m" -> 60_000;
        case "h" -> 3_600_000;
        default -> 1_000;
      });
      at = m.end();
    }
    if (t.isEmpty() || at != t.length() || millis <= 0) {
      throw new ShapeException(option, option + " takes a duration such as 30s, 500ms, 2m or 1h30m, not '" + text + "'");
    }
    return Duration.ofMillis(millis);
  }
}
