package dev.candor;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * What an {@link ItemRun}'s statement says about the items shown: the counts ({@code
 * "showing":k,"of":n}), every cut range ({@code items 6-40, 42-1199}), the failures, and what the
 * items shown are when they are not simply the first ones ({@code the 3 failure records, the
 * first 5, the last 2}).
 */
final class ItemStatement {
  private ItemStatement() {}

  /** The rare values named in the statement at most; the others are counted. */
  static final int RARE_REASONS = 3;

  /** {@code items 6-40, 42-1199}: every cut range when {@code k} items are shown; empty for none. */
  static String cutRanges(ItemRun run, int k, String noun) {
    List<Cut> cuts = run.cuts(k);
    StringBuilder sb = new StringBuilder();
    for (Cut c : cuts) {
      if (sb.length() == 0) {
        sb.append(cuts.size() == 1 ? StructuredMeta.range(noun, c.from(), c.to()) : noun + ' ' + span(c));
      } else {
        sb.append(", ").append(span(c));
      }
    }
    return sb.toString();
  }

  private static String span(Cut c) {
    return c.from() == c.to() ? Long.toString(c.from()) : c.from() + "-" + c.to();
  }

  /**
   * What the {@code k} items shown are, when they are not simply the first ones: {@code the 3
   * failure records, the row with a rare value: pending_restart = t (1 of 354), the first 5, the
   * last 2}; null when they are the first {@code k}.
   */
  static String keptWords(ItemRun run, int k, String noun) {
    List<HeldItem> s = run.shownEntries(k);
    long total = run.total();
    long failures = run.failures();
    if (s.isEmpty() || s.get(s.size() - 1).index == s.size() - 1) {
      return null;
    }
    long first = 0;
    while (first < s.size() && s.get((int) first).index == first) {
      first++;
    }
    long last = 0;
    while (last < s.size() && s.get(s.size() - 1 - (int) last).index == total - 1 - last) {
      last++;
    }
    long failed = 0;
    long beside = 0;
    long pointed = 0;
    long warned = 0;
    List<HeldItem> rareShown = new ArrayList<>();
    for (HeldItem e : s) {
      if (e.rare != null && !e.failure && !e.warning) {
        rareShown.add(e);
      }
      failed += e.failure ? 1 : 0;
      beside += e.related && !e.pointedAt && failures < total ? 1 : 0;
      pointed += e.pointedAt && failures < total ? 1 : 0;
      warned += e.warning ? 1 : 0;
    }
    String record = noun.equals("rows") ? "row" : "record";
    List<String> parts = new ArrayList<>();
    if (failed > 0 && failures < total) {
      parts.add(failed == failures
          ? failed == 1 ? "the failure " + record : "the " + Grouping.of(failed) + " failure " + record + "s"
          : Grouping.of(failed) + " of " + Grouping.of(failures) + " failure " + record + "s");
    }
    long warnings = run.warnings();
    if (warned > 0 && warnings < total) {
      parts.add(warned == warnings
          ? warned == 1 ? "the warning " + record : "the " + Grouping.of(warned) + " warning " + record + "s"
          : Grouping.of(warned) + " of " + Grouping.of(warnings) + " warning " + record + "s");
    }
    long rare = rareShown.size();
    if (rare > 0) {
      rareShown.sort(Comparator.comparingInt(e -> e.rareRank));
      List<String> named = new ArrayList<>(new LinkedHashSet<>(rareShown.stream().map(e -> e.rare).toList()));
      String reasons = named.size() <= RARE_REASONS ? String.join(", ", named)
          : String.join(", ", named.subList(0, RARE_REASONS)) + " and " + (named.size() - RARE_REASONS) + " more";
      parts.add((rare == 1 ? "the " + record : "the " + Grouping.of(rare) + " " + record + "s")
          + " with a rare value: " + reasons);
    }
    if (beside > 0) {
      parts.add(Grouping.of(beside) + " " + record + (beside == 1 ? "" : "s")
          + " of the same " + run.relatedNames() + " before them");
    }
    if (pointed > 0) {
      parts.add(Grouping.of(pointed) + " " + record + (pointed == 1 ? "" : "s") + " they point at by id");
    }
    if (first > 0) {
      parts.add("the first " + Grouping.of(first));
    }
    if (last > 0) {
      parts.add("the last " + Grouping.of(last));
    }
    return String.join(", ", parts);
  }

  /**
   * The statement's counts when {@code k} items are shown: {@code "showing":k,"of":n}, then when
   * something is cut {@code "cut":"items 6-40, 42-1199"}, then {@code "failures":3} when any item
   * signals failure, then {@code "kept":"the 3 failure records, the first 5, the last 2"} when the
   * items shown are not simply the first ones.
   */
  static List<String> counts(ItemRun run, int k, String noun) {
    long total = run.total();
    List<String> out = new ArrayList<>(5);
    out.add(StructuredMeta.member("showing", k));
    out.add(StructuredMeta.member("of", total));
    if (k < total) {
      out.add(StructuredMeta.member("cut", cutRanges(run, k, noun)));
    }
    if (run.failures() > 0) {
      out.add(StructuredMeta.member("failures", run.failures()));
    }
    String duplicates = run.aggregates().duplicates();
    if (duplicates != null) {
      out.add(StructuredMeta.member("duplicate_keys", duplicates));
    }
    String kept = keptWords(run, k, noun);
    if (kept != null) {
      out.add(StructuredMeta.member("kept", kept));
    }
    String inPart = inPart(run, k, noun);
    if (inPart != null) {
      out.add(StructuredMeta.member("inside", inPart));
    }
    return out;
  }

  /**
   * {@code item 201 is shown in part; its own statement says what is cut}: the items shown in part
   * among the {@code k} shown ({@link ItemParts}); null when every item shown is whole.
   */
  private static String inPart(ItemRun run, int k, String noun) {
    List<Long> numbers = new ArrayList<>();
    for (HeldItem e : run.shownEntries(k)) {
      if (e.inPart) {
        numbers.add(e.index + 1);
      }
    }
    if (numbers.isEmpty()) {
      return null;
    }
    String which = numbers.size() == 1 ? noun.substring(0, noun.length() - 1) + " " + numbers.get(0)
        : noun + " " + numbers.stream().map(String::valueOf).collect(java.util.stream.Collectors.joining(", "));
    return which + (numbers.size() == 1 ? " is shown in part; its own statement says what is cut"
        : " are shown in part; each one's own statement says what is cut");
  }

  /** The statement's member {@code "empty_fields":["deleted_at"]}, or null for none. */
  static String emptyFieldsMember(List<String> names) {
    if (names.isEmpty()) {
      return null;
    }
    StringBuilder sb = new StringBuilder("\"empty_fields\":[");
    for (int i = 0; i < names.size(); i++) {
      sb.append(i == 0 ? "" : ",").append(StructuredMeta.quote(names.get(i)));
    }
    return sb.append(']').toString();
  }
}
