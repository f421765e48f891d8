package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Over generated line outputs and budgets, what the observation says of its cuts is exact: every
 * line it shows sits at the number the markers and excerpts give it, a line shown only in part is
 * marked as cut inside itself, and the markers, {@link Shaped#cuts()}, {@link Shaped#omittedLines()}
 * and the summary's "showing N of M lines" agree.
 *
 * <p>The lines are plain text (no escapes, no carriage returns), so the engine's cleaning leaves
 * them as they are and a shown text can be compared with its input line byte for byte. Some run
 * past the engine's 4 KiB hold of one error or context line (up to 12,000 chars): the scanner saw
 * where such a line ends, so a part of it shown is marked as cut inside it like any other (issue
 * 18: they went unmarked, their stretch counting them as cut).
 */
@Tag("slow")
class MarkerAgreementPropertyTest {
  private static final String[] WORDS = {
    "build", "[INFO]", "compiling", "module", "error:", "FAILED", "ok", "\u00e9t\u00e9", "\u4e2d\u6587",
    "\ud83d\ude80", "tab\there", "Traceback", "npm ERR!", "Caused by: java.lang.X", "warning:", "at", "x=1",
    "/src/main/Foo.java:12:", "panicked at", "done"
  };
  private static final Strategy[] STRATEGIES = {
    Strategy.AUTO, Strategy.TERMINAL, Strategy.LOG, Strategy.LIST, Strategy.HEAD, Strategy.TAIL, Strategy.HEAD_TAIL
  };
  private static final Pattern EXCERPT = Pattern.compile("^(?:> |  )L([0-9]+): (.*)$", Pattern.DOTALL);
  private static final Pattern SHOWING = Pattern.compile("^\\[candor: showing ([0-9,]+) of ([0-9,]+) lines?");
  static final int RUNS = 800;

  static List<String> randomLines(Random r) {
    int kind = r.nextInt(6);
    int n = kind == 0 ? 1 + r.nextInt(3) : kind < 3 ? r.nextInt(60) : r.nextInt(4_000);
    List<String> lines = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      int shape = r.nextInt(20);
      StringBuilder sb = new StringBuilder();
      if (shape == 0) {
        sb.append(""); // an empty line
      } else if (shape == 1) {
        int length = r.nextInt(4) == 0 ? 4_000 + r.nextInt(8_000) : r.nextInt(4_000);
        sb.append("line ").append(i + 1).append(' ').append("x".repeat(length)).append(r.nextBoolean() ? " error" : "");
      } else if (shape < 6) {
        sb.append("ok ").append(i + 1).append(" - tax for order #").append(r.nextInt(100_000));
      } else {
        int words = 1 + r.nextInt(14);
        for (int w = 0; w < words; w++) {
          sb.append(w == 0 ? "" : " ").append(WORDS[r.nextInt(WORDS.length)]);
        }
      }
      lines.add(sb.toString());
    }
    if (lines.stream().allMatch(String::isEmpty) && !lines.isEmpty()) {
      lines.set(0, "done"); // an output of blank lines alone shows as no body at all
    }
    return lines;
  }

  static Budget randomBudget(Random r) {
    long[] fixed = {150, 200, 300, 500, 1000, 2000, 4000, 8000, 20000};
    long limit = r.nextBoolean() ? fixed[r.nextInt(fixed.length)] : 150 + r.nextInt(6000);
    return switch (r.nextInt(3)) {
      case 0 -> Budget.chars(limit);
      case 1 -> Budget.bytes(limit);
      default -> Budget.tokens(limit, Tokenizer.o200k());
    };
  }

  @Test
  void markersExcerptsCountsAndSummaryAgree() {
    Random r = new Random(20261201L);
    List<String> failures = new ArrayList<>();
    for (int run = 0; run < RUNS && failures.size() < 5; run++) {
      List<String> generated = randomLines(r);
      String input = String.join("\n", generated) + (!generated.isEmpty() && r.nextBoolean() ? "\n" : "");
      List<String> lines = linesOf(input);
      Budget b = randomBudget(r);
      Strategy st = STRATEGIES[r.nextInt(STRATEGIES.length)];
      Shaped s = Shaper.builder().budget(b).strategy(st).build()
          .shape(input.getBytes(StandardCharsets.UTF_8), Evidence.of("tool --run " + run, r.nextInt(3)));
      String problem = problem(lines, s);
      if (problem != null) {
        failures.add("run " + run + " (" + st.label() + ", " + b + ", " + lines.size() + " lines): " + problem
            + "\n--- observation ---\n" + clip(s.text()));
      }
    }
    System.out.println("marker agreement property: " + RUNS + " runs");
    assertThat(failures).isEmpty();
  }

  /**
   * A line longer than any tail window (90 to 260 KB) at a random place, often the last: an error
   * line's start (where its message is) or a plain line's end is shown with its inside marked, and
   * no stretch counts it (issue 18: as the last line, or one whose start the head window held, it
   * was shown by its end, unmarked, and counted in the stretch before it).
   */
  @Test
  void aLineLongerThanTheTailWindowAgreesWhereverItIs() {
    Random r = new Random(20261202L);
    List<String> failures = new ArrayList<>();
    for (int run = 0; run < HUGE_RUNS && failures.size() < 5; run++) {
      List<String> generated = randomLines(r);
      int at = r.nextBoolean() ? generated.size() : r.nextInt(generated.size() + 1);
      String huge = HUGE_STARTS[r.nextInt(HUGE_STARTS.length)] + "x".repeat(90_000 + r.nextInt(170_000));
      generated.add(at, huge);
      String input = String.join("\n", generated) + (r.nextBoolean() ? "\n" : "");
      List<String> lines = linesOf(input);
      Budget b = randomBudget(r);
      Strategy st = STRATEGIES[r.nextInt(STRATEGIES.length)];
      Shaped s = Shaper.builder().budget(b).strategy(st).build()
          .shape(input.getBytes(StandardCharsets.UTF_8), Evidence.of("tool --run " + run, r.nextInt(3)));
      String problem = problem(lines, s);
      if (problem != null) {
        failures.add("run " + run + " (" + st.label() + ", " + b + ", " + lines.size() + " lines, huge line "
            + (at + 1) + "): " + problem + "\n--- observation ---\n" + clip(s.text()));
      }
    }
    System.out.println("marker agreement property, lines longer than the tail window: " + HUGE_RUNS + " runs");
    assertThat(failures).isEmpty();
  }

  static final int HUGE_RUNS = 200;
  private static final String[] HUGE_STARTS = {"ERROR: connection refused ", "error: build failed ", "data: "};

  /** The input's lines as the engine counts them: a final line break opens no line. */
  static List<String> linesOf(String input) {
    List<String> out = new ArrayList<>(List.of(input.split("\n", -1)));
    if (input.isEmpty() || input.endsWith("\n")) {
      out.remove(out.size() - 1);
    }
    return out;
  }

  /** What is wrong with {@code s} as an observation of {@code lines}, or null. */
  static String problem(List<String> lines, Shaped s) {
    if (s.strategy() == Strategy.BINARY || s.strategy() == Strategy.JSON || s.strategy() == Strategy.NDJSON
        || s.strategy() == Strategy.CSV) {
      return null;
    }
    List<String> body = new ArrayList<>(List.of(s.text().split("\n", -1)));
    Long summaryShown = null;
    Long summaryTotal = null;
    while (!body.isEmpty() && (body.get(0).startsWith("[candor:") || body.get(0).startsWith("command: ")
        || body.get(0).startsWith("exit code: "))) {
      Matcher m = SHOWING.matcher(body.get(0));
      if (m.find()) {
        summaryShown = Long.parseLong(m.group(1).replace(",", ""));
        summaryTotal = Long.parseLong(m.group(2).replace(",", ""));
      }
      body.remove(0);
    }
    if (s.text().startsWith("(no output)") || (body.size() == 1 && body.get(0).equals("(no output)"))) {
      return null;
    }
    List<Cut> marked = Marker.findAll(s.text());
    if (!marked.equals(s.cuts())) {
      return "markers " + marked + " but cuts " + s.cuts();
    }
    TreeSet<Long> shown = new TreeSet<>();
    long expect = 1;
    long previous = 0;
    long stretchEnd = 0;
    for (String line : body) {
      var cut = Marker.parse(line);
      if (cut.isPresent()) {
        Cut c = cut.get();
        if (c.to() > lines.size()) {
          return "marker " + line + " names lines past the last, " + lines.size();
        }
        if (c.reason() == CutReason.INSIDE_LINE) {
          // After an excerpt inside a stretch, the stretch goes on; otherwise the same line's other part.
          expect = previous == c.from() && stretchEnd > c.from() ? stretchEnd + 1 : c.from();
        } else {
          expect = c.to() + 1;
          stretchEnd = c.to();
        }
        continue;
      }
      long no;
      String text;
      Matcher m = EXCERPT.matcher(line);
      if (m.matches()) {
        no = Long.parseLong(m.group(1));
        text = m.group(2);
      } else {
        no = expect;
        text = line;
        boolean sameLineEnd = !text.isEmpty() && no <= lines.size() && lines.get((int) no - 1).endsWith(text);
        if (no == previous && !sameLineEnd && no + 1 <= lines.size()) {
          // After a line's start and its inside mark, the next line, not the end of the same; an
          // empty text is never a line's end (no part of a line is shown empty): it is the next line.
          no++;
        }
      }
      if (no < 1 || no > lines.size()) {
        return "shown line " + no + " (" + clip(line) + ") outside 1.." + lines.size();
      }
      String whole = lines.get((int) no - 1);
      if (!whole.contains(text)) {
        return "shown text '" + clip(text) + "' is not in line " + no + " ('" + clip(whole) + "')";
      }
      long at = no;
      if (!whole.equals(text) && s.cuts().stream().noneMatch(c -> c.reason() == CutReason.INSIDE_LINE && c.from() == at)) {
        return "line " + no + " is shown in part ('" + clip(text) + "' of " + whole.length() + " chars) with no cut inside it marked";
      }
      shown.add(no);
      previous = no;
      expect = m.matches() ? Math.max(no, stretchEnd) + 1 : no + 1;
    }
    long cutLines = s.cuts().stream().filter(c -> c.reason() != CutReason.INSIDE_LINE).mapToLong(Cut::count).sum();
    if (s.shownLines() != shown.size()) {
      return "shownLines " + s.shownLines() + " but " + shown.size() + " lines shown";
    }
    if (s.omittedLines() != cutLines) {
      return "omittedLines " + s.omittedLines() + " but the markers count " + cutLines + " lines cut";
    }
    if (summaryShown != null && (summaryShown != s.shownLines() || summaryTotal != lines.size())) {
      return "summary says " + summaryShown + " of " + summaryTotal + " but " + s.shownLines() + " of " + lines.size() + " are shown";
    }
    return null;
  }

  private static String clip(String s) {
    return s.length() <= 4_000 ? s : s.substring(0, 2_000) + " ... " + s.substring(s.length() - 2_000);
  }
}
