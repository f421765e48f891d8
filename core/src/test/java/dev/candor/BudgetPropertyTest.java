package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The engine's one promise, over generated inputs and budgets: the observation never measures
 * more than its budget, header and markers included, and the exit code survives whenever the
 * budget can hold its header line.
 */
@Tag("slow")
class BudgetPropertyTest {
  private static final String[] WORDS = {
    "build", "[INFO]", "compiling", "module", "error:", "FAILED", "ok", "\u00e9t\u00e9", "\u4e2d\u6587",
    "\ud83d\ude80", "e\u0301", "\u001b[31mred\u001b[0m", "tab\there", "x".repeat(300), "Traceback", "npm ERR!",
    "Caused by: java.lang.X", "0 errors", "-Wno-error", "\u0000", "\r", "panicked at", "{\"a\": 1}", ",", "\""
  };
  private static final Strategy[] STRATEGIES = {
    Strategy.AUTO, Strategy.TERMINAL, Strategy.LIST, Strategy.LOG, Strategy.FILE, Strategy.HEAD, Strategy.TAIL,
    Strategy.HEAD_TAIL, Strategy.JSON, Strategy.NDJSON, Strategy.CSV
  };

  static byte[] randomOutput(Random r) {
    int kind = r.nextInt(10);
    if (kind == 0) {
      byte[] b = new byte[r.nextInt(20_000)];
      r.nextBytes(b);
      return b;
    }
    if (kind == 1) {
      return new byte[0];
    }
    if (kind == 2) {
      return ("y".repeat(r.nextInt(300_000)) + "\n").getBytes(StandardCharsets.UTF_8);
    }
    StringBuilder sb = new StringBuilder();
    int lines = r.nextInt(kind < 5 ? 50 : 5_000);
    for (int i = 0; i < lines; i++) {
      int words = r.nextInt(12);
      for (int w = 0; w < words; w++) {
        sb.append(WORDS[r.nextInt(WORDS.length)]).append(' ');
      }
      sb.append(r.nextInt(5) == 0 ? "\r\n" : "\n");
    }
    if (r.nextBoolean()) {
      sb.setLength(Math.max(0, sb.length() - 1));
    }
    return sb.toString().getBytes(StandardCharsets.UTF_8);
  }

  static Budget randomBudget(Random r) {
    long[] fixed = {1, 2, 5, 10, 20, 50, 80, 120, 300, 1000, 4000, 20000};
    long limit = r.nextBoolean() ? fixed[r.nextInt(fixed.length)] : 1 + r.nextInt(6000);
    switch (r.nextInt(4)) {
      case 0:
        return Budget.chars(limit);
      case 1:
        return Budget.bytes(limit);
      case 2:
        return Budget.tokens(limit, Tokenizer.o200k());
      default:
        return Budget.tokens(limit, Tokenizer.approx());
    }
  }

  @Test
  void observationNeverExceedsItsBudgetAndKeepsTheExitCode() {
    Random r = new Random(20261129L);
    for (int i = 0; i < 600; i++) {
      byte[] out = randomOutput(r);
      Budget b = randomBudget(r);
      Strategy st = STRATEGIES[r.nextInt(STRATEGIES.length)];
      int exit = r.nextInt(3);
      Evidence ev = Evidence.of("tool --flag " + i, exit);
      Shaper.Builder builder = Shaper.builder().budget(b).strategy(st);
      if (st == Strategy.FILE && r.nextBoolean()) {
        long from = 1 + r.nextInt(100);
        builder.lines(from, from + r.nextInt(200));
      }
      Shaped s = builder.build().shape(out, ev);
      String why = "case " + i + " " + st + " " + b + " input " + out.length + " bytes";
      assertThat(s.size()).as(why).isLessThanOrEqualTo(b.limit()).isEqualTo(b.measure(s.text()));
      assertThat(s.input().bytes()).as(why).isEqualTo(out.length);
      if (b.fits("command: tool --flag " + i + "\nexit code: " + exit + " (non-zero; the output has no error line)\n[candor: showing 999,999 of 999,999 lines]")) {
        assertThat(s.text()).as(why).contains("exit code: " + exit);
      }
      if (s.truncated() && b.unit() == Unit.CHARS && b.limit() >= 400) {
        assertThat(s.text()).as(why).contains(Marker.PREFIX);
      }
    }
  }
}
