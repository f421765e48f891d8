package dev.candor.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;

/** A usage error prints what is wrong and how to get help, and exits 2. */
final class UsageErrors implements IParameterExceptionHandler {
  static final int USAGE = 2;

  @Override
  public int handleParseException(ParameterException ex, String[] args) {
    CommandLine cmd = ex.getCommandLine();
    PrintWriter err = cmd.getErr();
    err.println(cmd.getCommandName() + ": " + ex.getMessage());
    CommandLine.UnmatchedArgumentException.printSuggestions(ex, err);
    err.println("Run 'candor help " + (cmd.getParent() == null ? "" : cmd.getCommandName()) + "' for usage.");
    return USAGE;
  }
}
