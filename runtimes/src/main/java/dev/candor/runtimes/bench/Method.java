package dev.candor.runtimes.bench;

import java.util.Objects;

/**
 * One way of fitting tool output into a model's context, as the benchmark runs it.
 *
 * @param kind what is run
 * @param name {@code candor}, {@code naive}, or the runtime's {@linkplain
 *     dev.candor.runtimes.RuntimeProfile#name() profile name}
 */
public record Method(Kind kind, String name) {

  /** What a method runs. */
  public enum Kind {
    /** Candor's {@code auto} shaping at the budget, with the case's command and exit code as evidence. */
    CANDOR,
    /** A runtime with its cap set to the budget, converted to the runtime's unit. */
    RUNTIME_AT_BUDGET,
    /** A runtime at its own default cap, whatever the budget; no cut when it has none. */
    RUNTIME_AT_DEFAULT,
    /** {@code text[:budget] + "\n... [truncated]"}. */
    NAIVE_HEAD
  }

  public Method {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(name, "name");
  }

  public static Method candor() {
    return new Method(Kind.CANDOR, "candor");
  }

  public static Method naiveHead() {
    return new Method(Kind.NAIVE_HEAD, "naive");
  }

  public static Method atBudget(String runtime) {
    return new Method(Kind.RUNTIME_AT_BUDGET, runtime);
  }

  public static Method atDefault(String runtime) {
    return new Method(Kind.RUNTIME_AT_DEFAULT, runtime);
  }

  /** Whether this is a runtime profile at either cap. */
  public boolean isRuntime() {
    return kind == Kind.RUNTIME_AT_BUDGET || kind == Kind.RUNTIME_AT_DEFAULT;
  }

  /** How the method is named in reports: {@code candor (auto)}, {@code codex at budget}, {@code naive head cap}. */
  public String label() {
    return switch (kind) {
      case CANDOR -> "candor (auto)";
      case RUNTIME_AT_BUDGET -> name + " at budget";
      case RUNTIME_AT_DEFAULT -> name + " at default";
      case NAIVE_HEAD -> "naive head cap";
    };
  }
}
