package dev.candor.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.candor.ShapeException;
import dev.candor.Unit;
import dev.candor.mcp.ProxyConfig;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class McpProxyCommandTest {
  static ProxyConfig config(String... args) {
    CommandLine cl = new CommandLine(new McpCommand());
    CommandLine.ParseResult parsed = cl.parseArgs(args);
    McpProxyCommand proxy = (McpProxyCommand) parsed.subcommand().commandSpec().userObject();
    return proxy.config();
  }

  @Test
  void theDefaultBudgetIsTenThousandO200kTokensAndTheCommandFollowsTheDoubleDash() {
    ProxyConfig c = config("proxy", "--no-store", "--", "npx", "-y", "@modelcontextprotocol/server-filesystem", "/tmp");
    assertThat(c.budget().limit()).isEqualTo(ProxyConfig.DEFAULT_TOKENS);
    assertThat(c.budget().unit()).isEqualTo(Unit.TOKENS);
    assertThat(c.budget().tokenizer().name()).isEqualTo("o200k_base");
    assertThat(c.command()).containsExactly("npx", "-y", "@modelcontextprotocol/server-filesystem", "/tmp");
    assertThat(c.storeUrl()).isNull();
    assertThat(c.timeout()).isEqualTo(Duration.ofSeconds(120));
  }

  @Test
  void aBudgetWithoutAUnitIsInTokensAndPerToolBudgetsShareTheUnit() {
    ProxyConfig c = config("proxy", "--budget", "3000", "--tool-budget", "read_text_file=12000", "--timeout", "30", "--", "srv");
    assertThat(c.budget().limit()).isEqualTo(3000);
    assertThat(c.budget().unit()).isEqualTo(Unit.TOKENS);
    assertThat(c.budgetFor("read_text_file").limit()).isEqualTo(12000);
    assertThat(c.budgetFor("read_text_file").unit()).isEqualTo(Unit.TOKENS);
    assertThat(c.budgetFor("other").limit()).isEqualTo(3000);
    assertThat(c.timeout()).isEqualTo(Duration.ofSeconds(30));
    ProxyConfig chars = config("proxy", "--budget", "9000", "--unit", "chars", "--", "srv");
    assertThat(chars.budget().unit()).isEqualTo(Unit.CHARS);
  }

  @Test
  void badValuesAreUsageErrorsThatSayWhatToWrite() {
    assertThatThrownBy(() -> config("proxy", "--tool-budget", "x=0", "--", "srv"))
        .isInstanceOf(ShapeException.class).hasMessageContaining("NAME=N");
    assertThatThrownBy(() -> config("proxy", "--timeout", "0", "--", "srv"))
        .isInstanceOf(ShapeException.class).hasMessageContaining("--timeout");
    assertThat(Main.run("mcp", "proxy")).isEqualTo(2);
    assertThat(Main.run("mcp", "proxy", "--http", "0.0.0.0:0", "--no-store", "--", "srv")).isEqualTo(2);
    assertThat(Main.run("mcp", "proxy", "--http", "0", "--no-store", "--session-idle", "0s", "--", "srv")).isEqualTo(2);
    assertThat(Main.run("mcp", "proxy", "--http", "0", "--no-store", "--max-sessions", "0", "--", "srv")).isEqualTo(2);
  }

  @Test
  void overHttpTheStartupTextStatesTheSessionLimitsAndTheLiveCount() throws Exception {
    String jvm = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process p = new ProcessBuilder(jvm, "-cp", System.getProperty("java.class.path"), Main.class.getName(), "mcp", "proxy",
        "--no-store", "--no-trace", "--http", "0", "--session-idle", "90s", "--max-sessions", "4", "--", "sh", "-c", "cat >/dev/null")
        .redirectOutput(ProcessBuilder.Redirect.DISCARD)
        .start();
    try (BufferedReader err = new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8))) {
      assertThat(err.readLine())
          .contains("MCP (Streamable HTTP) at http://127.0.0.1:")
          .contains("each session starts its own upstream")
          .contains("sessions idle 90s end; at most 4 live")
          .contains("0 live now");
    } finally {
      p.destroy();
      p.waitFor(10, TimeUnit.SECONDS);
    }
  }

  @Test
  void helpNamesTheProxyDefaults() {
    assertThat(new CommandLine(new McpCommand()).getSubcommands().get("proxy").getUsageMessage())
        .contains("10000 o200k_base tokens", "candor_more", "--tool-budget");
    assertThat(List.of(Main.run("mcp", "proxy", "--help"))).containsExactly(0);
  }

  @Test
  void helpStatesTheProxysOwnBudgetDefaultsNotTheShapingCommands() {
    CommandLine cl = new CommandLine(new McpCommand());
    String help = cl.getSubcommands().get("proxy").getUsageMessage(CommandLine.Help.Ansi.OFF).replaceAll("\\s+", " ");

    assertThat(help).contains("header included (default: 10000)").contains("or tokens (default: tokens)");
  }
}
