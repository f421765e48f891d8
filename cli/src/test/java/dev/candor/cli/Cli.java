package dev.candor.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** Runs the candor command line in-process, capturing what it prints. */
final class Cli {
  final StringWriter out = new StringWriter();
  final StringWriter err = new StringWriter();

  /** Runs {@code args} and returns the exit status. */
  int run(String... args) {
    CommandLine cl = Main.commandLine();
    cl.setOut(new PrintWriter(out, true));
    cl.setErr(new PrintWriter(err, true));
    return cl.execute(args);
  }

  String out() {
    return out.toString();
  }

  String err() {
    return err.toString();
  }
}
