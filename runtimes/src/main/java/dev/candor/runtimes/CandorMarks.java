package dev.candor.runtimes;

import dev.candor.Cut;
import dev.candor.Marker;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Candor's own marks: the {@code [... cut ...]} gap markers that {@link Marker} renders and parses,
 * and the {@code [candor: showing N of M lines ...]} summary line.
 */
final class CandorMarks {
  private static final String SUMMARY_PREFIX = "[candor: showing ";
  private static final Pattern SHOWING = Pattern.compile("^\\[candor: showing ([0-9,]+) of ([0-9,]+) lines?");
  private static final Pattern CUT_AMOUNT = Pattern.compile("\\(([0-9,]+) of ([0-9,]+) (chars|bytes) cut\\)");
  private static final Pattern TOKEN_AMOUNT = Pattern.compile("\\(([0-9,]+) of ~([0-9,]+) tokens;");
  private static final Pattern FULL_OUTPUT = Pattern.compile("; full output: ([^;\\]]+)[;\\]]");
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
      if (line.startsWith(SUMMARY_PREFIX) && line.endsWith("]")) {
        summary(line, offset).ifPresent(out::add);
      }
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
        out.add(Detected.of(List.of(Markers.TOOL), line, offset));
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
        out.add(Detected.of(List.of(Markers.CANDOR), m.group(), m.start()));
      }
    }
    m = JSON_GAP.matcher(s);
    while (m.find()) {
      Detected d = Detected.of(List.of(Markers.CANDOR), m.group(), m.start());
      Matcher b = GAP_BYTES.matcher(m.group(1));
      out.add(b.find() ? d.withOmitted(Amount.bytes(Text.number(b.group(1)))) : d);
    }
    m = JSON_REPLACED.matcher(s);
    while (m.find()) {
      out.add(Detected.of(List.of(Markers.CANDOR), m.group(), m.start()).withOmitted(Amount.bytes(Text.number(m.group(1)))));
    }
    m = CSV_SHOWING.matcher(s);
    while (m.find()) {
      if (!m.group(1).equals(m.group(2))) {
        out.add(Detected.of(List.of(Markers.CANDOR), m.group(), m.start()));
      }
    }
  }

  private static Detected gap(Cut cut, String text, int offset) {
    return Detected.of(List.of(Markers.CANDOR), text, offset)
        .withOmitted(Amount.bytes(cut.bytes()))
        .withLine(cut.from());
  }

  private static Optional<Detected> summary(String line, int offset) {
    Matcher showing = SHOWING.matcher(line);
    if (!showing.find()) {
      return Optional.empty();
    }
    Detected d = Detected.of(List.of(Markers.CANDOR), line, offset).withOriginalLines(Text.number(showing.group(2)));
    Matcher cut = CUT_AMOUNT.matcher(line);
    if (cut.find()) {
      Measure m = cut.group(3).equals("chars") ? Measure.CHARS : Measure.BYTES;
      d = d.withOmitted(new Amount(Text.number(cut.group(1)), m)).withOriginal(new Amount(Text.number(cut.group(2)), m));
    }
    Matcher tokens = TOKEN_AMOUNT.matcher(line);
    if (tokens.find()) {
      d = d.withOriginal(Amount.tokens(Text.number(tokens.group(2))));
    }
    Matcher full = FULL_OUTPUT.matcher(line);
    if (full.find()) {
      d = d.withFile(full.group(1));
    }
    return Optional.of(d);
  }
}
