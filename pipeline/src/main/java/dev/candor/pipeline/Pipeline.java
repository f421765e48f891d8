package dev.candor.pipeline;

import dev.candor.Evidence;
import dev.candor.Scanned;
import dev.candor.Shaped;
import dev.candor.Shaper;
import dev.candor.capture.Captured;
import dev.candor.capture.CommandLines;
import dev.candor.capture.LineMerger;
import dev.candor.capture.ProcessCapture;
import dev.candor.capture.TempFiles;
import dev.candor.store.ResultMeta;
import dev.candor.store.ResultStore;
import dev.candor.store.Stash;
import dev.candor.trace.DroppedRuns;
import dev.candor.trace.Span;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The one call path of every front end ({@code candor run}, {@code candor shape}, and {@code mcp
 * serve}'s tools), in one order: capture the command (its streams merged a
 * line at a time into a private spool) or read the given output; mask secrets once, in the
 * output, the argv and the command line; keep the masked output; shape it; build the span and
 * send it to every trace sink (a sink that fails costs a line, never the call); return it all.
 *
 * <p>Nothing here loads picocli, Jackson's databind or a tokenizer the budget does not name, so
 * the small call of {@code candor run} pays only for what it uses.
 */
public final class Pipeline {
  private Pipeline() {}

  /**
   * Runs {@code call}. A command that cannot start is an outcome (status 127 or 126, and a line in
   * the output that says why), not an exception.
   *
   * @throws IOException when the spool cannot be written, or the given output or file read
   * @throws dev.candor.ShapeException when the shaping options are contradictory
   */
  public static Outcome run(Call call) throws IOException {
    Instant started = Instant.now();
    return call.isCommand() ? command(call) : output(call, started);
  }

