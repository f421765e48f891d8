package dev.candor.cli;

import dev.candor.Evidence;
import dev.candor.Shaped;
import dev.candor.Shaper;
import dev.candor.store.ResultMeta;
import dev.candor.store.Stash;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
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

  @Option(names = "--signal", paramLabel = "N", description = "The signal that ended the command, if any.")
  Integer signal;

  @Option(names = "--timed-out", description = "The command was stopped at its time limit.")
  boolean timedOut;

  @Option(names = "--full-output", paramLabel = "REF", description = "Where the full output can be had; stated in the summary. Defaults to FILE when a file is shaped.")
  String fullOutput;

  @Option(names = "--run", paramLabel = "NAME", description = "Record the call under run NAME in the ledger (default: $CANDOR_RUN).")
  String runName;

  @Parameters(index = "0", arity = "0..1", paramLabel = "FILE", description = "The output to shape; - or nothing for standard input.")
  String file;

  @Override
  public Integer call() throws IOException {
    boolean fromFile = file != null && !file.equals("-");
    dev.candor.Redactor redactor = keep.redactor();
    if (redactor != null && command != null) {
      command = redactor.redactCommand(command).text(); // the header and the store show it
    }
    Evidence ev = evidence();
    boolean json = options.json();
    if (!fromFile && redactor == null && (keep.noStore || fullOutput != null)) {
      // Nothing to mask or keep: shape standard input as it streams, with no copy on disk.
      Shaped shaped;
      try (InputStream in = new BufferedInputStream(System.in, 1 << 16)) {
        shaped = options.builder(fullOutput != null ? fullOutput : "not kept (--no-store)").build().shape(in, ev);
      }
      PrintWriter out = spec.commandLine().getOut();
      out.println(json ? ShapedJson.write(shaped) : shaped.text());
      out.flush();
      return 0;
    }
    // Standard input is spooled so it can be masked and kept; a file is its own full output.
    Spools.sweep();
    Path spool = dev.candor.capture.TempFiles.create("shape-", ".in");
    Path masked = spool.resolveSibling(spool.getFileName() + ".masked");
    java.time.Instant start = java.time.Instant.now();
    OpenStore store = null;
    try {
      Path source;
      String ref = fullOutput;
      Stash.Result kept = null;
      if (fromFile) {
        source = open(file);
        if (ref == null) {
          ref = file;
        }
        if (redactor != null) {
          kept = Stash.keep(source, masked, redactor, (String) null, ResultMeta.none());
          source = masked;
        }
      } else {
        try (InputStream in = new BufferedInputStream(System.in, 1 << 16)) {
          Files.copy(in, spool, StandardCopyOption.REPLACE_EXISTING);
        }
        ResultMeta meta = ResultMeta.none();
        if (command != null) {
          meta = meta.withArgv(java.util.List.of(command));
        }
        store = OpenStore.open(fullOutput != null ? null : keep.url());
        kept = store.keep(spool, masked, redactor, meta);
        source = redactor != null ? masked : spool;
        if (ref == null) {
          ref = kept.reference();
        }
      }
      Shaper.Builder builder = options.builder(ref);
      if (kept != null && kept.maskNote() != null) {
        builder.note(kept.maskNote());
      }
      Shaped shaped;
      try (InputStream in = Files.newInputStream(source)) {
        shaped = builder.build().shape(in, ev);
      }
      PrintWriter out = spec.commandLine().getOut();
      out.println(json ? ShapedJson.write(shaped) : shaped.text());
      out.flush();
      if (store != null && store.store != null) {
        dev.candor.mcp.Ledgers.record(store.store, dev.candor.mcp.Ledgers.span(shaped, "shape",
            command != null ? java.util.List.of(command) : java.util.List.of(), Path.of("").toAbsolutePath().toString(),
            start, kept.handle()), run(), m -> spec.commandLine().getErr().println("candor shape: " + m));
      }
      return 0;
    } finally {
      if (store != null) {
        store.close();
      }
      Files.deleteIfExists(spool);
      Files.deleteIfExists(masked);
    }
  }

  private java.util.Optional<String> run() {
    try {
      return dev.candor.mcp.Ledgers.run(runName, System.getenv());
    } catch (IllegalArgumentException e) {
      throw new dev.candor.ShapeException("--run", e.getMessage());
    }
  }

  private Evidence evidence() {
    Evidence ev = Evidence.none();
    if (options.toolName != null) {
      ev = ev.withTool(options.toolName);
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
