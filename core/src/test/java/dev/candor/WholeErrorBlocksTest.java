package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Whole error blocks: a kept error line brings the lines that belong to it, above it (a failing Go
 * test's own output since its {@code === RUN}) and below it (a sanitizer's or race detector's
 * sections, each with its sub-header and first own frame), bounded, with every gap marked.
 */
class WholeErrorBlocksTest {

  /**
   * HTML Tidy reports a tag it does not know at 20:1, then discards it there and its closing tag at
   * 20:88: three reports on one line of source. The third, at another column, was not in the error's
   * block, and was lost at 2,000 and 4,000 among a file's hundred warnings.
   */
  @Test
  void reportsOnTheErrorsSourceLineAtAnyColumnAreItsBlock() {
    String[] texts = {"mail.nl.html:20:1: Error: <tfooter> is not recognized!",
        "mail.nl.html:20:1: Warning: discarding unexpected <tfooter>",
        "mail.nl.html:20:88: Warning: discarding unexpected </tfooter>",
        "mail.nl.html:201:5: Warning: <td> attribute \"align\" not allowed for HTML5",
        "mail.nl.html:22:9: Warning: <a> illegal characters found in URI"};
    List<Line> lines = new ArrayList<>();
    long at = 0;
    for (int i = 0; i < texts.length; i++) {
      lines.add(new Line(i + 1, at, at + texts[i].length(), texts[i], false, false));
      at += texts[i].length() + 1;
    }
    assertThat(Blocks.block(lines, 0)).extracting(Line::text).containsExactly(texts[1], texts[2]);
    assertThat(Blocks.sourceLine("mail.nl.html:20:1")).isEqualTo("mail.nl.html:20");
    assertThat(Blocks.sourceLine("orders.py:41")).isEqualTo("orders.py:41");
  }

  @org.junit.jupiter.params.ParameterizedTest
  @org.junit.jupiter.params.provider.ValueSource(ints = {2_000, 4_000})
  void tidyShowsBothDiscardedTagsWithItsOneError(int budget) {
    Shaped s = Corpus.byId("tidy-email-templates-one-error-among-warnings").shaped(budget);
    assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
    assertThat(s.text()).as(s.text()).contains("templates/credit-note.nl.html:20:1: Error: <tfooter> is not recognized!")
        .contains("templates/credit-note.nl.html:20:88: Warning: discarding unexpected </tfooter>");
  }

  private static Shaped shape(String text, Evidence ev, int chars) {
    Shaped s = Shaper.builder().budget(Budget.chars(chars)).build().shape(text, ev);
    assertThat(s.size()).isLessThanOrEqualTo(chars);
    assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
    return s;
  }

  /** Lines numbered from 1, offsets as if joined by line breaks. */
  private static List<Line> lines(String text) {
    List<Line> out = new ArrayList<>();
    long off = 0;
    long no = 1;
    for (String t : text.split("\n", -1)) {
      out.add(new Line(no++, off, off + t.length(), t, false, false));
      off += t.length() + 1;
    }
    return out;
  }

  private static int indexOf(List<Line> all, String start) {
    for (int i = 0; i < all.size(); i++) {
      if (all.get(i).text().startsWith(start)) {
        return i;
      }
    }
    throw new AssertionError("no line starts with " + start);
  }

  private static List<String> texts(List<Line> lines) {
    return lines.stream().map(Line::text).toList();
  }

  /** go test -v: 150 subtests run, one logs its got/want, and its --- FAIL line comes 150 lines later. */
  static String goTestVerbose() {
    StringBuilder sb = new StringBuilder("=== RUN   TestInvoice\n");
    for (int i = 0; i < 150; i++) {
      sb.append("=== RUN   TestInvoice/order-").append(4000 + i).append('\n');
      if (i == 70) {
        sb.append("    invoice_test.go:41: Total(order-4070):\n");
        sb.append("        got  {Net:1190 Tax:0}\n");
        sb.append("        want {Net:1190 Tax:226}\n");
      }
    }
    sb.append("--- FAIL: TestInvoice (0.02s)\n");
    for (int i = 0; i < 150; i++) {
      sb.append("    --- ").append(i == 70 ? "FAIL" : "PASS").append(": TestInvoice/order-").append(4000 + i)
          .append(" (0.00s)\n");
    }
    sb.append("FAIL\nFAIL\texample.com/billing/invoice\t0.031s\n");
    for (int i = 0; i < 60; i++) {
      sb.append("=== RUN   TestRound/").append(i).append("\n--- PASS: TestRound/").append(i).append(" (0.00s)\n");
    }
    sb.append("PASS\nok  \texample.com/billing/money\t0.012s\nFAIL\n");
    return sb.toString();
  }

