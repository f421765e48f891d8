package dev.candor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.candor.Budget;
import dev.candor.Redactor;
import dev.candor.mcp.ServeConfig;
import dev.candor.mcp.ServeServer;
import dev.candor.store.ResultStore;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The same call through two front ends leaves the same span: {@code candor run} (its fast path,
 * as {@code bin/candor} takes it) and {@code run_command}; {@code candor shape} and mcp {@code
 * shape}. Only the times and the store's ids may differ.
 */
class FrontEndSpansTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** Both streams, in an order the sleeps fix, cut at 1000 chars, with an error line and a failing exit. */
  private static final String COMMAND =
      "seq 1 3000; sleep 0.2; echo 'error: disk quota exceeded' >&2; sleep 0.2; seq 1 40; exit 2";

  @TempDir Path dir;

  @Test
  void candorRunAndRunCommandLeaveTheSameSpanForTheSameCommand() throws Exception {
    Path cli = dir.resolve("run.jsonl");
    Path mcp = dir.resolve("mcp.jsonl");

    int status = fastRun("run", "--no-store", "--budget", "1000", "--trace", cli.toString(), "--shell", "--", COMMAND);
    call(config(null, mcp), "run_command", Map.of("command", COMMAND, "budget", 1000));

    assertThat(status).isEqualTo(2);
    ObjectNode a = span(cli);
    ObjectNode b = span(mcp);
    // Not trivially equal: the call was cut, both streams wrote, and stderr's line was kept.
    assertThat(a.get("stdout_truncated").asBoolean()).isTrue();
    assertThat(a.get("stderr_bytes").asLong()).isPositive();
    assertThat(a.get("cuts").size()).isPositive();
    assertThat(a.get("error_lines_shown").asLong()).isEqualTo(1);
    assertThat(withoutTimesAndIds(b)).isEqualTo(withoutTimesAndIds(a));
  }

  @Test
  void withAStoreEachKeepsItsOwnCopyAndTheSpansDifferOnlyInTheHandle() throws Exception {
    Path cli = dir.resolve("run.jsonl");
    Path mcp = dir.resolve("mcp.jsonl");
    String command = "echo hello; sleep 0.2; echo oops >&2; exit 1";

    fastRun("run", "--store", "sqlite:" + dir.resolve("cli.db"), "--trace", cli.toString(), "--shell", "--", command);
    try (ResultStore store = ResultStore.open("sqlite:" + dir.resolve("mcp.db"))) {
      call(config(store, mcp), "run_command", Map.of("command", command));
    }

    ObjectNode a = span(cli);
    ObjectNode b = span(mcp);
    assertThat(a.get("handle").asText()).startsWith("cnd_");
    assertThat(b.get("handle").asText()).startsWith("cnd_").isNotEqualTo(a.get("handle").asText());
    assertThat(withoutTimesAndIds(b)).isEqualTo(withoutTimesAndIds(a));
  }

  @Test
  void candorShapeAndMcpShapeLeaveTheSameSpanForTheSameText() throws Exception {
    StringBuilder text = new StringBuilder();
    for (int i = 1; i <= 2000; i++) {
      text.append("compiling unit ").append(i).append('\n');
    }
    text.append("error: undefined reference to `main'\n");
    Path cli = dir.resolve("shape.jsonl");
    Path mcp = dir.resolve("mcp.jsonl");

    InputStream stdin = System.in;
    Cli shape = new Cli();
    try {
      System.setIn(new ByteArrayInputStream(text.toString().getBytes(StandardCharsets.UTF_8)));
      assertThat(shape.run("shape", "--no-store", "--budget", "1000", "--command", "make", "--exit-code", "2",
          "--trace", cli.toString())).isZero();
    } finally {
      System.setIn(stdin);
    }
    CallToolResult r = call(config(null, mcp), "shape", Map.of("text", text.toString(), "command", "make", "exit_code", 2, "budget", 1000));

    assertThat(r.isError()).isFalse();
    ObjectNode a = span(cli);
    assertThat(a.get("stdout_truncated").asBoolean()).isTrue();
    assertThat(a.get("exit_code_preserved").asBoolean()).isTrue();
    assertThat(withoutTimesAndIds(span(mcp))).isEqualTo(withoutTimesAndIds(a));
  }

  private int fastRun(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int status = FastRun.run(args, new PrintWriter(out), new PrintWriter(err)).orElseThrow();
    assertThat(err.toString()).isEmpty();
    return status;
  }

  /** Calls {@code tool} as mcp serve does: through the tool list the server is given. */
  static CallToolResult call(ServeConfig config, String tool, Map<String, Object> arguments) {
    return ServeServer.tools(config).stream()
        .filter(t -> t.tool().name().equals(tool))
        .findFirst()
        .orElseThrow()
        .callHandler()
        .apply(null, new CallToolRequest(tool, arguments));
  }

  /** As mcp serve starts by default in this directory, with the trace in {@code trace}. */
  private static ServeConfig config(ResultStore store, Path trace) {
    return new ServeConfig(Budget.chars(8_000), 80_000, Redactor.defaults(), store, null, Path.of("").toAbsolutePath(),
        ServeConfig.DEFAULT_TIMEOUT, trace);
  }

  private static ObjectNode span(Path trace) throws Exception {
    List<String> lines = Files.readAllLines(trace);
    assertThat(lines).hasSize(1);
    return (ObjectNode) JSON.readTree(lines.get(0));
  }

  private static ObjectNode withoutTimesAndIds(ObjectNode span) {
    ObjectNode copy = span.deepCopy();
    copy.remove(List.of("start_time", "duration_ms", "handle"));
    return copy;
  }
}
