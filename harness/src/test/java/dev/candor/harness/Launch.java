package dev.candor.harness;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/**
 * Runs a test class on the JUnit Platform from inside a test, to see what an extension did to it.
 * The classes it runs are static nested classes whose names do not end in {@code Test}, so that
 * Surefire does not run them on its own.
 */
public final class Launch {
  /**
   * What happened to the class's tests.
   *
   * @param passed the display names of the tests that passed
   * @param failed each failed test's display name and what it threw
   */
  public record Outcome(List<String> passed, Map<String, Throwable> failed) {}

  private Launch() {}

  public static Outcome run(Class<?> testClass) {
    List<String> passed = new ArrayList<>();
    Map<String, Throwable> failed = new LinkedHashMap<>();
    Launcher launcher = LauncherFactory.create();
    launcher.execute(LauncherDiscoveryRequestBuilder.request().selectors(selectClass(testClass)).build(),
        new TestExecutionListener() {
          @Override
          public void executionFinished(TestIdentifier id, TestExecutionResult result) {
            if (!id.isTest()) {
              result.getThrowable().ifPresent(t -> failed.put(id.getDisplayName(), t));
            } else if (result.getStatus() == TestExecutionResult.Status.SUCCESSFUL) {
              passed.add(id.getDisplayName());
            } else {
              failed.put(id.getDisplayName(), result.getThrowable().orElseThrow());
            }
          }
        });
    return new Outcome(List.copyOf(passed), Collections.unmodifiableMap(failed));
  }
}
