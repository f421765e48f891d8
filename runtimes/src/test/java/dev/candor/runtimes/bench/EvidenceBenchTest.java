package dev.candor.runtimes.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.candor.Unit;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The benchmark on the real corpus at 2,000 characters. The report is written to {@code
 * target/evidence-bench.md} and {@code target/evidence-bench.html}.
 */
@Tag("slow")
class EvidenceBenchTest {
  private static final long BUDGET = 2_000;
  private static Report report;

  @BeforeAll
  static void run() throws IOException {
    report = EvidenceBench.run(CorpusDir.find(), List.of(BUDGET), Unit.CHARS);
    Files.createDirectories(Path.of("target"));
    Files.writeString(Path.of("target", "evidence-bench.md"), report.markdown());
    Files.writeString(Path.of("target", "evidence-bench.html"), report.html());
  }

  @Test
  void runsOneRowPerMethodAtTheBudget() {
    assertThat(report.rows()).extracting(Row::method).containsExactlyElementsOf(EvidenceBench.methods());
    assertThat(report.rows()).allSatisfy(r -> assertThat(r.budget()).isEqualTo(BUDGET));
    assertThat(report.rows()).allSatisfy(r -> assertThat(r.cases()).isEqualTo(report.cases()));
    assertThat(report.cases()).isGreaterThanOrEqualTo(40);
  }

  @Test
  void coversEveryRuntimeAtDefaultAndEverySettableOneAtTheBudget() {
    assertThat(EvidenceBench.methods()).contains(Method.atDefault("langgraph"), Method.atBudget("codex"),
        Method.atBudget("claude-code"), Method.atBudget("openai-agents"));
    assertThat(EvidenceBench.methods()).doesNotContain(Method.atBudget("langgraph"));
  }

  @Test
  void recallLiesBetweenZeroAndOne() {
    assertThat(report.rows()).allSatisfy(r -> {
      assertThat(r.meanRecall()).isBetween(0.0, 1.0);
      assertThat(r.meanRecallInterval()).hasValueSatisfying(ci -> assertThat(ci.contains(r.meanRecall()))
          .as("%s: %s holds %.4f", r.method().label(), ci, r.meanRecall()).isTrue());
      assertThat(r.evidenceKept()).isBetween(0L, r.evidenceTotal());
    });
  }

  @Test
  void candorRecallIsAtLeastEveryRuntimesAtTheSameBudget() {
    Row candor = report.row(Method.candor(), BUDGET).orElseThrow();
    List<String> ahead = new ArrayList<>();
    for (Row r : report.rows(BUDGET)) {
      if (r.method().kind() == Method.Kind.RUNTIME_AT_BUDGET && r.meanRecall() > candor.meanRecall()) {
        ahead.add(String.format(Locale.ROOT, "%s %.4f", r.method().label(), r.meanRecall()));
      }
    }
    assertThat(ahead).as("rows with a higher recall than Candor's %.4f", candor.meanRecall()).isEmpty();
  }

  @Test
  void candorStaysWithinTheBudgetStatesEveryExitCodeAndMarksEveryCut() {
    Row candor = report.row(Method.candor(), BUDGET).orElseThrow();
    assertThat(candor.overBudget()).isZero();
    assertThat(candor.maxSize()).isLessThanOrEqualTo(BUDGET);
    assertThat(candor.exitCodeShown()).isEqualTo(candor.cases());
    assertThat(candor.markedWhenCut()).isEqualTo(candor.cut());
    assertThat(candor.validJson()).isEqualTo(candor.jsonCases());
  }

  @Test
  void runtimesWithoutACapPassEverythingThrough() {
    Row langgraph = report.row(Method.atDefault("langgraph"), BUDGET).orElseThrow();
    assertThat(langgraph.cut()).isZero();
    assertThat(langgraph.fullRecall()).isEqualTo(langgraph.cases());
  }

  @Test
  void markdownHasOneTablePerBudgetWithCandorFirst() {
    String[] lines = report.markdown().split("\n");
    assertThat(lines[0]).isEqualTo("### Budget 2,000 chars, " + report.cases() + " cases");
    assertThat(lines[2]).startsWith("| method | cap | mean recall |");
    assertThat(lines[4]).startsWith("| candor (auto) | 2,000 chars | ");
    assertThat(lines).hasSize(4 + report.rows().size());
  }

  @Test
  void run_rejectsAnEmptyOrNonPositiveBudget() {
    assertThatThrownBy(() -> EvidenceBench.run(CorpusDir.find(), List.of(), Unit.CHARS))
        .hasMessage("no budget given: pass at least one, such as 2000");
    assertThatThrownBy(() -> EvidenceBench.run(CorpusDir.find(), List.of(0L), Unit.CHARS))
        .hasMessage("budget < 1: 0");
  }

  @Test
  void run_measuresSizesInTheUnitAsked(@TempDir Path dir) throws IOException {
    Path c = Files.createDirectories(dir.resolve("make-fails"));
    Files.writeString(c.resolve("case.json"), "{\"id\":\"make-fails\",\"tool\":\"terminal\",\"command\":\"make\","
        + "\"exit_code\":2,\"evidence\":[\"make: *** [all] Error 1\"],\"items\":null}");
    Files.writeString(c.resolve("output"), "cc -c step.c\n".repeat(2_000) + "make: *** [all] Error 1\n");
    Report tokens = EvidenceBench.run(dir, List.of(300L), Unit.TOKENS);
    Row candor = tokens.row(Method.candor(), 300).orElseThrow();
    assertThat(candor.maxSize()).isBetween(1L, 300L);
    assertThat(candor.fullRecall()).isEqualTo(1);
    assertThat(tokens.row(Method.atBudget("codex"), 300).orElseThrow().cap()).isEqualTo("1,200 bytes");
    assertThat(tokens.markdown()).startsWith("### Budget 300 tokens, 1 cases");
  }

  @Test
  void run_listsEachPieceOfEvidenceCandorLacked(@TempDir Path dir) throws IOException {
    Path c = Files.createDirectories(dir.resolve("make-fails"));
    Files.writeString(c.resolve("case.json"), "{\"id\":\"make-fails\",\"tool\":\"terminal\",\"command\":\"make\","
        + "\"exit_code\":2,\"evidence\":[\"make: *** [all] Error 1\",\"never printed\"],\"items\":null}");
    Files.writeString(c.resolve("output"), "cc -c step.c\n".repeat(2_000) + "make: *** [all] Error 1\n");
    Report r = EvidenceBench.run(dir, List.of(500L, 900L), Unit.CHARS);
    assertThat(r.losses()).containsExactly(
        new Loss(500, "make-fails", "never printed"), new Loss(900, "make-fails", "never printed"));
  }

  @Test
  void defaultCaps_convertsEveryRuntimesCapToTheUnit() {
    // codex 10,000 bytes, smolagents 20,000 chars, openhands and claude-code 30,000 chars,
    // gemini-cli 40,000 chars, codex-tokens 10,000 tokens = 40,000 chars, cline 8,000 chars,
    // goose 50,000 bytes, opencode 51,200 bytes, swe-agent 100,000 chars.
    assertThat(EvidenceBench.defaultCaps(Unit.CHARS))
        .containsExactly(8_000L, 10_000L, 20_000L, 30_000L, 40_000L, 50_000L, 51_200L, 100_000L);
    assertThat(EvidenceBench.defaultCaps(Unit.TOKENS))
        .containsExactly(2_000L, 2_500L, 5_000L, 7_500L, 10_000L, 12_500L, 12_800L, 25_000L);
  }
}
