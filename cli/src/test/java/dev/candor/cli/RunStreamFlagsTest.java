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
import java.util.HexFormat;
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
    assertThat(span.get("stdout_head_sha256").asText()).hasSize(64);
    assertThat(span.get("stdout_tail_sha256").asText()).hasSize(64);
    cli.out.getBuffer().setLength(0);
    assertThat(cli.run("lint", trace.toString())).isZero();
    assertThat(cli.out.toString()).isEqualTo("issues=0\n");
  }

  /** A 6,001-byte stderr line cannot be shown whole in 2,000 chars, excerpt or not. */
  @Test
  void aStderrLineLongerThanTheBudgetStaysTruncated() throws IOException {
    Path trace = dir.resolve("trace.jsonl");
    cli.run("run", "--budget", "2000", "--trace", trace.toString(), "--",
        "sh", "-c", "seq 1 100000; (head -c 6000 /dev/zero | tr '\\0' x; echo) >&2; seq 1 100000; exit 1");
    JsonNode span = new ObjectMapper().readTree(Files.readAllLines(trace).get(0));
    assertThat(span.get("stderr_bytes").asLong()).isEqualTo(6001);
    assertThat(span.get("stderr_truncated").asBoolean()).isTrue();
    assertThat(span.get("stderr_sha256").isNull()).isTrue();
    assertThat(span.get("stderr_head_sha256").asText()).hasSize(64);
  }
}
