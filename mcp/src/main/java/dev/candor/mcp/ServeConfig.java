package dev.candor.mcp;

import dev.candor.Budget;
import dev.candor.Redactor;
import dev.candor.pipeline.Call;
import dev.candor.pipeline.Keep;
import dev.candor.store.ResultStore;
import dev.candor.trace.SpanSink;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;

/**
 * What {@code candor mcp serve}'s tools share: the default budget and the most a call may ask for,
 * the redactor applied before anything is shown or stored, the open result store, the directory
 * relative paths and commands start from, and the time limit a command gets when it names none.
 *
 * @param budget the budget a call gets when it names none
 * @param maxBudget the most a call may ask for, in the budget's unit
 * @param redactor masks secrets before output is shown or stored; null to mask nothing
 * @param store where full outputs are kept; null to keep none
 * @param storeFailure why there is no store (stated in every cut's summary); ignored with a store
 * @param cwd the directory relative paths and commands start from
 * @param timeout the time limit of a command that names none
 * @param trace the JSONL trace each tool call appends a span to, as {@code candor run} does; null writes none
 * @param otlp where spans are also exported over OTLP, as {@code candor run} does; null exports none
 * @param run the run every call of this session is recorded under in the ledger; null for none
 */
public record ServeConfig(
    Budget budget, long maxBudget, Redactor redactor, ResultStore store, String storeFailure, Path cwd, Duration timeout,
    Path trace, SpanSink otlp, String run) {

  /** The default time limit of a command: ten minutes. */
  public static final Duration DEFAULT_TIMEOUT = Duration.ofMinutes(10);

  public ServeConfig {
    Objects.requireNonNull(budget, "budget");
    Objects.requireNonNull(cwd, "cwd");
    Objects.requireNonNull(timeout, "timeout");
    if (maxBudget < budget.limit()) {
      throw new IllegalArgumentException("the largest budget a call may ask for (" + maxBudget
          + ") is below the default budget (" + budget.limit() + "): raise it or lower the default");
    }
    if (store == null && storeFailure == null) {
      storeFailure = "--no-store";
    }
    cwd = cwd.toAbsolutePath().normalize();
  }

  /** A configuration that exports no spans over OTLP and whose calls belong to no run. */
  public ServeConfig(
      Budget budget, long maxBudget, Redactor redactor, ResultStore store, String storeFailure, Path cwd, Duration timeout,
      Path trace) {
    this(budget, maxBudget, redactor, store, storeFailure, cwd, timeout, trace, null, null);
  }

  /** A configuration whose calls belong to no run. */
  public ServeConfig(
      Budget budget, long maxBudget, Redactor redactor, ResultStore store, String storeFailure, Path cwd, Duration timeout,
      Path trace, SpanSink otlp) {
    this(budget, maxBudget, redactor, store, storeFailure, cwd, timeout, trace, otlp, null);
  }

  /** This configuration with its calls recorded under {@code id} in the ledger. */
  public ServeConfig withRun(String id) {
    return new ServeConfig(budget, maxBudget, redactor, store, storeFailure, cwd, timeout, trace, otlp, id);
  }

  /** A configuration that writes no trace. */
  public ServeConfig(
      Budget budget, long maxBudget, Redactor redactor, ResultStore store, String storeFailure, Path cwd, Duration timeout) {
    this(budget, maxBudget, redactor, store, storeFailure, cwd, timeout, null, null, null);
  }

  /**
   * A configuration with the default budget ({@code 8000} chars, at most {@code 80000} a call), the
   * default secret rules, {@code store} and the JVM's working directory.
   */
  public static ServeConfig defaults(ResultStore store) {
    return new ServeConfig(Budget.chars(8_000), 80_000, Redactor.defaults(), store, null,
        Path.of("").toAbsolutePath(), DEFAULT_TIMEOUT);
  }

  /** The default budget with another limit; a limit outside 1..maxBudget is a bad argument. */
  Budget budget(long limit) {
    if (limit < 1 || limit > maxBudget) {
      throw new IllegalArgumentException("budget must lie between 1 and " + maxBudget + " "
          + budget.unit().label() + ", not " + limit);
    }
    return new Budget(limit, budget.unit(), budget.tokenizer());
  }

  /** Where a call's full output is kept: the open store, or nowhere and why. */
  Keep keep() {
    return store != null ? Keep.in(store) : Keep.none(storeFailure);
  }

  /** {@code call} with this server's trace sinks, its reference to a handle and its name in trace failures. */
  Call.Builder traced(Call.Builder call) {
    if (trace != null) {
      call.trace(trace.toString(), SpanSink.jsonl(trace));
    }
    if (otlp != null) {
      call.trace("OTLP", otlp);
    }
    if (store != null) {
      call.ledger(store); // every call is a ledger row, kept or not (read_file keeps nothing)
    }
    return call.run(java.util.Optional.ofNullable(run)).reference(this::reference).report("candor mcp serve", null);
  }

  /** What a cut's summary says about where the full output is: a handle for candor_more, or why none. */
  String reference(dev.candor.store.Stash.Result kept) {
    if (kept.handle() != null) {
      return "candor_more with handle " + kept.handle().value();
    }
    return "not kept (" + (store == null ? storeFailure : kept.failure()) + ")";
  }
}
