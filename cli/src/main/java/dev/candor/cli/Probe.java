package dev.candor.cli;

import dev.candor.ErrorPatterns;
import dev.candor.Marker;
import dev.candor.Tokenizer;
import dev.candor.Unit;
import dev.candor.runtimes.Markers;
import dev.candor.runtimes.RuntimeProfile;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.regex.Pattern;

/** What one observation keeps of one output: the measures {@code candor probe} prints. */
final class Probe {
  private static final Pattern ANSI = Pattern.compile("\u001b\\[[0-9;?]*[ -/]*[@-~]");
  /** An error line counts as kept when its text is, with or without its level tag ({@code [ERROR]}). */
  private static final Pattern TAG = Pattern.compile("^\\[[A-Z]+\\]\\s*");

  private Probe() {}

  /** The facts of the output every observation is compared with. */
  record Output(long bytes, long lines, List<String> errorLines, String lastLine, OptionalInt exit) {
    static Output of(byte[] raw, OptionalInt exit) {
      String text = clean(new String(raw, StandardCharsets.UTF_8));
      String[] ls = text.split("\n", -1);
      List<String> errors = new ArrayList<>();
      String last = "";
      for (String l : ls) {
        String t = l.strip();
        if (!t.isEmpty()) {
          last = t;
        }
        if (ErrorPatterns.defaults().matches(l) && errors.size() < 10_000) {
          errors.add(TAG.matcher(t).replaceFirst("").strip());
        }
      }
      long lines = text.isEmpty() ? 0 : ls.length - (text.endsWith("\n") ? 1 : 0);
      return new Output(raw.length, lines, errors, last, exit);
    }
  }

  record Row(String name, String cap, long size, long tokens, boolean cut, boolean marked, boolean exitVisible,
      long errorsLost, List<String> lostLines, boolean lastLine) {}

  static Row row(String name, String observed, Unit unit, long cap, Output out) {
    return row(name, observed, observed, unit, cap, out);
  }

  /**
   * The row for {@code observed}, whose text the model reads as {@code reads} (a runtime that wraps
   * the output in JSON, such as Cline, escapes it): sizes are measured on {@code observed}, lines are
   * looked for in {@code reads}.
   */
  static Row row(String name, String observed, String reads, Unit unit, long cap, Output out) {
    String obs = clean(reads);
    long size = switch (unit) {
      case CHARS -> observed.codePointCount(0, observed.length());
      case BYTES -> observed.getBytes(StandardCharsets.UTF_8).length;
      case TOKENS -> Tokenizer.approx().count(observed);
    };
    long tokens = Tokenizer.o200k().count(observed);
    List<String> lost = new ArrayList<>();
    for (String e : out.errorLines()) {
      if (!obs.contains(e)) {
        lost.add(e);
      }
    }
    long observedBytes = observed.getBytes(StandardCharsets.UTF_8).length;
    boolean cut = out.lines() > 0 && (!obs.contains(out.lastLine()) || lost.size() > 0 || observedBytes < out.bytes() / 2
        || !Markers.detect(observed).isEmpty() || observed.contains(Marker.PREFIX));
    boolean marked = !Markers.detect(observed).isEmpty() || observed.contains(Marker.PREFIX);
    String capText = cap == RuntimeProfile.NO_CAP ? "none" : String.format(Locale.ROOT, "%,d %s", cap, unit.label());
    return new Row(name, capText, size, tokens, cut, marked, exitVisible(observed, out.exit()), lost.size(), lost,
        out.lastLine().isEmpty() || obs.contains(out.lastLine()));
  }

  static boolean exitVisible(String observed, OptionalInt exit) {
    if (exit.isEmpty()) {
      return false;
    }
    return Pattern.compile("(?i)(exit(ed)?( with)?( code| status)?|exit_code\"?)\\s*[:=]?\\s*" + exit.getAsInt() + "\\b")
        .matcher(observed).find();
  }

  static String clean(String s) {
    return ANSI.matcher(s.replace("\r\n", "\n")).replaceAll("");
  }
}
