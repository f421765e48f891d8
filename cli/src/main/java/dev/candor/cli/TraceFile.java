package dev.candor.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/**
 * {@code --trace FILE}, declared once: {@code candor shape} takes it alone (no span unless asked),
 * the commands that trace by default take it within {@link TraceOptions}.
 */
final class TraceFile {
  @Option(names = "--trace", paramLabel = "FILE", description = "Append the span to FILE.")
  Path given;
}
