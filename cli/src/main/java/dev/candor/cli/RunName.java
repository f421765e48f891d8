package dev.candor.cli;

import dev.candor.ShapeException;
import dev.candor.pipeline.Ledgers;
import java.util.Optional;
import picocli.CommandLine.Option;

/** {@code --run NAME}, the run the ledger records a call under; declared once for run, shape and mcp serve. */
final class RunName {
  @Option(names = "--run", paramLabel = "NAME", description = "Record the call under run NAME in the ledger (default: $CANDOR_RUN).")
  String given;

  /**
   * {@code --run}, else $CANDOR_RUN, else none.
   *
   * @throws ShapeException naming {@code --run} for a name the ledger cannot take
   */
  Optional<String> resolve() {
    try {
      return Ledgers.run(given, System.getenv());
    } catch (IllegalArgumentException e) {
      throw new ShapeException("--run", e.getMessage());
    }
  }
}
