package dev.candor;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one grammar of the gap markers Candor writes where it cut, rendered from a {@link Cut} and
 * parsed back.
 *
 * <pre>
 * [... cut lines 41-1986 from the middle: 1,946 lines, 951,000 bytes ...]
 * [... cut lines 41-1986 from the middle except 14 numbered below: 1,932 lines, 950,100 bytes ...]
 * [... cut inside line 1: 999,900,000 bytes ...]
 * [... cut items 32-340: 309 items, 51,200 bytes ...]
 * [... cut binary content: 8,192 bytes ...]
 * [... cut lines 7-11960 as repeats: 11,954 lines like "transforming &lt;path&gt;.tsx ... done", 987,654 bytes ...]
 * [... cut lines 129537-9870464 from the middle: 9,740,928 empty lines, 9,740,928 bytes ...]
 * [... cut lines 14-3405 from the middle: 3,392 lines, 129,254 bytes, of them 425 error lines: 424 like "src/file&lt;N&gt;.c:&lt;N&gt;:5: error: ...", 1 like "..." ...]
 * </pre>
 *
 * <p>An empty line holds nothing but spaces, tabs or a carriage return before its line break.
 *
 * <p>A cut of lines that match the error patterns says so in an optional last clause, {@code , of
 * them N error lines}, with the counts of its most common templates: no cut hides error lines silently.
 */
public final class Marker {
  /** Every marker starts with this text, so a model or a test can find them. */
  public static final String PREFIX = "[... cut ";

  /**
   * Written before a line of the tool's own output that reads as one of Candor's marks (a gap
   * marker this grammar parses, or a {@code [candor: ...]} line), so that neither the model nor a
   * reader of marks takes what the tool printed for a cut Candor made.
   */
  public static final String FROM_TOOL = "(tool) ";

  /**
   * The patterns {@link #parse} reads markers with, compiled on first parse: shaping only renders
   * markers, and a short call need not compile five expressions it never runs.
   */
  private static final class Grammar {
    static final Pattern LINES = Pattern.compile(
        "\\[\\.\\.\\. cut lines? ([0-9]+)(?:-([0-9]+))? (from the middle|from the start|from the end|outside the requested range)(?: except ([0-9,]+) numbered below)?: ([0-9,]+) (?:empty )?lines?, ([0-9,]+) bytes \\.\\.\\.\\]");
    static final Pattern INSIDE = Pattern.compile(
        "\\[\\.\\.\\. cut inside line ([0-9]+): ([0-9,]+) bytes \\.\\.\\.\\]");
    static final Pattern ITEMS = Pattern.compile(
        "\\[\\.\\.\\. cut items? ([0-9]+)(?:-([0-9]+))?: ([0-9,]+) items?, ([0-9,]+) bytes \\.\\.\\.\\]");
    static final Pattern REPEATS = Pattern.compile(
        "\\[\\.\\.\\. cut lines? ([0-9]+)(?:-([0-9]+))? as repeats: ([0-9,]+) (empty )?lines?(?: like \"(.*)\")?, ([0-9,]+) bytes \\.\\.\\.\\]");
    static final Pattern BINARY = Pattern.compile(
        "\\[\\.\\.\\. cut binary content: ([0-9,]+) bytes \\.\\.\\.\\]");
    /** The optional last clause of a cut of lines: the error lines among them ({@link CutErrors}). */
    static final Pattern ERRORS = Pattern.compile(
        "^(\\[\\.\\.\\. cut lines? .*?), of them ([0-9,]+) error lines?(?:: [0-9,]+ like \".*\"(?:, [0-9,]+ of other kinds)?)? \\.\\.\\.\\]$");

    private Grammar() {}
  }

  private Marker() {}

  /** The marker for {@code cut}. */
  public static String render(Cut cut) {
    String bytes = Grouping.of(cut.bytes()) + " bytes";
    switch (cut.reason()) {
      case INSIDE_LINE:
        return PREFIX + "inside line " + cut.from() + ": " + bytes + " ...]";
      case ITEMS:
        return PREFIX + span("item", cut) + ": " + plural(cut.count(), "item") + ", " + bytes + " ...]";
      case BINARY:
        return PREFIX + "binary content: " + bytes + " ...]";
      case REPEATS:
        if ("".equals(cut.like())) {
          // A run of blank lines has no template to quote: "2,998 empty lines" says it (issue 18).
          return PREFIX + span("line", cut) + " as repeats: " + plural(cut.count(), "empty line") + ", " + bytes + " ...]";
        }
        String like = cut.like() == null ? "" : " like \"" + cut.like() + "\"";
        return PREFIX + span("line", cut) + " as repeats: " + plural(cut.count(), "line") + like + ", " + bytes + " ...]";
      default:
        long kept = cut.to() - cut.from() + 1 - cut.count();
        return PREFIX + span("line", cut) + " " + cut.reason().phrase()
            + (kept > 0 ? " except " + Grouping.of(kept) + " numbered below" : "") + ": "
            + plural(cut.count(), cut.empty() ? "empty line" : "line") + ", " + bytes + " ...]";
    }
  }

