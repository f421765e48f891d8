package dev.candor.runtimes;

import java.util.List;
import java.util.Locale;

/**
 * Every modelled runtime, by name.
 *
 * <pre>{@code
 * RuntimeProfile codex = Runtimes.named("codex");
 * String seen = codex.observe(output, OptionalInt.of(1));
 * List<Detected> marks = MarkerDetector.detect(seen);
 * }</pre>
 */
public final class Runtimes {
  private static final List<RuntimeProfile> ALL = List.of(
      OpenHandsTerminal.standard(),
      OpenHandsTerminal.persisting(),
      new SmolagentsCodeAgent(),
      CodexExecCommand.bytes(),
      CodexExecCommand.tokens(),
      new CodexShell(),
      new ClaudeCodeBash(),
      new GeminiCliShell(),
      new OpenAiAgentsExecCommand(),
      new LangGraphToolNode(),
      new SweAgentBash(),
      new ClineRunCommands(),
      new OpencodeBash(),
      new GooseShell());

  private Runtimes() {}

  /** Every profile, in a fixed order. */
  public static List<RuntimeProfile> all() {
    return ALL;
  }

  /** The profile called {@code name}, case-insensitively. */
  public static RuntimeProfile named(String name) {
    String wanted = name.toLowerCase(Locale.ROOT);
    for (RuntimeProfile p : ALL) {
      if (p.name().equals(wanted)) {
        return p;
      }
    }
    throw new IllegalArgumentException("unknown runtime '" + name + "': use one of " + names());
  }

  /** The names {@link #named} accepts. */
  public static List<String> names() {
    return ALL.stream().map(RuntimeProfile::name).toList();
  }
}
