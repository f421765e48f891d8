package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A long string shortened in place keeps its end when it is one line, and its first lines when it is several. */
class ElisionEndsTest {
  @Test
  void aOneLineMessageKeepsTheFileNameAtItsEnd() {
    String message = "URLError: <urlopen error [Errno 2] No such file or directory: '/srv/www/choir/site/"
        + "files/".repeat(30) + "programme-autumn-2018-2.pdf'>";
    String s = Elision.shorten(message, 160);
    assertThat(s).startsWith("URLError: <urlopen error [Errno 2] No such file or directory: '/srv/www/choir/site/")
        .endsWith("programme-autumn-2018-2.pdf'>").contains("\u2026(+" + Grouping.of(message.length() - 160) + " chars)\u2026");
    assertThat(s.codePointCount(0, s.length())).isEqualTo(160 + ("\u2026(+" + Grouping.of(message.length() - 160) + " chars)\u2026").length());
  }

  @Test
  void aStackKeepsItsFirstLines() {
    StringBuilder stack = new StringBuilder("TypeError: Cannot read properties of undefined (reading 'total')\n");
    stack.append("    at render (/srv/app/worker.js:16:55)\n");
    for (int i = 0; i < 40; i++) {
      stack.append("    at node:internal/process/task_queues:").append(95 + i).append(":5\n");
    }
    String s = Elision.shorten(stack.toString(), 160);
    assertThat(s).contains("worker.js:16:55").endsWith(" chars)");
  }

  @Test
  void aShortBoundKeepsTheStartOnly() {
    assertThat(Elision.shorten("x".repeat(100), 20)).isEqualTo("x".repeat(20) + "\u2026(+80 chars)");
  }
}
