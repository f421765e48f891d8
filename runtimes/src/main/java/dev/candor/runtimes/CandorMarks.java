package dev.candor.runtimes;

import dev.candor.Cut;
import dev.candor.Marker;
import dev.candor.Summary;
import dev.candor.Unit;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Candor's own marks: the {@code [... cut ...]} gap markers that {@link Marker} renders and parses,
 * and the {@code [candor: showing N of M lines ...]} summary line that {@link Summary} parses.
 */
final class CandorMarks {
  /** A JSON or NDJSON observation's statement of a capped array or stream. */
  private static final Pattern JSON_SHOWING = Pattern.compile("\"showing\":([0-9]+),\"of\":([0-9]+)");
  /** A JSON member whose value was replaced by its size. */
  private static final Pattern JSON_REPLACED = Pattern.compile("\"\\[cut: ([0-9,]+) bytes\\]\"");
  /** A JSON value or run of members summarised in place ({@code "candor_gap":"12 keys, 8,013 bytes"}). */
  private static final Pattern JSON_GAP = Pattern.compile("\"candor_gap\":\"([^\"]*)\"");
  /** The bytes a gap states, when it states them. */
  private static final Pattern GAP_BYTES = Pattern.compile("([0-9,]+) bytes");
  /** A CSV observation's last record. */
  private static final Pattern CSV_SHOWING = Pattern.compile("# candor: .*?showing ([0-9,]+) of ([0-9,]+) rows");

  private CandorMarks() {}

  static void detect(String s, List<Detected> out) {
    structured(s, out);
    int offset = 0;
    for (String line : s.split("\n", -1)) {
      if (line.contains(Marker.PREFIX)) {
        int at = offset + line.indexOf(Marker.PREFIX);
        Marker.parse(line).ifPresent(cut -> out.add(gap(cut, line.strip(), at)));
      }
      int lineStart = offset;
      Summary.parse(line).ifPresent(summary -> out.add(summary(summary, line, lineStart)));
      offset += line.length() + 1;
    }
  }

  /**
   * The lines of {@code s} that a tool printed to read as Candor's marks, which Candor shows behind
   * {@link Marker#FROM_TOOL}; none of them is a cut Candor made.
   */
  static List<Detected> imitations(String s) {
    List<Detected> out = new java.util.ArrayList<>();
    int offset = 0;
    for (String line : s.split("\n", -1)) {
      if (line.startsWith(Marker.FROM_TOOL) && Marker.imitates(line.substring(Marker.FROM_TOOL.length()))) {
        out.add(Detected.of(List.of(MarkerDetector.TOOL), line, offset));
      }
      offset += line.length() + 1;
    }
    return out;
  }

  /**
   * Whether {@code s} carries Candor's count of the items shown out of the items there were, in a
   * JSON or NDJSON statement or a CSV closing record, whether or not any were left out.
   */
  static boolean statesItemCounts(String s) {
    return JSON_SHOWING.matcher(s).find() || CSV_SHOWING.matcher(s).find() || JSON_GAP.matcher(s).find();
  }

  /** The marks of structured observations, which state their cuts as data: only the ones that cut. */
  private static void structured(String s, List<Detected> out) {
    Matcher m = JSON_SHOWING.matcher(s);
    while (m.find()) {
      if (!m.group(1).equals(m.group(2))) {
        out.add(Detected.of(List.of(MarkerDetector.CANDOR), m.group(), m.start()));
      }
    }
    m = JSON_GAP.matcher(s);
    while (m.find()) {
      Detected d = Detected.of(List.of(MarkerDetector.CANDOR), m.group(), m.start());
      Matcher b = GAP_BYTES.matcher(m.group(1));
      out.add(b.find() ? d.withOmitted(Amount.bytes(Text.number(b.group(1)))) : d);
    }
    m = JSON_REPLACED.matcher(s);
    while (m.find()) {
      out.add(Detected.of(List.of(MarkerDetector.CANDOR), m.group(), m.start()).withOmitted(Amount.bytes(Text.number(m.group(1)))));
    }
    m = CSV_SHOWING.matcher(s);
    while (m.find()) {
      if (!m.group(1).equals(m.group(2))) {
        out.add(Detected.of(List.of(MarkerDetector.CANDOR), m.group(), m.start()));
      }
    }
  }

  private static Detected gap(Cut cut, String text, int offset) {
    return Detected.of(List.of(MarkerDetector.CANDOR), text, offset)
        .withOmitted(Amount.bytes(cut.bytes()))
        .withLine(cut.from());
  }

  private static Detected summary(Summary summary, String line, int offset) {
    Detected d = Detected.of(List.of(MarkerDetector.CANDOR), line, offset).withOriginalLines(summary.lines());
    if (summary.cut().isPresent()) {
      Measure m = summary.unit().orElseThrow() == Unit.CHARS ? Measure.CHARS : Measure.BYTES;
      d = d.withOmitted(new Amount(summary.cut().getAsLong(), m)).withOriginal(new Amount(summary.total().getAsLong(), m));
    }
    if (summary.tokens().isPresent()) {
      d = d.withOriginal(Amount.tokens(summary.tokens().getAsLong()));
    }
    return summary.fullOutput().map(d::withFile).orElse(d);
  }
}
