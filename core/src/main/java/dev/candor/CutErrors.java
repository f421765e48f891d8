package dev.candor;

import java.util.List;

/**
 * The error lines a cut removes, by template: what its marker adds so that a cut never hides
 * error lines silently ({@code , of them 425 error lines: 424 like "src/file<N>.c:<N>:5: error:
 * ...", 1 like "..."}).
 *
 * @param lines the error lines among the cut lines, exactly
 * @param kinds the most common templates among them, the most lines first: each with its count
 *     and its display; their counts sum to at most {@code lines}, the rest being of other templates
 */
record CutErrors(long lines, List<Kind> kinds) {
  /** At most this many templates are named in one marker. */
  static final int KINDS = 2;
  /** A template is displayed to this many characters. */
  static final int LIKE_CHARS = 72;

  /** One template of cut error lines: how many, and how it reads ({@code 'count<N>' undeclared ...}). */
  record Kind(long count, String like) {}

  CutErrors {
    kinds = List.copyOf(kinds);
    if (lines < 1) {
      throw new IllegalArgumentException("lines < 1: " + lines);
    }
  }

  /** The clause the marker adds before its closing {@code ...]}. */
  String clause() {
    StringBuilder sb = new StringBuilder(", of them ").append(Marker.plural(lines, "error line"));
    long named = 0;
    for (int i = 0; i < kinds.size(); i++) {
      Kind k = kinds.get(i);
      sb.append(i == 0 ? ": " : ", ").append(Grouping.of(k.count())).append(" like \"").append(k.like()).append('"');
      named += k.count();
    }
    if (!kinds.isEmpty() && named < lines) {
      sb.append(", ").append(Grouping.of(lines - named)).append(" of other kinds");
    }
    return sb.toString();
  }
}
