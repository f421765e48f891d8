package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The line that heads a line's group, found by the output's shape, for several tools' outputs. */
class OwnersTest {

  private static List<Line> lines(String... texts) {
    List<Line> out = new ArrayList<>();
    long at = 0;
    for (int i = 0; i < texts.length; i++) {
      out.add(new Line(i + 1, at, at + texts[i].length(), texts[i], false, false));
      at += texts[i].length() + 1;
    }
    return out;
  }

  private static List<String> owners(List<Line> all, String of) {
    for (int i = 0; i < all.size(); i++) {
      if (all.get(i).text().equals(of)) {
        return Owners.of(all, i).stream().map(Line::text).toList();
      }
    }
    throw new AssertionError("no line " + of);
  }

  @Test
  void aLintersFindingIsHeadedByItsFileLineAcrossOtherFindings() {
    List<Line> all = lines("/home/dev/app/src/a.js", "  3:1  warning  Unexpected console statement  no-console",
        "  5:9  warning  'x' is assigned a value but never used  no-unused-vars",
        "  7:3  error  'foo' is not defined  no-undef", "", "/home/dev/app/src/b.js", "  1:1  warning  ...  eol-last");
    assertThat(owners(all, "  7:3  error  'foo' is not defined  no-undef")).containsExactly("/home/dev/app/src/a.js");
    assertThat(owners(all, "/home/dev/app/src/b.js")).isEmpty();
  }

  @Test
  void aTestsAssertionIsHeadedByItsTestAndItsSuiteAcrossBlankLines() {
    List<Line> all = lines("FAIL src/cart.test.js", "  ● cart › applies discount", "",
        "    expect(received).toBe(expected) // Object.is equality", "", "    Expected: 90", "    Received: 100");
    assertThat(owners(all, "    Received: 100")).containsExactly("  ● cart › applies discount", "FAIL src/cart.test.js");
  }

  @Test
  void aPytestFailureIsHeadedByItsBannerAndTheSectionsBanner() {
    List<Line> all = lines("=================================== FAILURES ===================================",
        "_______________________________ test_refund_total ______________________________", "",
        "    def test_refund_total():", ">       assert refund_total(order) == 15", "E       assert 14 == 15", "",
        "tests/test_refunds.py:22: AssertionError");
    assertThat(owners(all, "E       assert 14 == 15")).containsExactly(
        "_______________________________ test_refund_total ______________________________",
        "=================================== FAILURES ===================================");
    assertThat(owners(all, "tests/test_refunds.py:22: AssertionError")).first().asString().contains("test_refund_total");
  }

  @Test
  void aDiffsHunkLineIsHeadedByItsHunkAndTheDiffLineOfItsFile() {
    List<Line> all = lines("diff --git a/src/pay.py b/src/pay.py", "index 3f2a1b..9c8d7e 100644", "--- a/src/pay.py",
        "+++ b/src/pay.py", "@@ -1,4 +1,4 @@ import os", " import sys", "-x = 1", "+x = 2",
        "@@ -40,6 +40,7 @@ def settle(order):", "     total = order.total", "+    raise RuntimeError('unreachable')",
        "     return total");
    assertThat(owners(all, "+    raise RuntimeError('unreachable')"))
        .containsExactly("@@ -40,6 +40,7 @@ def settle(order):", "diff --git a/src/pay.py b/src/pay.py");
    assertThat(owners(all, "+x = 2")).containsExactly("@@ -1,4 +1,4 @@ import os", "diff --git a/src/pay.py b/src/pay.py");
    // Without a diff line above its file header, the +++ line names the file.
    List<Line> bare = lines("--- a/src/pay.py", "+++ b/src/pay.py", "@@ -1,2 +1,2 @@", "-x = 1", "+x = 2");
    assertThat(owners(bare, "+x = 2")).containsExactly("@@ -1,2 +1,2 @@", "+++ b/src/pay.py");
  }

