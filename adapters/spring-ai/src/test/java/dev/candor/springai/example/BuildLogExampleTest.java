package dev.candor.springai.example;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Runs the example's main, as the docs tell a user to, and checks what it prints. */
class BuildLogExampleTest {
  @Test
  void main_printsTheShapedToolResultMessageWithExitCodeAndRootCause() {
    String printed = printedBy(() -> BuildLogExample.main(new String[0]));
    assertThat(printed).contains("The build tool returned 1,0");
    String message = between(printed, BuildLogExample.BEGIN + System.lineSeparator(), System.lineSeparator() + BuildLogExample.END);
    assertThat(BuildLogExample.BUDGET.fits(message)).as("within %s", BuildLogExample.BUDGET).isTrue();
    assertThat(message).contains("exit code: 1").contains(BuildLogExample.ROOT_CAUSE)
        .contains("[INFO] BUILD FAILURE").contains("[... cut");
  }

  static String printedBy(Runnable main) {
    PrintStream before = System.out;
    ByteArrayOutputStream buf = new ByteArrayOutputStream();
    System.setOut(new PrintStream(buf, true, StandardCharsets.UTF_8));
    try {
      main.run();
    } finally {
      System.setOut(before);
    }
    return buf.toString(StandardCharsets.UTF_8);
  }

  static String between(String text, String begin, String end) {
    int from = text.indexOf(begin);
    int to = text.indexOf(end, from + begin.length());
    assertThat(from).as("%s in the output", begin).isNotNegative();
    assertThat(to).as("%s in the output", end).isPositive();
    return text.substring(from + begin.length(), to);
  }
}
