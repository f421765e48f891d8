package dev.candor.cli;

import dev.candor.ShapeException;
import picocli.CommandLine.Option;

/** {@code --format text|json}, declared once for every command that can answer in JSON. */
final class FormatOption {
  @Option(names = "--format", paramLabel = "FORMAT", description = "text or json (default: ${DEFAULT-VALUE}).", defaultValue = "text")
  String value = "text";

  /** Whether {@code --format} asks for JSON; an unknown format is a usage error. */
  boolean json() {
    if (value.equalsIgnoreCase("json")) {
      return true;
    }
    if (value.equalsIgnoreCase("text")) {
      return false;
    }
    throw new ShapeException("--format", "unknown format '" + value + "': use text or json");
  }
}
