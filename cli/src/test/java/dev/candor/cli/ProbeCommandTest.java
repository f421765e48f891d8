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
}
