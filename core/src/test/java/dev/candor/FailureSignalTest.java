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

  /**
   * A state field is known by the state word its name ends in or starts with a qualifier after:
   * PostgreSQL's jsonlog {@code error_severity}, {@code log_level}, Python's {@code levelname},
   * OpenTelemetry's {@code severity_text} and {@code SeverityText}; their failure values signal.
   */
  @Test
  void fieldsNamedForAStateWordSignalFailureValues() {
    assertThat(FailureSignal.string("error_severity", "ERROR")).isTrue();
    assertThat(FailureSignal.string("error_severity", "FATAL")).isTrue();
    assertThat(FailureSignal.string("error_severity", "PANIC")).isTrue();
    assertThat(FailureSignal.string("log_level", "error")).isTrue();
    assertThat(FailureSignal.string("levelname", "CRITICAL")).isTrue();
    assertThat(FailureSignal.string("severity_text", "ERROR")).isTrue();
    assertThat(FailureSignal.string("SeverityText", "FATAL")).isTrue();
    assertThat(FailureSignal.string("job_status", "failed")).isTrue();
    assertThat(FailureSignal.state("error_severity")).isTrue();
    assertThat(FailureSignal.named("levelname")).isTrue();
  }

  /** The same fields with routine values do not signal; warnings are warnings, not failures. */
  @Test
  void fieldsNamedForAStateWordWithRoutineValuesDoNotSignal() {
    assertThat(FailureSignal.string("error_severity", "LOG")).isFalse();
    assertThat(FailureSignal.string("error_severity", "NOTICE")).isFalse();
    assertThat(FailureSignal.string("levelname", "INFO")).isFalse();
    assertThat(FailureSignal.string("severity_text", "WARN")).isFalse();
    assertThat(FailureSignal.warning("severity_text", "WARN", false)).isTrue();
    assertThat(FailureSignal.warning("error_severity", "WARNING", false)).isTrue();
  }

  /** OpenTelemetry's severityNumber: 17-24 are errors and fatals, 13-16 warnings, 9 is INFO. */
  @Test
  void openTelemetrySeverityNumberSignalsByItsScale() {
    assertThat(FailureSignal.number("severityNumber", "17")).isTrue();
    assertThat(FailureSignal.number("SeverityNumber", "21")).isTrue();
    assertThat(FailureSignal.number("severity_number", "9")).isFalse();
    assertThat(FailureSignal.number("severityNumber", "13")).isFalse();
    assertThat(FailureSignal.warning("severityNumber", "13", true)).isTrue();
    assertThat(FailureSignal.warning("severityNumber", "17", true)).isFalse();
  }

  /**
   * Names that hold a state word elsewhere, or that only mention errors, are no state fields:
   * PostgreSQL's {@code state_code}, a {@code status_message}, a count of zero errors, a message
   * that says "error".
   */
  @Test
  void namesThatMerelyMentionAStateOrAnErrorDoNotSignal() {
    assertThat(FailureSignal.state("state_code")).isFalse();
    assertThat(FailureSignal.string("state_code", "error")).isFalse();
    assertThat(FailureSignal.string("status_message", "error")).isFalse();
    assertThat(FailureSignal.number("errorCount", "0")).isFalse();
    assertThat(FailureSignal.string("message", "error")).isFalse();
    assertThat(FailureSignal.string("message", "ERROR: role does not exist")).isFalse();
    assertThat(FailureSignal.named("message")).isFalse();
    assertThat(FailureSignal.string("levels", "error")).isFalse();
  }

  /**
   * A state value of several words run together fails when it ends or starts with a word of
   * failure: iproute2's {@code LOWERLAYERDOWN}, Kubernetes' {@code OOMKilled}, {@code
   * CrashLoopBackOff} and {@code ErrImagePull}; a sentence or a title in a state-named field
   * ({@code category} of pg_settings) does not, however it starts.
   */
  @Test
  void compoundStateValuesEndingOrStartingInFailureSignal() {
    for (String v : List.of("LOWERLAYERDOWN", "OOMKilled", "CrashLoopBackOff", "ErrImagePull", "job_failed",
        "HEALTH_CHECK_TIMEOUT")) {
      assertThat(FailureSignal.string("state", v)).as(v).isTrue();
    }
    for (String v : List.of("UP", "LOWER_UP", "Running", "Completed", "errand", "UNKNOWN", "ContainerCreating")) {
      assertThat(FailureSignal.string("operstate", v)).as(v).isFalse();
    }
    assertThat(FailureSignal.string("category", "Error Reporting and Logging / What to Log")).isFalse();
    assertThat(FailureSignal.string("name", "LOWERLAYERDOWN")).as("not a state field").isFalse();
  }
}
