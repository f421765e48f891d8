package dev.candor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProbeCommandTest {
  @TempDir Path dir;
  private final Cli cli = new Cli();
  private final java.io.StringWriter out = cli.out;
  private final java.io.StringWriter err = cli.err;

  private int run(String... args) {
    return cli.run(args);
  }

  private Path failingBuild() throws IOException {
    return BuildLogs.failing(dir, 3000, "[ERROR] /src/Foo.java:[12,5] cannot find symbol");
  }

  @Test
  void showsWhichRuntimesHideTheFailureAndThatCandorKeepsIt() throws IOException {
    assertThat(run("probe", "--format", "json", "--exit-code", "1", failingBuild().toString())).isZero();
    JsonNode rows = new ObjectMapper().readTree(out.toString()).get("rows");
    boolean someRuntimeLostTheRootCause = false;
    for (JsonNode r : rows) {
      if (r.get("runtime").asText().startsWith("candor")) {
        assertThat(r.get("error_lines_lost").asInt()).as(r.toString()).isZero();
        assertThat(r.get("exit_code_visible").asBoolean()).isTrue();
        assertThat(r.get("last_line_kept").asBoolean()).isTrue();
      } else if (r.get("error_lines_lost").asInt() > 0) {
        someRuntimeLostTheRootCause = true;
      }
    }
    assertThat(someRuntimeLostTheRootCause).isTrue();
  }

  @Test
  void listNamesEveryRuntimeWithItsSource() {
    assertThat(run("probe", "--list")).isZero();
    assertThat(out.toString()).contains("openhands").contains("codex").contains("gemini-cli").contains("smolagents")
        .contains("langgraph").contains("swe-agent").contains("cline").contains("opencode").contains("goose");
  }

  @Test
  void clinesJsonEscapedResult_isSearchedAsTheModelReadsIt() throws IOException {
    Path log = dir.resolve("quoted.log");
    Files.writeString(log, "[ERROR] Failed to execute goal on project \"core\": compilation failure\n");
    assertThat(run("probe", "--format", "json", "--runtime", "cline", "--exit-code", "1", "--command", "mvn -B package",
        log.toString())).isZero();
    JsonNode cline = new ObjectMapper().readTree(out.toString()).get("rows").get(0);
    assertThat(cline.get("runtime").asText()).isEqualTo("cline");
    assertThat(cline.get("error_lines_lost").asInt()).isZero();
    assertThat(cline.get("exit_code_visible").asBoolean()).isTrue();
  }

  @Test
  void markersFindsCandorsOwnMarkerAndFailsOnASilentCut() throws IOException {
    Path cut = dir.resolve("cut.txt");
    Files.writeString(cut, "head\n[... cut lines 2-9 from the middle: 8 lines, 80 bytes ...]\ntail\n");
    assertThat(run("markers", cut.toString())).isZero();
    assertThat(out.toString()).contains("markers=1");
    Path silent = dir.resolve("silent.txt");
    Files.writeString(silent, "head\ntail\n");
    assertThat(run("markers", silent.toString())).isEqualTo(1);
  }

  @Test
  void candorsRowsOverALongLog_areWhatShapeShowsAtEachCap() throws IOException {
    Path log = dir.resolve("long.log");
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i <= 120_000; i++) {
      sb.append(i == 61_234 ? "src/db.c:88: error: connection refused\n" : "[" + i + "] compiled module " + (i % 97) + "\n");
    }
    Files.writeString(log, sb); // 3 MB: longer than the sample's two windows, so Candor reads the file
    assertThat(run("probe", "--format", "json", "--exit-code", "2", "--command", "make", log.toString())).isZero();
    JsonNode rows = new ObjectMapper().readTree(out.toString()).get("rows");
    dev.candor.Evidence ev = dev.candor.Evidence.none().withCommand("make").withExitCode(2);
    int checked = 0;
    for (int i = 0; i + 1 < rows.size(); i += 2) {
      String runtime = rows.get(i).get("runtime").asText();
      if (!runtime.equals("codex") && !runtime.equals("swe-agent") && !runtime.equals("codex-tokens")) {
        continue;
      }
      dev.candor.runtimes.RuntimeProfile p = dev.candor.runtimes.Runtimes.named(runtime);
      dev.candor.Budget b = new dev.candor.Budget(p.defaultCap(), p.unit(), dev.candor.Tokenizer.approx());
      String shaped;
      try (java.io.InputStream in = Files.newInputStream(log)) {
        shaped = dev.candor.Shaper.builder().budget(b).build().shape(in, ev).text();
      }
      JsonNode candor = rows.get(i + 1);
      assertThat(candor.get("runtime").asText()).isEqualTo("candor @ same");
      assertThat(candor.get("size_in_unit").asLong()).as(runtime).isEqualTo(b.measure(shaped));
      assertThat(candor.get("error_lines_lost").asLong()).as(runtime).isZero();
      checked++;
    }
    assertThat(checked).isEqualTo(3);
  }

  @Test
  void aSingleLineOverTwoWindows_isProbedFromItsEndsWithCountsOfTheWhole() throws IOException {
    Path line = dir.resolve("line.txt");
    Files.writeString(line, "word error ".repeat(300_000) + "THE-END\n"); // 3.3 MB, one line
    assertThat(run("probe", "--format", "json", "--exit-code", "1", line.toString())).isZero();
    JsonNode json = new ObjectMapper().readTree(out.toString());
    assertThat(json.get("bytes").asLong()).isEqualTo(3_300_008);
    assertThat(json.get("lines").asLong()).isEqualTo(1);
    for (JsonNode r : json.get("rows")) {
      switch (r.get("runtime").asText()) {
        case "langgraph" -> {
          assertThat(r.get("size_in_unit").asLong()).isEqualTo(3_300_008);
          assertThat(r.get("tokens_estimated").asBoolean()).isTrue();
          assertThat(r.get("cut").asBoolean()).isFalse();
        }
        case "codex", "gemini-cli", "openhands" -> {
          assertThat(r.get("cut").asBoolean()).as(r.toString()).isTrue();
          assertThat(r.get("marked").asBoolean()).as(r.toString()).isTrue();
          assertThat(r.get("size_in_unit").asLong()).as(r.toString()).isLessThan(60_000);
        }
        default -> { }
      }
    }
  }

  @Test
  void markersScan_findsAMarkerAcrossAChunkEndOnceAtItsOffset() throws IOException {
    String marker = "[... cut lines 2-9 from the middle: 8 lines, 80 bytes ...]";
    String text = "x".repeat(90) + "\n" + marker + "\n" + "y".repeat(200) + "\n" + marker + "\n";
    java.util.List<Long> offsets = new java.util.ArrayList<>();
    long n = MarkersCommand.scan(new java.io.StringReader(text), 100, 80, (offset, d) -> offsets.add(offset));
    assertThat(n).isEqualTo(2);
    assertThat(offsets).containsExactly((long) text.indexOf(marker), (long) text.lastIndexOf(marker));
  }
}
