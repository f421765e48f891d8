package dev.candor.harness;

import java.util.ArrayList;
import java.util.List;

/**
 * Where a test records each tool call it ran: what the tool returned and what the model received.
 * {@link TruncationWatch} injects one into each test method that declares it as a parameter, checks
 * every pair as it is recorded, and acts on the findings after the test.
 *
 * <pre>{@code
 * @Test
 * void agentAnswersFromTheWholeLog(Recorder recorder) {
 *   recorder.record(ToolFixture.of(tool.lastReturn(), toolMessage.content()).withExitCode(1));
 * }
 * }</pre>
 *
 * <p>Thread-safe: a test may record from the threads its agent runs on.
 */
public final class Recorder {
  private final List<Trial> trials = new ArrayList<>();

  Recorder() {}

  /** Records one call and returns what its check found. */
  public List<Finding> record(ToolFixture fixture) {
    Trial t = Trial.of(fixture);
    synchronized (trials) {
      trials.add(t);
    }
    return t.findings();
  }

  /** {@code record(ToolFixture.of(returned, received))}: no exit code known. */
  public List<Finding> record(String returned, String received) {
    return record(ToolFixture.of(returned, received));
  }

  /** {@code record(ToolFixture.of(returned, received))}: no exit code known. */
  public List<Finding> record(byte[] returned, String received) {
    return record(ToolFixture.of(returned, received));
  }

  /** {@code record(ToolFixture.of(returned, received).withExitCode(exitCode))}. */
  public List<Finding> record(String returned, String received, int exitCode) {
    return record(ToolFixture.of(returned, received).withExitCode(exitCode));
  }

  /** Every call recorded so far, in order. */
  public List<Trial> trials() {
    synchronized (trials) {
      return List.copyOf(trials);
    }
  }

  /** Every finding of every call recorded so far, in order. */
  public List<Finding> findings() {
    return trials().stream().flatMap(t -> t.findings().stream()).toList();
  }
}
