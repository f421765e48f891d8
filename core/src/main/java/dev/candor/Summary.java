package dev.candor;

import java.util.Optional;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What Candor's summary line of a cut observation states, read back from the line:
 * {@code [candor: showing 120 of 4,000 lines (51,200 of 60,000 chars cut); ...; full output: cnd_...]}.
 * The line is written beside this class (by the header of every cut observation); tools that read
 * what a model saw (the runtimes' marker finder) parse it here, so the grammar has one owner.
 *
 * @param shownLines the input lines shown
 * @param lines the input lines there were
 * @param unit chars or bytes, when the line states how many of those were cut
 * @param cut how many of the input's {@code unit}s were cut
 * @param total the input's size in {@code unit}s
 * @param tokens for a budget in tokens, the input's estimated size in tokens
 * @param fullOutput where the full output was kept (a handle or a path), when it was
 */
public record Summary(long shownLines, long lines, Optional<Unit> unit, OptionalLong cut, OptionalLong total,
    OptionalLong tokens, Optional<String> fullOutput) {
  /** How every summary line begins. */
  public static final String PREFIX = "[candor: showing ";

  private static final Pattern SHOWING = Pattern.compile("^\\[candor: showing ([0-9,]+) of ([0-9,]+) lines?");
  private static final Pattern CUT_AMOUNT = Pattern.compile("\\(([0-9,]+) of ([0-9,]+) (chars|bytes) cut\\)");
  private static final Pattern TOKEN_AMOUNT = Pattern.compile("\\(([0-9,]+) of ~([0-9,]+) tokens;");
  private static final Pattern FULL_OUTPUT = Pattern.compile("; full output: ([^;\\]]+)[;\\]]");

  /** The summary {@code line} states, or empty when it is not one (it must begin with {@link #PREFIX} and end with {@code ]}). */
  public static Optional<Summary> parse(String line) {
    if (!line.startsWith(PREFIX) || !line.endsWith("]")) {
      return Optional.empty();
    }
    Matcher showing = SHOWING.matcher(line);
    if (!showing.find()) {
      return Optional.empty();
    }
    Optional<Unit> unit = Optional.empty();
    OptionalLong cut = OptionalLong.empty();
    OptionalLong total = OptionalLong.empty();
    OptionalLong tokens = OptionalLong.empty();
    Matcher amounts = CUT_AMOUNT.matcher(line);
    if (amounts.find()) {
      unit = Optional.of(amounts.group(3).equals("chars") ? Unit.CHARS : Unit.BYTES);
      cut = OptionalLong.of(number(amounts.group(1)));
      total = OptionalLong.of(number(amounts.group(2)));
    }
    Matcher estimate = TOKEN_AMOUNT.matcher(line);
    if (estimate.find()) {
      tokens = OptionalLong.of(number(estimate.group(2)));
    }
    Matcher full = FULL_OUTPUT.matcher(line);
    Optional<String> fullOutput = full.find() ? Optional.of(full.group(1)) : Optional.empty();
    return Optional.of(new Summary(number(showing.group(1)), number(showing.group(2)), unit, cut, total, tokens,
        fullOutput));
  }

  private static long number(String digits) {
    return Long.parseLong(digits.replace(",", ""));
  }
}
