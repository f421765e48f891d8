package dev.candor.store;

import com.fasterxml.jackson.databind.JsonNode;
import dev.candor.ShapeException;
import java.util.List;
import net.thisptr.jackson.jq.JsonQuery;
import net.thisptr.jackson.jq.Scope;
import net.thisptr.jackson.jq.exception.JsonQueryException;

/** One program's run on its worker thread: the outputs, the steps taken, and how it ended. */
final class JqRun implements Runnable {
  /** Thrown inside the engine to stop it: an Error, so jq's try and ? cannot catch it. */
  static final class Stop extends Error {
    final String why;

    Stop(String why) {
      super(why, null, false, false);
      this.why = why;
    }
  }

  private final JsonQuery query;
  private final List<JsonNode> inputs;
  private final Scope builtins;
  private final Jq.Limits limits;
  private final long deadline;
  private final StringBuilder text = new StringBuilder();
  private long count;
  private long steps;
  private volatile boolean stopped;
  private volatile Throwable failure;
  private volatile boolean done;

  JqRun(JsonQuery query, List<JsonNode> inputs, Scope builtins, Jq.Limits limits) {
    this.query = query;
    this.inputs = inputs;
    this.builtins = builtins;
    this.limits = limits;
    this.deadline = System.nanoTime() + limits.time().toNanos();
  }

  /** Asks the engine to stop at its next step. */
  void stop() {
    stopped = true;
  }

  /** Counts one step; past a limit, stops the engine. */
  void step() {
    if (stopped || System.nanoTime() - deadline > 0) {
      throw new Stop("its time limit of " + Jq.seconds(limits.time()));
    }
    if (++steps > limits.steps()) {
      throw new Stop(String.format(java.util.Locale.ROOT, "its limit of %,d steps", limits.steps()));
    }
  }

  @Override
  public void run() {
    try {
      Scope scope = Jq.guarded(builtins, this);
      for (JsonNode in : inputs) {
        query.apply(Scope.newChildScope(scope), in, out -> {
          step();
          String json = out.toString();
          if (text.length() + json.length() + 1 > limits.outputBytes()) {
            throw new Stop(String.format(java.util.Locale.ROOT, "its output limit of %,d bytes", limits.outputBytes()));
          }
          if (count > 0) {
            text.append('\n');
          }
          text.append(json);
          count++;
        });
      }
    } catch (Throwable t) {
      failure = t;
    } finally {
      done = true;
    }
  }

  /** The outputs, or the failure as a message that names the program. */
  Jq.Result result(String program) {
    if (!done) {
      throw new IllegalStateException("the jq worker has not finished");
    }
    Throwable t = failure;
    if (t instanceof Stop s) {
      throw new ShapeException("--jq", Jq.limitMessage(program, s.why));
    }
    if (t instanceof StackOverflowError) {
      throw new ShapeException("--jq", Jq.limitMessage(program, "its recursion depth (the stack overflowed)"));
    }
    if (t instanceof OutOfMemoryError) {
      text.setLength(0);
      throw new ShapeException("--jq", "jq program '" + Jq.abbreviate(program) + "' ran out of memory; narrow it, or"
          + " select with --items A:B and --fields instead");
    }
    if (t instanceof JsonQueryException e) {
      throw new ShapeException("--jq", "jq program '" + Jq.abbreviate(program) + "' failed: " + e.getMessage());
    }
    if (t != null) {
      throw new ShapeException("--jq", "jq program '" + Jq.abbreviate(program) + "' failed: " + t);
    }
    return new Jq.Result(text.toString(), count);
  }
}
