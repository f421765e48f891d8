package dev.candor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Renders a {@link ShownObject} tree as the shape chosen so far: its members in order, one per line
 * at the top level (or all on one line, as an NDJSON line must be), the statement right after the
 * first member, each gap where it is, and replaced values summarised in place.
 */
final class ObjectRender {
  private final ShownObject root;
  private final Map<String, Object> meta;
  /** The statement's members naming the projection, if any. */
  private final List<String> projection;
  /** What the rendering is framed by: empty, or the document around an array's one element. */
  private final String prefix;
  private final String suffix;
  /** Whether the object is written on one line, as an NDJSON line must be; else a member a line. */
  private final boolean oneLine;

  ObjectRender(ShownObject root, Map<String, Object> meta, List<String> projection, String prefix, String suffix,
      boolean oneLine) {
    this.root = root;
    this.meta = meta;
    this.projection = projection;
    this.prefix = prefix;
    this.suffix = suffix;
    this.oneLine = oneLine;
  }

  /** The whole document as now shaped, framed. */
  String render() {
    StringBuilder sb = new StringBuilder(prefix);
    render(root, sb);
    return sb.append(suffix).toString();
  }

  /**
   * Appends {@code n} as an object: its members, each gap where it is, and the statement right before
   * the first member it speaks of (an array shown in part, a value replaced by its size, a gap), or
   * last when nothing here is cut; never before the first member, which opens the object. The values
   * ahead of it stay together: <code>{"errors":1,"warnings":41,"candor":{...},"messages":[...]}</code>.
   */
  private void render(ShownObject n, StringBuilder sb) {
    boolean top = n == root;
    String sep = top && !oneLine ? ",\n" : ",";
    String statement = top || n.stated() ? statement(n) : null;
    if (top && !prefix.isEmpty() && "{}".equals(statement)) {
      statement = null; // an item shown in part inside a document: nothing of its own to state
    }
    sb.append('{');
    boolean first = true;
    int size = n.members.size();
    List<long[]> gaps = n.gaps();
    int g = 0;
    for (int i = 0; i <= size; i++) {
      boolean gapHere = g < gaps.size() && gaps.get(g)[0] == i + 1;
      if (statement != null && !first && (gapHere || i < size && n.visible(i) && cutHere(n, i))) {
        sb.append(sep).append(StructuredMeta.quote(n.candorKey)).append(':').append(statement);
        statement = null;
      }
      if (gapHere) {
        sb.append(first ? "" : sep).append(StructuredMeta.quote(n.gapKey(g))).append(':')
            .append(StructuredMeta.quote(n.gapText(gaps.get(g))));
        first = false;
        g++;
      }
      if (i == size || !n.visible(i)) {
        continue;
      }
      sb.append(first ? "" : sep);
      member(n, i, sb);
      first = false;
    }
    if (statement != null) {
      // Nothing after the first member is cut: the statement ends the object (or opens it, when no
      // member is shown at all).
      sb.append(first ? "" : sep).append(StructuredMeta.quote(n.candorKey)).append(':').append(statement);
      first = false;
    }
    sb.append(top && !first && !oneLine ? "\n}" : "}");
  }

  /** Whether member {@code i} is cut where it stands: an array shown in part, or a value replaced by its size. */
  private static boolean cutHere(ShownObject n, int i) {
    ItemRun run = n.members.get(i).array();
    return run != null && (n.shown[i] < run.total() || n.inside[i] != null) || n.replaced[i];
  }

  private void member(ShownObject n, int i, StringBuilder sb) {
    JsonMember m = n.members.get(i);
    if (m.name().equals("of") && i > 0 && n.members.get(i - 1).name().equals("showing")) {
      sb.append(' '); // the tool's "showing" and "of" must not read as Candor's statement (ToolMarks)
    }
    sb.append(StructuredMeta.quote(m.name())).append(ToolMarks.spacedMember(m.name()) ? ": " : ":");
    if (m.isArray() && n.inside[i] != null) {
      sb.append('[').append(n.inside[i]).append(']');
    } else if (m.isArray()) {
      JsonObservation.appendItems(sb, m.array(), n.shown[i]);
    } else if (n.children[i] != null && !n.replaced[i]) {
      render(n.children[i], sb);
    } else if (n.replaced[i] || m.value() == null) {
      sb.append(replacementJson(n, i));
    } else {
      sb.append(m.value());
    }
  }

  /**
   * A replaced member's value as JSON: an object stays an object, summarised in place as
   * <code>{"candor_gap":"12 keys, 8,013 bytes"}</code>; anything else is the string {@code "[cut:
   * 18,402 bytes]"}.
   */
  private String replacementJson(ShownObject n, int i) {
    JsonMember m = n.members.get(i);
    long keys = n.children[i] != null ? n.children[i].total
        : m.value() != null && m.value().startsWith("{") ? keyCount(m.value()) : -1;
    if (keys < 0) {
      return StructuredMeta.quote(replacement(m));
    }
    String gapKey = n.children[i] != null ? n.children[i].gapKey : "candor_gap";
    return "{" + StructuredMeta.quote(gapKey) + ":" + StructuredMeta.quote(Marker.plural(keys, "key") + ", "
        + Grouping.of(m.rawBytes()) + " bytes") + "}";
  }

