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
  private static final Pattern FULL_OUTPUT = Pattern.compile("; full output: ([^;\\]]+)\\]$");

  private CandorMarks() {}

  static void detect(String s, List<Detected> out) {
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
