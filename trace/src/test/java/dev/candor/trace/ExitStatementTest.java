package dev.candor.trace;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ExitStatementTest {
  @Test
  void findsEachFormCoreWrites() {
    assertThat(ExitStatement.stated("command: make\nexit code: 2\nboom", 2)).isTrue();
    assertThat(ExitStatement.stated("{\"candor\":{\"exit_code\":2,\"showing\":3}}", 2)).isTrue();
    assertThat(ExitStatement.stated("candor,exit code 2; command make", 2)).isTrue();
  }

  @Test
  void anotherCodeOrALongerNumberIsNotAStatement() {
    assertThat(ExitStatement.stated("exit code: 1", 2)).isFalse();
    assertThat(ExitStatement.stated("exit code: 21", 2)).isFalse();
    assertThat(ExitStatement.stated("exit code: -1", 1)).isFalse();
    assertThat(ExitStatement.stated("the build failed", 1)).isFalse();
  }

  @Test
  void agreesWithTheStatementsPatternOnRandomText() {
    java.util.regex.Pattern stated = java.util.regex.Pattern.compile("exit[ _]code\"?\\s*:?\\s*(-?\\d+)(?!\\d)");
    String[] pieces = {"exit", "exit code", "exit_code", "code", "\"", ":", " ", "\n", "-", "1", "2", "12", "0", "x", "_"};
    java.util.Random random = new java.util.Random(7);
    for (int i = 0; i < 200_000; i++) {
      StringBuilder s = new StringBuilder();
      int n = random.nextInt(9);
      for (int k = 0; k < n; k++) {
        s.append(pieces[random.nextInt(pieces.length)]);
      }
      String text = s.toString();
      int code = random.nextInt(4) - 1 + (random.nextBoolean() ? 0 : 11);
      java.util.regex.Matcher m = stated.matcher(text);
      boolean expected = false;
      while (m.find()) {
        expected |= m.group(1).equals(Integer.toString(code));
      }
      assertThat(ExitStatement.stated(text, code)).as("'%s' states %d", text, code).isEqualTo(expected);
    }
  }
}
