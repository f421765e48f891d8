package dev.candor;

import java.util.List;
import java.util.Set;

/**
 * The lines that say what a line kept for its rarity is about, when it says so nowhere itself: a
 * value that stands out of a routine record ({@code tuples: 0 removed, 20000 remain, 13340 are
 * dead but not yet removable}) is read with the nearest line above it that names something
 * ({@code INFO:  finished vacuuming "ledger.public.invoices"}) and with the line above that one
 * when it names the same ({@code INFO:  vacuuming "ledger.public.invoices"}): the record's head.
 * Names are {@link Names}' (paths, hosts, files, ids). A blank line ends the search, as it ends a
 * record; a line that names something itself needs none.
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

  /** The lines of {@code above} (the lines just above {@code line}, in order) that name what {@code line} is about; in line order. */
  static List<Line> of(Line line, List<Line> above) {
    if (above.isEmpty() || !Names.of(line.text()).isEmpty()) {
      return List.of();
    }
    for (int k = above.size() - 1; k >= 0; k--) {
      Line a = above.get(k);
      if (a.text().isBlank()) {
        return List.of();
      }
      Set<String> names = Names.of(a.text());
      if (names.isEmpty()) {
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
    return List.of();
  }
}
