package dev.candor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.candor.Budget;
import dev.candor.Redactor;
import dev.candor.mcp.ServeConfig;
import dev.candor.mcp.ServeServer;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code candor shape --format json} and mcp's {@code shape} tool write the same facts of the same
 * shaped result in the same JSON: the CLI beside the text, MCP as {@code structuredContent}.
 */
class FrontEndJsonTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path dir;

  @Test
  void candorShapeAndMcpShapeGiveTheSameJsonForTheSameShapedResult() throws Exception {
    StringBuilder text = new StringBuilder();
    for (int i = 1; i <= 2000; i++) {
      text.append("compiling unit ").append(i).append('\n');
    }
    text.append("error: undefined reference to `main'\n");

    InputStream stdin = System.in;
    Cli shape = new Cli();
    try {
      System.setIn(new ByteArrayInputStream(text.toString().getBytes(StandardCharsets.UTF_8)));
      assertThat(shape.run("shape", "--no-store", "--budget", "3000", "--command", "make",
          "--exit-code", "2", "--format", "json")).isZero();
    } finally {
      System.setIn(stdin);
    }
    // The CLI's JSON answer keeps to the budget as a whole, so its text was shaped to less: the
    // budget it states, which the MCP tool is given for its text.
    ObjectNode cli = (ObjectNode) JSON.readTree(shape.out());
    long textBudget = cli.get("budget").get("limit").asLong();
    assertThat(textBudget).isLessThan(3000);
    ServeConfig config = new ServeConfig(Budget.chars(8_000), 80_000, Redactor.defaults(), null, null,
        Path.of("").toAbsolutePath(), ServeConfig.DEFAULT_TIMEOUT, dir.resolve("mcp.jsonl"));
    CallToolResult r = FrontEndSpansTest.call(config, "shape",
        Map.of("text", text.toString(), "command", "make", "exit_code", 2, "budget", textBudget));

    JsonNode mcp = JSON.readTree(ServeServer.jsonMapper().writeValueAsString(r.structuredContent()));
    List<String> facts = new ArrayList<>();
    cli.fieldNames().forEachRemaining(facts::add);
    facts.remove("text");
    // Not trivially equal: the result was cut, and its facts are more than a handful.
    assertThat(cli.get("truncated").asBoolean()).isTrue();
    assertThat(cli.get("cuts").size()).isPositive();
    assertThat(facts).contains("budget", "input", "evidence", "cuts");
    for (String name : facts) {
      assertThat(mcp.get(name)).as(name).isEqualTo(cli.get(name));
    }
  }
}
