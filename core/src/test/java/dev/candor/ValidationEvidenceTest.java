package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import dev.candor.StructuredShaper.NotStructured;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The held-out validation sets, {@code fixtures/validation} and {@code fixtures/validation2}: real
 * outputs of tools and situations the tuning corpus lacks, with evidence written from the raw output
 * before Candor first shaped it. Nothing is tuned on them; this test only pins what Candor keeps of
 * them, so that any change to what is kept shows up here, in both directions.
 *
 * <p>The pins live in {@code src/test/resources/<set>-losses.txt}, one line per piece of
 * evidence lost: the budget, a tab, the case id, a tab, the evidence (a tab in it written {@code
 * \t}, a backslash {@code \\}). A change that loses more
 * fails; a change that recovers a pinned piece fails too, until the pin is removed, so the file is
 * always the exact record of what is lost. {@code mvn -pl core test -Dtest=ValidationEvidenceTest
 * -Dcandor.repin=true} rewrites the files from what is lost now, for a change meant to move it; the
 * diff then shows what moved. The report of every budget is written to {@code
 * target/<set>-report.md}.
 */
@Tag("slow")
class ValidationEvidenceTest {
  private static final int[] BUDGETS = {2000, 4000, 8000};
  private static final List<String> SETS = List.of("validation", "validation2");

  static List<Corpus.Case> cases() {
    return SETS.stream().flatMap(set -> Corpus.all(set).stream()).toList();
  }

  @Test
  void losesExactlyThePinnedEvidence() throws IOException {
    losesExactlyThePinnedEvidence("validation");
  }

  @Test
  void losesExactlyThePinnedEvidenceOfTheSecondSet() throws IOException {
    losesExactlyThePinnedEvidence("validation2");
  }

  private static void losesExactlyThePinnedEvidence(String set) throws IOException {
    Path pins = Path.of("src", "test", "resources", set + "-losses.txt");
    Set<String> lost = new TreeSet<>();
    StringBuilder md = new StringBuilder("| budget | mean recall | evidence kept | cases with full recall |\n|---|---|---|---|\n");
    List<Corpus.Case> cases = Corpus.all(set);
    for (int budget : BUDGETS) {
      double recallSum = 0;
      int kept = 0;
      int total = 0;
      int full = 0;
      for (Corpus.Case c : cases) {
        List<String> missing = CorpusEvidenceTest.lost(c, CorpusEvidenceTest.candor(c, Budget.chars(budget)).text());
        missing.forEach(e -> lost.add(budget + "\t" + c.id() + "\t" + escaped(e)));
        int n = c.evidence().size();
        recallSum += n == 0 ? 1 : (n - missing.size()) / (double) n;
        kept += n - missing.size();
        total += n;
        full += missing.isEmpty() ? 1 : 0;
      }
      md.append(String.format(Locale.ROOT, "| %,d | %.1f%% | %d/%d | %d/%d |%n",
          budget, 100 * recallSum / cases.size(), kept, total, full, cases.size()));
    }
    Path out = Path.of("target", set + "-report.md");
    Files.createDirectories(out.getParent());
    Files.writeString(out, md + "\nLost:\n" + String.join("\n", lost) + "\n");
    if (Boolean.getBoolean("candor.repin")) {
      List<String> header = Files.exists(pins)
          ? Files.readAllLines(pins, StandardCharsets.UTF_8).stream().filter(l -> l.startsWith("#")).toList()
          : List.of("# What Candor loses of fixtures/" + set + ": budget<TAB>case id<TAB>evidence (\\t for a tab), one line each.",
              "# Written by ValidationEvidenceTest with -Dcandor.repin=true from what is lost, never by hand.");
      Files.write(pins, java.util.stream.Stream.concat(header.stream(), lost.stream()).toList(), StandardCharsets.UTF_8);
    }
    Set<String> pinned = new TreeSet<>(Files.readAllLines(pins, StandardCharsets.UTF_8).stream()
        .filter(l -> !l.isBlank() && !l.startsWith("#")).toList());
    assertThat(lost).as("newly lost (not in %s)", pins).isSubsetOf(pinned);
    assertThat(pinned).as("recovered: remove these pins from %s", pins).isSubsetOf(lost);
  }

  @ParameterizedTest
  @MethodSource("cases")
  void fitsEveryUnitAndStatesTheExitCode(Corpus.Case c) {
    for (Budget b : List.of(Budget.chars(2000), Budget.bytes(4000), Budget.tokens(500, Tokenizer.o200k()),
        Budget.tokens(2000, Tokenizer.cl100k()), Budget.chars(8000), Budget.chars(150))) {
      Shaped s = CorpusEvidenceTest.candor(c, b);
      assertThat(b.measure(s.text())).as(c.id() + " " + b).isLessThanOrEqualTo(b.limit());
      if (b.limit() >= 2000) {
        assertThat(CorpusEvidenceTest.showsExitCode(s.text(), c.exitCode())).as(c.id() + " " + b + ":\n" + s.text()).isTrue();
        assertThat(s.cuts().isEmpty() || s.text().contains(Marker.PREFIX) || s.text().contains("\"of\"")
            || s.text().contains("showing") || s.text().contains("[cut: ") || s.text().contains("candor_gap"))
            .as(c.id() + " marks its cuts:\n" + s.text()).isTrue();
      }
    }
  }

  @ParameterizedTest
  @MethodSource("cases")
  void structuredOutputsStayValidInTheirFormat(Corpus.Case c) throws IOException {
    for (int budget : BUDGETS) {
      String text = CorpusEvidenceTest.candor(c, Budget.chars(budget)).text();
      switch (c.tool()) {
        case "json", "ndjson" -> assertThat(CorpusEvidenceTest.validJson(c.tool(), text))
            .as(c.id() + " at " + budget + ":\n" + text).isTrue();
        case "csv" -> assertThat(csvErrors(text)).as(c.id() + " at " + budget + ":\n" + text).isEmpty();
        default -> { }
      }
    }
  }

  private static String escaped(String evidence) {
    return evidence.replace("\\", "\\\\").replace("\t", "\\t");
  }

  private static List<String> csvErrors(String text) throws IOException {
    List<String> errors = new ArrayList<>();
    char delimiter = text.lines().findFirst().orElse("").contains("\t") ? '\t' : ',';
    CsvRecordReader r = new CsvRecordReader(new StringReader(text), delimiter);
    try {
      while (r.next(1 << 20) != null) {
        // every record parses
      }
    } catch (NotStructured e) {
      errors.add(e.getMessage());
    }
    return errors;
  }
}