  private static Outcome command(Call call) throws IOException {
    ProcessCapture.Builder pb = ProcessCapture.builder(call.argv).shell(call.shell).cwd(call.cwd).env(call.env);
    if (call.stdin != null) {
      pb.stdin(call.stdin);
    }
    if (call.timeout != null) {
      pb.timeout(call.timeout);
    }
    if (call.linger != null) {
      pb.linger(call.linger);
    }
    // Both in this process's private folder (0700), both 0600, gone on exit and on SIGTERM/SIGINT.
    Path spool = TempFiles.create("run-", ".out");
    Path masked = TempFiles.create("run-", ".masked");
    call.step("spools made");
    Captured ended = null; // how the command ended, once it has
    try (Keep.Opened store = call.keep.open()) {
      call.step("store opened");
      // A token on the command line is a secret too; masking argv first finds -u user:pass across arguments.
      List<String> argv = call.redactor == null ? call.argv : call.redactor.redactArgv(call.argv);
      // The output is masked, stored and read by the shaper as it comes (Intake); the row gets the
      // exit code at the end, and the shaper what else is known only then.
      Evidence early = early(call, argv);
      Intake intake = store.intake(spool, masked, call.redactor, call.shaper.build(), early);
      LineMerger.Spooled merged;
      try {
        merged = LineMerger.run(pb.build(), intake, intake);
      } catch (IOException | RuntimeException | Error e) {
        intake.abort();
        throw e;
      }
      Captured c = merged.captured();
      ended = c;
      intake.captured(c);
      call.step("command ran");
      Evidence ev = evidence(early, c);
      ResultMeta meta = ResultMeta.none().withArgv(argv).withTool(ev.tool().orElse("terminal"));
      if (c.exitCode().isPresent()) {
        meta = meta.withExitCode(c.exitCode().getAsInt());
      }
      intake.end(meta);
      List<String> notes = new java.util.ArrayList<>();
      if (merged.streamsNote() != null) {
        notes.add(merged.streamsNote());
      }
      if (c.statusNote().isPresent()) { // an exit code that may be a signal is said so
        notes.add(c.statusNote().get());
      }
      // A complete reading is shaped while the store finishes (its last chunks, its transaction),
      // naming the handle made for the result; shaped again in the rare case the store then fails.
      Scanned scanned = intake.scanned();
      Stash.Result expected = scanned.complete() ? intake.expected() : null;
      String named = expected == null ? null : call.reference(expected);
      Shaped shaped = named == null ? null : scanned.shape(ev, named, withMaskNote(notes, expected));
      if (shaped != null) {
        call.step("shaped");
      }
      Stash.Result kept = intake.finish();
      call.step("stored");
      String ref = call.reference(kept);
      if (shaped != null && (!ref.equals(named) || !Objects.equals(kept.maskNote(), expected.maskNote()))) {
        shaped = null;
      }
      if (shaped == null) {
        if (scanned.complete()) {
          shaped = scanned.shape(ev, ref, withMaskNote(notes, kept));
        } else { // structured output states all the evidence as it is read: it is read again
          Shaper.Builder builder = call.shaper.fullOutput(ref);
          for (String n : notes) {
            builder.note(n);
          }
          shaped = intake.spooledAll() ? shape(builder, kept, call.redactor != null ? masked : spool, ev)
              : shapeStored(builder, kept, store.store(), ev);
        }
        call.step("shaped");
      }
      Optional<Span> span = Optional.empty();
      ResultStore ledger = ledger(call, store);
      if (call.spans(ledger)) {
        try {
          span = Optional.of(Spans.command(shaped, c, rawOutput(intake, spool, store.store(), kept), argv, call.cwd,
              kept, merged.stderrLines(), merged.breaks()));
        } catch (IOException | RuntimeException | LinkageError e) {
          Spans.failed(call, e);
        }
        if (span.isPresent()) {
          Spans.send(call, span.get());
          record(call, ledger, span.get());
        }
      }
      call.step("span written");
      return new Outcome(shaped, ref, kept, span, Optional.of(c));
    } catch (OutOfMemoryError e) {
      // Past the command's end its status is known: the caller ends with it, not a status of its own.
      throw ended == null || e instanceof OutOfMemoryAfterExit ? e : new OutOfMemoryAfterExit(ended.shellStatus(), e);
    } finally {
      Files.deleteIfExists(spool);
      Files.deleteIfExists(masked);
    }
  }

  /** {@code notes} and, when secrets were masked, the note that says so. */
  private static List<String> withMaskNote(List<String> notes, Stash.Result kept) {
    if (kept.maskNote() == null) {
      return notes;
    }
    List<String> all = new java.util.ArrayList<>(notes);
    all.add(kept.maskNote());
    return all;
  }

  private static Outcome output(Call call, Instant started) throws IOException {
    String command = call.command;
    if (command != null && call.redactor != null) {
      command = call.redactor.redactCommand(command).text(); // the header, the store and the span show it
    }
    Evidence ev = Evidence.none();
    if (call.tool != null) {
      ev = ev.withTool(call.tool);
    }
    if (command != null) {
      ev = ev.withCommand(command);
    }
    if (call.exitCode != null) {
      ev = ev.withExitCode(call.exitCode);
    }
    if (call.signal != null) {
      ev = ev.withSignal(call.signal);
    }
    ev = ev.withTimedOut(call.timedOut);
    List<String> argv = command == null ? List.of() : List.of(command);
    try (Keep.Opened store = call.keep.open()) {
      if (store.store() != null || call.ledgerKeep == null || !call.recorded || call.ledger != null) {
        return output(call, started, ev, argv, store, null);
      }
      try (Keep.Opened ledgerOnly = call.ledgerKeep.open()) {
        return output(call, started, ev, argv, store, ledgerOnly.store());
      }
    }
  }

