package dev.candor;

/**
 * Counts tokens the way a model's tokenizer would.
 *
 * <p>Implementations are thread-safe. {@link #count} costs time in proportion to the text it is
 * given, so the engine only ever counts what it is about to keep, never the whole input.
 */
public interface Tokenizer {

  /** The name used on the command line and in results, such as {@code o200k_base}. */
  String name();

  /** The number of tokens in {@code text}. Special-token text is counted as ordinary text. */
  int count(String text);

  /**
   * Whether {@link #count} is exact for the model family. {@code approx} is not: it estimates 4
   * bytes per token, the ratio the OpenAI Agents SDK and Codex use.
   */
  boolean exact();

  /** OpenAI's {@code o200k_base} encoding (GPT-4o and later), the default. */
  static Tokenizer o200k() {
    return BpeTokenizer.O200K.get();
  }

  /** OpenAI's {@code cl100k_base} encoding (GPT-4, GPT-3.5). */
  static Tokenizer cl100k() {
    return BpeTokenizer.CL100K.get();
  }

  /** An estimate of one token per 4 UTF-8 bytes, rounded up; no vocabulary is loaded. */
  static Tokenizer approx() {
    return ApproxTokenizer.INSTANCE;
  }

  /** The tokenizer called {@code name}: {@code o200k_base}, {@code cl100k_base} or {@code approx}. */
  static Tokenizer named(String name) {
    switch (name.toLowerCase(java.util.Locale.ROOT)) {
      case "o200k_base":
      case "o200k":
        return o200k();
      case "cl100k_base":
      case "cl100k":
        return cl100k();
      case "approx":
        return approx();
      default:
        throw new IllegalArgumentException(
            "unknown tokenizer '" + name + "': use o200k_base, cl100k_base or approx");
    }
  }
}
