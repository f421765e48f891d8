package dev.candor.runtimes;

import static dev.candor.runtimes.Bytes.utf8;
import static org.assertj.core.api.Assertions.assertThat;

import dev.candor.Budget;
import dev.candor.Evidence;
import dev.candor.Shaped;
import dev.candor.Shaper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class MarkerDetectorTest {

  private static List<Detected> seenBy(String runtime, String raw, int cap) {
    return MarkerDetector.detect(Runtimes.named(runtime).observe(utf8(raw), OptionalInt.of(0), cap));
  }

  @Test
  void openHands_theSecondCutSwallowsTheFirstNotice() {
    List<Detected> found = seenBy("openhands", "A".repeat(31_000), RuntimeProfile.DEFAULT_CAP);
    assertThat(found).hasSize(1).allSatisfy(d -> {
      assertThat(d.runtimes()).containsExactly("openhands");
      assertThat(d.file()).isEmpty();
    });
    assertThat(found.get(0).offset()).isEqualTo(14_944);
  }

  @Test
  void openHandsPersist_fileAndLine() {
    List<Detected> found = seenBy("openhands-persist", "line\n".repeat(20_000), RuntimeProfile.DEFAULT_CAP);
    Detected last = found.get(found.size() - 1);
    assertThat(last.file()).hasValueSatisfying(f ->
        assertThat(f).matches("/tmp/openhands/CONVERSATION_ID/observations/terminal_output_[0-9a-f]{8}\\.txt"));
    assertThat(last.line()).hasValue(2990);
  }

  @Test
  void smolagents_theCapItStates() {
    List<Detected> found = seenBy("smolagents", "x".repeat(25_000), RuntimeProfile.DEFAULT_CAP);
    assertThat(found).singleElement().satisfies(d -> {
      assertThat(d.runtime()).isEqualTo("smolagents");
      assertThat(d.limit()).hasValue(Amount.chars(20_000));
    });
  }

  @Test
  void codex_omittedCharsOriginalTokensAndLines() {
    List<Detected> found = seenBy("codex", "x".repeat(12_000), RuntimeProfile.DEFAULT_CAP);
    assertThat(found).singleElement().satisfies(d -> {
      assertThat(d.runtimes()).containsExactly("codex");
      assertThat(d.text()).isEqualTo("…2000 chars truncated…");
      assertThat(d.omitted()).hasValue(Amount.chars(2_000));
      assertThat(d.original()).hasValue(Amount.tokens(3_000));
      assertThat(d.originalLines()).hasValue(1);
    });
  }

  @Test
  void codexTokens_omittedTokens() {
    List<Detected> found = seenBy("codex-tokens", "x".repeat(50_000), RuntimeProfile.DEFAULT_CAP);
    assertThat(found).singleElement().satisfies(d -> {
      assertThat(d.runtime()).isEqualTo("codex");
      assertThat(d.omitted()).hasValue(Amount.tokens(2_500));
      assertThat(d.original()).hasValue(Amount.tokens(12_500));
    });
  }

  @Test
  void codexShell_omittedCharsAndLines() {
    List<Detected> found = seenBy("codex-shell", "line\n".repeat(3_000), RuntimeProfile.DEFAULT_CAP);
    assertThat(found).singleElement().satisfies(d -> {
      assertThat(d.runtime()).isEqualTo("codex");
      assertThat(d.omitted()).hasValue(Amount.chars(5_000));
      assertThat(d.originalLines()).hasValue(3_000);
      assertThat(d.original()).isEmpty();
    });
  }

  @Test
  void openAiAgents_tokensWithoutCodexWarning() {
    List<Detected> found = seenBy("openai-agents", "line\n".repeat(100), 32);
    assertThat(found).singleElement().satisfies(d -> {
      assertThat(d.runtimes()).containsExactly("openai-agents", "codex");
      assertThat(d.omitted()).hasValue(Amount.tokens(106));
      assertThat(d.original()).hasValue(Amount.tokens(125));
      assertThat(d.originalLines()).hasValue(100);
    });
  }

  @Test
  void claudeCode_fileAndRoundedSize() {
    List<Detected> found = seenBy("claude-code", "line\n".repeat(7_000), RuntimeProfile.DEFAULT_CAP);
    assertThat(found).singleElement().satisfies(d -> {
      assertThat(d.runtime()).isEqualTo("claude-code");
      assertThat(d.file()).hasValue(ClaudeCodeBash.OUTPUT_FILE);
      assertThat(d.original()).hasValue(Amount.bytes(35_021)); // 34.2KB, as printed
      assertThat(d.limit()).hasValue(Amount.chars(2_000));
    });
  }

  @Test
  void gemini_headTailOmittedAndFile() {
    List<Detected> found = seenBy("gemini-cli", "y".repeat(40_000), RuntimeProfile.DEFAULT_CAP);
    assertThat(found).singleElement().satisfies(d -> {
      assertThat(d.runtime()).isEqualTo("gemini-cli");
      assertThat(d.limit()).hasValue(Amount.chars(40_000));
      assertThat(d.omitted()).hasValue(Amount.chars(33));
      assertThat(d.original()).hasValue(Amount.chars(40_033));
      assertThat(d.file()).hasValue(GeminiCliShell.OUTPUT_FILE);
    });
  }

  @Test
  void uncutOutput_hasNoMarkerInAnyProfile() {
    for (RuntimeProfile p : Runtimes.all()) {
      assertThat(MarkerDetector.detect(p.observe(utf8("fine\n"), OptionalInt.of(0)))).as(p.name()).isEmpty();
    }
  }

  @Test
  void candor_gapMarkersAndSummary() {
    StringBuilder log = new StringBuilder();
    for (int i = 1; i <= 2_000; i++) {
      log.append("step ").append(i).append(" ok\n");
    }
    Shaper shaper = Shaper.builder().budget(Budget.chars(1_000)).fullOutput("candor://run/42").build();
    Shaped shaped = shaper.shape(log.toString(), Evidence.of("make", 0));
    List<Detected> found = MarkerDetector.detect(shaped.text());
    assertThat(found).isNotEmpty().allSatisfy(d -> assertThat(d.runtime()).isEqualTo("candor"));
    Detected gap = found.stream().filter(d -> d.text().startsWith("[... cut ")).findFirst().orElseThrow();
    assertThat(gap.omitted()).hasValue(Amount.bytes(shaped.cuts().get(0).bytes()));
    assertThat(gap.line()).hasValue(shaped.cuts().get(0).from());
    Detected summary = found.stream().filter(d -> d.text().startsWith("[candor: showing")).findFirst().orElseThrow();
    assertThat(summary.originalLines()).hasValue(2_000);
    assertThat(summary.original()).hasValue(Amount.chars(shaped.input().chars()));
    assertThat(summary.file()).hasValue("candor://run/42");
  }

  @Test
  void rawCorpusOutputs_containNoRuntimeMarker() throws IOException {
    Path corpus = Path.of("").toAbsolutePath().getParent().resolve("fixtures/corpus");
    try (Stream<Path> dirs = Files.list(corpus)) {
      List<Path> outputs = dirs.map(d -> d.resolve("output")).filter(Files::isRegularFile).toList();
      assertThat(outputs).hasSizeGreaterThan(20);
      for (Path output : outputs) {
        String text = Text.decode(Files.readAllBytes(output));
        assertThat(MarkerDetector.detect(text)).as(output.toString()).isEmpty();
      }
    }
  }

  @Test
  void findsCandorsMarksInStructuredObservations() {
    assertThat(MarkerDetector.detect("{\"candor\":{\"showing\":31,\"of\":340,\"cut\":\"items 32-340\"},\"items\":[]}"))
        .singleElement().satisfies(d -> assertThat(d.runtime()).isEqualTo(MarkerDetector.CANDOR));
    assertThat(MarkerDetector.detect("{\"candor\":{\"showing\":3,\"of\":3},\"items\":[1,2,3]}")).isEmpty();
    assertThat(MarkerDetector.detect("{\"description\":\"[cut: 18,402 bytes]\"}"))
        .singleElement().satisfies(d -> assertThat(d.omitted()).contains(Amount.bytes(18_402)));
    assertThat(MarkerDetector.detect("id,name\n1,a\n\"# candor: exit code 0; showing 1 of 2 rows\",\n")).hasSize(1);
  }

  @Test
  void aNestedValueSummarisedInPlaceIsCandorsMarkEvenWhenEveryTopLevelMemberIsShown() {
    String tree = "{\"candor\":{\"full_output\":\"npm-ls.json\"},\"name\":\"app\",\"dependencies\":"
        + "{\"left-pad\":{\"candor_gap\":\"12 keys, 8,013 bytes\"}}}";
    assertThat(MarkerDetector.accounted(tree)).isTrue();
    assertThat(MarkerDetector.detect(tree)).singleElement().satisfies(d -> {
      assertThat(d.runtime()).isEqualTo(MarkerDetector.CANDOR);
      assertThat(d.omitted()).contains(Amount.bytes(8_013));
    });
  }
  @Test
  void sweAgent_capElidedAndOriginal() {
    List<Detected> found = seenBy("swe-agent", "x".repeat(100_050), RuntimeProfile.DEFAULT_CAP);
    assertThat(found).singleElement().satisfies(d -> {
      assertThat(d.runtime()).isEqualTo("swe-agent");
      assertThat(d.limit()).hasValue(Amount.chars(100_000));
      assertThat(d.omitted()).hasValue(Amount.chars(50));
      assertThat(d.original()).hasValue(Amount.chars(100_050));
    });
  }

  @Test
  void cline_theMessageBuildersCutOnly_orTheExecutorsTotalAtALargerCap() {
    List<Detected> found = seenBy("cline", "x".repeat(10_000), RuntimeProfile.DEFAULT_CAP);
    assertThat(found).singleElement().satisfies(d -> {
      assertThat(d.runtime()).isEqualTo("cline");
      assertThat(d.text()).isEqualTo("...[truncated 2032 chars]...");
      assertThat(d.omitted()).hasValue(Amount.chars(2_032));
    });
    List<Detected> both = seenBy("cline", "x".repeat(60_000), 100_000);
    assertThat(both).singleElement().satisfies(d -> assertThat(d.original()).hasValue(Amount.chars(60_000)));
  }

  @Test
  void opencode_linesOrBytesAndTheFile() {
    assertThat(seenBy("opencode", "l\n".repeat(2_500), RuntimeProfile.DEFAULT_CAP)).singleElement().satisfies(d -> {
      assertThat(d.runtime()).isEqualTo("opencode");
      assertThat(d.omitted()).hasValue(Amount.lines(501));
      assertThat(d.file()).hasValue(OpencodeBash.OUTPUT_FILE);
    });
    assertThat(seenBy("opencode", "x".repeat(60_000), RuntimeProfile.DEFAULT_CAP)).singleElement()
        .satisfies(d -> assertThat(d.omitted()).hasValue(Amount.bytes(60_000)));
  }

  @Test
  void goose_limitOriginalAndFile() {
    assertThat(seenBy("goose", "l\n".repeat(2_500), RuntimeProfile.DEFAULT_CAP)).singleElement().satisfies(d -> {
      assertThat(d.runtime()).isEqualTo("goose");
      assertThat(d.limit()).hasValue(Amount.lines(2_000));
      assertThat(d.originalLines()).hasValue(2_500);
      assertThat(d.file()).hasValue(GooseShell.OUTPUT_FILE);
    });
    assertThat(seenBy("goose", "x".repeat(60_000), RuntimeProfile.DEFAULT_CAP)).singleElement().satisfies(d -> {
      assertThat(d.limit()).hasValue(Amount.bytes(50_000));
      assertThat(d.original()).hasValue(Amount.bytes(60_000));
    });
  }

  @Test
  void cutAccountedAndExitCode_oneDefinitionForBenchAndHarness() {
    assertThat(MarkerDetector.cut("{\"candor\":{\"showing\":3,\"of\":3},\"items\":[1,2,3]}")).isFalse();
    assertThat(MarkerDetector.accounted("{\"candor\":{\"showing\":3,\"of\":3},\"items\":[1,2,3]}")).isTrue();
    assertThat(MarkerDetector.cut("{\"d\":\"[cut: 12 bytes]\"}")).isTrue();
    assertThat(MarkerDetector.accounted("plain output")).isFalse();
    assertThat(MarkerDetector.statesExitCode("[Command exited with code 2]", 2)).isTrue();
    assertThat(MarkerDetector.statesExitCode("{\"exit_code\":2}", 2)).isTrue();
    assertThat(MarkerDetector.statesExitCode("[Command exited with code 2]", 1)).isFalse();
  }
}
