package dev.candor.cli;

import dev.candor.ShapeException;
import java.io.IOException;
import java.io.UncheckedIOException;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.ParseResult;

/**
 * Turns failures into one clear line on stderr: a bad option value exits 2 (usage), an I/O
 * failure exits 1. A stack trace is printed only for bugs, with a request to report them.
 */
final class ExecutionErrors implements IExecutionExceptionHandler {
  @Override
  public int handleExecutionException(Exception ex, CommandLine cmd, ParseResult parsed) {
    String name = "candor " + cmd.getCommandName();
    if (ex instanceof ShapeException || ex instanceof IllegalArgumentException) {
      cmd.getErr().println(name + ": " + ex.getMessage());
      return UsageErrors.USAGE;
    }
    if (ex instanceof IOException || ex instanceof UncheckedIOException) {
      cmd.getErr().println(name + ": " + ex.getMessage());
      return 1;
    }
    cmd.getErr().println(name + ": internal error (please report it with the command line): " + ex);
    ex.printStackTrace(cmd.getErr());
    return 70;
  }
}
