package dev.candor.mcp;

import dev.candor.Grouping;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.candor.Budget;
import dev.candor.Evidence;
import dev.candor.Shaped;
import dev.candor.Shaper;
import dev.candor.Signals;
import dev.candor.Strategy;
import dev.candor.store.History;
import dev.candor.store.HistoryQuery;
import dev.candor.store.LedgerEntry;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The ledger as an answer, for {@code candor history} and the {@code candor_history} tool alike:
 * one line a call (time, how it ended, size, cut or whole, handle, command), or JSON, shaped to the
 * budget like every other answer and saying how many calls matched.
 */
public final class HistoryView {
  private static final ObjectMapper JSON = new ObjectMapper();

  private HistoryView() {}

  /** The answer in {@code format} ({@code text} or {@code json}), shaped to {@code budget}. */
  public static Shaped shape(History h, HistoryQuery q, String format, Budget budget) {
    boolean json = switch (format) {
      case "json" -> true;
      case "text" -> false;
      default -> throw new IllegalArgumentException("format takes text or json, not '" + format + "'");
    };
    String body = json ? json(h) : text(h);
    String what = "candor history" + describe(q) + ": " + counted(h);
    return Shaper.builder().budget(budget).strategy(json ? Strategy.JSON : Strategy.HEAD)
        .fullOutput("candor history with --limit, --run, --failed, --since or --grep to narrow")
        .build().shape(body, Evidence.none().withTool("candor_history").withCommand(what));
  }

  /** {@code 3 calls matched, newest first} or {@code 50 of 212 calls matched, newest first}. */
  static String counted(History h) {
    long n = h.matched();
    String calls = n == 1 ? " call" : " calls";
    return (h.calls().size() < n ? h.calls().size() + " of " + Grouping.of(n) : Grouping.of(n)) + calls + " matched"
        + (n == 0 ? "" : ", newest first");
  }

  private static String describe(HistoryQuery q) {
    StringBuilder s = new StringBuilder();
    q.runId().ifPresent(r -> s.append(" --run ").append(r));
    if (q.failedOnly()) {
      s.append(" --failed");
    }
    q.since().ifPresent(t -> s.append(" --since ").append(t));
    q.grep().ifPresent(g -> s.append(" --grep '").append(g).append('\''));
    return s.toString();
  }

  /** One line a call; the count is in the answer's header. */
  static String text(History h) {
    StringBuilder s = new StringBuilder(h.calls().isEmpty() ? "no calls matched\n" : "");
    for (History.Call c : h.calls()) {
      LedgerEntry e = c.entry();
      s.append(e.startTime().truncatedTo(java.time.temporal.ChronoUnit.SECONDS)).append("  ")
          .append(pad(status(e), 14)).append(pad(size(e), 22)).append(pad(e.cut() ? "cut" : "whole", 6))
          .append(pad(e.handle().map(x -> x.value()).orElse("-") + kept(c), 36)).append(e.command());
      e.runId().ifPresent(r -> s.append("  [run ").append(r).append(']'));
      s.append('\n');
    }
    return s.toString();
  }

  /** {@code {"matched": N, "listed": n, "calls": [...]}}. */
  static String json(History h) {
    Map<String, Object> root = new LinkedHashMap<>();
    root.put("matched", h.matched());
    root.put("listed", h.calls().size());
    List<Map<String, Object>> calls = new ArrayList<>();
    for (History.Call c : h.calls()) {
      calls.add(fields(c));
    }
    root.put("calls", calls);
    try {
      return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(root);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("maps of strings and numbers always serialize", e);
    }
  }

  /** One call as the JSON form and the tool's structured content give it. */
  public static Map<String, Object> fields(History.Call c) {
    LedgerEntry e = c.entry();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("id", c.id());
    m.put("time", e.startTime().toString());
    m.put("run", e.runId().orElse(null));
    m.put("tool", e.tool());
    m.put("command", e.command());
    m.put("cwd", e.cwd());
    m.put("exit_code", e.exitCode().isPresent() ? e.exitCode().getAsInt() : null);
    m.put("signal", e.signal().isPresent() ? e.signal().getAsInt() : null);
    m.put("timed_out", e.timedOut());
    m.put("failed", e.failed());
    m.put("duration_ms", e.durationMs());
    m.put("bytes", e.bytes());
    m.put("lines", e.lines().isPresent() ? e.lines().getAsLong() : null);
    m.put("strategy", e.strategy());
    m.put("cut", e.cut());
    m.put("error_lines_found", e.errorLinesFound());
    m.put("error_lines_shown", e.errorLinesShown());
    m.put("handle", e.handle().map(x -> x.value()).orElse(null));
    m.put("result", c.kept().word());
    m.put(c.kept() == History.Kept.LIVE ? "result_expires_at" : "result_gone_at",
        c.keptAt().map(Object::toString).orElse(null));
    return m;
  }

  /**
   * The start of a {@code since}: an instant ({@code 2026-12-01T09:00:00Z}), a day ({@code
   * 2026-12-01}, from its start in UTC), or a span back from {@code now} ({@code 90s}, {@code 30m},
   * {@code 2h}, {@code 7d}).
   *
   * @throws IllegalArgumentException naming the forms, for anything else
   */
  public static java.time.Instant since(String text, java.time.Instant now) {
    String t = text.strip();
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d{1,9})([smhd])").matcher(t);
    if (m.matches()) {
      long n = Long.parseLong(m.group(1));
      java.time.Duration d = switch (m.group(2)) {
        case "s" -> java.time.Duration.ofSeconds(n);
        case "m" -> java.time.Duration.ofMinutes(n);
        case "h" -> java.time.Duration.ofHours(n);
        default -> java.time.Duration.ofDays(n);
      };
      return now.minus(d);
    }
    try {
      return t.length() == 10 ? java.time.LocalDate.parse(t).atStartOfDay(java.time.ZoneOffset.UTC).toInstant()
          : java.time.OffsetDateTime.parse(t).toInstant();
    } catch (java.time.format.DateTimeParseException e) {
      throw new IllegalArgumentException("since takes a time (2026-12-01T09:00:00Z), a day (2026-12-01) or a span back"
          + " from now (90s, 30m, 2h, 7d), not '" + text + "'");
    }
  }

  private static String status(LedgerEntry e) {
    if (e.timedOut()) {
      return "timed out";
    }
    if (e.signal().isPresent()) {
      return Signals.name(e.signal().getAsInt());
    }
    return e.exitCode().isPresent() ? "exit " + e.exitCode().getAsInt() : "exit ?";
  }

  private static String size(LedgerEntry e) {
    return Grouping.of(e.bytes()) + " B" + (e.lines().isPresent()
        ? ", " + Grouping.of(e.lines().getAsLong()) + (e.lines().getAsLong() == 1 ? " line" : " lines") : "");
  }

  private static String kept(History.Call c) {
    return switch (c.kept()) {
      case LIVE, NOT_KEPT -> "";
      case EXPIRED, EVICTED -> " (" + c.kept().word() + " " + c.keptAt().map(t -> t.truncatedTo(java.time.temporal.ChronoUnit.SECONDS).toString()).orElse("") + ")";
      default -> " (" + c.kept().word() + ")";
    };
  }

  private static String pad(String s, int width) {
    return s.length() >= width ? s + " " : s + " ".repeat(width - s.length());
  }
}
