package dev.candor.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.candor.Budget;
import dev.candor.Redactor;
import dev.candor.store.ResultStore;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.json.schema.JsonSchemaValidator;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.TextContent;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ServeToolsTest {
  @TempDir Path dir;

  private ResultStore store;
  private ServeConfig config;

  @BeforeEach
  void open() {
    store = ResultStore.open("sqlite:" + dir.resolve("store.db"));
    config = new ServeConfig(Budget.chars(2_000), 20_000, Redactor.defaults(), store, null, dir, Duration.ofSeconds(30));
  }

  @AfterEach
  void close() {
    store.close();
  }

  static String text(CallToolResult r) {
    return ((TextContent) r.content().get(0)).text();
  }

  @SuppressWarnings("unchecked")
  static Map<String, Object> fields(CallToolResult r) {
    return (Map<String, Object>) r.structuredContent();
  }

  /** The structured content is valid against the tool's declared output schema. */
  static void assertValid(Tool tool, CallToolResult r) {
    JsonSchemaValidator v = McpJsonDefaults.getSchemaValidator();
    JsonSchemaValidator.ValidationResponse res = v.validate(tool.outputSchema(), r.structuredContent());
    assertThat(res.valid()).as(res.errorMessage()).isTrue();
  }

  @Test
  void aFailingCommandGivesItsExitCodeAsAFieldAndItsErrorLineWithinTheBudget() {
    String script = "i=0; while [ $i -lt 3000 ]; do echo \"compiling module $i\"; i=$((i+1)); done; "
        + "echo 'error: undefined symbol frobnicate in module 1234' >&2; "
        + "i=0; while [ $i -lt 3000 ]; do echo \"linking object $i\"; i=$((i+1)); done; exit 3";
    CallToolResult r = RunCommandTool.call(config, Map.of("command", script, "budget", 1_500));

    assertValid(RunCommandTool.definition(), r);
    assertThat(r.isError()).isTrue();
    Map<String, Object> f = fields(r);
    assertThat(f.get("exit_code")).isEqualTo(3);
    assertThat(f.get("timed_out")).isEqualTo(false);
    assertThat(f.get("truncated")).isEqualTo(true);
    assertThat(((Map<?, ?>) f.get("input")).get("lines")).isEqualTo(6001L);
    assertThat((Long) f.get("omitted_lines")).isPositive();
    assertThat(text(r)).contains("error: undefined symbol frobnicate in module 1234");
    assertThat(text(r).codePointCount(0, text(r).length())).isLessThanOrEqualTo(1_500);
    assertThat((String) f.get("handle")).startsWith("cnd_");
    assertThat(text(r)).contains("candor_more with handle " + f.get("handle"));
  }

  @Test
  void theHandleOfACutRunGivesBackItsLinesThroughCandorMore() {
    CallToolResult r = RunCommandTool.call(config, Map.of("argv", List.of("seq", "1", "20000"), "budget", 500));
    String handle = (String) fields(r).get("handle");
    assertThat(r.isError()).isFalse();
    assertThat(fields(r).get("exit_code")).isEqualTo(0);

    CallToolResult more = MoreTool.call(store, Map.of("handle", handle, "lines", "12345:12347"), config.budget());

    assertThat(more.isError()).isFalse();
    assertThat(text(more)).contains("12345").contains("12347").doesNotContain("12348");
  }

  @Test
  void aTimeoutEndsTheCommandAndSaysSoInAField() {
    CallToolResult r = RunCommandTool.call(config, Map.of("command", "echo started; sleep 30", "timeout_seconds", 0.5));

    assertValid(RunCommandTool.definition(), r);
    assertThat(fields(r).get("timed_out")).isEqualTo(true);
    assertThat(r.isError()).isTrue();
    assertThat(text(r)).contains("started");
  }

  @Test
  void aDeathBySignalIsASignalAndExit139IsAnExitInTheFieldsTheTextAndTheSpan() throws Exception {
    Path trace = dir.resolve("signals.jsonl");
    ServeConfig traced = new ServeConfig(Budget.chars(1_000), 20_000, Redactor.defaults(), store, null, dir,
        Duration.ofSeconds(30), trace);

    CallToolResult killed = RunCommandTool.call(traced, Map.of("command", "kill -SEGV $$"));
    CallToolResult exited = RunCommandTool.call(traced, Map.of("command", "exit 139"));

    assertValid(RunCommandTool.definition(), killed);
    assertValid(RunCommandTool.definition(), exited);
    assertThat(fields(killed).get("signal")).isEqualTo(11);
    assertThat(fields(killed).get("signal_name")).isEqualTo("SIGSEGV");
    assertThat(fields(killed).get("exit_code")).isNull();
    assertThat(text(killed)).contains("signal: SIGSEGV (11)").doesNotContain("exit code");
    assertThat(fields(exited).get("signal")).isNull();
    assertThat(fields(exited).get("signal_name")).isNull();
    assertThat(fields(exited).get("exit_code")).isEqualTo(139);
    assertThat(text(exited)).contains("exit code: 139").doesNotContain("signal");
    List<String> spans = java.nio.file.Files.readAllLines(trace);
    assertThat(dev.candor.trace.Span.parse(spans.get(0)).signal()).hasValue(11);
    assertThat(spans.get(0)).contains("\"signal_name\":\"SIGSEGV\"");
    assertThat(dev.candor.trace.Span.parse(spans.get(1)).signal()).isEmpty();
    assertThat(dev.candor.trace.Span.parse(spans.get(1)).exitCode()).hasValue(139);
  }

  @Test
  void aCommandThatIsNotFoundSaysWhyWithTheShellsStatus() {
    CallToolResult r = RunCommandTool.call(config, Map.of("argv", List.of("no-such-program-candor")));

    assertValid(RunCommandTool.definition(), r);
    assertThat(fields(r).get("exit_code")).isEqualTo(127);
    assertThat((String) fields(r).get("launch_error")).contains("not found");
  }

  @Test
  void runsInTheGivenDirectoryRelativeToTheServers() throws Exception {
    Files.createDirectory(dir.resolve("sub"));
    CallToolResult r = RunCommandTool.call(config, Map.of("command", "pwd", "cwd", "sub"));
    assertThat(text(r)).contains(dir.resolve("sub").toRealPath().toString());
  }

  @Test
  void badArgumentsAreErrorResultsThatSayWhatToGive() {
    assertThat(text(RunCommandTool.call(config, Map.of()))).contains("give exactly one of command");
    assertThat(text(RunCommandTool.call(config, Map.of("command", "true", "argv", List.of("true"))))).contains("exactly one");
    assertThat(text(RunCommandTool.call(config, Map.of("command", "true", "budget", 999_999)))).contains("between 1 and 20000");
    assertThat(text(RunCommandTool.call(config, Map.of("command", "true", "timeout_seconds", -1)))).contains("above 0");
    assertThat(text(RunCommandTool.call(config, Map.of("command", "true", "timeout_seconds", 1e300)))).contains("at most 604800");
    assertThat(text(RunCommandTool.call(config, Map.of("command", "true", "cwd", "nowhere")))).contains("not a directory");
    assertThat(text(RunCommandTool.call(config, Map.of("command", "true", "shell", true)))).contains("unknown argument 'shell'");
    assertThat(RunCommandTool.call(config, Map.of()).isError()).isTrue();
    assertThat(text(ReadFileTool.call(config, Map.of("path", "missing.txt")))).contains("no such file");
    assertThat(text(ReadFileTool.call(config, Map.of("path", ".")))).contains("directory");
    assertThat(text(ShapeTool.call(config, Map.of("text", "x", "exit_code", 300)))).contains("between 0 and 255");
  }

  @Test
  void readFileKeepsTheAskedLinesWholeAndSaysWhatItCut() throws Exception {
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i <= 5_000; i++) {
      sb.append("  int value").append(i).append(" = compute(").append(i).append(");\n");
    }
    Files.writeString(dir.resolve("Big.java"), sb);

    CallToolResult r = ReadFileTool.call(config, Map.of("path", "Big.java", "lines", "2500:2510"));

    assertValid(ReadFileTool.definition(), r);
    assertThat(r.isError()).isFalse();
    for (int i = 2500; i <= 2510; i++) {
      assertThat(text(r)).contains("int value" + i + " = compute(" + i + ");");
    }
    assertThat(fields(r).get("strategy")).isEqualTo("file");
    assertThat(fields(r).get("truncated")).isEqualTo(true);
    assertThat(fields(r).get("path")).isEqualTo(dir.resolve("Big.java").toString());
  }

  @Test
  void readFileWithNoRangeReadsALogLikeALogAndKeepsItsErrorLine() throws Exception {
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i <= 20_000; i++) {
      sb.append(i == 12_345 ? "2026-11-29T21:00:00Z ERROR worker-3 batch 12345 failed: connection reset by peer"
          : "2026-11-29T21:00:00Z INFO worker-" + (i % 16) + " processed batch " + i).append('\n');
    }
    Files.writeString(dir.resolve("service.log"), sb);

    CallToolResult r = ReadFileTool.call(config, Map.of("path", "service.log"));

    assertValid(ReadFileTool.definition(), r);
    assertThat(fields(r).get("strategy")).isEqualTo("log");
    assertThat(text(r)).contains("batch 12345 failed: connection reset by peer");
    assertThat(text(r).length()).isLessThanOrEqualTo(2_000);
  }

  @Test
  void readFileMasksSecretsBeforeShowingThem() throws Exception {
    Files.writeString(dir.resolve("env.txt"), "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nname=candor\n");
    CallToolResult r = ReadFileTool.call(config, Map.of("path", "env.txt"));
    assertThat(text(r)).doesNotContain("AKIAIOSFODNN7EXAMPLE").contains("name=candor");
  }

  @Test
  void shapeKeepsTheExitCodeAndTheErrorLineOfTextTheAgentHas() {
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i <= 4_000; i++) {
      sb.append(i == 2_222 ? "FAILED tests/test_io.py::test_read - AssertionError" : "PASSED tests/test_" + i + ".py").append('\n');
    }
    CallToolResult r = ShapeTool.call(config, Map.of("text", sb.toString(), "command", "pytest -q", "exit_code", 1, "budget", 1_000));

    assertValid(ShapeTool.definition(), r);
    assertThat(text(r)).contains("pytest -q").contains("FAILED tests/test_io.py::test_read - AssertionError");
    assertThat(text(r).length()).isLessThanOrEqualTo(1_000);
    assertThat((String) fields(r).get("handle")).startsWith("cnd_");
    assertThat(fields(r).get("error_lines_shown")).isEqualTo(1L);
  }

  @Test
  void withNoStoreTheResultSaysTheOutputWasNotKeptAndHasNoHandle() {
    ServeConfig none = new ServeConfig(Budget.chars(1_000), 1_000, null, null, null, dir, Duration.ofSeconds(30));
    CallToolResult r = RunCommandTool.call(none, Map.of("argv", List.of("seq", "1", "5000")));

    assertValid(RunCommandTool.definition(), r);
    assertThat(fields(r).get("handle")).isNull();
    assertThat(text(r)).contains("not kept (--no-store)");
    assertThat(ServeServer.tools(none)).extracting(t -> t.tool().name()).containsExactly("run_command", "read_file", "shape");
    assertThat(ServeServer.tools(config)).extracting(t -> t.tool().name()).contains("candor_more");
  }

  @Test
  void eachRunCommandLeavesASpanAsCandorRunDoesThatLintsClean() throws Exception {
    Path trace = dir.resolve("trace.jsonl");
    ServeConfig traced = new ServeConfig(Budget.chars(1_000), 20_000, Redactor.defaults(), store, null, dir,
        Duration.ofSeconds(30), trace);

    CallToolResult r = RunCommandTool.call(traced, Map.of("command", "seq 1 5000; echo 'error: it broke' >&2; exit 2"));

    List<String> lines = java.nio.file.Files.readAllLines(trace);
    assertThat(lines).hasSize(1);
    dev.candor.trace.Span span = dev.candor.trace.Span.parse(lines.get(0));
    assertThat(span.exitCode()).hasValue(2);
    assertThat(span.exitCodePreserved()).isTrue();
    assertThat(span.stdout().truncated()).isTrue();
    assertThat(span.errorLinesFound()).isEqualTo(1);
    assertThat(span.errorLinesShown()).isEqualTo(1);
    assertThat(span.handle()).hasValue((String) fields(r).get("handle"));
    assertThat(dev.candor.trace.Lint.run(trace).findings()).isEmpty();
  }

  @Test
  void aRunCommandSpanRecordsEachRawStreamApartAsCandorRunDoes() throws Exception {
    Path trace = dir.resolve("streams.jsonl");
    ServeConfig traced = new ServeConfig(Budget.chars(1_000), 20_000, Redactor.defaults(), store, null, dir,
        Duration.ofSeconds(30), trace);

    RunCommandTool.call(traced, Map.of("command", "echo 'key AKIAIOSFODNN7EXAMPLE'; echo oops >&2"));

    dev.candor.trace.Span span = dev.candor.trace.Span.parse(Files.readAllLines(trace).get(0));
    String out = "key AKIAIOSFODNN7EXAMPLE\n";
    assertThat(span.stdout().bytes()).isEqualTo(out.length());
    assertThat(span.stdout().sha256()).hasValue(sha256(out)); // the command's bytes, not the masked merge
    assertThat(span.stderr().bytes()).isEqualTo(5);
    assertThat(span.stderr().sha256()).hasValue(sha256("oops\n"));
  }

  @Test
  void shapeAndReadFileLeaveASpanEachInTheServersTrace() throws Exception {
    Path trace = dir.resolve("tools.jsonl");
    ServeConfig traced = new ServeConfig(Budget.chars(1_000), 20_000, Redactor.defaults(), store, null, dir,
        Duration.ofSeconds(30), trace);
    Files.writeString(dir.resolve("notes.txt"), "one\ntwo\n");

    ShapeTool.call(traced, Map.of("text", "error: it broke\n", "command", "make", "exit_code", 2));
    ReadFileTool.call(traced, Map.of("path", "notes.txt"));

    List<String> lines = Files.readAllLines(trace);
    assertThat(lines).hasSize(2);
    dev.candor.trace.Span shaped = dev.candor.trace.Span.parse(lines.get(0));
    assertThat(shaped.toolName()).isEqualTo("shape");
    assertThat(shaped.argv()).containsExactly("make");
    assertThat(shaped.exitCode()).hasValue(2);
    dev.candor.trace.Span read = dev.candor.trace.Span.parse(lines.get(1));
    assertThat(read.toolName()).isEqualTo("read_file");
    assertThat(read.stdout().bytes()).isEqualTo(8);
    assertThat(read.handle()).isEmpty();
  }

  private static String sha256(String s) throws Exception {
    return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
        .digest(s.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
  }
}