  /** The marker for {@code cut}, stating the error lines it removes when {@code errors} is not null. */
  static String render(Cut cut, CutErrors errors) {
    String m = render(cut);
    if (errors == null || cut.reason() == CutReason.INSIDE_LINE || cut.reason() == CutReason.ITEMS
        || cut.reason() == CutReason.BINARY) {
      return m;
    }
    return m.substring(0, m.length() - " ...]".length()) + errors.clause() + " ...]";
  }

  /**
   * How many error lines a marker line says its cut removed ({@code , of them 425 error lines}),
   * or empty when it is not a marker or does not say.
   */
  public static java.util.OptionalLong errorLines(String text) {
    Matcher m = Grammar.ERRORS.matcher(text.strip());
    return m.matches() && parse(text).isPresent() ? java.util.OptionalLong.of(parseNumber(m.group(2)))
        : java.util.OptionalLong.empty();
  }

  /** The cut a marker line describes, or empty when {@code text} is not exactly one marker. */
  public static Optional<Cut> parse(String text) {
    String t = text.strip();
    Matcher e = Grammar.ERRORS.matcher(t);
    if (e.matches()) {
      t = e.group(1) + " ...]"; // the error lines among the cut ones are not part of the cut's extent
    }
    Matcher m = Grammar.LINES.matcher(t);
    if (m.matches()) {
      long from = Long.parseLong(m.group(1));
      long to = m.group(2) == null ? from : Long.parseLong(m.group(2));
      String empty = t.startsWith(" empty ", m.end(5)) ? "" : null;
      return Optional.of(new Cut(reason(m.group(3)), from, to, parseNumber(m.group(5)), parseNumber(m.group(6)), empty));
    }
    m = Grammar.INSIDE.matcher(t);
    if (m.matches()) {
      long line = Long.parseLong(m.group(1));
      return Optional.of(Cut.of(CutReason.INSIDE_LINE, line, line, parseNumber(m.group(2))));
    }
    m = Grammar.ITEMS.matcher(t);
    if (m.matches()) {
      long from = Long.parseLong(m.group(1));
      long to = m.group(2) == null ? from : Long.parseLong(m.group(2));
      return Optional.of(new Cut(CutReason.ITEMS, from, to, parseNumber(m.group(3)), parseNumber(m.group(4))));
    }
    m = Grammar.REPEATS.matcher(t);
    if (m.matches()) {
      long from = Long.parseLong(m.group(1));
      long to = m.group(2) == null ? from : Long.parseLong(m.group(2));
      String like = m.group(4) != null ? "" : m.group(5);
      return Optional.of(new Cut(CutReason.REPEATS, from, to, parseNumber(m.group(3)), parseNumber(m.group(6)), like));
    }
    m = Grammar.BINARY.matcher(t);
    if (m.matches()) {
      return Optional.of(Cut.of(CutReason.BINARY, 1, 1, parseNumber(m.group(1))));
    }
    return Optional.empty();
  }

  /**
   * Whether a line of a tool's output would read as one of Candor's own marks: a gap marker, or a
   * line that starts {@code [candor:} like the summary and the notes.
   */
  public static boolean imitates(String line) {
    String t = line.strip();
    return t.startsWith("[candor:") || (t.contains(PREFIX) && parse(t).isPresent());
  }

  /** Every marker line in an observation, in order. */
  public static List<Cut> findAll(String observation) {
    List<Cut> out = new ArrayList<>();
    for (String line : observation.split("\n", -1)) {
      if (line.contains(PREFIX)) {
        parse(line).ifPresent(out::add);
      }
    }
    return out;
  }

  private static CutReason reason(String phrase) {
    for (CutReason r : CutReason.values()) {
      if (r.phrase().equals(phrase)) {
        return r;
      }
    }
    throw new IllegalStateException("no reason for phrase " + phrase);
  }

  private static String span(String noun, Cut cut) {
    return cut.from() == cut.to() ? noun + " " + cut.from() : noun + "s " + cut.from() + "-" + cut.to();
  }

  static String plural(long n, String noun) {
    return Grouping.of(n) + " " + noun + (n == 1 ? "" : "s");
  }

  private static long parseNumber(String s) {
    return Long.parseLong(s.replace(",", ""));
  }
}
