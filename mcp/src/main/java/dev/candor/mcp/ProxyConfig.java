package dev.candor.mcp;

import dev.candor.Budget;
import dev.candor.Redactor;
import dev.candor.Tokenizer;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * How {@code candor mcp proxy} runs.
 *
 * @param command the upstream stdio MCP server's command line
 * @param budget the most one tool result may measure after shaping, content and structured content together
 * @param toolBudgets budgets for particular tools, by tool name
 * @param storeUrl the result store for full results ({@code sqlite:PATH} or {@code postgresql://...}); null keeps none
 * @param redactor masks secrets before a full result is stored; null masks nothing
 * @param timeout how long a request may wait for the upstream before the client gets an error and the upstream is restarted
 * @param trace the JSONL trace each tools/call appends a span to; null writes none
 */
public record ProxyConfig(
    List<String> command, Budget budget, Map<String, Budget> toolBudgets, String storeUrl, Redactor redactor,
    Duration timeout, Path trace) {

  /**
   * The default budget: 10,000 o200k tokens. Claude Code refuses MCP results over 25,000 tokens
   * (counted by its own tokenizer, which can count a third more than o200k on code and non-English
   * text), and a result's structured copy and JSON escapes add to what it counts; 10,000 keeps
   * every shaped result under half the cap, with room for both.
   */
  public static final long DEFAULT_TOKENS = 10_000;

  /** The default time a request may take: 120 seconds. */
  public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(120);

  public ProxyConfig {
    command = List.copyOf(command);
    if (command.isEmpty()) {
      throw new IllegalArgumentException("give the upstream MCP server's command after --, such as: candor mcp proxy -- npx -y @modelcontextprotocol/server-filesystem /tmp");
    }
    Objects.requireNonNull(budget, "budget");
    toolBudgets = Map.copyOf(toolBudgets);
    Objects.requireNonNull(timeout, "timeout");
    if (timeout.isNegative() || timeout.isZero()) {
      throw new IllegalArgumentException("the timeout must be positive, not " + timeout);
    }
  }

  /** The default budget as a {@link Budget}. */
  public static Budget defaultBudget() {
    return Budget.tokens(DEFAULT_TOKENS, Tokenizer.o200k());
  }

  /** The budget for {@code tool}'s results. */
  public Budget budgetFor(String tool) {
    return tool == null ? budget : toolBudgets.getOrDefault(tool, budget);
  }
}
