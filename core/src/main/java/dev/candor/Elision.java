package dev.candor;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;

/**
 * Shortens long string values of a JSON value in place, saying how much of each was cut:
 * {@code "…(+18,402 chars)"}. The value stays valid JSON with the same structure, so items can be
 * shown whole, with their fields, before any item is dropped.
 */
final class Elision {
  /** Strings longer than this many chars are shortened to it. */
  static final int MAX_STRING = 160;

  /** A failure record's strings keep at most this many times {@link #MAX_STRING}. */
  static final int FAILURE_FACTOR = 4;
  /** A failure record's strings keep at least 1/this of the budget, in chars, when it is larger than {@link #MAX_STRING}. */
  static final int FAILURE_SHARE = 12;

  /**
   * The chars a failure record's strings are shortened to within {@code budget}: its message and
   * stack are the evidence (the frame in the program's own code sits past the first 160 chars of a
   * Node stack), so they keep a twelfth of the budget, between {@link #MAX_STRING} and {@link
   * #FAILURE_FACTOR} times it, and one huge trace still cannot take the budget.
   */
  static int failureMax(Budget budget) {
    long chars = budget.unit() == Unit.TOKENS ? budget.limit() * ApproxTokenizer.BYTES_PER_TOKEN : budget.limit();
    return (int) Math.max(MAX_STRING, Math.min((long) FAILURE_FACTOR * MAX_STRING, chars / FAILURE_SHARE));
  }

  private static final JsonFactory FACTORY = new JsonFactory();

  private Elision() {}

  /** Strings shortened to at least this many code points keep their end too: a third of them. */
  static final int KEEP_END_FROM = 48;

  /**
   * {@code s} cut to {@code max} code points, saying how many were cut where they were: its start
   * and, for a string of one line shortened to {@link #KEEP_END_FROM} code points or more, a third
   * of them from its end, around {@code "…(+18,402 chars)…"} (the file name that ends an error
   * message, a path's last part, a URL's query); a string of lines keeps its first (a stack's
   * message and innermost frames). {@code s} itself when it is not longer. Code points, so a string of emoji is not
   * "shortened" by nothing.
   */
  static String shorten(String s, int max) {
    int total = s.length() <= max ? 0 : s.codePointCount(0, s.length());
    if (total <= max) {
      return s;
    }
    int endKept = max >= KEEP_END_FROM && s.indexOf('\n') < 0 ? max / 3 : 0;
    int cut = s.offsetByCodePoints(0, max - endKept);
    int end = s.offsetByCodePoints(s.length(), -endKept);
    String mark = "\u2026(+" + Grouping.of(total - max) + " chars)";
    return endKept == 0 ? s.substring(0, cut) + mark : s.substring(0, cut) + mark + "\u2026" + s.substring(end);
  }

  /** {@code json} with every string longer than {@code max} chars shortened; {@code count[0]} counts them. */
  static String elide(String json, int max, long[] count) {
    StringWriter out = new StringWriter(Math.min(json.length(), 1 << 16));
    try (JsonParser p = FACTORY.createParser(json); JsonGenerator g = FACTORY.createGenerator(out)) {
      for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
        if (t == JsonToken.VALUE_STRING) {
          String s = p.getText();
          String shorter = shorten(s, max);
          count[0] += shorter == s ? 0 : 1;
          g.writeString(shorter);
        } else {
          JsonCopy.token(p, g, t);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("re-reading JSON that was written by Jackson cannot fail", e);
    }
    return out.toString();
  }
}
