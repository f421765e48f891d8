package dev.candor.runtimes.bench;

import dev.candor.Unit;
import dev.candor.runtimes.RuntimeProfile;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.OptionalInt;

/**
 * Budgets across units, and which runtimes have a cap to set.
 *
 * <p>Units are converted at one character to one byte and four of either to a token: exact for
 * ASCII text, and the ratio the OpenAI Agents SDK ({@code APPROX_BYTES_PER_TOKEN = 4}) and Codex
 * use themselves. A conversion to a coarser unit rounds down, so that a runtime is never given
 * more room than Candor.
 */
final class Caps {
  /** A probe over {@link #PROBE_CAP} and under every modelled default cap: 100 lines of 50 characters. */
  private static final byte[] PROBE = ("x".repeat(49) + "\n").repeat(100).getBytes(StandardCharsets.US_ASCII);
  private static final int PROBE_CAP = 1_000;

  private Caps() {}

  /** {@code amount} of {@code from} in {@code to}, at least 1. */
  static long convert(long amount, Unit from, Unit to) {
    return Math.max(1, amount * bytesPer(from) / bytesPer(to));
  }

  private static long bytesPer(Unit u) {
    return u == Unit.TOKENS ? 4 : 1;
  }

  /**
   * Whether the runtime has a cap a caller can set: whether a 5,000-character probe, under every
   * modelled default cap, reads differently at a cap of 1,000 than at the default. A runtime that
   * ignores the setting reads the same.
   */
  static boolean settable(RuntimeProfile p) {
    OptionalInt exit = OptionalInt.of(0);
    return !p.observe(PROBE, exit, RuntimeProfile.DEFAULT_CAP).equals(p.observe(PROBE, exit, PROBE_CAP));
  }

  /** {@code 2,000 chars}, {@code 500 tokens}. */
  static String describe(long amount, Unit unit) {
    return String.format(Locale.ROOT, "%,d %s", amount, unit.label());
  }
}
