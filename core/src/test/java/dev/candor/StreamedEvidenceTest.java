package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * What the streamed scan keeps of an output too large to hold, that it lost before the in-memory
 * read's pieces were given to it: a failing Go test's own output thousands of lines above its
 * {@code --- FAIL:} line (its lead), a sanitizer report's sections, and a success's warnings.
 * Each case is a corpus case padded to 1 MiB with its tool's routine lines ({@link PaddedCorpus}),
 * read in chunks of uneven size, as a pipe delivers them.
 */
class StreamedEvidenceTest {
  private static final long SIZE = 1 << 20;

  private static String streamedAt(String id, int budget) throws IOException {
    Corpus.Case c = Corpus.all().stream().filter(x -> x.id().equals(id)).findFirst().orElseThrow();
    byte[] padded = PaddedCorpus.pad(c, SIZE);
    assertThat(padded.length).isGreaterThan(512 * 1024);
    Shaped s = StreamedParityTest.streamed(c, padded, Budget.chars(budget));
    assertThat(s.size()).isLessThanOrEqualTo(budget);
    return CorpusEvidenceTest.clean(s.text());
  }

  @Test
  void aFailingGoTestKeepsItsOwnOutputFromLongBeforeItsFailLine() throws IOException {
    String t = streamedAt("go-test-verbose-got-want", 2000);
    assertThat(t).contains("--- FAIL: TestParse/acct-7781", "got  {Account:acct-7781 Cents:140}",
        "want {Account:acct-7781 Cents:125040}");
  }

  @Test
  void aSanitizerReportKeepsEachSectionsSubHeader() throws IOException {
    // The report's block comes before the padding's rare lines, which break the routine of the lines
    // around them as the report's own lines do not: they may not take its room.
    String t = streamedAt("gcc-asan-heap-use-after-free", 2000);
    assertThat(t).contains("ERROR: AddressSanitizer: heap-use-after-free", "READ of size 8", "freed by thread T0 here:",
        "in expire_session ");
  }

  @Test
  void aSuccessWithNoErrorLineKeepsItsWarnings() throws IOException {
    String t = streamedAt("maven-xlint-warnings-success", 4000);
    assertThat(t).contains("BillingRule01.java:[11,19] found raw type: java.util.List", "BUILD SUCCESS");
  }
}
