package dev.candor.cli;

import dev.candor.Budget;
import dev.candor.ShapeException;
import dev.candor.Tokenizer;
import dev.candor.Unit;
import dev.candor.mcp.HttpFront;
import dev.candor.mcp.HttpOptions;
import dev.candor.mcp.HttpStreamBridge;
import dev.candor.mcp.Proxy;
import dev.candor.mcp.ProxyConfig;
import dev.candor.mcp.SessionLimits;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.IDefaultValueProvider;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code candor mcp proxy}: shapes every tool result of an upstream MCP server. */
@Command(
    name = "proxy",
    resourceBundle = "dev.candor.cli.OptionHelp",
    mixinStandardHelpOptions = true,
    defaultValueProvider = McpProxyCommand.Defaults.class,
    sortOptions = false,
    description = {
      "A stdio MCP server in front of another: starts the upstream server CMD and relays everything both ways, "
          + "except that every tools/call result is shaped to the budget (text by the core engine, JSON and "
          + "structuredContent as valid JSON that still meets the tool's outputSchema, large images and blobs "
          + "described). The full result is masked and kept in the store; the shaped one names its handle, links "
          + "candor://result/HANDLE, and the added tool candor_more reads on (lines, page, tail, grep, items, fields).",
      "",
      "Default budget: " + ProxyConfig.DEFAULT_TOKENS + " o200k_base tokens a result, well under the 25,000-token cap "
          + "Claude Code puts on an MCP result. An upstream that crashes or does not answer within --timeout gives "
          + "the client an error result and is started again for the next call.",
      ""
    },
    footer = {
      "",
      "Examples:",
      "  candor mcp proxy -- npx -y @modelcontextprotocol/server-filesystem /srv/data",
      "  candor mcp proxy --budget 4000 --tool-budget read_text_file=12000 -- uvx mcp-server-git",
      "  CANDOR_MCP_TOKEN=$(cat ~/.candor-token) candor mcp proxy --http 0.0.0.0:8766 -- npx -y @modelcontextprotocol/server-everything",
      "",
      "Exit status: 0 when the client closes the connection; 1 when the HTTP server cannot start; 2 for a usage error."
    })
final class McpProxyCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin BudgetLimit budget;

  @Mixin KeepOptions keep;

  @Option(names = "--tool-budget", paramLabel = "NAME=N", description = "The budget for one tool's results, in the same unit (repeatable).")
  Map<String, Long> toolBudgets = new LinkedHashMap<>();

  @Option(names = "--timeout", paramLabel = "SECONDS", description = "How long a request may wait for the upstream before the client gets an error and the upstream is restarted (default: ${DEFAULT-VALUE}).", defaultValue = "120")
  long timeout;

  @Mixin HttpServing serving;

  @Mixin TraceOptions trace = new TraceOptions();

  @Parameters(arity = "1..*", paramLabel = "CMD", description = "The upstream stdio MCP server's command line, after --.")
  List<String> command = new ArrayList<>();

  @Override
  public Integer call() throws IOException, InterruptedException {
    ProxyConfig config = config();
    if (serving.requested()) {
      return serveHttp(config);
    }
    OutputStream out = new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16);
    // Standard output carries protocol frames only: anything else printed goes to standard error.
    PrintStream stray = new PrintStream(new FileOutputStream(FileDescriptor.err), true, java.nio.charset.StandardCharsets.UTF_8);
    System.setOut(stray);
    try (Proxy proxy = new Proxy(config, out)) {
      proxy.run(new FileInputStream(FileDescriptor.in));
    }
    return 0;
  }

  /** Serves Streamable HTTP until the JVM is stopped; each session runs the proxy with its own upstream. */
  private int serveHttp(ProxyConfig config) throws InterruptedException {
    HttpOptions options = serving.options();
    SessionLimits limits = serving.limits();
    HttpStreamBridge bridge = new HttpStreamBridge((in, out) -> {
      try (Proxy proxy = new Proxy(config, out)) {
        proxy.run(in);
      }
    }, limits, spec.commandLine().getErr()::println);
    HttpFront front;
    try {
      front = HttpFront.start(options, bridge);
    } catch (IllegalStateException e) {
      bridge.destroy();
      spec.commandLine().getErr().println("candor mcp proxy: " + e.getMessage());
      return 1;
    }
    spec.commandLine().getErr().println("candor mcp proxy: MCP (Streamable HTTP) at " + front.endpoint()
        + (options.token() != null ? ", bearer token required" : "") + "; each session starts its own upstream; "
        + limits.describe() + " (" + bridge.sessions() + " live now; each end is logged with the count)");
    try {
      front.join();
    } finally {
      front.close();
    }
    return 0;
  }


  ProxyConfig config() {
    Unit unit = Unit.parse(budget.unit);
    Tokenizer tokenizer = Tokenizer.named(budget.tokenizer);
    long limit = budget.budget;
    if (limit < 1) {
      throw new ShapeException("--budget", "--budget must be at least 1, not " + limit);
    }
    Map<String, Budget> perTool = new LinkedHashMap<>();
    toolBudgets.forEach((name, n) -> {
      if (n == null || n < 1) {
        throw new ShapeException("--tool-budget", "--tool-budget takes NAME=N with N at least 1, not " + name + "=" + n);
      }
      perTool.put(name, budget(n, unit, tokenizer));
    });
    if (timeout < 1) {
      throw new ShapeException("--timeout", "--timeout takes a number of seconds, at least 1, not " + timeout);
    }
    return new ProxyConfig(command, budget(limit, unit, tokenizer), perTool, keep.url(), keep.redactor(),
        Duration.ofSeconds(timeout), trace.resolve());
  }

  /**
   * The proxy's budget defaults, which differ from the shaping commands': a result is read by a
   * model through an MCP client that counts tokens, so the default is in tokens. Help shows them.
   */
  static final class Defaults implements IDefaultValueProvider {
    @Override
    public String defaultValue(ArgSpec arg) {
      if (!(arg instanceof OptionSpec)) {
        return null;
      }
      switch (((OptionSpec) arg).longestName()) {
        case "--budget":
          return Long.toString(ProxyConfig.DEFAULT_TOKENS);
        case "--unit":
          return "tokens";
        default:
          return null;
      }
    }
  }

  private static Budget budget(long n, Unit unit, Tokenizer tokenizer) {
    return unit == Unit.TOKENS ? Budget.tokens(n, tokenizer) : new Budget(n, unit, Tokenizer.approx());
  }
}
