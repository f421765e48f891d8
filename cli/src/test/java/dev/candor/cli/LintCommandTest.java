package dev.candor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LintCommandTest {
  /** Seed 003's spelling: returncode, not exit_code; the second span is the pipe-stall row. */
  private static final String SEED_SPANS =
      "{\"span_type\":\"tool\",\"returncode\":2,\"stdout_bytes\":24118,\"stderr_bytes\":902,\"stdout_cap\":8192,"
          + "\"stderr_cap\":8192,\"stdout_truncated\":false,\"stderr_truncated\":false,\"ok_preview\":true}\n"
          + "{\"span_type\":\"tool\",\"returncode\":0,\"stdout_bytes\":0,\"stderr_bytes\":0,\"stdout_cap\":8192,"
          + "\"stderr_cap\":8192,\"stdout_truncated\":false,\"stderr_truncated\":false,\"ok_preview\":true}\n";

  @TempDir Path dir;
  private final Cli cli = new Cli();

  @Test
  void printsEachFindingWithItsFirstAction() throws IOException {
    Path trace = Files.writeString(dir.resolve("run.jsonl"), SEED_SPANS);
    assertThat(cli.run("lint", trace.toString())).isEqualTo(1);
    assertThat(cli.out.toString()).isEqualTo("L1: stdout clipped without flag\n"
        + "  first action: fetch the tail hash, then re-run the tool with the cap removed\n"
        + "L1: ok_preview true with exit 2\n"
        + "  first action: treat the span as incomplete: do not close the incident on its preview\n"
        + "L2: both streams empty with exit 0 and no duration: possible pipe stall\n"
        + "  first action: check for a pipe stall and the ulimit, then re-run the tool\n"
        + "issues=3\n");
  }

  @Test
  void jsonGivesEachFindingsKindAndAdvice() throws IOException {
    Path trace = Files.writeString(dir.resolve("run.jsonl"), SEED_SPANS);
    assertThat(cli.run("lint", "--format", "json", trace.toString())).isEqualTo(1);
    assertThat(cli.out.toString()).contains("\"kind\":\"pipe_stall\"")
        .contains("\"advice\":\"check for a pipe stall and the ulimit, then re-run the tool\"");
  }
}
