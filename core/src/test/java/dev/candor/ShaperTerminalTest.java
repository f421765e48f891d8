package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class ShaperTerminalTest {

  private static Shaped shape(String text, Evidence ev, Budget b) {
    return Shaper.builder().budget(b).strategy(Strategy.TERMINAL).build().shape(text, ev);
  }

  static String build(int before, String middle, int after) {
    StringBuilder sb = new StringBuilder("[INFO] Scanning for projects...\n");
    for (int i = 0; i < before; i++) {
      sb.append("[INFO] Compiling unit ").append(i).append(" of the reactor, nothing to see here\n");
    }
    sb.append(middle);
    for (int i = 0; i < after; i++) {
      sb.append("[INFO] cascading noise ").append(i).append('\n');
    }
    sb.append("[INFO] BUILD FAILURE\n[INFO] Total time: 3.2 s\n");
    return sb.toString();
  }

  @Test
  void rootCauseInTheMiddleSurvivesWithItsLineNumberAndContext() {
    String log = build(3000, "[INFO] compiling Foo\n[ERROR] /src/Foo.java:[12,5] cannot find symbol\n", 3000);
    Shaped s = shape(log, Evidence.of("mvn -B package", 1), Budget.chars(2000));
    assertThat(s.size()).isLessThanOrEqualTo(2000);
    assertThat(s.text())
        .startsWith("command: mvn -B package\nexit code: 1\n")
        .contains("> L3003: [ERROR] /src/Foo.java:[12,5] cannot find symbol")
        .contains("  L3002: [INFO] compiling Foo")
        .contains("[INFO] BUILD FAILURE\n[INFO] Total time: 3.2 s")
        .contains("[INFO] Scanning for projects...");
    assertThat(s.truncated()).isTrue();
    assertThat(s.errorLinesFound()).isEqualTo(2);
    assertThat(s.errorLinesShown()).isEqualTo(2);
  }

  @Test
  void summaryStatesTheTrueTotalsInLinesAndTheBudgetUnit() {
    String log = build(3000, "", 0);
    Shaped s = shape(log, Evidence.none(), Budget.chars(2000));
    String total = Grouping.of(s.input().chars());
    assertThat(s.text()).contains("of " + Grouping.of(s.input().lines()) + " lines (")
        .contains(" of " + total + " chars cut)");
  }

  @Test
  void everyCutIsMarkedAndTheMarkersListTheCuts() {
    String log = build(3000, "[ERROR] one\n", 3000);
    Shaped s = shape(log, Evidence.none(), Budget.chars(3000));
    assertThat(Marker.findAll(s.text())).isEqualTo(s.cuts());
    assertThat(s.cuts()).isNotEmpty();
    long shown = s.shownLines();
    long cut = s.cuts().stream().mapToLong(Cut::count).sum();
    assertThat(shown + cut).isEqualTo(s.input().lines());
  }

  @Test
  void manyErrorsKeepTheFirstAndTheLastAndSayHowManyOfHowMany() {
    StringBuilder mid = new StringBuilder();
    for (int i = 0; i < 500; i++) {
      mid.append("[INFO] step ").append(i).append('\n');
      mid.append("src/x").append(i).append(".c:1:1: error: bad thing number ").append(i).append('\n');
    }
    Shaped s = shape(build(2000, mid.toString(), 2000), Evidence.of("make", 2), Budget.chars(4000));
    assertThat(s.text()).contains("error: bad thing number 0").contains("error: bad thing number 499")
        .contains("of 501 error lines (distinct first)");
    assertThat(s.errorLinesFound()).isEqualTo(501);
    assertThat(s.errorLinesShown()).isBetween(3L, 500L);
  }

  @Test
  void nonZeroExitWithNoErrorLineIsStatedPlainly() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 10_000; i++) {
      sb.append(i).append('\n');
    }
    Shaped s = shape(sb.toString(), Evidence.of("seq 1 10000", 3), Budget.chars(1000));
    assertThat(s.text()).contains("exit code: 3 (non-zero; the output has no error line)");
  }

  @Test
  void emptyOutputWithNonZeroExitIsStated() {
    Shaped s = shape("", Evidence.of("false", 1), Budget.chars(200));
    assertThat(s.text()).isEqualTo("command: false\nexit code: 1 (non-zero, and no output)\n(no output)");
    assertThat(s.truncated()).isFalse();
  }

  @Test
  void outputThatFitsIsShownWholeWithItsEvidence() {
    Shaped s = shape("hello\nworld\n", Evidence.of("echo", 0), Budget.chars(200));
    assertThat(s.text()).isEqualTo("command: echo\nexit code: 0\nhello\nworld");
    assertThat(s.truncated()).isFalse();
    assertThat(s.cuts()).isEmpty();
  }

  @Test
  void signalAndTimeoutAreFieldsInTheHeader() {
    Shaped s = shape("working\n", Evidence.none().withCommand("sleep 100").withSignal(9).withTimedOut(true), Budget.chars(300));
    assertThat(s.text()).contains("signal: SIGKILL (9)").contains("timed out: the command was stopped at its time limit");
  }

  @Test
  void aSingleLineLongerThanTheBudgetIsCutInsideItself() {
    String line = "x".repeat(5_000_000) + "END";
    Shaped s = shape(line, Evidence.of("gen", 0), Budget.chars(500));
    assertThat(s.size()).isLessThanOrEqualTo(500);
    assertThat(s.text()).contains("[... cut inside line 1: ").endsWith("xxEND");
    assertThat(s.input().bytes()).isEqualTo(5_000_003);
  }

  /**
   * Long error lines once made the error patterns backtrack over the whole line from every start
   * (a third of a second a line) and the source-location search the same (half a minute for one
   * 100 KB line): such input must shape like any other, not hang the caller.
   */
  @Test
  @org.junit.jupiter.api.Timeout(value = 60, threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
  void longErrorLinesOfOneRepeatedCharacterShapeWithoutHanging() {
    StringBuilder out = new StringBuilder();
    for (String filler : new String[] {"x", "-", "a.", "/"}) {
      out.append("ERROR: the step failed ").append(filler.repeat(100_000 / filler.length())).append('\n');
      out.append("FAILED ").append(filler.repeat(30_000 / filler.length())).append('\n');
    }
    for (Budget b : new Budget[] {Budget.chars(4_000), Budget.tokens(1_000, Tokenizer.o200k())}) {
      Shaped s = shape(out.toString(), Evidence.of("step", 1), b);
      assertThat(s.size()).isLessThanOrEqualTo(b.limit());
      assertThat(s.errorLinesFound()).isEqualTo(8);
      assertThat(s.text()).contains("ERROR: the step failed ");
    }
  }

  @Test
  void ansiEscapesAreStrippedAndSaidSo() {
    String text = "\u001b[1;31merror\u001b[0m: thing broke\n\u001b[32mok\u001b[0m\n";
    Shaped s = shape(text, Evidence.none(), Budget.chars(500));
    assertThat(s.text()).contains("error: thing broke\nok").doesNotContain("\u001b");
    assertThat(s.notes()).contains("ANSI escape sequences stripped");
  }

  @Test
  void carriageReturnProgressFramesCollapseToTheLastOne() {
    String text = "Downloading 10%\rDownloading 50%\rDownloading 100%\ndone\r\n";
    Shaped s = shape(text, Evidence.none(), Budget.chars(500));
    assertThat(s.text()).contains("Downloading 100%\ndone").doesNotContain("50%").doesNotContain("\r");
  }

  @Test
  void invalidUtf8IsReplacedAndCounted() {
    byte[] bytes = "ok \u00e9\n".getBytes(StandardCharsets.UTF_8);
    byte[] bad = new byte[bytes.length + 2];
    System.arraycopy(bytes, 0, bad, 0, bytes.length);
    bad[bytes.length] = (byte) 0xC3;
    bad[bytes.length + 1] = (byte) 'x';
    Shaped s = Shaper.builder().budget(Budget.chars(500)).build().shape(bad, Evidence.none());
    assertThat(s.input().invalidUtf8()).isEqualTo(1);
    assertThat(s.text()).contains("\uFFFDx").contains("1 invalid UTF-8 sequence shown as U+FFFD");
  }

  @Test
  void binaryOutputIsDescribedNeverDumped() {
    byte[] elf = new byte[10_000];
    elf[0] = 0x7F;
    elf[1] = 'E';
    elf[2] = 'L';
    elf[3] = 'F';
    Shaped s = Shaper.builder().budget(Budget.chars(400)).build().shape(elf, Evidence.of("cat /bin/true", 0));
    assertThat(s.strategy()).isEqualTo(Strategy.BINARY);
    assertThat(s.text()).contains("[... cut binary content: 10,000 bytes ...]").contains("ELF").contains(s.input().sha256());
    assertThat(s.input().encoding()).isEqualTo("binary");
  }

  @Test
  void crlfLinesLoseTheirCarriageReturn() {
    Shaped s = shape("a\r\nb\r\n", Evidence.none(), Budget.chars(100));
    assertThat(s.text()).isEqualTo("a\nb");
    assertThat(s.input().lines()).isEqualTo(2);
  }

  @Test
  void tokenBudgetIsNeverExceeded() {
    String log = build(5000, "error: in the middle\n", 5000);
    Budget b = Budget.tokens(300, Tokenizer.o200k());
    Shaped s = shape(log, Evidence.of("make", 2), b);
    assertThat(Tokenizer.o200k().count(s.text())).isLessThanOrEqualTo(300).isEqualTo((int) s.size());
    assertThat(s.text()).contains("error: in the middle").contains("exit code: 2");
  }

  @Test
  void hashesDescribeTheFullStreamAndTheKeptEnds() throws Exception {
    String log = build(3000, "", 3000);
    Shaped s = shape(log, Evidence.none(), Budget.chars(2000));
    byte[] raw = log.getBytes(StandardCharsets.UTF_8);
    assertThat(s.input().sha256()).isEqualTo(Hex.sha256(raw, 0, raw.length));
    assertThat(s.input().bytes()).isEqualTo(raw.length);
    assertThat(s.input().headSha256()).isPresent();
    assertThat(s.input().tailSha256()).isPresent();
    String tailText = s.text().substring(s.text().lastIndexOf("...]\n") + 5);
    byte[] tail = (tailText + "\n").getBytes(StandardCharsets.UTF_8);
    assertThat(s.input().tailSha256().get()).isEqualTo(Hex.sha256(raw, raw.length - tail.length, raw.length));
  }
}
