package dev.candor.runtimes;

/** What an {@link Amount} counts. */
public enum Measure {
  /**
   * Characters as the runtime counts them: Unicode code points for Python runtimes, UTF-16 code
   * units for JavaScript ones (Gemini CLI).
   */
  CHARS,
  /** Bytes of the UTF-8 encoding. */
  BYTES,
  /** Tokens, as the runtime estimates them (Codex and the Agents SDK: 4 bytes a token, rounded up). */
  TOKENS,
  /** Lines. */
  LINES
}
