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
