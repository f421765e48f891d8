package dev.candor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ShapeCommandTest {
  @TempDir Path dir;
  private final Cli cli = new Cli();
  private final java.io.StringWriter out = cli.out;
  private final java.io.StringWriter err = cli.err;

  private int run(String... args) {
    return cli.run(args);
  }

  private Path buildLog() throws IOException {
    return BuildLogs.failing(dir, 5000, "[ERROR] Foo.java:[3,1] cannot find symbol");
  }

  @Test
  void shapePrintsAnObservationWithinTheBudget() throws IOException {
    Path log = buildLog();
    int code = run("shape", "--budget", "1500", "--command", "mvn -B package", "--exit-code", "1", log.toString());
    assertThat(code).isZero();
    String text = out.toString().stripTrailing();
    assertThat(text.codePointCount(0, text.length())).isLessThanOrEqualTo(1500);
    assertThat(text).startsWith("command: mvn -B package\nexit code: 1\n")
        .contains("> L5002: [ERROR] Foo.java:[3,1] cannot find symbol")
        .contains("full output: " + log)
        .endsWith("[INFO] BUILD FAILURE");
  }

  @Test
  void traceAppendsASpanOnlyWhenAsked() throws IOException {
    Path log = buildLog();
    Path trace = dir.resolve("shape.jsonl");
    assertThat(run("shape", "--budget", "1500", "--command", "mvn -B package", "--exit-code", "1", log.toString())).isZero();
    assertThat(trace).doesNotExist();
    assertThat(run("shape", "--budget", "1500", "--command", "mvn -B package", "--exit-code", "1", "--trace", trace.toString(),
        log.toString())).isZero();
    dev.candor.trace.Span span = dev.candor.trace.Span.parse(Files.readAllLines(trace).get(0));
    assertThat(span.toolName()).isEqualTo("shape");
    assertThat(span.argv()).containsExactly("mvn -B package");
    assertThat(span.exitCode()).hasValue(1);
    assertThat(span.exitCodePreserved()).isTrue();
    assertThat(span.stdout().bytes()).isEqualTo(Files.size(log));
    assertThat(span.stdout().truncated()).isTrue();
    assertThat(span.handle()).isEmpty(); // a file is its own full output
  }

  @Test
  void formatJsonPrintsTheFactsOfTheCut() throws IOException {
    Path log = buildLog();
    // at 300 tokens the facts alone (three hashes) do not fit beside a text; at 3,000 they do
    assertThat(run("shape", "--budget", "3000", "--unit", "tokens", "--format", "json", log.toString())).isZero();
    JsonNode n = new ObjectMapper().readTree(out.toString());
    assertThat(n.get("truncated").asBoolean()).isTrue();
    assertThat(n.get("size").asLong()).isLessThan(3000);
    assertThat(n.get("budget").get("tokenizer").asText()).isEqualTo("o200k_base");
    assertThat(n.get("input").get("bytes").asLong()).isEqualTo(Files.size(log));
    assertThat(n.get("input").get("sha256").asText()).hasSize(64);
    assertThat(n.get("cuts").size()).isPositive();
  }

  @Test
  void anUnknownUnitIsAUsageErrorThatSaysWhatToUse() throws IOException {
    assertThat(run("shape", "--unit", "words", buildLog().toString())).isEqualTo(2);
    assertThat(err.toString()).contains("unknown unit 'words': use chars, bytes or tokens");
  }

  @Test
  void aMissingFileExitsOneWithTheFixInTheMessage() {
    assertThat(run("shape", dir.resolve("nope.log").toString())).isEqualTo(1);
    assertThat(err.toString()).contains("no such file").contains("- for standard input");
  }

  @Test
  void aBadLineRangeIsAUsageError() throws IOException {
    assertThat(run("shape", "--lines", "x:y", buildLog().toString())).isEqualTo(2);
    assertThat(err.toString()).contains("--lines takes A:B");
  }

  @Test
  void anUnknownOptionSuggestsHelp() {
    assertThat(run("shape", "--budgte", "3")).isEqualTo(2);
    assertThat(err.toString()).contains("Unknown option").contains("candor help");
  }

  @Test
  void helpTeachesWithExamples() {
    assertThat(run("shape", "--help")).isZero();
    assertThat(out.toString()).contains("Examples:").contains("--budget").contains("--exit-code");
  }

  @Test
  void jsonInputStaysAValidDocument() throws IOException {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < 400; i++) {
      sb.append(i == 0 ? "" : ",").append("{\"id\":").append(i).append(",\"name\":\"item number ").append(i).append("\"}");
    }
    sb.append(']');
    Path p = dir.resolve("items.json");
    Files.write(p, sb.toString().getBytes(StandardCharsets.UTF_8));
    assertThat(run("shape", "--budget", "1000", p.toString())).isZero();
    JsonNode n = new ObjectMapper().readTree(out.toString());
    assertThat(n.toString()).contains("400");
  }

  @Test
  void fieldsProjectEachItemWhenShaping() throws IOException {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < 400; i++) {
      sb.append(i == 0 ? "" : ",").append("{\"id\":").append(i).append(",\"name\":\"item number ").append(i)
          .append("\",\"owner\":{\"team\":\"t").append(i % 3).append("\",\"email\":\"x@y\"}}");
    }
    Path p = dir.resolve("items.json");
    Files.write(p, sb.append(']').toString().getBytes(StandardCharsets.UTF_8));

    assertThat(run("shape", "--no-store", "--budget", "1000", "--fields", "id,owner.team", p.toString())).isZero();

    JsonNode n = new ObjectMapper().readTree(out.toString());
    assertThat(n.get("items").get(0).toString()).isEqualTo("{\"id\":0,\"owner\":{\"team\":\"t0\"}}");
    assertThat(n.get("candor").get("fields").toString()).isEqualTo("[\"id\",\"owner.team\"]");
    assertThat(n.get("candor").get("of").asInt()).isEqualTo(400);
  }

  @Test
  void totalsStateFiguresForOnlyTheNamedFieldsAndNoneForOnlyTheCount() throws IOException {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < 400; i++) {
      sb.append(i == 0 ? "" : ",").append("{\"id\":").append(i).append(",\"amount\":").append(i).append(".25")
          .append(",\"region\":\"r").append(i % 3).append("\"}");
    }
    Path p = Files.writeString(dir.resolve("orders.json"), sb.append(']'));

    assertThat(run("shape", "--no-store", "--budget", "1000", "--totals", "amount", p.toString())).isZero();
    JsonNode figures = new ObjectMapper().readTree(out.toString()).get("candor").get("aggregates").get("fields");
    assertThat(figures.size()).isEqualTo(1);
    assertThat(figures.get("amount").get("sum").asText()).isEqualTo("79900.0"); // 0+...+399 = 79800, plus 400 x 0.25

    out.getBuffer().setLength(0);
    assertThat(run("shape", "--no-store", "--budget", "1000", "--totals", "none", p.toString())).isZero();
    JsonNode candor = new ObjectMapper().readTree(out.toString()).get("candor");
    assertThat(candor.has("aggregates")).isFalse();
    assertThat(candor.get("of").asInt()).isEqualTo(400);
  }
}