  @Test
  void aCompilersErrorIsHeadedByTheLineItsRunSharesAFilePrefixWith() {
    List<Line> all = lines("src/net.c: In function 'connect_peer':",
        "src/net.c:41:9: warning: unused variable 'tmp' [-Wunused-variable]",
        "src/net.c:57:5: error: implicit declaration of function 'frob' [-Werror=implicit-function-declaration]");
    assertThat(owners(all, "src/net.c:57:5: error: implicit declaration of function 'frob' [-Werror=implicit-function-declaration]"))
        .containsExactly("src/net.c: In function 'connect_peer':");
    // One more finding of the same kind is not a header.
    List<Line> flat = lines("src/a.py:1:1: E302 expected 2 blank lines", "src/a.py:9:1: E302 expected 2 blank lines");
    assertThat(owners(flat, "src/a.py:9:1: E302 expected 2 blank lines")).isEmpty();
  }

  @Test
  void aPackageManagersDependencyLineIsHeadedByItsBlockAfterTheLogPrefix() {
    List<Line> all = lines("npm ERR! code ERESOLVE", "npm ERR! ERESOLVE unable to resolve dependency tree", "npm ERR!",
        "npm ERR! While resolving: shop@1.0.0", "npm ERR! Found: react@18.2.0", "npm ERR! node_modules/react",
        "npm ERR!   react@\"^18.2.0\" from the root project", "npm ERR!", "npm ERR! Could not resolve dependency:",
        "npm ERR! peer react@\"^17.0.0\" from legacy-picker@2.1.0", "npm ERR! node_modules/legacy-picker",
        "npm ERR!   legacy-picker@\"^2.1.0\" from the root project");
    assertThat(owners(all, "npm ERR!   legacy-picker@\"^2.1.0\" from the root project"))
        .containsExactly("npm ERR! node_modules/legacy-picker");
    assertThat(Owners.logPrefix("[ERROR]   symbol:   class Bar", "[ERROR] /src/Foo.java:[12,5] cannot find symbol"))
        .isEqualTo("[ERROR] ");
  }

  @Test
  void aStackFrameIsHeadedByItsException() {
    List<Line> all = lines("java.lang.IllegalStateException: ledger closed", "    at com.shop.Ledger.post(Ledger.java:88)",
        "    at com.shop.Ledger.settle(Ledger.java:41)");
    assertThat(owners(all, "    at com.shop.Ledger.settle(Ledger.java:41)"))
        .containsExactly("java.lang.IllegalStateException: ledger closed");
  }

  @Test
  void bannersAreFramedLinesOnly() {
    assertThat(Owners.frame("____ test_x ____")).isEqualTo('_');
    assertThat(Owners.frame("@@ -1,4 +1,5 @@ def f():")).isEqualTo('@');
    assertThat(Owners.frame("--- FAIL: TestParse (0.00s)")).isEqualTo('\0');
    assertThat(Owners.frame("--- a/src/pay.py")).isEqualTo('\0');
    assertThat(Owners.frame("=== RUN   TestParse")).isEqualTo('\0');
    assertThat(Owners.frame("[INFO] ---- x ----")).isEqualTo('\0');
  }

  @Test
  void aReportIsHeadedByTheMarkedHeadingOfItsRecord() {
    List<Line> all = lines("== dist/pos-fw-4.8.2-de.tar.gz", "gpg: Signature made Sat Dec  5 19:23:31 2026 UTC",
        "gpg:                using EDDSA key 178DC73A1C23E7F0", "gpg: Good signature from \"Release Signing\"",
        "== dist/pos-fw-4.8.2-eu.tar.gz", "gpg: Signature made Sat Dec  5 19:23:31 2026 UTC",
        "gpg:                using EDDSA key 178DC73A1C23E7F0", "gpg: BAD signature from \"Release Signing\"");
    assertThat(owners(all, "gpg: BAD signature from \"Release Signing\"")).containsExactly("== dist/pos-fw-4.8.2-eu.tar.gz");
  }

  @Test
  void markedHeadingsOpenWithARunOfMarksThenAWord() {
    assertThat(Owners.lead("== dist/pos-fw-4.8.2-eu.tar.gz")).isEqualTo('=');
    assertThat(Owners.lead("## Checks")).isEqualTo('#');
    assertThat(Owners.lead("==4021== Invalid read of size 4")).isEqualTo('\0');
    assertThat(Owners.lead("= one mark")).isEqualTo('\0');
    assertThat(Owners.lead("--- FAIL: TestParse (0.00s)")).isEqualTo('\0');
    assertThat(Owners.lead("**bold** text")).isEqualTo('\0');
    assertThat(Owners.lead("  ## indented")).isEqualTo('\0');
  }
}
