package dev.candor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A stream is truncated in the span only when some of its bytes are not in the observation. */
class RunStreamFlagsTest {
  @TempDir Path dir;
  private final Cli cli = new Cli();

  @Test
  void aStderrLineShownAsAnExcerptInsideACutIsNotTruncated() throws IOException, NoSuchAlgorithmException {
    Path trace = dir.resolve("trace.jsonl");
    cli.run("run", "--budget", "2000", "--trace", trace.toString(), "--",
        "sh", "-c", "seq 1 200000; echo 'FATAL: disk quota exceeded' >&2; exit 3");
    assertThat(cli.out.toString()).contains("FATAL: disk quota exceeded");
    JsonNode span = new ObjectMapper().readTree(Files.readAllLines(trace).get(0));
    assertThat(span.get("stderr_bytes").asLong()).isEqualTo(27);
    assertThat(span.get("stderr_truncated").asBoolean()).isFalse();
    assertThat(span.get("stderr_sha256").asText()).isEqualTo(HexFormat.of().formatHex(MessageDigest
        .getInstance("SHA-256").digest("FATAL: disk quota exceeded\n".getBytes(StandardCharsets.UTF_8))));
    assertThat(span.get("stdout_truncated").asBoolean()).isTrue();
    assertThat(span.get("stdout_sha256").isNull()).isTrue();
    // The head and tail hashes are of stdout's first and last dropped runs: the lines its cuts
    // cover (stderr's line aside), split wherever a stdout line is shown between them.
    Matcher note = Pattern.compile("stderr wrote line L(\\d+)").matcher(span.get("notes").toString());
    assertThat(note.find()).as("the streams note in %s", span.get("notes")).isTrue();
    List<String> runs = stdoutRuns(span.get("cuts"), Long.parseLong(note.group(1)));
    assertThat(span.get("stdout_head_sha256").asText()).isEqualTo(runs.get(0));
    assertThat(span.get("stdout_tail_sha256").asText()).isEqualTo(runs.get(runs.size() - 1));
    cli.out.getBuffer().setLength(0);
    assertThat(cli.run("lint", trace.toString())).isZero();
    assertThat(cli.out.toString()).isEqualTo("issues=0\n");
    assertThat(seedLinter(trace)).containsExactly("issues=0");
  }

  /** The hashes of the runs of {@code seq 1 200000}'s lines that the cuts drop, stderr's line {@code fatal} merged in. */
  private static List<String> stdoutRuns(JsonNode cuts, long fatal) throws NoSuchAlgorithmException {
    List<String> runs = new ArrayList<>();
    MessageDigest run = null;
    for (long n = 1; n <= 200_001; n++) {
      if (n == fatal) {
        continue;
      }
      boolean dropped = false;
      for (JsonNode c : cuts) {
        dropped |= c.get("from").asLong() <= n && n <= c.get("to").asLong();
      }
      if (dropped) {
        run = run == null ? MessageDigest.getInstance("SHA-256") : run;
        run.update(((n < fatal ? n : n - 1) + "\n").getBytes(StandardCharsets.UTF_8));
      } else if (run != null) {
        runs.add(HexFormat.of().formatHex(run.digest()));
        run = null;
      }
    }
    if (run != null) {
      runs.add(HexFormat.of().formatHex(run.digest()));
    }
    return runs;
  }

  /** Seed 003's own linter, kept in the trace module's test resources as the spec's text. */
  private static List<String> seedLinter(Path trace) throws IOException {
    Path script = Path.of("..", "trace", "src", "test", "resources", "seed", "lint_truncation.py");
    assertThat(script).exists();
    Process p = new ProcessBuilder("python3", script.toString(), trace.toString()).redirectErrorStream(true).start();
    try {
      assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("the seed linter finished").isTrue();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException(e);
    }
    return List.of(new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).split("\n"));
  }

  /**
   * A 6,001-byte stderr line cannot be shown whole in 2,000 chars: it is shown in part (by its start
   * as an excerpt, by its end in the tail), and the rest is a cut inside the line. Where a cut falls inside a line the trace gives no run
   * hashes rather than wrong ones; before, a line that spanned two of the engine's reads was shown
   * in part with its rest unmarked, and the trace hashed the whole line as dropped.
   */
  @Test
  void aStderrLineLongerThanTheBudgetStaysTruncated() throws IOException, NoSuchAlgorithmException {
    Path trace = dir.resolve("trace.jsonl");
    cli.run("run", "--budget", "2000", "--trace", trace.toString(), "--",
        "sh", "-c", "seq 1 100000; (head -c 6000 /dev/zero | tr '\\0' x; echo) >&2; seq 1 100000; exit 1");
    JsonNode span = new ObjectMapper().readTree(Files.readAllLines(trace).get(0));
    assertThat(span.get("stderr_bytes").asLong()).isEqualTo(6001);
    assertThat(span.get("stderr_truncated").asBoolean()).isTrue();
    assertThat(span.get("stderr_sha256").isNull()).isTrue();
    // Where the line lands among stdout's lines depends on which pump the scheduler runs first: in
    // the middle it is a numbered excerpt shown by its start, near the end the tail shows its end.
    // Either way part of it is shown and the rest is a cut inside it.
    assertThat(cli.out.toString()).containsPattern("x{100}")
        .containsPattern("\\[\\.\\.\\. cut inside line \\d+: [0-9,]+ bytes \\.\\.\\.\\]");
    assertThat(span.get("stderr_head_sha256").isNull()).isTrue();
    assertThat(span.get("stderr_tail_sha256").isNull()).isTrue();
    assertThat(seedLinter(trace)).containsExactly("issues=0");
  }
}
