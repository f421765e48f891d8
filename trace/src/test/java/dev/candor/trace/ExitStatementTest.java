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
}