  @Test
  void aGoTestFailureBringsItsOwnOutputFromAboveAsItsLead() {
    List<Line> all = lines(goTestVerbose());
    Hit h = Blocks.hit(all, indexOf(all, "    --- FAIL: TestInvoice/order-4070"), null);
    assertThat(texts(h.key())).containsExactly("    invoice_test.go:41: Total(order-4070):",
        "        got  {Net:1190 Tax:0}", "        want {Net:1190 Tax:226}");
    assertThat(h.keyAbove()).isTrue();
  }

  @Test
  void aGoTestFailureKeepsItsGotAndWantAt2000Chars() {
    Shaped s = shape(goTestVerbose(), Evidence.of("go test -v ./...", 1), 2_000);
    assertThat(s.text()).contains("invoice_test.go:41: Total(order-4070):").contains("got  {Net:1190 Tax:0}")
        .contains("want {Net:1190 Tax:226}").contains("--- FAIL: TestInvoice/order-4070")
        .contains("FAIL\texample.com/billing/invoice");
  }

  @Test
  void aParentTestsBlockStopsAtItsPassingSubtests() {
    List<Line> all = lines(goTestVerbose());
    Hit h = Blocks.hit(all, indexOf(all, "--- FAIL: TestInvoice (0.02s)"), null);
    assertThat(h.block()).isEmpty();
    assertThat(h.key()).isEmpty(); // its own === RUN line has no output of its own
  }

  @Test
  void aLongTestOutputLeadKeepsItsFirstAndLastLines() {
    StringBuilder sb = new StringBuilder("=== RUN   TestSync\n");
    for (int i = 0; i < 20; i++) {
      sb.append("    sync_test.go:").append(10 + i).append(": step ").append(i).append('\n');
    }
    sb.append("    sync_test.go:90: replica lag 3s exceeds 1s\n--- FAIL: TestSync (3.01s)\n");
    List<Line> all = lines(sb.toString());
    Hit h = Blocks.hit(all, indexOf(all, "--- FAIL: TestSync"), null);
    assertThat(h.key()).hasSize(Leads.MAX_LINES);
    assertThat(h.key().get(0).text()).isEqualTo("    sync_test.go:10: step 0");
    assertThat(h.key().get(h.key().size() - 1).text()).isEqualTo("    sync_test.go:90: replica lag 3s exceeds 1s");
  }

  static final String ASAN = String.join("\n",
      "=================================================================",
      "==3117==ERROR: AddressSanitizer: heap-use-after-free on address 0x602000000f18 at pc 0x5600f2a1b2c4 bp 0x7ffd5a3e1f80 sp 0x7ffd5a3e1f78",
      "READ of size 8 at 0x602000000f18 thread T0",
      "    #0 0x5600f2a1b2c3 in cart_total /home/dev/shop/cart.c:44",
      "    #1 0x5600f2a1b41d in main /home/dev/shop/main.c:19",
      "    #2 0x7f3c8a229d8f in __libc_start_call_main ../sysdeps/nptl/libc_start_call_main.h:58",
      "    #3 0x7f3c8a229e3f in __libc_start_main_impl ../csu/libc-start.c:392",
      "    #4 0x5600f2a1b0f4 in _start (/home/dev/shop/shop+0x10f4)",
      "",
      "0x602000000f18 is located 8 bytes inside of 16-byte region [0x602000000f10,0x602000000f20)",
      "freed by thread T0 here:",
      "    #0 0x7f3c8a4b4537 in __interceptor_free ../../../../src/libsanitizer/asan/asan_malloc_linux.cpp:127",
      "    #1 0x5600f2a1b25a in cart_clear /home/dev/shop/cart.c:31",
      "    #2 0x5600f2a1b40e in main /home/dev/shop/main.c:18",
      "",
      "previously allocated by thread T0 here:",
      "    #0 0x7f3c8a4b4887 in __interceptor_malloc ../../../../src/libsanitizer/asan/asan_malloc_linux.cpp:145",
      "    #1 0x5600f2a1b1d0 in cart_add /home/dev/shop/cart.c:12",
      "    #2 0x5600f2a1b3f9 in main /home/dev/shop/main.c:16",
      "",
      "SUMMARY: AddressSanitizer: heap-use-after-free /home/dev/shop/cart.c:44 in cart_total",
      "Shadow bytes around the buggy address:",
      "  0x0c047fff9190: fa fa fd fd fa fa fd fd fa fa fd fd fa fa fd fd",
      "==3117==ABORTING");

