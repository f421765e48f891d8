package dev.candor;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Signs that an output was cut before Candor saw it: by the tool itself, a pager, a pipe into
 * {@code head}, a query limit, a page of an API. Candor cannot mark such a cut, but it can say an
 * output looks like one, from facts it has already counted and, when given, the command.
 *
 * <p>The signs: a size of exactly 2<sup>n</sup> bytes (4 KiB or more, as a buffer or a capped read
 * leaves it); a round number of lines or items (1,000, 10,000, ...); {@code head -n N} or {@code
 * tail -n N} in the command with exactly N lines; a log endpoint's fixed tail with exactly that many
 * lines ({@code kubectl logs --tail=N}, {@code docker logs -n N}, {@code journalctl -n N}, {@code
 * heroku logs -n N}, {@code git log --oneline -n N}, or such a tool's default: see {@link LogTail});
 * a SQL {@code LIMIT n} with n rows; a JSON page
 * that says more follows ({@code next}, {@code next_page_token}, {@code nextCursor}, {@code
 * cursor}, {@code has_more: true}, {@code truncated: true}, {@code page} below {@code
 * total_pages}). Each is a few comparisons; none reads the output again.
 */
public final class UpstreamCut {
  /** How the observation's sentence starts; the span's reason is what follows it. */
  public static final String PHRASE = "output may have been cut before candor saw it: ";

  private static final long MIN_POWER_OF_TWO = 4_096;

  /**
   * The patterns, compiled on first use (the holder idiom): each is tried only on text holding a
   * literal it cannot match without, and most commands name no head, tail or query limit, so a
   * small call compiles none of them.
   */
  private static final class Patterns {
    static final Pattern HEAD_TAIL =
        Pattern.compile("\\b(head|tail)\\s+(?:-n\\s*|--lines(?:=|\\s+)|-)(\\d{1,9})(?![\\d+])");
    static final Pattern LIMIT =
        Pattern.compile("(?i)\\bLIMIT\\s+(\\d{1,9})(?:\\s*,\\s*(\\d{1,9}))?\\b|\\bFETCH\\s+FIRST\\s+(\\d{1,9})\\s+ROWS?\\b|\\bTOP\\s*\\(?\\s*(\\d{1,9})\\b");
    static final Pattern ROWS_STATED = Pattern.compile("\\((\\d{1,9}) rows?\\)|\\b(\\d{1,9}) rows? in set\\b");

    private Patterns() {}
  }

  private static final Set<String> CURSORS = Set.of("next", "next_page_token", "nextPageToken", "nextCursor",
      "next_cursor", "cursor", "nextLink", "@odata.nextLink", "next_page", "next_page_url", "continuation_token",
      "continuationToken", "NextToken", "nextToken", "next_token", "NextMarker", "NextContinuationToken");
  private static final Set<String> MORE_FLAGS = Set.of("has_more", "hasMore", "has_next", "hasNext", "more",
      "truncated", "is_truncated", "IsTruncated", "isTruncated", "incomplete_results");
  private static final Set<String> PAGES = Set.of("total_pages", "totalPages", "page_count", "pageCount",
      "last_page", "lastPage", "pages");

  /** The parser factory for a JSON page's nested members, made on first use. */
  private static final class Json {
    static final JsonFactory FACTORY = new JsonFactory();

    private Json() {}
  }
  private static final int MAX_NESTED = 4_096;

  private UpstreamCut() {}

  /** The sentence an observation states for {@code reason}. */
  public static String sentence(String reason) {
    return PHRASE + reason;
  }

  /** The reason {@code shaped} states that its output may have been cut upstream, if it does. */
  public static Optional<String> reason(Shaped shaped) {
    for (String n : shaped.notes()) {
      if (n.startsWith(PHRASE)) {
        return Optional.of(n.substring(PHRASE.length()));
      }
    }
    return Optional.empty();
  }

  /**
   * The first sign among the counts of an output that it was cut upstream.
   *
   * @param bytes the raw output's length
   * @param lines its line count
   * @param items for JSON, NDJSON and CSV, its items (records); empty otherwise
   * @param command the command that produced it, if known
   * @param tail the output's last few KiB as text, where a query tool states its row count; may be empty
   */
  public static Optional<String> ofCounts(long bytes, long lines, OptionalLong items, Optional<String> command,
      String tail) {
    if (command.isPresent()) {
      Optional<String> c = ofCommand(command.get(), lines, items, tail);
      if (c.isPresent()) {
        return c;
      }
    }
    if (bytes >= MIN_POWER_OF_TWO && (bytes & (bytes - 1)) == 0) {
      return Optional.of("exactly " + Grouping.of(bytes) + " bytes");
    }
    if (items.isPresent() && round(items.getAsLong())) {
      return Optional.of("exactly " + Grouping.of(items.getAsLong()) + " items");
    }
    if (round(lines) && items.isEmpty()) {
      return Optional.of("exactly " + Grouping.of(lines) + " lines");
    }
    return Optional.empty();
  }

  private static Optional<String> ofCommand(String command, long lines, OptionalLong items, String tail) {
    Matcher h = command.contains("head") || command.contains("tail") ? Patterns.HEAD_TAIL.matcher(command) : null;
    while (h != null && h.find()) {
      long n = Long.parseLong(h.group(2));
      if (n > 0 && n == lines) {
        return Optional.of("exactly " + Grouping.of(n) + " lines, as '" + h.group(1) + " -n " + n + "' keeps");
      }
    }
    Optional<String> logTail = LogTail.of(command, lines);
    if (logTail.isPresent()) {
      return logTail;
    }
    String lower = command.toLowerCase(java.util.Locale.ROOT); // LIMIT ignores ASCII case
    boolean limits = lower.contains("limit") || lower.contains("fetch") || lower.contains("top");
    Matcher l = limits ? Patterns.LIMIT.matcher(command) : null;
    while (l != null && l.find()) {
      String g = l.group(2) != null ? l.group(2) : l.group(1) != null ? l.group(1)
          : l.group(3) != null ? l.group(3) : l.group(4);
      long n = Long.parseLong(g);
      if (n > 0 && (rows(n, lines, items) || stated(n, tail))) {
        return Optional.of(Grouping.of(n) + " rows, the query's limit");
      }
    }
    return Optional.empty();
  }

  /** Whether {@code n} rows account for the output: as items, or as lines with at most a header. */
  private static boolean rows(long n, long lines, OptionalLong items) {
    return items.isPresent() ? items.getAsLong() == n : lines == n || lines == n + 1;
  }

  private static boolean stated(long n, String tail) {
    if (!tail.contains("row")) {
      return false;
    }
    Matcher m = Patterns.ROWS_STATED.matcher(tail);
    while (m.find()) {
      String g = m.group(1) != null ? m.group(1) : m.group(2);
      if (Long.parseLong(g) == n) {
        return true;
      }
    }
    return false;
  }

  /** 1,000, 10,000, 100,000, ...: a count a tool or a caller picks as a limit. */
  private static boolean round(long n) {
    if (n < 1_000) {
      return false;
    }
    while (n % 10 == 0) {
      n /= 10;
    }
    return n == 1;
  }

  /**
   * A JSON page's sign that more follows, from its top-level members' names and compact values
   * (and those of a member that is a small object, such as {@code response_metadata} or {@code
   * links}).
   */
  static Optional<String> ofMembers(List<Map.Entry<String, String>> members) {
    for (Map.Entry<String, String> m : members) {
      Optional<String> s = sign(m.getKey(), m.getValue(), members);
      if (s.isPresent()) {
        return s;
      }
    }
    for (Map.Entry<String, String> m : members) {
      String v = m.getValue();
      if (v != null && v.startsWith("{") && v.length() <= MAX_NESTED) {
        Optional<String> s = nested(m.getKey(), v);
        if (s.isPresent()) {
          return s;
        }
      }
    }
    return Optional.empty();
  }

  private static Optional<String> nested(String name, String object) {
    List<Map.Entry<String, String>> inner = new java.util.ArrayList<>();
    try (JsonParser p = Json.FACTORY.createParser(object)) {
      if (p.nextToken() != JsonToken.START_OBJECT) {
        return Optional.empty();
      }
      while (p.nextToken() == JsonToken.FIELD_NAME) {
        String key = p.currentName();
        JsonToken t = p.nextToken();
        String value;
        if (t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) {
          p.skipChildren();
          value = t == JsonToken.START_OBJECT ? "{...}" : "[...]";
        } else if (t == JsonToken.VALUE_STRING) {
          value = "\"" + p.getText() + "\"";
        } else {
          value = p.getText();
        }
        inner.add(Map.entry(key, value));
      }
    } catch (java.io.IOException e) {
      return Optional.empty(); // not an object after all: no sign
    }
    for (Map.Entry<String, String> m : inner) {
      Optional<String> s = sign(m.getKey(), m.getValue(), inner);
      if (s.isPresent()) {
        return Optional.of(name + "." + s.get());
      }
    }
    return Optional.empty();
  }

  private static Optional<String> sign(String key, String value, List<Map.Entry<String, String>> siblings) {
    if (value == null) {
      return Optional.empty();
    }
    if (CURSORS.contains(key) && !value.equals("null") && !value.equals("\"\"") && !value.equals("false")
        && !value.equals("[]") && !value.equals("{}")) {
      return Optional.of(key + " is set, so a next page follows");
    }
    if (MORE_FLAGS.contains(key) && value.equals("true")) {
      return Optional.of(key + ": true");
    }
    if (key.equals("page") || key.equals("current_page") || key.equals("currentPage")) {
      long page = number(value);
      for (Map.Entry<String, String> s : siblings) {
        if (PAGES.contains(s.getKey())) {
          long total = number(s.getValue());
          if (page > 0 && total > page) {
            return Optional.of("page " + page + " of " + total);
          }
        }
      }
    }
    return Optional.empty();
  }

  private static long number(String value) {
    try {
      return Long.parseLong(value.replace("\"", ""));
    } catch (NumberFormatException e) {
      return -1;
    }
  }
}
