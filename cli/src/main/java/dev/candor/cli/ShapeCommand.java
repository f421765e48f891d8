package dev.candor.cli;

import dev.candor.Budget;
import dev.candor.ErrorPatterns;
import dev.candor.Evidence;
import dev.candor.ShapeException;
import dev.candor.Shaped;
import dev.candor.Shaper;
import dev.candor.Strategy;
import dev.candor.Tokenizer;
import dev.candor.Unit;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code candor shape}: shapes a file or standard input and prints the observation. */
@Command(
    name = "shape",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Shapes tool output to a budget and prints what the model should read.",
      "",
      "The observation keeps the command and exit code in a header no cut can remove, every error line wherever it sits, "
          + "and says what was cut and where. It never measures more than the budget, header and markers included. "
          + "JSON, NDJSON and CSV stay valid documents that state how many items they show of how many.",
      ""
    },
    footer = {
      "",
      "Examples:",
      "  mvn -B package 2>&1 | candor shape --command 'mvn -B package' --exit-code \"${PIPESTATUS[0]}\"",
      "  candor shape --budget 500 --unit tokens build.log",
      "  git log | candor shape --tool list --budget 2000",
      "  candor shape --lines 120:180 src/Main.java",
      "  curl -s https://api.example.com/items | candor shape --format json   (JSON stays valid)",
      "",
      "Exit status: 0 when shaped, 1 when the input cannot be read, 2 for a usage error."
    })
