package dev.candor;

import java.util.List;
import java.util.Set;

/**
 * The lines that say what a line kept for its rarity is about, when it says so nowhere itself: a
 * value that stands out of a routine record ({@code tuples: 0 removed, 20000 remain, 13340 are
 * dead but not yet removable}) is read with the nearest line above it that names something
 * ({@code INFO:  finished vacuuming "ledger.public.invoices"}) and with the line above that one
 * when it names the same ({@code INFO:  vacuuming "ledger.public.invoices"}): the record's head.
 * Names are {@link Names}' (paths, hosts, files, ids); when no line above names anything, the
 * nearest that quotes a value ({@code Processing section "[safeguarding]"}) heads the record. A
 * blank line ends the search, as it ends a record; a line that names something itself needs none.
 */
final class Namers {
  private Namers() {}

  /** How far above a line the request it answers is looked for. */
  static final int ASKED_REACH = 1;

  /**
   * The line a rare line answers, when {@code scan} holds the lines above it: the nearest of the
   * {@link #ASKED_REACH} lines above that names the same thing ({@link Names#sameThing}), as
   * {@code Serving ltsp/vmlinuz-6.1.0-13-amd64} heads {@code File .../ltsp/vmlinuz-6.1.0-13-amd64
   * not found}; none when a blank line comes first.
   */
  static List<Line> asked(Scan scan, Line line) {
    List<Line> list = Owners.around(scan, line.number());
    if (list == null) {
      return List.of();
    }
    int i = (int) (line.number() - list.get(0).number());
    for (int k = i - 1; k >= Math.max(0, i - ASKED_REACH); k--) {
      Line a = list.get(k);
      if (a.text().isBlank()) {
        return List.of();
      }
      if (Names.sameThing(a.text(), line.text())) {
        return List.of(a);
      }
    }
    return List.of();
  }

  /** How far above a rare line the lines naming its long number are looked for. */
  static final int NUMBER_REACH = 50;
  /** Digits a number needs to name one thing (a phone, an account, an order), not a count or a time. */
  static final int NUMBER_DIGITS = 7;
  /** At most this many lines above may hold the number: more make it a routine value, not one thing's. */
  static final int NUMBER_LINES = 2;

  /**
   * The lines above a rare line that name the same long number ({@value #NUMBER_DIGITS} digits or
   * more, a token of its own), when {@code scan} holds them: a reminder 'not sent, +447700900518
   * texted in last 10 min' is explained by the reminder sent to +447700900518 a few lines above.
   * The first such number of the line that one or {@value #NUMBER_LINES} lines within {@value
   * #NUMBER_REACH} above hold; those lines, in line order. Empty when none.
   */
  static List<Line> sharingNumber(Scan scan, Line line) {
    List<Line> list = Owners.around(scan, line.number());
    if (list == null) {
      return List.of();
    }
    int i = (int) (line.number() - list.get(0).number());
    for (String number : longNumbers(line.text())) {
      java.util.ArrayDeque<Line> out = new java.util.ArrayDeque<>();
      for (int k = i - 1; k >= Math.max(0, i - NUMBER_REACH) && out.size() <= NUMBER_LINES; k--) {
        if (holdsNumber(list.get(k).text(), number)) {
          out.addFirst(list.get(k));
        }
      }
      if (!out.isEmpty() && out.size() <= NUMBER_LINES) {
        return List.copyOf(out);
      }
    }
    return List.of();
  }

  /** The tokens of {@code text} that are runs of {@value #NUMBER_DIGITS} digits or more, not inside a longer word or number. */
  static List<String> longNumbers(String text) {
    List<String> out = new java.util.ArrayList<>(2);
    int n = text.length();
    for (int i = 0; i < n; i++) {
      if (!isDigit(text.charAt(i)) || i > 0 && wordChar(text.charAt(i - 1))) {
        continue;
      }
      int e = i;
      while (e < n && isDigit(text.charAt(e))) {
        e++;
      }
      if (e - i >= NUMBER_DIGITS && (e == n || !wordChar(text.charAt(e))) && !(e < n - 1 && text.charAt(e) == '.'
          && isDigit(text.charAt(e + 1)))) {
        out.add(text.substring(i, e));
      }
      i = e;
    }
    return out;
  }

  private static boolean holdsNumber(String text, String number) {
    for (int at = text.indexOf(number); at >= 0; at = text.indexOf(number, at + 1)) {
      int e = at + number.length();
      if ((at == 0 || !wordChar(text.charAt(at - 1)) && text.charAt(at - 1) != '.')
          && (e == text.length() || !wordChar(text.charAt(e)))) {
        return true;
      }
    }
    return false;
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private static boolean wordChar(char c) {
    return Character.isLetterOrDigit(c) || c == '_';
  }

  /** The lines of {@code above} (the lines just above {@code line}, in order) that name what {@code line} is about; in line order. */
  static List<Line> of(Line line, List<Line> above) {
    if (above.isEmpty() || !Names.of(line.text()).isEmpty()) {
      return List.of();
    }
    int quoted = -1; // the nearest line above that quotes something, when none names anything
    for (int k = above.size() - 1; k >= 0; k--) {
      Line a = above.get(k);
      if (a.text().isBlank()) {
        break;
      }
      Set<String> names = Names.of(a.text());
      if (names.isEmpty()) {
        if (quoted < 0 && QUOTED.matcher(a.text()).find()) {
          quoted = k;
        }
        continue;
      }
      if (k > 0) {
        Set<String> up = Names.of(above.get(k - 1).text());
        up.retainAll(names);
        if (!up.isEmpty()) {
          return List.of(above.get(k - 1), a);
        }
      }
      return List.of(a);
    }
    return quoted < 0 ? List.of() : List.of(above.get(quoted));
  }

  /**
   * A value quoted whole, of three chars or more, in a line that names nothing else: {@code
   * Processing section "[safeguarding]"} heads the record whose one unknown parameter stands out.
   */
  private static final java.util.regex.Pattern QUOTED = java.util.regex.Pattern.compile("\"[^\"]{3,}\"|'[^']{3,}'|`[^`']{3,}'");
}
