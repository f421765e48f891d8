package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ErrorPatternsTest {
  private final ErrorPatterns p = ErrorPatterns.defaults();

  @ParameterizedTest
  @ValueSource(strings = {
    "[ERROR] /src/main/java/Foo.java:[12,5] cannot find symbol",
    "[ERROR] BUILD FAILURE",
    "[INFO] BUILD FAILURE",
    "Foo.java:12: error: cannot find symbol",
    "main.c:3:5: error: expected ';' before 'return'",
    "error[E0308]: mismatched types",
    "thread 'main' panicked at src/main.rs:5:5:",
    "panic: runtime error: index out of range [3] with length 3",
    "Traceback (most recent call last):",
    "ValueError: invalid literal for int() with base 10: 'x'",
    "KeyboardInterrupt",
    "Exception in thread \"main\" java.lang.IllegalStateException: boom",
    "Caused by: java.io.FileNotFoundException: /etc/x (No such file or directory)",
    "\tCaused by: java.lang.NullPointerException",
    "Tests run: 412, Failures: 1, Errors: 0, Skipped: 0",
    "[ERROR] Tests run: 3, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.1 s <<< FAILURE!",
    "FAILED tests/test_billing.py::test_total - AssertionError: assert 3 == 4",
    "E       assert 3 == 4",
    "=========== 1 failed, 399 passed in 2.31s ===========",
    "--- FAIL: TestParse (0.00s)",
    "npm ERR! code E404",
    "npm error code E404",
    "fatal: not a git repository (or any of the parent directories): .git",
    "make: *** [Makefile:12: all] Error 2",
    "collect2: error: ld returned 1 exit status",
    "check_disk returned 2",
    "backup.sh returned 1 (wstat 256, 0x100)",
    "collect2: ld returned 1 exit status",
    "  \u2716 124) resident permit, diesel car band D registered 2015-09-01: 72.00",
    "  \u2718 [fail]: de-ch line 16: 10 x 12500 cents, 0% off",
    "  \u2715 adds VAT to a zero-rated line (3 ms)",
    "testLessonCount() returned non-zero return code.",
    "2026/12/05 19:23:30| squid.conf(159): unrecognized: 'http_acces'",
    "report.py: error: unrecognized arguments: --dry",
    "/bin/sh: 1: frobnicate: not found",
    "bash: frobnicate: command not found",
    "cp: cannot open 'x': Permission denied",
    "Segmentation fault (core dumped)",
    "error Command failed with exit code 1.",
    "subprocess.CalledProcessError: Command '['false']' returned non-zero exit status 1.",
    "main.o: undefined reference to `frob'",
    "Killed",
    "[2026-12-02 06:00:00,123: ERROR/MainProcess] consumer: Cannot connect to amqp://guest@127.0.0.1:5672//",
    "/srv/app/errors/handler.go:12:3: error: undefined: Foo",
    "E: Unable to correct problems, you have held broken packages.",
    "E: ledgerd: file-in-etc-not-marked-as-conffile [etc/cron.d/ledgerd]",
    "e: file:///src/main/kotlin/Billing.kt:12:5 Unresolved reference: total",
  })
  void matchesWhatRealToolsPrintOnFailure(String line) {
    assertThat(p.matches(line)).as(line).isTrue();
  }

  /** A condition nothing caught, in words no other pattern knows (SBCL's): an error line, past the prefilter too. */
  @Test
  void anUnhandledConditionIsAnErrorLineForTheScannerToo() {
    String line = "Unhandled UNDEFINED-FUNCTION in thread #<SB-THREAD:THREAD \"main thread\" RUNNING";
    assertThat(p.mayMatch(line)).isTrue();
    assertThat(p.matches(line)).isTrue();
  }

  @ParameterizedTest
  @ValueSource(strings = {
    "Compilation finished: 0 errors, 2 warnings",
    "gcc -Wall -Wno-error -O2 -c main.c",
    "gcc -Werror=format -c x.c",
    "CC src/error_handler.c",
    "[INFO] Compiling src/main/java/dev/ErrorHandler.java",
    "Tests run: 412, Failures: 0, Errors: 0, Skipped: 2",
    "[INFO] BUILD SUCCESS",
    "===== 400 passed in 2.01s =====",
    "ok  \tgithub.com/x/y\t0.012s",
    "mvn -B -Dmaven.test.failure.ignore=true verify",
    "[INFO] --- maven-failsafe-plugin:3.5.4:integration-test (default) @ app ---",
    "no errors found",
    "  Scenario: dvd due 2024-05-07 returned 2024-05-14 #11  # features/04_fines_may.feature:54",
    "parcel 4711 returned 12:40 to depot",
    "# fine: dvd, adult member, returned 1 days late, 0 closed days: 0.00",
    "query returned 12 rows in 3 ms",
    "[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.",
    "[ERROR] -> [Help 1]",
    "[ERROR] ",
    "orders.cpp:21:24: note:   template argument deduction/substitution failed:",
    "tests/errors/test_api.py::test_create_order PASSED                       [ 12%]",
    "/tmp/work/attribute-error/src/shop/money.py",
    "[Wed Dec 02 06:00:00 2026] [info] [pid 4411] AH00128: File does not exist: /srv/child-segfault-repro/www/favicon.ico",
    "127.0.0.1 - - [02/Dec/2026:06:00:00 +0000] \"GET /api/failures?page=2 HTTP/1.1\" 200 512",
    "",
    "W: ledgerd: elevated-privileges 4755 root/root [usr/bin/ledger-post]",
    "  E: 12 of the grid",
    "Route E: closed for the season",
    "  \u2714 123) resident permit, diesel car band C registered 2015-09-01: 48.00 (0 ms)",
    "total \u00d7 3 = 12",
  })
  void doesNotMatchTheClassicFalsePositives(String line) {
    assertThat(p.matches(line)).as(line).isFalse();
  }

  /**
   * A line that opens with an error's one-letter severity holds no error word: the prefilter finds
   * it by a literal held at the line's start, wherever the line falls in what the scanner reads.
   */
  @Test
  void aSeverityLetterAtTheLineStartIsFoundHeldAndStreamed() throws java.io.IOException {
    assertThat(p.mayMatch("E: Unable to locate package ledgerd")).isTrue();
    assertThat(p.mayMatch("see E: Unable to locate package ledgerd")).isFalse();
    String[] names = {"alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliett"};
    StringBuilder sb = new StringBuilder("E: mirror kilo unreachable\n");
    for (int i = 1; i <= 60_000; i++) {
      sb.append(i % 5_987 == 0 ? "E: mirror " + names[i / 5_987 - 1] + " unreachable\n" : "fetched part " + i + " of the index\n");
    }
    String text = sb.toString();
    Evidence ev = Evidence.of("apt-get update", 100);
    Shaper shaper = Shaper.builder().budget(Budget.chars(4_000)).build();
    for (Shaped s : List.of(shaper.shape(text, ev),
        shaper.shape(new java.io.ByteArrayInputStream(text.getBytes(java.nio.charset.StandardCharsets.UTF_8)), ev))) {
      assertThat(s.text()).contains("E: mirror kilo unreachable");
      for (String n : names) {
        assertThat(s.text()).as(s.text()).contains("E: mirror " + n + " unreachable");
      }
    }
  }

  @Test
  void plusAddsAPatternAndKeepsTheDefaults() {
    ErrorPatterns more = p.plus("\\bWOMBAT\\b", "wombat");
    assertThat(more.matches("a WOMBAT appeared")).isTrue();
    assertThat(more.matches("error: x")).isTrue();
    assertThat(more.triggers()).contains("wombat");
  }

  @Test
  void plusWithoutTriggerTurnsThePrefilterOff() {
    assertThat(p.plus("^!!", null).triggers()).isNull();
  }

  @Test
  void ofReplacesTheDefaults() {
    ErrorPatterns only = ErrorPatterns.of(List.of("^BAD"));
    assertThat(only.matches("BAD thing")).isTrue();
    assertThat(only.matches("error: x")).isFalse();
  }

  @Test
  void anInvalidPatternIsAShapeExceptionThatNamesIt() {
    assertThatThrownBy(() -> ErrorPatterns.of(List.of("(unclosed")))
        .isInstanceOf(ShapeException.class)
        .hasMessageContaining("'(unclosed'")
        .hasMessageContaining("RE2");
  }
}