  private static Outcome output(Call call, Instant started, Evidence ev, List<String> argv, Keep.Opened store,
      ResultStore ledgerOnly) throws IOException {
    ResultStore ledger = ledgerOnly != null ? ledgerOnly : ledger(call, store);
    boolean spans = call.spans(ledger);
    Spooled o;
    if (call.file == null && call.redactor == null && !call.keep.keeps()) {
      // Nothing to mask or keep: shape the output as it streams, with no copy on disk (and none to read back).
      Stash.Result kept = call.keep.nothing();
      String ref = call.fullOutput != null ? call.fullOutput : call.reference(kept);
      Shaped shaped;
      try (InputStream in = new BufferedInputStream(call.input, 1 << 16)) {
        shaped = call.shaper.fullOutput(ref).build().shape(in, ev);
      }
      o = new Spooled(new Outcome(shaped, ref, kept, Optional.empty(), Optional.empty()), DroppedRuns.Stream.UNKNOWN);
    } else {
      o = spooled(call, ev, argv, store, spans);
    }
    call.step("shaped");
    Optional<Span> span = Optional.empty();
    if (spans) {
      try {
        span = Optional.of(Spans.output(call, o.outcome().shaped(), argv, started, o.outcome().kept(), o.runs()));
      } catch (RuntimeException | LinkageError e) {
        Spans.failed(call, e);
      }
      if (span.isPresent()) {
        Spans.send(call, span.get());
        record(call, ledger, span.get());
      }
    }
    call.step("span written");
    return new Outcome(o.outcome().shaped(), o.outcome().reference(), o.outcome().kept(), span, Optional.empty());
  }

  /** A given output's outcome, and what its observation dropped of it, read back for the span. */
  private record Spooled(Outcome outcome, DroppedRuns.Stream runs) {}

  /**
   * A file, masked beside; or a stream spooled, masked and kept. When {@code spans} and the
   * observation cut something, what it dropped is read back from the bytes it was shaped from.
   */
  private static Spooled spooled(Call call, Evidence ev, List<String> argv, Keep.Opened store, boolean spans)
      throws IOException {
    Path spool = call.file == null ? TempFiles.create("shape-", ".in") : null;
    // The masked copy is made only when there is something to mask; Stash never touches it otherwise.
    Path masked = call.redactor != null ? TempFiles.create("shape-", ".masked") : null;
    try {
      Path source = call.file;
      if (spool != null) {
        try (InputStream in = call.input) {
          Files.copy(in, spool, StandardCopyOption.REPLACE_EXISTING);
        }
        source = spool;
      }
      ResultMeta meta = ResultMeta.none();
      if (!argv.isEmpty()) {
        meta = meta.withArgv(argv);
      }
      if (ev.tool().isPresent()) {
        meta = meta.withTool(ev.tool().get());
      }
      if (ev.exitCode().isPresent()) {
        meta = meta.withExitCode(ev.exitCode().getAsInt());
      }
      Stash.Result kept = store.keep(source, masked, call.redactor, meta);
      call.step("stored");
      String ref = call.fullOutput != null ? call.fullOutput : call.reference(kept);
      Path shapedFrom = call.redactor != null ? masked : source;
      Shaped shaped = shape(call.shaper.fullOutput(ref), kept, shapedFrom, ev);
      DroppedRuns.Stream runs = DroppedRuns.Stream.UNKNOWN;
      if (spans && shaped.truncated()) {
        try (InputStream in = Files.newInputStream(shapedFrom)) {
          runs = DroppedRuns.single(in, shaped);
        }
      }
      return new Spooled(new Outcome(shaped, ref, kept, Optional.empty(), Optional.empty()), runs);
    } finally {
      if (spool != null) {
        Files.deleteIfExists(spool);
      }
      if (masked != null) {
        Files.deleteIfExists(masked);
      }
    }
  }

  /** The store the call's ledger row goes to: the one named for it, else the one its output is kept in; null for none. */
  private static ResultStore ledger(Call call, Keep.Opened store) {
    if (!call.recorded) {
      return null;
    }
    return call.ledger != null ? call.ledger : store.store();
  }

