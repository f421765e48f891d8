package dev.candor.runtimes;

/**
 * Codex's {@code TruncationPolicy} (and the Agents SDK's copy of it): a limit in bytes or in
 * approximate tokens of 4 bytes each.
 *
 * @param tokens whether {@code limit} counts tokens rather than bytes
 * @param limit the limit; never negative
 */
record Policy(boolean tokens, long limit) {
  static final int BYTES_PER_TOKEN = 4;

  Policy {
    if (limit < 0) {
      throw new IllegalArgumentException("limit < 0: " + limit);
    }
  }

  static Policy bytes(long limit) {
    return new Policy(false, limit);
  }

  static Policy tokens(long limit) {
    return new Policy(true, limit);
  }

  long byteBudget() {
    return tokens ? limit * BYTES_PER_TOKEN : limit;
  }

  /** {@code policy * multiplier}, rounded up as Codex's {@code impl Mul<f64>} does. */
  Policy times(double multiplier) {
    return new Policy(tokens, (long) Math.ceil(limit * multiplier));
  }

  /** The same kind of policy with another limit. */
  Policy withLimit(long newLimit) {
    return new Policy(tokens, newLimit);
  }

  /** {@code approx_token_count}: UTF-8 bytes over 4, rounded up. */
  static long approxTokens(String text) {
    return tokensFromBytes(Text.utf8Length(text));
  }

  static long tokensFromBytes(long bytes) {
    return bytes <= 0 ? 0 : (bytes + BYTES_PER_TOKEN - 1) / BYTES_PER_TOKEN;
  }

  /** The marker both runtimes put between head and tail. */
  String marker(long removed) {
    return "…" + removed + (tokens ? " tokens truncated…" : " chars truncated…");
  }
}
