package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 11 items 2 and 4 of the misses: routine lines that differ in one word (a package's name)
 * fold like repeats, so the tail reaches the distinct lines before them; error and warning lines,
 * each a statement of its own, do not.
 */
class VariantsTest {
  private static final String[] PACKAGES = {"accounts", "audit", "billing", "cache", "cli", "config", "export",
      "gateway", "importer", "invoices", "metrics", "notify", "payments", "reports", "scheduler", "search"};

  private static List<Line> lines(String... texts) {
    List<Line> out = new ArrayList<>();
    long at = 0;
    for (int i = 0; i < texts.length; i++) {
      out.add(new Line(i + 1, at, at + Utf8.length(texts[i]), texts[i], false, false));
      at += Utf8.length(texts[i]) + 1;
    }
    return out;
  }

  private static long[] keys(List<Line> lines) {
    long[] t = new long[lines.size()];
    for (int i = 0; i < t.length; i++) {
      t[i] = Template.hash(lines.get(i).text());
    }
    return Variants.keys(lines, t, l -> l.text().contains("error"));
  }

  @Test
  void linesThatDifferInOneWordShareAKey() {
    long[] k = keys(lines("Setting up ledger-cli (2.0.3-1) ...", "Setting up ledger-config (2.0.3-1) ...",
        "Setting up ledger-export (2.0.3-1) ..."));
    assertThat(k[1]).isEqualTo(k[0]);
    assertThat(k[2]).isEqualTo(k[0]);
  }

  @Test
  void linesThatDifferInTwoWordsOrAreErrorLinesKeepTheirTemplate() {
    long[] k = keys(lines("Rule violated for bundle billing: ratio is 0.75", "Rule violated for class Archive: ratio is 0.00",
        "dpkg: error processing package ledger-worker", "dpkg: error processing package ledger-audit"));
    assertThat(k[1]).isNotEqualTo(k[0]);
    assertThat(k[3]).isNotEqualTo(k[2]);
  }

  @Test
  void theLinesOfRepeatingRecordsFindTheirVariantARecordBefore() {
    long[] k = keys(lines("Selecting previously unselected package ledger-cli.", "Unpacking ledger-cli (2.0) ...",
        "Selecting previously unselected package ledger-config.", "Unpacking ledger-config (2.0) ..."));
    assertThat(k[2]).isEqualTo(k[0]);
    assertThat(k[3]).isEqualTo(k[1]);
    assertThat(k[1]).isNotEqualTo(k[0]);
  }

  @Test
  void like_namesTheVaryingWord() {
    List<Line> l = lines("Setting up ledger-cli (2.0.3-1) ...", "Setting up ledger-config (2.0.3-1) ...");
    assertThat(Variants.like(l, 0, 1, 90)).isEqualTo("Setting up <name> (<N>) ...");
  }

  /** dpkg -i: each package unpacked, then set up, one failing its dependencies among them. */
  private static String dpkgInstall() {
    StringBuilder sb = new StringBuilder();
    for (String p : PACKAGES) {
      sb.append("Selecting previously unselected package ledger-").append(p).append(".\n");
      sb.append("Preparing to unpack .../ledger-").append(p).append("_2.0.3-1_all.deb ...\n");
      sb.append("Unpacking ledger-").append(p).append(" (2.0.3-1) ...\n");
    }
    for (String p : PACKAGES) {
      sb.append("Setting up ledger-").append(p).append("-doc (2.0.3-1) ...\n");
    }
    sb.append("dpkg: dependency problems prevent configuration of ledger-worker:\n");
    sb.append(" ledger-worker depends on libledger1 (>= 2.0); however:\n");
    sb.append("  Version of libledger1 on system is 1.4-1.\n\n");
    sb.append("dpkg: error processing package ledger-worker (--install):\n");
    sb.append(" dependency problems - leaving unconfigured\n");
    for (String p : PACKAGES) {
      sb.append("Setting up ledger-").append(p).append(" (2.0.3-1) ...\n");
    }
    for (String p : PACKAGES) {
      sb.append("Setting up ledger-").append(p).append("-tools (2.0.3-1) ...\n");
    }
    return sb.append("Errors were encountered while processing:\n ledger-worker\n").toString();
  }

  @Test
  void aRunOfSetUpLinesFoldsSoTheTailReachesTheDependencyProblem() throws IOException {
    String in = dpkgInstall();
    Shaped s = Shaper.builder().budget(Budget.chars(2_000)).build()
        .shape(new ByteArrayInputStream(in.getBytes(StandardCharsets.UTF_8)), Evidence.of("dpkg -i debs/*.deb", 1));
    assertThat(s.text()).contains("dpkg: dependency problems prevent configuration of ledger-worker:",
        " ledger-worker depends on libledger1 (>= 2.0); however:", "  Version of libledger1 on system is 1.4-1.");
    assertThat(s.text()).contains("as repeats: ").contains("lines like \"Setting up <name> (<N>) ...\"");
    assertThat(MarkerAgreementPropertyTest.problem(MarkerAgreementPropertyTest.linesOf(in), s)).isNull();
  }

  /**
   * gdb's batch session on a box office: the program's final table is five rows, one a
   * performance, the middle one the matinee whose comps took it below zero. Two or three rows under
   * a marker longer than any of them save less than the marker costs: they are shown, not folded.
   */
  @Test
  void aFewRowsCostingLessThanTwiceTheirMarkerAreShownNotFolded() {
    Corpus.Case c = Corpus.byId("gdb-batch-watchpoint-seat-count-goes-negative");
    for (int budget : new int[] {2_000, 8_000}) {
      Shaped s = Shaper.builder().budget(Budget.chars(budget)).build().shape(c.output(), c.asEvidence());
      assertThat(s.size()).isLessThanOrEqualTo(budget);
      assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
      assertThat(s.text()).as(s.text()).contains("The Lighthouse Keeper (Sat 14:30)    sold 114 comps  6 left   0")
          .contains("The Lighthouse Keeper (Fri 19:30)").doesNotContain("lines like \"The Lighthouse Keeper");
    }
  }
}