final class ShapeCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--budget", paramLabel = "N", description = "Most the observation may measure, header included (default: ${DEFAULT-VALUE}).", defaultValue = "8000")
  long budget;

  @Option(names = "--unit", paramLabel = "UNIT", description = "chars (Unicode code points), bytes (UTF-8) or tokens (default: ${DEFAULT-VALUE}).", defaultValue = "chars")
  String unit;

  @Option(names = "--tokenizer", paramLabel = "NAME", description = "For --unit tokens: o200k_base, cl100k_base, or approx (4 bytes a token) (default: ${DEFAULT-VALUE}).", defaultValue = "o200k_base")
  String tokenizer;

  @Option(names = "--tool", paramLabel = "STRATEGY", description = "auto, terminal, list, log, file, json, ndjson, csv, head, tail or head_tail (default: ${DEFAULT-VALUE}: chosen from --command, --tool-name and the content).", defaultValue = "auto")
  String strategy;

  @Option(names = "--tool-name", paramLabel = "NAME", description = "The agent's name for the tool (read_file, grep, bash); helps auto choose.")
  String toolName;

  @Option(names = "--command", paramLabel = "CMD", description = "The command line that produced the output; shown in the header.")
  String command;

  @Option(names = "--exit-code", paramLabel = "N", description = "The command's exit code; shown in the header, never cut.")
  Integer exitCode;

  @Option(names = "--signal", paramLabel = "N", description = "The signal that ended the command, if any.")
  Integer signal;

  @Option(names = "--timed-out", description = "The command was stopped at its time limit.")
  boolean timedOut;

  @Option(names = "--lines", paramLabel = "A:B", description = "For a file read: keep lines A to B (from 1) whole, and outline the rest.")
  String lines;

  @Option(names = "--head-ratio", paramLabel = "R", description = "For head_tail: the head's share, 0 to 1 (default: ${DEFAULT-VALUE}).", defaultValue = "0.5")
  double headRatio;

  @Option(names = "--error-pattern", paramLabel = "REGEX", description = "Also count lines matching this RE2 regular expression as error lines (repeatable).")
  List<String> extraPatterns = new ArrayList<>();

  @Option(names = "--only-error-patterns", description = "Use only the --error-pattern expressions, not the defaults.")
  boolean onlyPatterns;

  @Option(names = "--full-output", paramLabel = "REF", description = "Where the full output can be had; stated in the summary. Defaults to FILE when a file is shaped.")
  String fullOutput;

  @Option(names = "--format", paramLabel = "FORMAT", description = "text (the observation) or json (the observation and every fact about the cut) (default: ${DEFAULT-VALUE}).", defaultValue = "text")
  String format;

  @Parameters(index = "0", arity = "0..1", paramLabel = "FILE", description = "The output to shape; - or nothing for standard input.")
  String file;

  @Override
  public Integer call() throws IOException {
    Shaper shaper = shaper();
    Evidence ev = evidence();
    boolean json = parseFormat();
    Shaped shaped;
    try (InputStream in = open()) {
      shaped = shaper.shape(in, ev);
    }
    PrintWriter out = spec.commandLine().getOut();
    out.println(json ? ShapedJson.write(shaped) : shaped.text());
    out.flush();
    return 0;
  }

  private boolean parseFormat() {
    if (format.equalsIgnoreCase("json")) {
      return true;
    }
    if (format.equalsIgnoreCase("text")) {
      return false;
    }
    throw new ShapeException("--format", "unknown format '" + format + "': use text or json");
  }

  Shaper shaper() {
    if (budget < 1) {
      throw new ShapeException("--budget", "--budget must be at least 1, not " + budget);
    }
    Unit u = Unit.parse(unit);
    Budget b = u == Unit.TOKENS ? Budget.tokens(budget, Tokenizer.named(tokenizer)) : new Budget(budget, u, Tokenizer.approx());
    Shaper.Builder builder = Shaper.builder().budget(b).strategy(Strategy.parse(strategy)).headRatio(headRatio);
    if (lines != null) {
      long[] r = parseRange(lines);
      builder.lines(r[0], r[1]);
    }
    if (onlyPatterns && extraPatterns.isEmpty()) {
      throw new ShapeException("--only-error-patterns", "--only-error-patterns needs at least one --error-pattern");
    }
    if (!extraPatterns.isEmpty()) {
      ErrorPatterns p = onlyPatterns ? ErrorPatterns.of(extraPatterns) : ErrorPatterns.defaults();
      if (!onlyPatterns) {
        for (String re : extraPatterns) {
          p = p.plus(re, null);
        }
      }
      builder.errorPatterns(p);
    }
    String ref = fullOutput != null ? fullOutput : (file != null && !file.equals("-") ? file : null);
    if (ref != null) {
      builder.fullOutput(ref);
    }
    return builder.build();
  }

  private Evidence evidence() {
    Evidence ev = Evidence.none();
    if (toolName != null) {
      ev = ev.withTool(toolName);
    }
    if (command != null) {
      ev = ev.withCommand(command);
    }
    if (exitCode != null) {
      ev = ev.withExitCode(exitCode);
    }
    if (signal != null) {
      ev = ev.withSignal(signal);
    }
    return ev.withTimedOut(timedOut);
  }

  static long[] parseRange(String text) {
    String[] parts = text.split(":", -1);
    try {
      if (parts.length == 2) {
        long a = parts[0].isEmpty() ? 1 : Long.parseLong(parts[0].trim());
        long b = parts[1].isEmpty() ? Long.MAX_VALUE : Long.parseLong(parts[1].trim());
        return new long[] {a, b};
      }
      if (parts.length == 1) {
        long a = Long.parseLong(parts[0].trim());
        return new long[] {a, a};
      }
    } catch (NumberFormatException e) {
      // fall through to the message below
    }
    throw new ShapeException("--lines", "--lines takes A:B (like 120:180, 120: or :40), not '" + text + "'");
  }

  private InputStream open() throws IOException {
    if (file == null || file.equals("-")) {
      return new BufferedInputStream(System.in, 1 << 16);
    }
    Path p = Path.of(file);
    try {
      if (Files.isDirectory(p)) {
        throw new IOException("cannot shape '" + file + "': it is a directory; give a file, or - for standard input");
      }
      return Files.newInputStream(p);
    } catch (NoSuchFileException e) {
      throw new IOException("cannot read '" + file + "': no such file; give a readable file, or - for standard input", e);
    } catch (AccessDeniedException e) {
      throw new IOException("cannot read '" + file + "': permission denied", e);
    }
  }
}
