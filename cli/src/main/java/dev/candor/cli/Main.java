package dev.candor.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/** The {@code candor} command's entry point. */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    System.exit(run(args));
  }

  /** Runs the command line and returns the exit status, without exiting: for tests and embedding. */
  public static int run(String... args) {
    return commandLine().execute(args);
  }

  static CommandLine commandLine() {
    CommandLine cl = new CommandLine(new CandorCommand());
    // Observations are UTF-8 whatever the locale says, so non-Latin output is never mangled.
    cl.setOut(new PrintWriter(new OutputStreamWriter(new FileOutputStream(FileDescriptor.out), StandardCharsets.UTF_8), true));
    cl.setErr(new PrintWriter(new OutputStreamWriter(new FileOutputStream(FileDescriptor.err), StandardCharsets.UTF_8), true));
    cl.setCaseInsensitiveEnumValuesAllowed(true);
    cl.setParameterExceptionHandler(new UsageErrors());
    cl.setExecutionExceptionHandler(new ExecutionErrors());
    return cl;
  }
}
