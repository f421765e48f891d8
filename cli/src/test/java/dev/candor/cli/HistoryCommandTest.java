package dev.candor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HistoryCommandTest {
  @TempDir Path dir;

  private String store() {
    return "sqlite:" + dir.resolve("store.db");
  }

  private int run(String... command) {
    String[] args = new String[command.length + 6];
    System.arraycopy(new String[] {"run", "--store", store(), "--trace", dir.resolve("t.jsonl").toString(), "--"}, 0, args, 0, 6);
    System.arraycopy(command, 0, args, 6, command.length);
    return new Cli().run(args);
  }

  private JsonNode history(String... more) throws Exception {
    String[] args = new String[more.length + 5];
    System.arraycopy(new String[] {"history", "--store", store(), "--format", "json"}, 0, args, 0, 5);
    System.arraycopy(more, 0, args, 5, more.length);
    Cli cli = new Cli();
    assertThat(cli.run(args)).as(cli.err()).isZero();
    return new ObjectMapper().readTree(cli.out());
  }

  @Test
  void runAndShapeCallsAreListedNewestFirstWithExitCodesHandlesAndRuns() throws Exception {
    assertThat(run("echo", "fine")).isZero();
    assertThat(run("sh", "-c", "echo 'error: it broke' >&2; exit 7")).isEqualTo(7);
    Path json = Files.writeString(dir.resolve("rows.json"), "[" + "{\"region\":\"Iberia\",\"amount\":1.5},".repeat(339)
        + "{\"region\":\"Nordics\",\"amount\":2}]");
    assertThat(new Cli().run("run", "--store", store(), "--no-trace", "--run", "agent-1", "--", "cat", json.toString())).isZero();

    JsonNode all = history();
    assertThat(all.get("matched").asInt()).isEqualTo(3);
    JsonNode calls = all.get("calls");
    assertThat(calls.get(0).get("command").asText()).startsWith("cat ");
    assertThat(calls.get(0).get("run").asText()).isEqualTo("agent-1");
    assertThat(calls.get(0).get("cut").asBoolean()).isTrue();
    assertThat(calls.get(1).get("exit_code").asInt()).isEqualTo(7);
    assertThat(calls.get(1).get("error_lines_found").asInt()).isEqualTo(1);
    assertThat(calls.get(2).get("exit_code").asInt()).isZero();
    for (JsonNode c : calls) {
      assertThat(c.get("handle").asText()).startsWith("cnd_");
    }
    assertThat(history("--failed").get("calls")).hasSize(1);
    assertThat(history("--run", "agent-1").get("matched").asInt()).isEqualTo(1);
    assertThat(history("--grep", "^echo").get("matched").asInt()).isEqualTo(1);
    assertThat(history("--since", "1h").get("matched").asInt()).isEqualTo(3);

    Cli text = new Cli();
    assertThat(text.run("history", "--store", store(), "--limit", "2")).isZero();
    assertThat(text.out()).contains("2 of 3 calls matched").contains("exit 7").doesNotContain("echo fine");
  }

  @Test
  void lintAndAuditTakeTheSpansOfOneRunFromTheLedger() throws Exception {
    Path trace = dir.resolve("t.jsonl");
    for (String run : new String[] {"agent-a", "agent-b", "agent-a"}) {
      assertThat(new Cli().run("run", "--store", store(), "--trace", trace.toString(), "--run", run, "--", "echo", run)).isZero();
    }
    assertThat(Files.readAllLines(trace)).hasSize(3);
    Cli audit = new Cli();
    assertThat(audit.run("audit", "--run", "agent-a", "--store", store(), "--format", "json", trace.toString()))
        .as(audit.err()).isZero();
    assertThat(new ObjectMapper().readTree(audit.out()).findValues("calls").get(0).asInt()).isEqualTo(2);
    Cli lint = new Cli();
    assertThat(lint.run("lint", "--run", "agent-b", "--store", store(), trace.toString())).as(lint.err()).isZero();
    assertThat(lint.out()).contains("issues=0");
  }

  @Test
  void shapeOfStandardInputIsRecordedToo() throws Exception {
    Cli cli = new Cli();
    java.io.InputStream stdin = System.in;
    try {
      System.setIn(new java.io.ByteArrayInputStream("line\n".repeat(10).getBytes()));
      assertThat(cli.run("shape", "--store", store(), "--command", "make -k", "--exit-code", "2")).isZero();
    } finally {
      System.setIn(stdin);
    }
    JsonNode c = history().get("calls").get(0);
    assertThat(c.get("command").asText()).isEqualTo("make -k");
    assertThat(c.get("exit_code").asInt()).isEqualTo(2);
    assertThat(c.get("lines").asInt()).isEqualTo(10);
  }

  @Test
  void badFiltersAreUsageErrorsThatNameTheForms() {
    Cli since = new Cli();
    assertThat(since.run("history", "--store", store(), "--since", "last tuesday")).isEqualTo(2);
    assertThat(since.err()).contains("30m, 2h, 7d");
    Cli grep = new Cli();
    assertThat(grep.run("history", "--store", store(), "--grep", "(")).isEqualTo(2);
    assertThat(grep.err()).contains("RE2");
    Cli run = new Cli();
    assertThat(run.run("run", "--store", store(), "--run", " ", "--", "true")).isEqualTo(2);
  }

  @Test
  void shapingAFileIsACallInTheLedgerThoughTheFileIsItsOwnFullOutput() throws Exception {
    Path log = Files.writeString(dir.resolve("build.log"), "step\n".repeat(2_000) + "error: linker failed\n");
    Cli cli = new Cli();
    assertThat(cli.run("shape", "--store", store(), "--budget", "300", "--command", "make", "--exit-code", "2",
        log.toString())).as(cli.err()).isZero();
    assertThat(cli.out()).contains(log.toString()); // the file, not a handle, is the way back

    JsonNode calls = history().get("calls");
    assertThat(calls).hasSize(1);
    assertThat(calls.get(0).get("exit_code").asInt()).isEqualTo(2);
    assertThat(calls.get(0).get("cut").asBoolean()).isTrue();
  }
}