  /** The top-level keys of each object value counted so far, by identity of its text. */
  private final Map<String, Long> keyCounts = new java.util.IdentityHashMap<>();

  private long keyCount(String object) {
    return keyCounts.computeIfAbsent(object, ShownObject::keyCount);
  }

  private static String replacement(JsonMember m) {
    return "[cut: " + Grouping.of(m.rawBytes()) + " bytes]";
  }

  private String statement(ShownObject n) {
    List<String> extra = new ArrayList<>(n == root ? projection : List.of());
    StringBuilder arrays = new StringBuilder();
    for (int i = 0; i < n.members.size(); i++) {
      ItemRun run = n.members.get(i).array();
      if (run != null && n.visible(i)) {
        arrays.append(arrays.length() == 0 ? "{" : ",").append(StructuredMeta.quote(n.members.get(i).name()))
            .append(":{").append(String.join(",", ItemStatement.counts(run, n.shown[i], "items")))
            .append(n.inside[i] == null ? "" : "," + StructuredMeta.member("inside", "item "
                + run.shownNumbers(1)[0] + " is shown in part; what is cut inside it is marked where it is"))
            .append(n.emptyFields[i] == null ? "" : "," + n.emptyFields[i])
            .append(n.aggregates[i] == null ? "" : "," + n.aggregates[i])
            .append('}');
      }
    }
    if (arrays.length() > 0) {
      extra.add("\"arrays\":" + arrays.append('}'));
    }
    if (n.shownMembers() < n.total) {
      List<String> counts = new ArrayList<>();
      counts.add(StructuredMeta.member("showing", n.shownMembers()));
      counts.add(StructuredMeta.member("of", n.total));
      counts.add(StructuredMeta.member("cut", n.gapRanges()));
      if (n.anyPinned()) {
        counts.add(StructuredMeta.member("kept", "the first and last members and those that signal failure, count problems"
            + (n.anyStandout() ? ", name the object or hold a rare value" : " or name the object")));
      }
      extra.add("\"members\":{" + String.join(",", counts) + "}");
    }
    if (n == root && prefix.isEmpty()) {
      String summarised = summarised(n);
      if (summarised != null) {
        extra.add(StructuredMeta.member("summarised", summarised));
      }
    }
    return StructuredMeta.json(n == root ? meta : Map.of(), extra);
  }

  /**
   * What of the document's visible members is summarised in place, as <code>{"candor_gap":"5 keys,
   * 234 bytes"}</code> or {@code "[cut: 18,402 bytes]"}: the top-level ones by number, those deeper
   * by count, each with its bytes ({@code members 4-5, 10: 699 bytes; 3 deeper: 1,210 bytes, each
   * where it stood}); null when none is.
   */
  static String summarised(ShownObject root) {
    StringBuilder numbers = new StringBuilder();
    long bytes = 0;
    long from = -1;
    long to = -1;
    for (int i = 0; i <= root.members.size(); i++) {
      boolean cut = i < root.members.size() && root.visible(i) && summarised(root, i);
      if (cut) {
        bytes += Math.max(0, root.members.get(i).rawBytes());
        if (from < 0) {
          from = i + 1;
        }
        to = i + 1;
        continue;
      }
      if (from > 0) {
        numbers.append(numbers.length() == 0 ? "" : ", ").append(from == to ? "" + from : from + "-" + to);
        from = -1;
      }
    }
    long[] deeper = new long[2];
    for (int i = 0; i < root.members.size(); i++) {
      if (root.visible(i) && root.children[i] != null && !root.replaced[i]) {
        deeper(root.children[i], deeper);
      }
    }
    if (numbers.length() == 0 && deeper[0] == 0) {
      return null;
    }
    String top = numbers.length() == 0 ? "" : "members " + numbers + ": " + Grouping.of(bytes) + " bytes";
    String inner = deeper[0] == 0 ? "" : deeper[0] + " deeper: " + Grouping.of(deeper[1]) + " bytes";
    return top + (top.isEmpty() || inner.isEmpty() ? "" : "; ") + inner + ", each where it stood";
  }

  /** Whether visible member {@code i} of {@code n} is summarised in place rather than shown. */
  private static boolean summarised(ShownObject n, int i) {
    JsonMember m = n.members.get(i);
    return m.isObject() ? n.replaced[i] : m.isValue() && (n.replaced[i] || m.value() == null);
  }

  /** Counts into {@code out} the members summarised in place inside {@code n}, and their bytes. */
  private static void deeper(ShownObject n, long[] out) {
    for (int i = 0; i < n.members.size(); i++) {
      if (!n.visible(i)) {
        continue;
      }
      if (summarised(n, i)) {
        out[0]++;
        out[1] += Math.max(0, n.members.get(i).rawBytes());
      } else if (n.children[i] != null && !n.replaced[i]) {
        deeper(n.children[i], out);
      }
    }
  }
}
