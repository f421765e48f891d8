package dev.candor.cli;

import java.nio.file.Path;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * Where a command that traces by default ({@code run}, {@code mcp serve}, {@code mcp proxy})
 * appends its spans: {@code --trace FILE}, else $CANDOR_TRACE, else .candor/trace.jsonl here;
 * {@code --no-trace} for none.
 */
final class TraceOptions {
  @Mixin TraceFile file = new TraceFile();

  @Option(names = "--no-trace", description = "Write no spans.")
  boolean off;

  /** The trace file, or null with {@code --no-trace}. */
  Path resolve() {
    return off ? null : TraceFiles.resolve(file.given);
  }
}
