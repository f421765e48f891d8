package dev.candor.cli;

import dev.candor.ErrorPatterns;
import dev.candor.Marker;
import dev.candor.Tokenizer;
import dev.candor.Unit;
import dev.candor.runtimes.MarkerDetector;
import dev.candor.runtimes.RuntimeProfile;
import dev.candor.runtimes.Sample;
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

  /** Chars of a line that are matched against the error patterns and kept as its text. */
  static final int LINE_PREFIX = 2_000;
  /** Error lines kept, beyond which they are only counted. */
  static final int MAX_ERROR_LINES = 10_000;

  /**
   * The facts of the output every observation is compared with: {@code errorLines} holds the first
   * {@value #MAX_ERROR_LINES}, each its first {@value #LINE_PREFIX} chars; {@code lastLine} is the
   * last non-blank line, only what of it lies in the sample's tail.
   */
  record Output(long bytes, long lines, List<String> errorLines, long errorCount, String lastLine, OptionalInt exit) {
    static Output of(byte[] raw, OptionalInt exit) {
      try {
        return read(new java.io.ByteArrayInputStream(raw), Sample.of(raw), exit);
      } catch (java.io.IOException e) {
        throw new IllegalStateException("a byte array does not fail", e);
      }
    }

    /** Reads {@code in}, the output {@code sample} was read from, line by line in bounded memory. */
    static Output read(java.io.InputStream in, Sample sample, OptionalInt exit) throws java.io.IOException {
      List<String> errors = new ArrayList<>();
      long[] counts = new long[2]; // lines, error lines
      StreamedLines.each(in, LINE_PREFIX * 4, (prefix, complete) -> {
        counts[0]++;
        String l = clean(prefix);
        // The literal prefilter first, as shaping does: a regular expression on every line of a
        // 1 GB log is minutes of CPU.
        if (ErrorPatterns.defaults().mayMatch(l) && ErrorPatterns.defaults().matches(l)) {
          counts[1]++;
          if (errors.size() < MAX_ERROR_LINES) {
            String t = TAG.matcher(l.strip()).replaceFirst("").strip();
            errors.add(t.length() > LINE_PREFIX ? t.substring(0, LINE_PREFIX) : t);
          }
        }
      });
      return new Output(sample.bytes(), counts[0], List.copyOf(errors), counts[1], lastLine(sample), exit);
    }

    private static String lastLine(Sample sample) {
      String end = clean(sample.whole() ? sample.head() : sample.tail());
      String[] ls = end.split("\n", -1);
      for (int i = ls.length - 1; i >= 0; i--) {
        String t = ls[i].strip();
        if (!t.isEmpty()) {
          return t;
        }
      }
      return "";
    }
  }

  /** One observation's measures; {@code tokensEstimated} when tokens were scaled from a sample of the text. */
  record Row(String name, String cap, long size, long tokens, boolean cut, boolean marked, boolean exitVisible,
      long errorsLost, List<String> lostLines, boolean lastLine, boolean tokensEstimated) {
    Row(String name, String cap, long size, long tokens, boolean cut, boolean marked, boolean exitVisible,
        long errorsLost, List<String> lostLines, boolean lastLine) {
      this(name, cap, size, tokens, cut, marked, exitVisible, errorsLost, lostLines, lastLine, false);
    }
  }

  /** Bytes of the head whose tokens are counted to estimate those of a whole output too long to count. */
  static final int TOKEN_SAMPLE = 1 << 16;

  /**
   * The row of a runtime that keeps all of an output held only as a {@link Sample}: the model reads
   * the runtime's envelope around every byte, so nothing is lost and nothing is marked; the size is
   * counted, its tokens estimated from the head's.
   */
  static Row wholeRow(RuntimeProfile p, Sample sample, OptionalInt exit, String command, Output out) {
    String envelope = p.observe(new byte[0], exit, RuntimeProfile.DEFAULT_CAP, command);
    Row empty = row(p.name(), envelope, p.unit(), p.defaultCap(), out);
    long size = empty.size() + switch (p.unit()) {
      case CHARS -> sample.codePoints();
      case BYTES -> sample.bytes();
      case TOKENS -> (sample.bytes() + 3) / 4;
    };
    String head = sample.head();
    head = head.substring(0, Math.min(head.length(), TOKEN_SAMPLE));
    long headBytes = Math.max(1, head.getBytes(StandardCharsets.UTF_8).length);
    long tokens = empty.tokens() + Math.round((double) countChunked(head) * sample.bytes() / headBytes);
    return new Row(p.name(), empty.cap(), size, tokens, false, false, empty.exitVisible(), 0, List.of(), true, true);
  }

  /**
   * o200k tokens of {@code text}; a text over 64 KiB is counted in pieces of about 16 KiB, each cut
   * after a line break or before a space that starts a word, where the tokenizer's own pre-split
   * falls, so that no one piece costs the tokenizer more than its length.
   */
  static long countChunked(String text) {
    if (text.length() <= 1 << 16) {
      return Tokenizer.o200k().count(text);
    }
    long n = 0;
    for (int i = 0; i < text.length(); ) {
      int end = Math.min(text.length(), i + (1 << 14));
      if (end < text.length()) {
        end = cut(text, i, end);
      }
      n += Tokenizer.o200k().count(text.substring(i, end));
      i = end;
    }
    return n;
  }

  private static int cut(String text, int from, int end) {
    for (int j = end; j > from + 1; j--) {
      char before = text.charAt(j - 1);
      char at = text.charAt(j);
      if ((before == '\n' && !Character.isWhitespace(at)) || (at == ' ' && !Character.isWhitespace(before)
          && j + 1 < text.length() && !Character.isWhitespace(text.charAt(j + 1)))) {
        return j;
      }
    }
    return Character.isHighSurrogate(text.charAt(end - 1)) ? end - 1 : end;
  }

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
    long tokens = countChunked(observed);
    List<String> lost = new ArrayList<>();
    for (String e : out.errorLines()) {
      if (!obs.contains(e)) {
        lost.add(e);
      }
    }
    long observedBytes = observed.getBytes(StandardCharsets.UTF_8).length;
    boolean cut = out.lines() > 0 && (!obs.contains(out.lastLine()) || lost.size() > 0 || observedBytes < out.bytes() / 2
        || !MarkerDetector.detect(observed).isEmpty() || observed.contains(Marker.PREFIX));
    boolean marked = !MarkerDetector.detect(observed).isEmpty() || observed.contains(Marker.PREFIX);
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
    if (s.indexOf('\u001b') < 0 && s.indexOf('\r') < 0) {
      return s; // nothing to clean, and no matcher made: a 1 GB log has 22 million lines
    }
    return ANSI.matcher(s.replace("\r\n", "\n")).replaceAll("");
  }
}