  /** Records the call in {@code ledger} (nothing when null); a ledger that cannot be written costs a line, never the call. */
  private static void record(Call call, ResultStore ledger, Span span) {
    if (ledger != null) {
      Ledgers.record(ledger, span, call.run, new java.util.function.Consumer<String>() { // no lambda on a small call's path
        @Override
        public void accept(String line) {
          call.report(line);
        }
      });
    }
  }

  private static Shaped shape(Shaper.Builder builder, Stash.Result kept, Path source, Evidence ev) throws IOException {
    try (InputStream in = Files.newInputStream(source)) {
      return shape(builder, kept, in, ev);
    }
  }

  private static Shaped shape(Shaper.Builder builder, Stash.Result kept, InputStream in, Evidence ev)
      throws IOException {
    if (kept.maskNote() != null) {
      builder.note(kept.maskNote());
    }
    return builder.build().shape(in, ev);
  }

  /**
   * As {@link #shape}, for an output too large to have been spooled whole: read again from the
   * store, which holds it; when the store failed it is not held anywhere, and the observation says so.
   */
  private static Shaped shapeStored(Shaper.Builder builder, Stash.Result kept, ResultStore store, Evidence ev)
      throws IOException {
    if (kept.handle() == null) {
      builder.note("this output could not be shaped: it is read twice, it was larger than the "
          + (Intake.SPOOL_LIMIT >> 20) + " MiB a run holds aside, and it was not kept (" + kept.failure() + ")");
      return shape(builder, kept, InputStream.nullInputStream(), ev);
    }
    try (InputStream in = java.nio.channels.Channels.newInputStream(store.channel(kept.handle()))) {
      return shape(builder, kept, in, ev);
    }
  }

  /**
   * Where a span reads the raw output back: the spool, when it holds it all; else the store, when
   * nothing was masked (the stored bytes are then the raw ones); else nowhere.
   */
  private static Spans.RawOutput rawOutput(Intake intake, Path spool, ResultStore store, Stash.Result kept) {
    if (intake.spooledAll()) {
      return new Spans.RawOutput() { // not a lambda: a bootstrap on every run's path
        @Override
        public java.nio.channels.SeekableByteChannel open() throws IOException {
          return java.nio.channels.FileChannel.open(spool);
        }
      };
    }
    if (store == null || kept.handle() == null || kept.redacted() > 0) {
      return null;
    }
    return new Spans.RawOutput() {
      @Override
      public java.nio.channels.SeekableByteChannel open() {
        return store.channel(kept.handle());
      }
    };
  }

  /** What is known of a command before it runs: the tool, and the command line (masked). */
  private static Evidence early(Call call, List<String> argv) {
    String line = CommandLines.display(argv, call.shell);
    if (call.redactor != null) {
      line = call.redactor.redactCommand(line).text();
    }
    return Evidence.none().withTool(call.tool != null ? call.tool : program(call)).withCommand(line);
  }

  /** {@code early} with how the command ended. */
  private static Evidence evidence(Evidence early, Captured c) {
    Evidence ev = early;
    if (c.exitCode().isPresent()) {
      ev = ev.withExitCode(c.exitCode().getAsInt());
    } else if (c.launchError().isPresent() || c.signal().isEmpty()) {
      ev = ev.withExitCode(c.shellStatus());
    }
    if (c.signal().isPresent()) {
      ev = ev.withSignal(c.signal().getAsInt());
    }
    return ev.withTimedOut(c.timedOut());
  }

  /** The program's name, as the tool's name in spans and audits: {@code gcc} for {@code /usr/bin/gcc}. */
  private static String program(Call call) {
    String p = call.shell ? "sh" : call.argv.get(0);
    int slash = p.lastIndexOf('/');
    return slash >= 0 ? p.substring(slash + 1) : p;
  }

}
