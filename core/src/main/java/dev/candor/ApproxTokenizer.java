package dev.candor;

/** One token per 4 UTF-8 bytes, rounded up: the estimate the OpenAI Agents SDK and Codex use. */
final class ApproxTokenizer implements Tokenizer {
  static final ApproxTokenizer INSTANCE = new ApproxTokenizer();

  private ApproxTokenizer() {}

  static final int BYTES_PER_TOKEN = 4;

  @Override
  public String name() {
    return "approx";
  }

  @Override
  public int count(String text) {
    long bytes = Utf8.length(text);
    return (int) ((bytes + BYTES_PER_TOKEN - 1) / BYTES_PER_TOKEN);
  }

  @Override
  public boolean exact() {
    return false;
  }

  @Override
  public String toString() {
    return name();
  }
}
