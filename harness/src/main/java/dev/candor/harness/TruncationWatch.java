package dev.candor.harness;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * A JUnit 5 extension that checks every tool call a test records and keeps the run's figures.
 *
 * <pre>{@code
 * @ExtendWith(TruncationWatch.class)        // fails a test on any finding
 * class AgentEvalTest {
 *   @Test
 *   void answersFromTheBuildLog(Recorder recorder) {
 *     recorder.record(tool.lastReturn(), toolMessage.content(), tool.lastExitCode());
 *   }
 * }
 *
 * @RegisterExtension                         // or: record only, to a file of your choice
 * static final TruncationWatch WATCH = TruncationWatch.recording().writingTo(Path.of("target/watch.json"));
 * }</pre>
 *
 * <p>Each test method gets its own {@link Recorder} as a parameter. After each test, a failing watch
 * throws an {@link AssertionError} listing the findings of that test's calls (see {@link
 * ToolFixture#check()}); a recording watch lets the test pass. After all tests of a class, the
 * watch writes the run's figures so far to its report file as JSON and prints a one-line summary to
 * standard output: trials (recorded calls), how many hit a cap (the model received a marker saying
 * something was cut) and their share, and findings by kind, in total and per test. Classes of one
 * run that write to the same file share its figures, so the file written last covers them all.
 *
 * <p>Immutable; {@link #writingTo} returns a copy.
 */
public final class TruncationWatch implements ParameterResolver, AfterEachCallback, AfterAllCallback {
  /** Where the figures go unless {@link #writingTo} says otherwise: {@code target/truncation-watch.json}. */
  public static final Path DEFAULT_REPORT = Path.of("target", "truncation-watch.json");

  private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(TruncationWatch.class);
  private static final String RECORDER = "recorder";

  private final boolean failOnFindings;
  private final Path report;

  /** A watch that fails a test on any finding and writes to {@link #DEFAULT_REPORT}; what {@code @ExtendWith} uses. */
  public TruncationWatch() {
    this(true, DEFAULT_REPORT);
  }

  private TruncationWatch(boolean failOnFindings, Path report) {
    this.failOnFindings = failOnFindings;
    this.report = report;
  }

  /** A watch that fails a test on any finding. */
  public static TruncationWatch failing() {
    return new TruncationWatch(true, DEFAULT_REPORT);
  }

  /** A watch that only records findings: tests pass, and the figures still count them. */
  public static TruncationWatch recording() {
    return new TruncationWatch(false, DEFAULT_REPORT);
  }

  /** The same watch, writing its figures to {@code report}. */
  public TruncationWatch writingTo(Path report) {
    return new TruncationWatch(failOnFindings, Objects.requireNonNull(report, "report"));
  }

  /** Whether a test with findings fails. */
  public boolean failsOnFindings() {
    return failOnFindings;
  }

  /** Where the figures are written. */
  public Path report() {
    return report;
  }

  @Override
  public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
    return parameter.getParameter().getType() == Recorder.class;
  }

  @Override
  public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
    return context.getStore(NAMESPACE).getOrComputeIfAbsent(RECORDER, k -> new Recorder(), Recorder.class);
  }

  /** Adds the test's calls to the run's figures; a failing watch then throws if any has a finding. */
  @Override
  public void afterEach(ExtensionContext context) {
    Recorder recorder = context.getStore(NAMESPACE).get(RECORDER, Recorder.class);
    List<Trial> trials = recorder == null ? List.of() : recorder.trials();
    stats(context).add(testName(context), trials);
    List<Finding> findings = trials.stream().flatMap(t -> t.findings().stream()).toList();
    if (failOnFindings && !findings.isEmpty()) {
      throw new AssertionError(Finding.describe("TruncationWatch: " + trials.size()
          + (trials.size() == 1 ? " tool call" : " tool calls") + " recorded", findings, 20));
    }
  }

  /** Writes the run's figures so far to {@link #report()} and prints the summary line. */
  @Override
  public void afterAll(ExtensionContext context) {
    try {
      System.out.println(stats(context).write(report));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write the truncation-watch figures to " + report, e);
    }
  }

  private RunStats stats(ExtensionContext context) {
    return context.getRoot().getStore(NAMESPACE)
        .getOrComputeIfAbsent("stats " + report.toAbsolutePath(), k -> new RunStats(), RunStats.class);
  }

  private static String testName(ExtensionContext context) {
    String method = context.getTestMethod().map(Method::getName).orElse("?");
    String name = context.getRequiredTestClass().getName() + "#" + method;
    String display = context.getDisplayName();
    return display.equals(method + "()") || display.startsWith(method + "(") ? name : name + " " + display;
  }
}
