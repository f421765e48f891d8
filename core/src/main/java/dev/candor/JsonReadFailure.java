package dev.candor;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import dev.candor.StructuredShaper.NotStructured;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * Why a JSON document or NDJSON stream could not be read, in words: where the parser stood
 * ({@code member 'items'}, {@code line 32}), how far it got ({@code after 31 complete items}), and
 * whether the input merely ends early, which reads as the tool's own output cut off.
 */
final class JsonReadFailure {
  private JsonReadFailure() {}

  /** Where the reader stood when the parser failed. */
  record At(String where, ItemRun run, String noun, int valueLine, long members) {}

  /**
   * Why the input is not a document. An error at the very end of the input, after the source ran
   * dry, means the input was cut off there, whatever Jackson calls it: "Unexpected end-of-input",
   * or "Unrecognized token 'tr'" for a {@code true} cut in two.
   */
  static NotStructured of(IOException e, CountingInput counted, At at) {
    JsonLocation loc = e instanceof JsonProcessingException ? ((JsonProcessingException) e).getLocation() : null;
    boolean ranOn = false;
    String where = at.where();
    if (loc != null && at.noun().equals("lines")) {
      // The error may come before the line's first token, or lines after the line whose value did
      // not end where it should: the line to name is the one the value started on.
      ranOn = at.valueLine() > 0 && loc.getLineNr() != at.valueLine();
      where = "line " + Grouping.of(at.valueLine() > 0 ? at.valueLine() : loc.getLineNr());
    }
    String inside = where + progress(at);
    boolean atEnd = e instanceof JsonEOFException
        || loc != null && counted.ended() && loc.getByteOffset() + tokenBytes(e) >= counted.count();
    if (atEnd) {
      return new NotStructured("input ends inside " + inside + ": the tool's own output looks truncated", true);
    }
    String place = loc == null ? "" : " at line " + Grouping.of(loc.getLineNr()) + ", column " + loc.getColumnNr();
    if (ranOn) {
      place = " on " + where + ": its value does not end on its line (the parser stopped at line "
          + Grouping.of(loc.getLineNr()) + ", column " + loc.getColumnNr() + ")";
    }
    String why = e instanceof JsonProcessingException
        ? ((JsonProcessingException) e).getOriginalMessage()
        : e.getMessage();
    String what = e instanceof StreamConstraintsException ? "JSON too large to read" : "not valid JSON";
    return new NotStructured(what + place + ", inside " + inside + ": " + firstLine(why), false);
  }

  /**
   * The length of the token an "Unrecognized token" error names, since Jackson (2.21 on) places
   * the error at the token's start: {@code tr} at the very end is a {@code true} cut in two.
   */
  private static long tokenBytes(IOException e) {
    String m = e instanceof JsonProcessingException ? ((JsonProcessingException) e).getOriginalMessage() : null;
    String prefix = "Unrecognized token '";
    if (m == null || !m.startsWith(prefix)) {
      return 0;
    }
    int close = m.indexOf('\'', prefix.length());
    return close < 0 ? 0 : m.substring(prefix.length(), close).getBytes(StandardCharsets.UTF_8).length;
  }

  private static String progress(At at) {
    if (at.run() != null) {
      return " after " + complete(at.run().total(), at.noun());
    }
    return at.members() >= 0 ? " after " + complete(at.members(), "members") : "";
  }

  /** {@code 31 complete items}, {@code 1 complete item}. */
  private static String complete(long n, String nouns) {
    return Grouping.of(n) + " complete " + (n == 1 ? nouns.substring(0, nouns.length() - 1) : nouns);
  }

  /** The first line of a parser's message; "unreadable input" for none. */
  static String firstLine(String s) {
    if (s == null) {
      return "unreadable input";
    }
    int nl = s.indexOf('\n');
    return nl < 0 ? s : s.substring(0, nl);
  }
}
