package dev.candor;

import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The names a line holds: a path ({@code /export/acct-0042}), a host ({@code
 * invoice-api.billing.internal}), a file ({@code importer.c:94}), an id such as {@code SKU-4071}:
 * tokens of at least {@link #MIN} chars that mix letters with digits or {@code . - _ /}. A word
 * of letters only ({@code GET}, {@code timeout}) or a number alone names nothing.
 */
final class Names {
  /** A name is at least this many chars long. */
  static final int MIN = 6;
  /** Only the first this many chars of a line are read. */
  private static final int SPAN = 512;

  private Names() {}

  /** The names in {@code s}, in order. */
  static Set<String> of(String s) {
    return of(s, 0);
  }

  /**
   * Whether {@code b} holds a name {@code a} holds past the start both lines share (a log prefix,
   * whose host, process and connection every line holds, names nothing of either line).
   */
  static boolean shared(String a, String b) {
    int common = commonStart(a, b);
    Set<String> names = of(a, common);
    if (names.isEmpty()) {
      return false;
    }
    for (String name : of(b, common)) {
      if (names.contains(name)) {
        return true;
      }
    }
    return false;
  }

  /**
   * As {@link #shared}, but a path also matches a path that ends with it ({@code
   * ltsp/vmlinuz-6.1.0-13-amd64} and {@code /srv/tftpboot/ltsp/vmlinuz-6.1.0-13-amd64}): a server
   * names a file as asked for, then by where it looked for it.
   */
  static boolean sameThing(String a, String b) {
    int common = commonStart(a, b);
    Set<String> theirs = of(b, common);
    for (String x : of(a, common)) {
      for (String y : theirs) {
        if (x.equals(y) || x.indexOf('/') >= 0 && y.indexOf('/') >= 0 && (x.endsWith("/" + y) || y.endsWith("/" + x))) {
          return true;
        }
      }
    }
    return false;
  }

  /** Where the token the two lines part in starts: the start both lines share, back to a separator. */
  private static int commonStart(String a, String b) {
    int n = Math.min(Math.min(a.length(), b.length()), SPAN);
    int common = 0;
    while (common < n && a.charAt(common) == b.charAt(common)) {
      common++;
    }
    while (common > 0 && !separator(a.charAt(common - 1))) {
      common--;
    }
    return common;
  }

  private static Set<String> of(String s, int from) {
    Set<String> out = new LinkedHashSet<>();
    int end = Math.min(s.length(), SPAN);
    int i = from;
    while (i < end) {
      while (i < end && separator(s.charAt(i))) {
        i++;
      }
      int start = i;
      boolean letter = false;
      boolean mark = false;
      while (i < end && !separator(s.charAt(i))) {
        char c = s.charAt(i);
        letter |= Character.isLetter(c);
        mark |= c >= '0' && c <= '9' || c == '.' || c == '-' || c == '_' || c == '/';
        i++;
      }
      int stop = i;
      while (stop > start && (s.charAt(stop - 1) == '.' || s.charAt(stop - 1) == ':')) {
        stop--; // a sentence's or a DNS name's final dot, a label's colon
      }
      if (stop - start >= MIN && letter && mark) {
        out.add(s.substring(start, stop));
      }
    }
    return out;
  }

  private static boolean separator(char c) {
    return Character.isWhitespace(c) || c == '<' || c == '>' || c == '(' || c == ')' || c == '[' || c == ']'
        || c == '{' || c == '}' || c == '"' || c == '\'' || c == ',' || c == ';' || c == '=' || c == '`';
  }
}
