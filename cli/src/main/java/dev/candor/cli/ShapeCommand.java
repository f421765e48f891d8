package dev.candor.cli;

import dev.candor.Shaped;
import dev.candor.Budget;
import dev.candor.Shaped;
import dev.candor.Shaper;
import dev.candor.pipeline.Call;
import dev.candor.pipeline.Keep;
import dev.candor.pipeline.Outcome;
import dev.candor.pipeline.Pipeline;
import dev.candor.trace.SpanSink;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.function.LongFunction;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code candor shape}: shapes a file or standard input and prints the observation. */
@Command(
    name = "shape",
    resourceBundle = "dev.candor.cli.OptionHelp",
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

  @Mixin ShapeOptions options;

  @Mixin KeepOptions keep;

  @Option(names = "--command", paramLabel = "CMD", description = "The command line that produced the output; shown in the header.")
  String command;

  @Option(names = "--exit-code", paramLabel = "N", description = "The command's exit code; shown in the header, never cut.")
  Integer exitCode;

  @Mixin RunName runName = new RunName();

  @Option(names = "--signal", paramLabel = "N", description = "The signal that ended the command, if any.")
  Integer signal;

  @Option(names = "--timed-out", description = "The command was stopped at its time limit.")
  boolean timedOut;

  @Option(names = "--full-output", paramLabel = "REF", description = "Where the full output can be had; stated in the summary. Defaults to FILE when a file is shaped.")
  String fullOutput;

  @Parameters(index = "0", arity = "0..1", paramLabel = "FILE", description = "The output to shape; - or nothing for standard input.")
  String file;

  @Mixin TraceFile trace = new TraceFile();

  @Override
  public Integer call() throws IOException {
    boolean fromFile = file != null && !file.equals("-");
    boolean json = options.json();
    if (signal != null && (signal < 1 || signal > 64)) {
      throw new IllegalArgumentException("--signal takes a signal number from 1 to 64, not " + signal);
    }
    String url = keep.url();
    Call.Builder call = call(fromFile, options.builder(null), url == null ? Keep.none("--no-store") : Keep.at(url));
    call.run(runName.resolve());
    if (trace.given != null) {
      call.trace(trace.given.toString(), SpanSink.jsonl(trace.given));
    }
    Outcome o = Pipeline.run(call.build());
    PrintWriter out = spec.commandLine().getOut();
    LongFunction<Shaped> again = options.again(o, url);
    if (again == null && fromFile) {
      // a file is read again, masked again, and not kept again
      again = limit -> {
        try {
          Budget b = o.shaped().budget();
          return Pipeline.run(call(true, options.builder(null).budget(new Budget(limit, b.unit(), b.tokenizer()))
              .strategy(o.shaped().strategy()), Keep.none("shaped again for a JSON answer")).build()).shaped();
        } catch (IOException e) {
          throw new UncheckedIOException("reading " + file + " again", e);
        }
      };
    }
    out.println(options.budget.answer(o.shaped(), again));
    out.flush();
    return 0;
  }

  /** The call that shapes this command's output with {@code shaper}, kept as {@code keep} says. */
  private Call.Builder call(boolean fromFile, Shaper.Builder shaper, Keep kept) throws IOException {
    Call.Builder call = fromFile ? Call.file(open(file)) : Call.output(System.in);
    return call.tool(options.toolName)
        .commandLine(command)
        .exitCode(exitCode)
        .signal(signal)
        .timedOut(timedOut)
        .shaper(shaper)
        .redactor(keep.redactor())
        .keep(kept)
        // A file is its own full output; standard input is kept unless said to be elsewhere.
        .fullOutput(fullOutput != null ? fullOutput : fromFile ? file : null)
        .report("candor shape", spec.commandLine().getErr()::println);
  }

  private static Path open(String file) throws IOException {
    Path p = Path.of(file);
    if (Files.isDirectory(p)) {
      throw new IOException("cannot shape '" + file + "': it is a directory; give a file, or - for standard input");
    }
    if (!Files.exists(p)) {
      throw new IOException("cannot read '" + file + "': no such file; give a readable file, or - for standard input");
    }
    if (!Files.isReadable(p)) {
      throw new IOException("cannot read '" + file + "': permission denied");
    }
    return p;
  }
}
