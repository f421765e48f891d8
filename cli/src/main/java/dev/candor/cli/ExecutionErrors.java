package dev.candor.cli;

import dev.candor.ShapeException;
import java.io.IOException;
import java.io.PrintWriter;
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
    return handle(ex, cmd.getCommandName(), cmd.getErr());
  }

  /** As picocli's handler, for a command run without picocli's model ({@link FastRun}). */
  static int handle(Exception ex, String command, PrintWriter err) {
    String name = "candor " + command;
    if (ex instanceof ShapeException || ex instanceof IllegalArgumentException) {
      err.println(name + ": " + ex.getMessage());
      return UsageErrors.USAGE;
    }
    if (ex instanceof dev.candor.store.StoreException se) {
      err.println(name + ": " + StoreFailures.explain(se));
      return 1;
    }
    if (ex instanceof IOException || ex instanceof UncheckedIOException) {
      err.println(name + ": " + ex.getMessage());
      return 1;
    }
    err.println(name + ": internal error (please report it with the command line): " + ex);
    ex.printStackTrace(err);
    return 70;
  }
}
