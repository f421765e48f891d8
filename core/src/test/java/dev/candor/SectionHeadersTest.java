package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A kept line brings the header of the section it sits in, priced with it before the next rare
 * line: the {@code diff} line of a hunk's file, the package line a checker groups one package's
 * findings under. Without it the line says what changed or what is wrong, but not where.
 */
class SectionHeadersTest {

  private static Shaped shape(String text, String command, int exit, int chars) {
    Shaped s = Shaper.builder().budget(Budget.chars(chars)).build().shape(text, Evidence.of(command, exit));
    assertThat(s.size()).isLessThanOrEqualTo(chars);
    assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
    return s;
  }

  private static final String[] OWNERS = {"payments", "ledger", "search team", "storage", "edge proxy", "billing ops", "identity"};

  /** {@code diff -ru}: 30 files whose copyright year moved, and one whose retry limit changed deep inside it. */
  static String treeDiff() {
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i <= 30; i++) {
      String f = String.format("jobs/job%02d.yaml", i);
      sb.append("diff -ru deploy.old/").append(f).append(" deploy.new/").append(f).append('\n');
      sb.append(String.format("--- deploy.old/%s\t2026-11-30 09:%02d:11.000000000 +0000%n", f, i));
      sb.append(String.format("+++ deploy.new/%s\t2026-12-01 14:%02d:52.000000000 +0000%n", f, i));
      sb.append("@@ -1,4 +1,4 @@\n-# (c) 2025 Platform team\n+# (c) 2026 Platform team\n");
      sb.append(String.format(" name: job%02d%n schedule: \"*/%d * * * *\"%n", i, 5 + i % 7));
      sb.append(" ").append(OWNERS[i % OWNERS.length]).append(": on-call\n");
      if (i == 17) {
        sb.append("@@ -22,4 +22,4 @@ spec:\n   backoff: exponential\n-  retries: 5\n+  retries: 0\n   timeout: 30s\n");
      }
    }
    return sb.toString();
  }

  @Test
  void aRareHunkBringsTheDiffLineOfItsFile() {
    String text = shape(treeDiff(), "diff -ru deploy.old deploy.new", 1, 2000).text();
    assertThat(text).contains("+  retries: 0", "diff -ru deploy.old/jobs/job17.yaml deploy.new/jobs/job17.yaml\n");
  }

  @Test
  void aDiffsHunkIsHeadedByTheDiffLineAboveItsFileHeader() {
    String[] raw = {"diff -ru a/conf/x.conf b/conf/x.conf", "--- a/conf/x.conf\t2026-12-01 18:16:32 +0000",
        "+++ b/conf/x.conf\t2026-12-01 18:16:33 +0000", "@@ -3,3 +3,3 @@", " [server]", "-port = 80", "+port = 8080"};
    java.util.List<Line> all = new java.util.ArrayList<>();
    long at = 0;
    for (int i = 0; i < raw.length; i++) {
      all.add(new Line(i + 1, at, at + raw[i].length(), raw[i], false, false));
      at += raw[i].length() + 1;
    }
    assertThat(Owners.of(all, 6).stream().map(Line::text)).containsExactly("@@ -3,3 +3,3 @@", raw[0]);
  }

  /** {@code go vet ./...}: 16 packages, each a header line and eight findings of one kind; one package has one other finding. */
  static String goVet() {
    StringBuilder sb = new StringBuilder();
    for (int p = 1; p <= 16; p++) {
      sb.append(String.format("# example.org/billing/part%02d%n", p));
      if (p == 9) {
        sb.append(String.format("part%02d/part.go:61:3: unreachable code%n", p));
      }
      for (int l = 12; l < 52; l += 5) {
        sb.append(String.format("part%02d/part.go:%d:14: printf: Errorf format %%s has arg n of wrong type int%n", p, l));
      }
    }
    return sb.toString();
  }

  @Test
  void aRareFindingBringsThePackageLineItsRunSitsUnder() {
    String text = shape(goVet(), "go vet ./...", 1, 2000).text();
    assertThat(text).contains("part09/part.go:61:3: unreachable code", "# example.org/billing/part09\n");
  }
}
