package dev.candor;

import java.util.List;

/** What a shaped {@link ShownObject} left out, as cuts and as notes in words. */
final class ObjectCuts {
  private ObjectCuts() {}

  /**
   * Adds the cuts and notes of {@code n}, the top-level object when {@code top}: arrays capped,
   * values replaced by their size, members left out, each stated.
   */
  static void add(ShownObject n, boolean top, long readCap, List<Cut> cuts, List<String> notes) {
    if (!n.candorKey.equals("candor") && (top || n.stated())) {
      notes.add((top ? "the object" : "member '" + n.path + "'") + " has its own 'candor' member, so the"
          + " statement is named '" + n.candorKey + "'");
    }
    for (int i = 0; i < n.members.size(); i++) {
      JsonMember m = n.members.get(i);
      if (!n.visible(i)) {
        continue;
      }
      if (m.isArray()) {
        cuts.addAll(m.array().cuts(n.shown[i]));
        String capped = JsonObservation.capNote("member '" + n.name(i) + "'", m.array(), n.shown[i], readCap);
        if (capped != null) {
          notes.add(capped);
        }
      } else if (m.isObject() ? n.replaced[i] : m.isValue() && (n.replaced[i] || m.value() == null)) {
        notes.add("member '" + n.name(i) + "' replaced: " + Grouping.of(m.rawBytes()) + " bytes"
            + (m.isValue() && m.value() == null ? ", more than the read cap of " + Grouping.of(readCap) : ""));
        // A value replaced by its size is cut as surely as a dropped item: the result must say so.
        cuts.add(Cut.of(CutReason.ITEMS, i + 1, i + 1, Math.max(0, m.rawBytes())));
      }
    }
    if (n.shownMembers() < n.total) {
      String where = top ? "" : " of member '" + n.path + "'";
      for (long[] gap : n.gaps()) {
        long bytes = 0;
        for (long i = gap[0] - 1; i < Math.min(gap[1], n.members.size()); i++) {
          bytes += Math.max(0, n.members.get((int) i).rawBytes());
        }
        cuts.add(Cut.of(CutReason.ITEMS, gap[0], gap[1], bytes));
      }
      notes.add(n.gapRanges() + where + " of "
          + Grouping.of(n.total) + " not shown"
          + (n.members.size() < n.total ? "; members after " + Grouping.of(n.members.size())
          + " were past the read cap of " + Grouping.of(readCap) + " bytes" : ""));
    }
  }
}
