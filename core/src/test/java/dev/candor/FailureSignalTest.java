package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Which fields count problems or results, as the names tools give them. */
class FailureSignalTest {

  /**
   * Every count of failures a test runner or linter writes, with or without a {@code num} or
   * {@code total} prefix, counts problems: jest's {@code numFailedTests}, eslint's {@code
   * fatalErrorCount}, mocha's {@code failures}, a generic {@code num_errors}.
   */
  @Test
  void countsOfFailuresAndWarningsAreTallies() {
    List<String> names = List.of("numFailedTests", "numFailedTestSuites", "numFailures", "numErrors", "num_errors",
        "numFatalErrors", "numFailedSuites", "errorCount",
        "fatalErrorCount", "warningCount", "warnings", "failures", "failed",
        "numWarnings", "totalErrors", "total_failures", "numPendingTests", "numPassedTests", "skipped", "problems",
        "issues", "NUM-FAILED-CASES");
    for (String name : names) {
      assertThat(FailureSignal.tally(name)).as(name).isTrue();
    }
  }

  /** Every name the failure-count grammar accepts is a tally, with or without a {@code num} prefix. */
  @Test
  void everyFailureCountNameIsATallyWithOrWithoutNum() {
    for (String num : List.of("", "num", "Num_")) {
      for (String fatal : List.of("", "fatal")) {
        for (String core : List.of("error", "errors", "failure", "failures", "failed", "fail", "fails", "fatal",
            "fatals")) {
          for (String suffix : List.of("", "count", "tests", "testsuites", "suites", "cases")) {
            String name = num + fatal + core + suffix;
            assertThat(FailureSignal.tally(name)).as(name).isTrue();
          }
        }
      }
    }
  }

  /** Numbers that count something else, or name a time or an id, are no tallies. */
  @Test
  void otherNumbersAreNoTallies() {
    for (String name : List.of("duration", "numTotalTests", "startTime", "line", "column", "exitCode", "id",
        "numbering", "errorRate", "warningThreshold", "number")) {
      assertThat(FailureSignal.tally(name)).as(name).isFalse();
    }
  }
}
