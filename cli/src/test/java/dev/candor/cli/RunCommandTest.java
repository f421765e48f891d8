package dev.candor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunCommandTest {
  @TempDir Path dir;
  private final Cli cli = new Cli();
  private final java.io.StringWriter out = cli.out;
  private final java.io.StringWriter err = cli.err;

  private int run(String... args) {
    return cli.run(args);
  }

  private List<String> trace() throws IOException {
    return Files.readAllLines(dir.resolve("trace.jsonl"));
  }

  @Test
  void exitsWithTheCommandsStatusAndStatesItAndTheErrorLine() throws IOException {
    int code = run("run", "--budget", "2000", "--trace", dir.resolve("trace.jsonl").toString(), "--",
        "sh", "-c", "seq 1 200000; echo 'FATAL: disk quota exceeded' >&2; exit 3");
    assertThat(code).isEqualTo(3);
    String text = out.toString();
    assertThat(text.strip().codePointCount(0, text.strip().length())).isLessThanOrEqualTo(2000);
    assertThat(text).contains("exit code: 3").contains("FATAL: disk quota exceeded");
    JsonNode span = new ObjectMapper().readTree(trace().get(0));
    assertThat(span.get("stdout_bytes").asLong()).isEqualTo(1_288_895L);
    assertThat(span.get("stdout_truncated").asBoolean()).isTrue();
    assertThat(span.get("stdout_sha256").isNull()).isTrue();
    assertThat(span.get("stdout_head_sha256").asText()).hasSize(64);
    assertThat(span.get("stdout_tail_sha256").asText()).hasSize(64);
    assertThat(span.get("exit_code").asInt()).isEqualTo(3);
    assertThat(span.get("exit_code_preserved").asBoolean()).isTrue();
  }

  @Test
  void aStderrLineIsNeverSplicedIntoAStdoutLine() {
    run("run", "--no-trace", "--budget", "4000", "--", "sh", "-c",
        "i=0; while [ $i -lt 3000 ]; do printf 'out line %d of many\\n' $i; i=$((i+1)); done & "
            + "for k in 1 2 3 4 5; do echo \"error: thing $k\" >&2; done; wait");
    for (int k = 1; k <= 5; k++) {
      assertThat(out.toString()).containsPattern("(?m)^(> L[0-9]+: )?error: thing " + k + "$");
    }
  }

  @Test
  void theTraceItWritesPassesLint() {
    Path trace = dir.resolve("trace.jsonl");
    run("run", "--trace", trace.toString(), "--", "sh", "-c", "seq 1 50000; exit 1");
    run("run", "--trace", trace.toString(), "--", "echo", "hello");
    out.getBuffer().setLength(0);
    assertThat(run("lint", trace.toString())).isZero();
    assertThat(out.toString()).contains("issues=0");
  }

  @Test
  void aTimeoutKillsTheTreeAndSaysSo() {
    long t0 = System.nanoTime();
    int code = run("run", "--no-trace", "--timeout", "1s", "--", "sh", "-c", "sleep 100.4321 & sleep 100.4321");
    long ms = (System.nanoTime() - t0) / 1_000_000;
    assertThat(code).isEqualTo(124);
    assertThat(ms).isLessThan(10_000);
    assertThat(out.toString()).contains("timed out: the command was stopped at its time limit");
    assertThat(ProcessHandle.allProcesses()
        .anyMatch(p -> p.info().commandLine().orElse("").contains("sleep 100.4321"))).isFalse();
  }

  @Test
  void aDeathBySignalIsASignalAndExit139IsAnExitInTheHeaderTheStatusAndTheSpan() throws IOException {
    Path trace = dir.resolve("trace.jsonl");
    int killed = run("run", "--no-store", "--trace", trace.toString(), "--shell", "--", "kill -SEGV $$");
    String killedText = out.toString();
    out.getBuffer().setLength(0);
    int exited = run("run", "--no-store", "--trace", trace.toString(), "--shell", "--", "exit 139");
    String exitedText = out.toString();

    assertThat(killed).isEqualTo(139);
    assertThat(exited).isEqualTo(139);
    assertThat(killedText).contains("signal: SIGSEGV (11)").doesNotContain("exit code");
    assertThat(exitedText).contains("exit code: 139").doesNotContain("signal");
    JsonNode killedSpan = new ObjectMapper().readTree(trace().get(0));
    JsonNode exitedSpan = new ObjectMapper().readTree(trace().get(1));
    assertThat(killedSpan.get("signal").asInt()).isEqualTo(11);
    assertThat(killedSpan.get("signal_name").asText()).isEqualTo("SIGSEGV");
    assertThat(killedSpan.get("exit_code").isNull()).isTrue();
    assertThat(exitedSpan.get("signal").isNull()).isTrue();
    assertThat(exitedSpan.get("exit_code").asInt()).isEqualTo(139);
  }

  @Test
  void aCommandThatIsNotFoundExits127WithAClearObservation() {
    int code = run("run", "--no-trace", "--", "frobnicate-no-such-tool");
    assertThat(code).isEqualTo(127);
    assertThat(out.toString()).contains("exit code: 127").contains("command not found: frobnicate-no-such-tool");
  }

  @Test
  void aBadTimeoutIsAUsageErrorWithTheFix() {
    assertThat(run("run", "--timeout", "soon", "--", "true")).isEqualTo(2);
    assertThat(err.toString()).contains("--timeout takes a duration such as 30s");
  }

  @Test
  void lintFailsNamingEachContractBreak() throws IOException {
    Path bad = dir.resolve("bad.jsonl");
    Files.writeString(bad, String.join("\n",
        "{\"span_type\":\"tool\",\"stdout_bytes\":24118,\"stderr_bytes\":902,\"stdout_cap\":8192,\"stderr_cap\":8192,"
            + "\"stdout_truncated\":false,\"stderr_truncated\":false,\"exit_code\":0,\"ok_preview\":true}",
        "{\"span_type\":\"tool\",\"stdout_bytes\":10,\"stderr_bytes\":0,\"stdout_cap\":8192,\"stderr_cap\":8192,"
            + "\"stdout_truncated\":true,\"stderr_truncated\":false,\"stdout_sha256\":\"ab\",\"exit_code\":0,\"ok_preview\":true}",
        "not json") + "\n");
    assertThat(run("lint", bad.toString())).isEqualTo(1);
    assertThat(out.toString()).contains("L1: stdout clipped without flag")
        .contains("L2: stdout flag set under cap")
        .contains("L2: full stdout hash on clipped stream")
        .contains("L2: ok_preview true while truncated")
        .contains("L3: unparseable")
        .contains("issues=");
  }

  @Test
  void lintOfAMissingFileExitsTwoAndSaysWhy() {
    assertThat(run("lint", dir.resolve("none.jsonl").toString())).isEqualTo(2);
    assertThat(err.toString()).contains("none.jsonl").contains("no such file");
  }

  @Test
  void aCutOutputIsStoredAndMoreBringsBackExactlyTheLinesAskedFor() throws IOException {
    String store = "sqlite:" + dir.resolve("store.db");
    Path trace = dir.resolve("trace.jsonl");
    assertThat(run("run", "--budget", "2000", "--store", store, "--trace", trace.toString(), "--", "seq", "1", "1000000")).isZero();
    String handle = new ObjectMapper().readTree(Files.readAllLines(trace).get(0)).get("handle").asText();
    assertThat(out.toString()).contains("full output: candor more " + handle);
    out.getBuffer().setLength(0);
    assertThat(run("more", handle, "--store", store, "--lines", "500000:500010")).isZero();
    String lines = out.toString();
    for (int n = 500000; n <= 500010; n++) {
      assertThat(lines).contains("\n" + n + "\n");
    }
    assertThat(lines).doesNotContain("499999").doesNotContain("500011\n");
    out.getBuffer().setLength(0);
    assertThat(run("more", handle, "--store", store, "--grep", "^777777$")).isZero();
    assertThat(out.toString()).contains("777777:777777");
  }

  @Test
  void secretsAreMaskedBeforeTheyAreShownOrStored() {
    String store = "sqlite:" + dir.resolve("store.db");
    run("run", "--no-trace", "--store", store, "--", "sh", "-c",
        "echo 'token=ghp_abcdefghijklmnopqrstuvwxyz0123456789'; echo done");
    assertThat(out.toString()).doesNotContain("ghp_abcdefghijklmnopqrstuvwxyz0123456789").contains("REDACTED");
  }

  @Test
  void anUnusableStoreStillGivesTheObservationAndSaysWhy() {
    int code = run("run", "--no-trace", "--budget", "3000", "--store", "postgresql://nobody:x@127.0.0.1:1/none", "--", "seq", "1", "10000");
    assertThat(code).isZero();
    assertThat(out.toString()).contains("exit code: 0").contains("not kept (the store failed");
  }

  @Test
  void moreProjectsItemsOfAStoredJsonResult() throws IOException {
    String store = "sqlite:" + dir.resolve("store.db");
    Path trace = dir.resolve("trace.jsonl");
    StringBuilder json = new StringBuilder("{\"total_count\":400,\"items\":[");
    for (int i = 1; i <= 400; i++) {
      json.append(i == 1 ? "" : ",").append("{\"id\":").append(i).append(",\"region\":\"eu\",\"meta\":{\"owner\":\"team")
          .append(i % 7).append("\",\"note\":\"").append("x".repeat(50)).append("\"}}");
    }
    Path file = dir.resolve("items.json");
    Files.writeString(file, json.append("]}").toString());
    run("run", "--budget", "800", "--store", store, "--trace", trace.toString(), "--", "cat", file.toString());
    String handle = new ObjectMapper().readTree(Files.readAllLines(trace).get(0)).get("handle").asText();
    out.getBuffer().setLength(0);
    assertThat(run("more", handle, "--store", store, "--items", "200:202", "--fields", "id,meta.owner")).isZero();
    JsonNode doc = new ObjectMapper().readTree(out.toString());
    assertThat(doc.get("items").toString())
        .isEqualTo("[{\"id\":200,\"meta\":{\"owner\":\"team4\"}},{\"id\":201,\"meta\":{\"owner\":\"team5\"}},{\"id\":202,\"meta\":{\"owner\":\"team6\"}}]");
    assertThat(doc.get("candor").get("command").asText()).contains("items 200-202 of 400 in member 'items'");
  }

  @Test
  void userRedactionRulesFromAFileMaskTheirSecretsToo() throws IOException {
    Path rules = dir.resolve("redact.rules");
    Files.writeString(rules, "# our own tokens\ninternal-token = itk_[A-Za-z0-9]{16}\n");
    run("run", "--no-trace", "--no-store", "--redact-rules", rules.toString(), "--", "echo", "using itk_abcdefghijklmnop now");
    assertThat(out.toString()).doesNotContain("itk_abcdefghijklmnop").contains("[REDACTED:internal-token]");
  }

  @Test
  void aBadRedactionRuleIsAUsageErrorNamingItsLine() throws IOException {
    Path rules = dir.resolve("redact.rules");
    Files.writeString(rules, "no equals sign here\n");
    assertThat(run("run", "--no-trace", "--redact-rules", rules.toString(), "--", "true")).isEqualTo(2);
    assertThat(err.toString()).contains("line 1").contains("kind = regex");
  }
}
