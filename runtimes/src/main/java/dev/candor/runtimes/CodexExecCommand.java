package dev.candor.runtimes;

import dev.candor.Unit;
import java.util.OptionalInt;

/**
 * Codex CLI's {@code exec_command} tool (unified exec), the shell tool current models call: the
 * text {@code ExecCommandToolOutput::response_text} returns.
 *
 * <pre>
 * Chunk ID: 000000
 * Wall time: 0.0000 seconds
 * Process exited with code N
 * Original token count: T
 * Output:
 * Warning: truncated output (original token count: T)     only when cut
 * Total output lines: L                                    only when cut
 *
 * HEAD…R chars truncated…TAIL
 * </pre>
 *
 * <p>The output is cut to the smaller of the model's truncation policy (10,000 bytes for most
 * models, 10,000 tokens for the Codex-tuned ones) and the call's {@code max_output_tokens}
 * (default 10,000 tokens, 40,000 bytes), half head and half tail by bytes on character
 * boundaries. The marker sits inside the line it cuts and is not counted against the cap. If the
 * result, under its header, would exceed 1.2 times the policy, the cap is lowered by the excess
 * and the cut repeated, so that history does not cut it a second time.
 */
final class CodexExecCommand implements RuntimeProfile {
  static final int DEFAULT_LIMIT = 10_000;
  static final int DEFAULT_MAX_OUTPUT_TOKENS = 10_000;
  /** The chunk id is six random hex digits in Codex; this placeholder stands in for them. */
  static final String CHUNK_ID = "000000";

  private final String name;
  private final Policy policy;

  private CodexExecCommand(String name, Policy policy) {
    this.name = name;
    this.policy = policy;
  }

  /** The default model metadata: {@code TruncationPolicyConfig::bytes(10_000)}. */
  static CodexExecCommand bytes() {
    return new CodexExecCommand("codex", Policy.bytes(DEFAULT_LIMIT));
  }

  /** Codex-tuned model families, whose metadata sets {@code tokens(10_000)}. */
  static CodexExecCommand tokens() {
    return new CodexExecCommand("codex-tokens", Policy.tokens(DEFAULT_LIMIT));
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public Source source() {
    return new Source("openai/codex", "codex-rs/utils/string/src/truncate.rs",
        "b24d7f3c9a1acadc145019747224f7312bc9b3b4", true,
        "truncate_middle_chars / truncate_middle_with_token_budget at the commit given; formatted_truncate_text "
            + "(the Warning line) in codex-rs/utils/output-truncation/src/lib.rs at "
            + "820f85cf597b492adc6149759a22e71c72b01afa; ExecCommandToolOutput::response_text and "
            + "model_output_policy in codex-rs/core/src/tools/context.rs, and DEFAULT_MAX_OUTPUT_TOKENS in "
            + "codex-rs/core/src/unified_exec/mod.rs, read from the search index (the repository snapshot is "
            + "757 MB, over the fetch limit, so these files come from different indexed commits). "
            + "Placeholders: Chunk ID " + CHUNK_ID + ", Wall time 0.0000. An unknown exit code leaves out the "
            + "'Process exited' line (Codex then reports a running session). Not modelled: the 1 MiB output "
            + "collection cap and its '... N bytes omitted ...' marker.");
  }

  @Override
  public String observe(byte[] rawOutput, OptionalInt exitCode, int capOverride) {
    Policy turn = capOverride == DEFAULT_CAP ? policy : policy.withLimit(capOverride);
    String text = Text.decode(rawOutput);
    String header = header(exitCode, Policy.approxTokens(text));
    long budget = Math.max(0, turn.times(1.2).byteBudget() - (Text.utf8Length(header) + 1));
    Policy model = modelPolicy(turn);
    String output = CodexTruncation.formatted(text, model);
    while (Text.utf8Length(output) > budget && model.byteBudget() > 0) {
      long excess = Text.utf8Length(output) - budget;
      model = model.tokens()
          ? model.withLimit(Math.max(0, model.limit() - Policy.tokensFromBytes(excess)))
          : model.withLimit(Math.max(0, model.limit() - excess));
      output = CodexTruncation.formatted(text, model);
    }
    return header + "\n" + output;
  }

  @Override
  public String observe(Sample sample, OptionalInt exitCode, int capOverride, String command) {
    if (sample.whole()) {
      return observe(sample.raw(), exitCode, capOverride);
    }
    Policy turn = capOverride == DEFAULT_CAP ? policy : policy.withLimit(capOverride);
    Ends text = Ends.of(sample);
    String header = header(exitCode, Policy.tokensFromBytes(text.utf8()));
    long budget = Math.max(0, turn.times(1.2).byteBudget() - (Text.utf8Length(header) + 1));
    Policy model = modelPolicy(turn);
    String output = CodexTruncation.formatted(text, model, sample.rustLines());
    while (Text.utf8Length(output) > budget && model.byteBudget() > 0) {
      long excess = Text.utf8Length(output) - budget;
      model = model.tokens()
          ? model.withLimit(Math.max(0, model.limit() - Policy.tokensFromBytes(excess)))
          : model.withLimit(Math.max(0, model.limit() - excess));
      output = CodexTruncation.formatted(text, model, sample.rustLines());
    }
    return header + "\n" + output;
  }

  private static Policy modelPolicy(Policy turn) {
    Policy requested = Policy.tokens(DEFAULT_MAX_OUTPUT_TOKENS);
    return requested.byteBudget() < turn.byteBudget() ? requested : turn;
  }

  private static String header(OptionalInt exitCode, long originalTokens) {
    StringBuilder s = new StringBuilder("Chunk ID: ").append(CHUNK_ID).append("\nWall time: 0.0000 seconds");
    if (exitCode.isPresent()) {
      s.append("\nProcess exited with code ").append(exitCode.getAsInt());
    }
    return s.append("\nOriginal token count: ").append(originalTokens).append("\nOutput:").toString();
  }

  @Override
  public Unit unit() {
    return policy.tokens() ? Unit.TOKENS : Unit.BYTES;
  }

  @Override
  public long defaultCap() {
    return policy.limit();
  }

  @Override
  public boolean writesFile() {
    return false;
  }
}