  @Test
  void aSanitizerReportBringsEachSectionsSubHeaderAndFirstOwnFrame() {
    List<Line> all = lines(ASAN);
    Hit h = Blocks.hit(all, 1, null);
    assertThat(texts(h.key())).containsExactly(
        "READ of size 8 at 0x602000000f18 thread T0",
        "    #0 0x5600f2a1b2c3 in cart_total /home/dev/shop/cart.c:44",
        "freed by thread T0 here:",
        "    #1 0x5600f2a1b25a in cart_clear /home/dev/shop/cart.c:31",
        "previously allocated by thread T0 here:",
        "    #1 0x5600f2a1b1d0 in cart_add /home/dev/shop/cart.c:12",
        "SUMMARY: AddressSanitizer: heap-use-after-free /home/dev/shop/cart.c:44 in cart_total");
  }

  @Test
  void aSanitizerReportAfterRoutineLinesKeepsItsSectionsAt2000CharsWithItsGapsMarked() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 500; i++) {
      sb.append("cart ").append(i % 40).append(" add item ").append(1000 + i).append(" qty ").append(i % 5 + 1).append('\n');
    }
    sb.append(ASAN).append('\n');
    Shaped s = shape(sb.toString(), Evidence.of("./shop", 1), 2_000);
    assertThat(s.text()).contains("ERROR: AddressSanitizer: heap-use-after-free").contains("READ of size 8")
        .contains("in cart_total /home/dev/shop/cart.c:44").contains("freed by thread T0 here:")
        .contains("in cart_clear /home/dev/shop/cart.c:31").contains("in cart_add /home/dev/shop/cart.c:12")
        .contains("SUMMARY: AddressSanitizer: heap-use-after-free /home/dev/shop/cart.c:44 in cart_total");
    // The runtime's frames inside the sections are cut, and the cut is marked.
    assertThat(s.text()).doesNotContain("__interceptor_free").doesNotContain("__interceptor_malloc");
    assertThat(s.cuts()).anyMatch(c -> c.reason() == CutReason.MIDDLE && c.from() <= 512 && c.to() >= 512);
  }

  static final String RACE = String.join("\n",
      "==================",
      "WARNING: DATA RACE",
      "Write at 0x00c00001c0f8 by goroutine 8:",
      "  example.com/shop/stock.(*Ledger).Reserve()",
      "      /home/dev/shop/stock/ledger.go:57 +0x8c",
      "  example.com/shop/stock.TestReserve.func1()",
      "      /home/dev/shop/stock/ledger_test.go:22 +0x64",
      "",
      "Previous read at 0x00c00001c0f8 by goroutine 7:",
      "  example.com/shop/stock.(*Ledger).Available()",
      "      /home/dev/shop/stock/ledger.go:41 +0x3e",
      "",
      "Goroutine 8 (running) created at:",
      "  testing.tRunner()",
      "      /usr/local/go/src/testing/testing.go:1595 +0x1c4",
      "  example.com/shop/stock.TestReserve()",
      "      /home/dev/shop/stock/ledger_test.go:20 +0x1a5",
      "==================");

  @Test
  void aRaceReportBringsEachAccessWithItsFunctionAndFile() {
    List<Line> all = lines(RACE);
    Hit h = Blocks.hit(all, 1, null);
    assertThat(texts(h.key())).containsExactly(
        "Write at 0x00c00001c0f8 by goroutine 8:",
        "  example.com/shop/stock.(*Ledger).Reserve()",
        "      /home/dev/shop/stock/ledger.go:57 +0x8c",
        "Previous read at 0x00c00001c0f8 by goroutine 7:",
        "  example.com/shop/stock.(*Ledger).Available()",
        "      /home/dev/shop/stock/ledger.go:41 +0x3e",
        "Goroutine 8 (running) created at:",
        "  example.com/shop/stock.TestReserve()",
        "      /home/dev/shop/stock/ledger_test.go:20 +0x1a5");
  }

  @Test
  void anErrorLineFollowedByPlainLinesHasNoSections() {
    List<Line> all = lines("error: build failed\nsee the log for details\n  retrying in 5s\nok\n");
    assertThat(Blocks.hit(all, 0, null).key()).isEmpty();
  }

  @Test
  void aReportsSectionsStayWithinTheirReach() {
    StringBuilder sb = new StringBuilder("==1==ERROR: LeakSanitizer: detected memory leaks\n");
    for (int i = 0; i < 30; i++) {
      sb.append("\nDirect leak of 16 byte(s) in 1 object(s) allocated from:\n    #0 0x4f in malloc x.c:1\n    #1 0x5a in f")
          .append(i).append(" /src/leak.c:").append(i + 1).append('\n');
    }
    List<Line> all = lines(sb.toString());
    Hit h = Blocks.hit(all, 0, null);
    assertThat(h.key().size()).isLessThanOrEqualTo(2 * Sections.MAX_SECTIONS + 1);
    assertThat(h.key()).allMatch(l -> l.number() <= 1 + Sections.REACH);
  }

  @Test
  void aCompilersLocationLineAfterItsHeaderIsKept() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 300; i++) {
      sb.append("   Compiling dep").append(i).append(" v0.").append(i % 9).append(".3\n");
    }
    sb.append("error[E0425]: cannot find value `rate` in this scope\n")
        .append("  --> src/pricing.rs:14:22\n")
        .append("   |\n")
        .append("14 |     let total = net * rate;\n")
        .append("   |                      ^^^^ not found in this scope\n\n");
    for (int i = 0; i < 100; i++) {
      sb.append("   Compiling late").append(i).append(" v1.").append(i % 7).append(".0\n");
    }
    sb.append("error: could not compile `shop` (bin \"shop\") due to 1 previous error\n");
    Shaped s = shape(sb.toString(), Evidence.of("cargo build", 101), 2_000);
    assertThat(s.text()).contains("error[E0425]: cannot find value `rate` in this scope").contains("--> src/pricing.rs:14:22")
        .contains("error: could not compile `shop`");
  }

  @Test
  void pytestsSourceLineAboveItsAssertionIsKept() {
    StringBuilder sb = new StringBuilder("============================= test session starts ==============================\n");
    for (int i = 0; i < 250; i++) {
      sb.append("tests/test_orders.py::test_order_").append(i).append(" PASSED").append(" ".repeat(20)).append("[ ")
          .append(i * 100 / 251).append("%]\n");
    }
    sb.append("tests/test_orders.py::test_refund FAILED                                 [100%]\n\n")
        .append("=================================== FAILURES ===================================\n")
        .append("_________________________________ test_refund __________________________________\n\n")
        .append("    def test_refund():\n")
        .append("        order = Order(total=120)\n")
        .append(">       assert order.refund(20) == 100\n")
        .append("E       assert 110 == 100\n")
        .append("E        +  where 110 = <bound method Order.refund of Order(total=120)>(20)\n\n")
        .append("tests/test_orders.py:41: AssertionError\n")
        .append("=========================== short test summary info ============================\n")
        .append("FAILED tests/test_orders.py::test_refund - assert 110 == 100\n")
        .append("======================== 1 failed, 250 passed in 1.91s =========================\n");
    Shaped s = shape(sb.toString(), Evidence.of("pytest", 1), 2_000);
    assertThat(s.text()).contains(">       assert order.refund(20) == 100").contains("E       assert 110 == 100")
        .contains("1 failed, 250 passed");
  }
  /**
   * A dependency-convergence report: four statements, each over a tree of paths indented under it,
   * every line tagged {@code [ERROR]} and every path its own template. The statements are tried
   * before the tree lines indented under them, so the last one is kept, not a fourth tree line.
   */
  @Test
  void statementsComeBeforeTheLinesIndentedUnderThem() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 120; i++) {
      sb.append("[INFO] Building shop-module").append(i).append(" 1.0 [").append(i + 1).append("/120]\n");
    }
    sb.append("[ERROR] Rule 0: org.apache.maven.enforcer.rules.dependency.DependencyConvergence failed with message:\n");
    String[] libs = {"commons-codec", "jackson-core", "guava", "commons-lang3"};
    String[] vendors = {"httpcomponents", "fasterxml", "google", "apache", "squareup", "eclipse"};
    for (int k = 0; k < libs.length; k++) {
      sb.append("[ERROR] \n[ERROR] Dependency convergence error for org.vendor:").append(libs[k]).append(":jar:3.1")
          .append(k).append(" paths to dependency are:\n[ERROR] +-com.acme:shop-api:jar:1.0\n");
      for (String v : vendors) {
        sb.append("[ERROR]   +-org.").append(v).append('.').append(libs[k]).append(":").append(v).append("-client:jar:2.")
            .append(k).append(":compile\n");
        sb.append("[ERROR]     +-org.vendor:").append(libs[k]).append(":jar:3.").append(k).append(":compile\n");
      }
    }
    sb.append("[ERROR] -> [Help 1]\n[INFO] BUILD FAILURE\n");
    for (int i = 0; i < 40; i++) {
      sb.append("[INFO] shop-module").append(i).append(" ........................ SKIPPED\n");
    }
    Shaped s = shape(sb.toString(), Evidence.of("mvn -B verify", 1), 2_000);
    for (String lib : libs) {
      assertThat(s.text()).as(s.text()).contains("Dependency convergence error for org.vendor:" + lib);
    }
  }

  /**
   * A proxy's config parse: a "Processing:" line per directive, one directive it could not read in
   * the middle (then the next directive, a line like hundreds of others), and one kind of warning
   * printed for each of some hundred ACL entries.
   */
  private static String configParse() {
    StringBuilder sb = new StringBuilder();
    String[] kinds = {"acl site_%03d src 10.%d.0.0/16", "http_access allow site_%03d carriers_%d", "refresh_pattern site_%03d %d 20%% 4320",
        "cache_peer_access depot_%03d allow site_%d"};
    for (int i = 0; i < 600; i++) {
      sb.append("2026/12/05 19:23:30| Processing: ")
          .append(String.format(java.util.Locale.ROOT, kinds[(i * i + i / 3) % kinds.length], i, i % 17)).append('\n');
      if ((i * i) % 11 == 3) {
        sb.append(String.format(java.util.Locale.ROOT, "2026/12/05 19:23:30| WARNING: acl site_%03d overlaps site_000: error-prone%n", i));
        sb.append("2026/12/05 19:23:30| Processing: acl_check on\n");
      }
      if (i == 300) {
        sb.append("2026/12/05 19:23:30| Processing: http_acces deny guest_wifi streaming\n");
        sb.append("2026/12/05 19:23:30| squid.conf(159): unrecognized: 'http_acces'\n");
      }
    }
    return sb.toString();
  }

  @Test
  void aDistinctErrorLineBringsTheLineAfterItWhileTheBudgetLasts() {
    Shaped s = shape(configParse(), Evidence.of("squid -k parse", 1), 4000);
    assertThat(s.text()).as(s.text())
        .containsPattern("(?m)^> L[0-9]+: .*squid.conf\\(159\\): unrecognized: 'http_acces'")
        .containsPattern("(?m)^  L[0-9]+: .*Processing: .*_301 ");
  }

  @Test
  void oneOfManyAlikeErrorLinesBringsNoLineAfterIt() {
    Shaped s = shape(configParse(), Evidence.of("squid -k parse", 1), 4000);
    // The 120 overlap warnings are routine: none of those shown brings the acl_check line after it.
    assertThat(s.text()).as(s.text()).containsPattern("(?m)^> L[0-9]+: .*overlaps site_000")
        .doesNotContainPattern("(?m)^  L[0-9]+: .*acl_check");
  }
}
