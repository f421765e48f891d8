package dev.candor.trace;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.candor.Interval;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class AuditTest {
  /** The seed's proposed record (003): no exit code, no observation, no strategy. */
  private static final String SEED = "{\"span_type\":\"tool\",\"tool_name\":\"pytest\",\"stdout_bytes\":24118,"
      + "\"stderr_bytes\":902,\"stdout_cap\":8192,\"stderr_cap\":8192,\"stdout_truncated\":true,"
      + "\"stderr_truncated\":false,\"ok_preview\":true}";

  @TempDir Path dir;

  static Stream<Arguments> traces() {
    return Stream.of(
        Arguments.of("nothing truncated",
            List.of(Calls.of("make").json(), Calls.of("make").json(), Calls.of("ls").json()),
            "calls=3 truncated=0 dropped=0 terminal=3 kept=3 retention=0:- silent=0"),
        Arguments.of("retention is the mean of each truncated call's ratio",
            List.of(Calls.of("make").output(4000).shown(1000).truncated().json(),
                Calls.of("make").output(4000).shown(3000).truncated().json(),
                Calls.of("make").json(), Calls.of("make").json()),
            "calls=4 truncated=2 dropped=0 terminal=4 kept=4 retention=2:0.5000 silent=0"),
        Arguments.of("stderr's flag alone truncates",
            List.of(Calls.of("npm").output(10_000).shown(1_000).truncatedOnStderr().json()),
            "calls=1 truncated=1 dropped=0 terminal=1 kept=1 retention=1:0.1000 silent=0"),
        Arguments.of("a cut alone truncates",
            List.of(Calls.of("grep").output(1000).shown(900).truncated().json()
                .replace("\"stdout_truncated\":true", "\"stdout_truncated\":false")),
            "calls=1 truncated=1 dropped=0 terminal=1 kept=1 retention=1:0.9000 silent=0"),
        Arguments.of("a tool that is not a process is not a terminal call",
            List.of(Calls.of("web_search").noExit().json(), Calls.of("make").exit(2, true).json()),
            "calls=2 truncated=0 dropped=0 terminal=1 kept=1 retention=0:- silent=0"),
        Arguments.of("an exit code the observation does not state is not kept",
            List.of(Calls.of("make").exit(0, false).json(), Calls.of("make").exit(1, false).json(),
                Calls.of("make").exit(1, true).json()),
            "calls=3 truncated=0 dropped=0 terminal=3 kept=1 retention=0:- silent=0"),
        Arguments.of("dropped error lines count among truncated calls",
            List.of(Calls.of("mvn").output(9000).shown(900).truncated().dropped(3).json(),
                Calls.of("mvn").output(9000).shown(900).truncated().json(),
                Calls.of("mvn").output(90).shown(90).dropped(1).json()),
            "calls=3 truncated=2 dropped=1 terminal=3 kept=3 retention=2:0.1000 silent=0"),
        Arguments.of("an observation shorter than the output with no flag is a silent cut",
            List.of(Calls.of("cat").output(5000).shown(200).json()),
            "calls=1 truncated=0 dropped=0 terminal=1 kept=1 retention=0:- silent=1"),
        Arguments.of("the seed's record counts, with nothing kept and no retention",
            List.of(SEED), "calls=1 truncated=1 dropped=0 terminal=0 kept=0 retention=0:- silent=0"),
        Arguments.of("a truncated call with empty output has no retention",
            List.of(SEED.replace("24118", "0").replace("902", "0")),
            "calls=1 truncated=1 dropped=0 terminal=0 kept=0 retention=0:- silent=0"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("traces")
  void figuresCountEachCallOnce(String name, List<String> lines, String figures) throws IOException {
    Audit.Report r = Audit.run(write("run.jsonl", String.join("\n", lines) + "\n"));
    assertThat(summary(r.overall())).isEqualTo(figures);
    assertThat(r.unparseable()).isEmpty();
  }

  @Test
  void rowsComePerToolAndPerStrategyMostCallsFirst() throws IOException {
    Audit.Report r = Audit.run(write("run.jsonl", lines(
        Calls.of("rg").strategy("list").output(8000).shown(400).truncated().noExit(),
        Calls.of("pytest").output(20_000).shown(2_000).truncated().exit(1, false),
        Calls.of("pytest").exit(0, true),
        Calls.of("cat").strategy("file"),
        Calls.of("pytest").strategy("head").output(3000).shown(1500).truncated().exit(1, true).dropped(2))));
    assertThat(r.byTool().keySet()).containsExactly("pytest", "cat", "rg");
    assertThat(summary(r.byTool().get("pytest")))
        .isEqualTo("calls=3 truncated=2 dropped=1 terminal=3 kept=2 retention=2:0.3000 silent=0");
    assertThat(summary(r.byTool().get("rg")))
        .isEqualTo("calls=1 truncated=1 dropped=0 terminal=0 kept=0 retention=1:0.0500 silent=0");
    assertThat(r.byStrategy().keySet()).containsExactly("terminal", "file", "head", "list");
  }

  @Test
  void textIsAnAlignedTableWithFlags() throws IOException {
    Path trace = write("run.jsonl", lines(
        Calls.of("pytest").output(20_000).shown(2_000).truncated().exit(1, false),
        Calls.of("pytest").exit(0, true),
        Calls.of("rg").strategy("list").output(8000).shown(4000).truncated().noExit(),
        Calls.of("mvn").output(30_000).shown(12_000).truncated().exit(1, true).dropped(2)));
    assertThat(Audit.run(trace).text()).isEqualTo(
        "Truncation audit: 4 calls in " + trace + "\n"
            + "\n"
            + "figure                                      value     of  flag when   95% interval\n"
            + "truncated calls                             75.0% !  3/4  over 30%    [30.1%, 95.4%]\n"
            + "truncated calls that dropped an error line  33.3% !  1/3  above 0%    [6.1%, 79.2%]\n"
            + "terminal calls with the exit code kept      66.7% !  2/3  below 100%  [20.8%, 93.9%]\n"
            + "mean retention of truncated calls           33.3%      3  under 20%   [10.0%, 50.0%]\n"
            + "\n"
            + "by tool  calls  truncated    95%              dropped errors    95%              exit code kept    95%              retention    95%\n"
            + "pytest       2      50.0% !  [9.5%, 90.5%]              0.0%    [0.0%, 79.3%]             50.0% !  [9.5%, 90.5%]        10.0% !  [10.0%, 10.0%]\n"
            + "mvn          1     100.0% !  [20.7%, 100.0%]          100.0% !  [20.7%, 100.0%]          100.0%    [20.7%, 100.0%]      40.0%    [40.0%, 40.0%]\n"
            + "rg           1     100.0% !  [20.7%, 100.0%]            0.0%    [0.0%, 79.3%]                 -    -                    50.0%    [50.0%, 50.0%]\n"
            + "\n"
            + "by strategy  calls  truncated    95%              dropped errors    95%            exit code kept    95%             retention    95%\n"
            + "terminal         3      66.7% !  [20.8%, 93.9%]            50.0% !  [9.5%, 90.5%]           66.7% !  [20.8%, 93.9%]      25.0%    [10.0%, 40.0%]\n"
            + "list             1     100.0% !  [20.7%, 100.0%]            0.0%    [0.0%, 79.3%]               -    -                   50.0%    [50.0%, 50.0%]\n"
            + "\n"
            + "flags\n"
            + "  ! 75.0% of calls truncated (3 of 4), over 30%: tools return more than the model needs; "
            + "add server-side filtering\n"
            + "  ! 1 of 3 truncated calls (33.3%) dropped an error line: the error patterns miss them; "
            + "this should be 0\n"
            + "  ! exit code kept for 2 of 3 terminal calls (66.7%), below 100%: a false success is waiting to happen\n"
            + "\n"
            + "evidence lost (2 calls)\n"
            + "  line  tool      output  lost\n"
            + "  L1    pytest  19.5 KiB  exit code 1 not stated\n"
            + "  L4    mvn     29.3 KiB  2 error lines dropped\n");
  }

  /** Seed 004: "put an interval on whatever rate survives"; 8 of 10 calls truncated is [49.0%, 94.3%]. */
  @Test
  void everyFigureCarriesA95PercentIntervalInTextJsonAndHtml() throws IOException {
    List<Calls> calls = new java.util.ArrayList<>();
    for (int i = 0; i < 8; i++) {
      calls.add(Calls.of("make").output(5000).shown(i < 4 ? 1000 : 2000).truncated().exit(0, true));
    }
    calls.add(Calls.of("make").exit(0, true));
    calls.add(Calls.of("make").exit(2, false));
    Audit.Report r = Audit.run(write("run.jsonl", lines(calls.toArray(Calls[]::new))));
    Audit.Figures f = r.overall();
    assertThat(f.truncatedShareInterval()).hasValue(Interval.wilson(8, 10));
    assertThat(f.truncatedShareInterval().orElseThrow().percent()).isEqualTo("[49.0%, 94.3%]");
    assertThat(f.droppedErrorShareInterval().orElseThrow().format()).isEqualTo("[0.000, 0.324]");
    assertThat(f.exitCodeKeptShareInterval().orElseThrow().format()).isEqualTo("[0.596, 0.982]");
    assertThat(f.retentionInterval().orElseThrow().format()).isEqualTo("[0.225, 0.375]");
    assertThat(f.retentionInterval().orElseThrow().contains(f.meanRetention().orElseThrow())).isTrue();
    assertThat(r.text()).contains("truncated calls                             80.0% !  8/10  over 30%    [49.0%, 94.3%]\n");
    assertThat(r.json()).contains("\"truncated_share\":0.8,\"truncated_share_ci95\":[0.4902,0.9433],");
    assertThat(r.html()).contains("8 of 10 calls; 95% interval [49.0%, 94.3%]");
    assertThat(Audit.run(write("again.jsonl", lines(calls.toArray(Calls[]::new)))).overall().retentionInterval())
        .as("the bootstrap is seeded").isEqualTo(f.retentionInterval());
  }

  @Test
  void thresholdsFlagOnlyBeyondTheirLimit() throws IOException {
    List<Calls> atLimits = new java.util.ArrayList<>();
    for (int i = 0; i < 7; i++) {
      atLimits.add(Calls.of("make"));
    }
    for (int i = 0; i < 3; i++) {
      atLimits.add(Calls.of("make").output(5000).shown(1000).truncated());
    }
    Audit.Report exact = Audit.run(write("exact.jsonl", lines(atLimits.toArray(Calls[]::new))));
    assertThat(AuditFormat.pct(exact.overall().truncatedShare())).isEqualTo("30.0%");
    assertThat(AuditFormat.pct(exact.overall().meanRetention())).isEqualTo("20.0%");
    assertThat(exact.flags()).isEmpty();
    assertThat(exact.breached()).isFalse();

    atLimits.set(0, Calls.of("make").output(5000).shown(900).truncated());
    Audit.Report over = Audit.run(write("over.jsonl", lines(atLimits.toArray(Calls[]::new))));
    assertThat(over.flags()).extracting(Audit.Flag::rule)
        .containsExactly(Audit.Rule.TRUNCATED_SHARE, Audit.Rule.RETENTION);
    assertThat(over.flags().get(1).message()).isEqualTo("mean retention of truncated calls 19.5%, under 20%: "
        + "too aggressive, the model reasons from a fragment; aim for 40-70%");
    assertThat(over.exitStatus()).as("the audit is a report, not a gate").isZero();
  }

  @Test
  void silentCutIsFlaggedAndListedAsALoss() throws IOException {
    Audit.Report r = Audit.run(write("run.jsonl", lines(Calls.of("cat").output(5000).shown(200))));
    assertThat(r.flags()).extracting(Audit.Flag::message).containsExactly(
        "1 call cut silently: the observation is shorter than the output and no flag or cut says so");
    assertThat(r.losses()).singleElement().satisfies(l -> {
      assertThat(l.line()).isEqualTo(1);
      assertThat(l.lost()).isEqualTo("silent cut: 200 of 5000 bytes shown");
    });
  }

  @Test
  void jsonHoldsTheFiguresWithNullForNothingToDivide() throws IOException {
    Path trace = write("run.jsonl", lines(Calls.of("web_search").noExit()));
    String json = Audit.run(trace).json();
    assertThat(json).startsWith("{\"files\":[\"" + trace + "\"],\"overall\":{\"calls\":1,\"truncated\":0,"
        + "\"truncated_share\":0.0,\"truncated_share_ci95\":[0.0,0.7935],\"dropped_errors\":0,"
        + "\"dropped_error_share\":null,\"dropped_error_share_ci95\":null,\"terminal\":0,"
        + "\"exit_code_kept\":0,\"exit_code_kept_share\":null,\"exit_code_kept_share_ci95\":null,"
        + "\"retention_calls\":0,\"mean_retention\":null,\"mean_retention_ci95\":null,"
        + "\"silent_cuts\":0},\"by_tool\":{\"web_search\":{\"calls\":1,");
    assertThat(json).contains("\"flags\":[]", "\"sizes\":[{\"from\":0,\"to\":1,\"calls\":0,\"truncated\":0},"
        + "{\"from\":1,\"to\":256,\"calls\":1,\"truncated\":0},",
        "{\"from\":4194304,\"to\":null,\"calls\":0,\"truncated\":0}]", "\"losses\":[]",
        "\"unparseable\":[],\"other_lines\":0,\"errors\":[]}");
  }

  @Test
  void unparseableLinesAreReportedByNumberAndLeftOut() throws IOException {
    Path trace = dir.resolve("run.jsonl");
    byte[] garbage = {0x7f, 'E', 'L', 'F', (byte) 0xff, '\n'};
    Files.write(trace, concat(lines(Calls.of("make")).getBytes(StandardCharsets.UTF_8), garbage,
        ("{\"span_type\":\"llm\",\"model\":\"x\"}\n\n"
            + "{\"span_type\":\"tool\",\"stdout_bytes\":\"12\",\"stderr_bytes\":0}\n"
            + "[1]\n"
            + Calls.of("make").output(900).shown(300).truncated().json() + "\n"
            + "{\"span_type\":\"tool\",\"stdout_bytes\":1,\"stderr_bytes\":0,\"stdout_truncated\":false,"
            + "\"stderr_truncated\":false,\"exit_code\":\"0\"}\n"
            + "{\"span_type\":\"tool\"").getBytes(StandardCharsets.UTF_8)));
    Audit.Report r = Audit.run(trace);
    assertThat(r.unparseable()).extracting(Audit.Unparseable::toString).containsExactly(
        "L2: unparseable: not UTF-8 text",
        "L5: not auditable: missing [stdout_truncated, stderr_truncated]",
        "L6: not auditable: expected a JSON object, got array",
        "L8: not auditable: exit_code must be an integer or null, not string",
        "L9: unparseable: unexpected end of input");
    assertThat(r.otherLines()).isEqualTo(1);
    assertThat(r.overall().calls()).isEqualTo(2);
    assertThat(r.exitStatus()).isZero();
    assertThat(r.text()).contains("(skipped: 1 line of other span types, 5 lines not auditable)\n",
        "\nnot auditable (5 lines)\n  L2: unparseable: not UTF-8 text\n");
  }

  @Test
  void unusableInputExitsWith2AndTheRestIsStillAudited() throws IOException {
    Path missing = dir.resolve("nope.jsonl");
    Path good = write("run.jsonl", lines(Calls.of("make")));
    Audit.Report r = Audit.run(missing, dir, good);
    assertThat(r.errors()).containsExactly(
        "cannot read " + missing + ": no such file", "cannot read " + dir + ": is a directory");
    assertThat(r.overall().calls()).isEqualTo(1);
    assertThat(r.exitStatus()).isEqualTo(2);
    assertThat(r.json()).endsWith("\"errors\":[\"cannot read " + missing + ": no such file\",\"cannot read "
        + dir + ": is a directory\"]}");
  }

  @Test
  void run_needsAtLeastOneTrace() {
    assertThatThrownBy(() -> Audit.run()).hasMessage("no trace to audit: pass at least one JSONL file");
  }

  @Test
  void controlCharactersFromATraceCannotReachTheTerminal() throws IOException {
    Audit.Report r = Audit.run(write("run.jsonl", lines(Calls.of("evil\u001b[2J").exit(3, false))));
    assertThat(r.text()).contains("evil\\u001b[2J").doesNotContain("\u001b");
  }

  @Test
  void outputSizesFallIntoFourfoldBuckets() throws IOException {
    Audit.Report r = Audit.run(write("run.jsonl", lines(Calls.of("a").output(0).shown(0),
        Calls.of("a").output(255).shown(255), Calls.of("a").output(256).shown(256),
        Calls.of("a").output(5_000_000).shown(4000).truncated())));
    assertThat(r.sizes()).extracting(b -> b.label() + "=" + b.calls() + "/" + b.truncated()).containsExactly(
        "0 B=1/0", "1-256 B=1/0", "256 B-1 KiB=1/0", "1-4 KiB=0/0", "4-16 KiB=0/0", "16-64 KiB=0/0",
        "64-256 KiB=0/0", "256 KiB-1 MiB=0/0", "1-4 MiB=0/0", ">= 4 MiB=1/1");
  }

  static String summary(Audit.Figures f) {
    String retention = f.meanRetention().isPresent()
        ? String.format(Locale.ROOT, "%.4f", f.meanRetention().getAsDouble()) : "-";
    return "calls=" + f.calls() + " truncated=" + f.truncated() + " dropped=" + f.droppedErrors() + " terminal="
        + f.terminal() + " kept=" + f.exitCodeKept() + " retention=" + f.retentionCalls() + ":" + retention
        + " silent=" + f.silentCuts();
  }

  static String lines(Calls... calls) {
    StringBuilder sb = new StringBuilder();
    for (Calls c : calls) {
      sb.append(c.json()).append('\n');
    }
    return sb.toString();
  }

  private Path write(String name, String text) throws IOException {
    return Files.writeString(dir.resolve(name), text);
  }

  private static byte[] concat(byte[]... parts) {
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    for (byte[] p : parts) {
      out.writeBytes(p);
    }
    return out.toByteArray();
  }
}
