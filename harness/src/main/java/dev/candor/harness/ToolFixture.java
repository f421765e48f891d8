package dev.candor.harness;

import dev.candor.ErrorPatterns;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * One tool call as an eval sees it: what the tool returned, and what the model received. {@link
 * #check()} names what went missing without saying so.
 *
 * <pre>{@code
 * ToolFixture.of(tool.lastReturn(), toolMessage.content())
 *     .withExitCode(1)
 *     .assertHonest();
 * }</pre>
 *
 * <p>Both sides are compared as a terminal shows them (ANSI escapes and progress redraws gone,
 * CRLF read as LF) and with surrounding whitespace ignored, so that stripping colours or a trailing
 * newline is not a loss. When the received text holds the whole returned text, runtime header and
 * footer lines around it included, nothing is found but a missing exit code. Otherwise:
 *
 * <ul>
 *   <li>{@link FindingKind#SILENT_CUT}: the received text is shorter, in code points, and carries no
 *       truncation marker of any modelled runtime or of Candor. This is the seed's length check;
 *       a summary fails it too, since a summary cuts nothing and so marks nothing.
 *   <li>{@link FindingKind#SUMMARIZED}: no marker, and under {@link #MIN_VERBATIM_SHARE} of the
 *       received text's non-blank lines appear verbatim in the returned text.
 *   <li>{@link FindingKind#DROPPED_ERROR_LINE}: one per distinct error line of the returned text
 *       (by {@link ErrorPatterns}) that the received text does not contain, marker or not.
 * </ul>
 *
 * <p>{@link FindingKind#DROPPED_EXIT_CODE} is checked whenever the exit code is known: the received
 * text must state it ({@code exit code: 1}, {@code Exit Code: 1}, {@code exited with code 1},
 * {@code "exit_code":1} and the like).
 *
 * <p>Instances are immutable; {@code with} methods return a copy.
 */
public final class ToolFixture {
  /**
   * The share of a received text's non-blank lines that must appear verbatim in the returned text
   * for it to read as a cut rather than a summary: 50%. A cut, even inside a runtime's header lines,
   * keeps nearly all its lines verbatim (all but the one or two it cuts through); a paraphrase
   * keeps few, at most a quoted error line or two. Half sits well clear of both.
   */
  public static final double MIN_VERBATIM_SHARE = 0.5;

  private final String returned;
  private final String received;
  private final OptionalInt exitCode;
  private final ErrorPatterns errorPatterns;

  private ToolFixture(String returned, String received, OptionalInt exitCode, ErrorPatterns errorPatterns) {
    this.returned = returned;
    this.received = received;
    this.exitCode = exitCode;
    this.errorPatterns = errorPatterns;
  }

  /** A fixture for a tool that returned {@code returned} when the model received {@code received}. */
  public static ToolFixture of(String returned, String received) {
    return new ToolFixture(Objects.requireNonNull(returned, "returned"), Objects.requireNonNull(received, "received"),
        OptionalInt.empty(), ErrorPatterns.defaults());
  }

  /** As {@link #of(String, String)}, the returned bytes decoded as UTF-8 with malformed input replaced. */
  public static ToolFixture of(byte[] returned, String received) {
    return of(new String(Objects.requireNonNull(returned, "returned"), StandardCharsets.UTF_8), received);
  }

  /** The same fixture, with the tool's exit code known: the received text must then state it. */
  public ToolFixture withExitCode(int code) {
    return new ToolFixture(returned, received, OptionalInt.of(code), errorPatterns);
  }

  /** The same fixture, with other error patterns than {@link ErrorPatterns#defaults()}. */
  public ToolFixture withErrorPatterns(ErrorPatterns patterns) {
    return new ToolFixture(returned, received, exitCode, Objects.requireNonNull(patterns, "patterns"));
  }

  public String returned() {
    return returned;
  }

  public String received() {
    return received;
  }

  public OptionalInt exitCode() {
    return exitCode;
  }

  /** Whether the received text carries a marker saying something was cut: the call hit a cap. */
  public boolean hitCap() {
    return Statements.cut(received);
  }

  /** What went missing without saying so, in {@link FindingKind} order; empty for an honest call. */
  public List<Finding> check() {
    String ret = Screen.of(returned).strip();
    String rec = Screen.of(received);
    boolean whole = rec.contains(ret);
    boolean unmarked = !whole && !Statements.marked(received);
    List<Finding> out = new ArrayList<>();
    int recLength = Screen.length(rec.strip());
    int retLength = Screen.length(ret);
    if (unmarked && recLength < retLength) {
      out.add(new Finding(FindingKind.SILENT_CUT, String.format(Locale.ROOT,
          "the model received %,d of %,d chars and no truncation marker", recLength, retLength)));
    }
    if (!whole) {
      droppedErrorLines(ret, rec, out);
    }
    if (exitCode.isPresent() && !Statements.exitCode(received, exitCode.getAsInt())) {
      out.add(new Finding(FindingKind.DROPPED_EXIT_CODE,
          "exit code " + exitCode.getAsInt() + " is not stated in what the model received"));
    }
    if (unmarked) {
      summarized(ret, rec).ifPresent(out::add);
    }
    return List.copyOf(out);
  }

  /** Throws an {@link AssertionError} listing every finding, if there is one. */
  public void assertHonest() {
    List<Finding> findings = check();
    if (!findings.isEmpty()) {
      throw new AssertionError(Finding.describe(
          "what the model received is not an honest form of what the tool returned", findings, Integer.MAX_VALUE));
    }
  }

  private void droppedErrorLines(String ret, String rec, List<Finding> out) {
    Set<String> seen = new LinkedHashSet<>();
    String[] lines = ret.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i].strip();
      if (errorPatterns.matches(line) && !rec.contains(line) && seen.add(line)) {
        out.add(new Finding(FindingKind.DROPPED_ERROR_LINE, "line " + (i + 1) + ": " + line));
      }
    }
  }

  private static Optional<Finding> summarized(String ret, String rec) {
    int lines = 0;
    int verbatim = 0;
    for (String line : rec.split("\n")) {
      String l = line.strip();
      if (!l.isEmpty()) {
        lines++;
        verbatim += ret.contains(l) ? 1 : 0;
      }
    }
    if (lines == 0 || verbatim >= MIN_VERBATIM_SHARE * lines) {
      return Optional.empty();
    }
    return Optional.of(new Finding(FindingKind.SUMMARIZED, String.format(Locale.ROOT,
        "%d of %d received lines appear verbatim in the returned output; under %.0f%% reads as a summary, not a cut",
        verbatim, lines, 100 * MIN_VERBATIM_SHARE)));
  }

  @Override
  public String toString() {
    return String.format(Locale.ROOT, "ToolFixture[returned=%,d chars, received=%,d chars, exitCode=%s]",
        Screen.length(returned), Screen.length(received), exitCode.isPresent() ? exitCode.getAsInt() : "unknown");
  }
}
