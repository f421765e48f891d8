package dev.candor.capture;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * One run of a {@link ProcessCapture}: launch, wait, and, when the run ends early, kill the tree
 * and wind up the pumps.
 */
final class Execution {

  /** How long the pipes get to reach end-of-file once the tree has been killed. */
  static final Duration DRAIN_AFTER_KILL = Duration.ofSeconds(1);

  private enum End { FINISHED, LINGERED, TIMED_OUT, CANCELLED, INTERRUPTED, FAILED }

  private final ProcessCapture spec;
  private final CompletableFuture<Void> cancelled = new CompletableFuture<>();

  Execution(ProcessCapture spec) {
    this.spec = spec;
  }

  /** Asks a run in progress to kill its tree and return; harmless once it has. */
  void cancel() {
    cancelled.complete(null);
  }

  Captured run(ChunkSink sink) throws IOException {
    Instant started = Instant.now();
    long t0 = System.nanoTime();
    Path status = spec.launcher().reportsWaitStatus() ? TempFiles.create("candor-status-", "") : null;
    try (ExitGuard guard = ExitGuard.register()) {
      Process process;
      InputStream[] streams;
      try {
        ProcessBuilder builder = builder(
            Executables.resolve(spec.command().get(0), spec.cwd(), spec.searchPath()), status);
        try (Pipes pipes = spec.openPipes()) {
          pipes.redirect(builder);
          process = guard.start(builder, spec.launcher().leadsGroup(), spec.killGrace());
          streams = pipes.started(process);
        }
      } catch (LaunchFailure f) {
        return notStarted(started, t0, f.status(), f.getMessage());
      } catch (IOException e) {
        String message = "cannot start: " + e.getMessage();
        return notStarted(started, t0, LaunchFailure.NOT_EXECUTABLE, message);
      }
      return supervise(process, guard.killer(), streams, new SerialSink(sink), started, t0, status);
    } finally {
      if (status != null) {
        Files.deleteIfExists(status);
      }
    }
  }

  private Captured notStarted(Instant started, long t0, int status, String message) {
    return Captured.notStarted(spec.argv(), spec.cwd(), started, since(t0), status, message);
  }

  private ProcessBuilder builder(Path program, Path status) {
    ProcessBuilder builder =
        new ProcessBuilder(spec.launcher().commandLine(spec.command(), program, status))
            .directory(spec.cwd().toFile())
            .redirectInput(spec.stdin() == Stdin.INHERIT
                ? ProcessBuilder.Redirect.INHERIT
                : ProcessBuilder.Redirect.from(new File("/dev/null")));
    builder.environment().putAll(spec.env());
    return builder;
  }

  private Captured supervise(Process process, TreeKiller killer, InputStream[] streams,
      SerialSink sink, Instant started, long t0, Path status) throws IOException {
    Pump out = Pump.start(StdStream.STDOUT, streams[0], sink, process.pid());
    Pump err = Pump.start(StdStream.STDERR, streams[1], sink, process.pid());
    End end = await(process, out, err, sink, t0);
    boolean interrupted = Thread.interrupted();
    if (end == End.LINGERED) {
      // The command exited; what still holds its pipes is left running, unread (killed only on a timeout).
      out.abandon();
      err.abandon();
    } else if (end != End.FINISHED) {
      killer.kill();
      windUp(process, out, err, sink);
    }
    sink.close(DRAIN_AFTER_KILL);
    Captured captured = captured(process, killer, end, out, err, started, t0, status);
    if (interrupted) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("interrupted; the process tree was killed");
    }
    if (end == End.FAILED) {
      throw rethrow(sink.failure().join());
    }
    return captured;
  }

  private End await(Process process, Pump out, Pump err, SerialSink sink, long t0) {
    CompletableFuture<Void> finished =
        CompletableFuture.allOf(process.onExit(), out.done(), err.done());
    // The linger counts from when both pumps have taken what the pipes held, not from the exit:
    // on a loaded machine (many calls at once) a pump may not have run for seconds after the
    // command wrote its output and exited, and that output is the command's, not a background
    // process's, so it must not be given up on.
    CompletableFuture<Void> lingered = process.onExit()
        .thenCompose(new Idle(out, err, false, 0))
        .thenCompose(new Linger(spec.linger()));
    CompletableFuture<Object> stop = CompletableFuture.anyOf(finished, lingered, sink.failure(), cancelled);
    try {
      if (spec.timeout().isPresent()) {
        long left = spec.timeout().get().toNanos() - (System.nanoTime() - t0);
        stop.get(left, TimeUnit.NANOSECONDS);
      } else {
        stop.get();
      }
    } catch (TimeoutException e) {
      return End.TIMED_OUT;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return End.INTERRUPTED;
    } catch (ExecutionException e) {
      throw new IllegalStateException("none of the awaited futures fails", e);
    }
    if (sink.failure().isDone()) {
      return End.FAILED;
    }
    if (finished.isDone()) {
      return End.FINISHED;
    }
    return lingered.isDone() ? End.LINGERED : End.CANCELLED;
  }

  /** How long after the exit the linger waits, at most, for the pumps to take what the pipes held. */
  static final Duration IDLE_WAIT = Duration.ofSeconds(30);

  /** Completes once both pumps wait on an empty pipe or are done, or at {@code deadline} (System.nanoTime). */
  private static CompletableFuture<Void> idle(Pump out, Pump err, long deadline) {
    if ((out.idle() && err.idle()) || System.nanoTime() - deadline >= 0) {
      return CompletableFuture.completedFuture(null);
    }
    return CompletableFuture.runAsync(NOTHING, CompletableFuture.delayedExecutor(10, TimeUnit.MILLISECONDS))
        .thenCompose(new Idle(out, err, true, deadline));
  }

  // The linger's steps are classes, not lambdas: every run sets them up, and each lambda's first
  // use costs a call-site bootstrap on a small call's path.

  private static final Runnable NOTHING = new Runnable() {
    @Override
    public void run() {
      // a delay's end, and nothing else
    }
  };

  /** Then: {@link #idle} until {@code deadline} (System.nanoTime) when {@code given}, else {@link #IDLE_WAIT} from then. */
  private static final class Idle implements java.util.function.Function<Object, CompletableFuture<Void>> {
    private final Pump out;
    private final Pump err;
    private final boolean given;
    private final long deadline;

    Idle(Pump out, Pump err, boolean given, long deadline) {
      this.out = out;
      this.err = err;
      this.given = given;
      this.deadline = deadline;
    }

    @Override
    public CompletableFuture<Void> apply(Object ignored) {
      return idle(out, err, given ? deadline : System.nanoTime() + IDLE_WAIT.toNanos());
    }
  }

  /** Then: done after {@code linger}. */
  private static final class Linger implements java.util.function.Function<Void, CompletableFuture<Void>> {
    private final Duration linger;

    Linger(Duration linger) {
      this.linger = linger;
    }

    @Override
    public CompletableFuture<Void> apply(Void ignored) {
      return CompletableFuture.runAsync(NOTHING, CompletableFuture.delayedExecutor(linger.toNanos(), TimeUnit.NANOSECONDS));
    }
  }

  /** After the kill: the pipes get a short while to reach end-of-file, then are given up on. */
  private static void windUp(Process process, Pump out, Pump err, SerialSink sink) {
    try {
      process.waitFor(DRAIN_AFTER_KILL.toNanos(), TimeUnit.NANOSECONDS);
      CompletableFuture.allOf(out.done(), err.done())
          .get(DRAIN_AFTER_KILL.toNanos(), TimeUnit.NANOSECONDS);
    } catch (TimeoutException | InterruptedException | ExecutionException e) {
      // An escaped process holds a pipe, the sink is stuck, or we were interrupted again.
      sink.close(DRAIN_AFTER_KILL);
      out.abandon();
      err.abandon();
    }
  }

  private Captured captured(Process process, TreeKiller killer, End end, Pump out, Pump err,
      Instant started, long t0, Path status) {
    OptionalInt exitCode = OptionalInt.empty();
    OptionalInt signal = OptionalInt.empty();
    boolean ambiguous = false;
    if (!process.isAlive()) {
      int value = process.exitValue();
      // The wrapper's report first: it saw the command's own wait status. Without one (no perl,
      // or the wrapper itself was killed), a signal is claimed only when we sent it.
      Optional<WaitStatus> reported = status != null ? WaitStatus.read(status) : Optional.empty();
      if (reported.isPresent()) {
        WaitStatus w = reported.get();
        signal = w.signalled() ? OptionalInt.of(w.number()) : OptionalInt.empty();
        exitCode = w.signalled() ? OptionalInt.empty() : OptionalInt.of(w.number());
      } else {
        signal = killer.signalBehind(value);
        exitCode = signal.isPresent() ? OptionalInt.empty() : OptionalInt.of(value);
        ambiguous = signal.isEmpty() && value > 128;
      }
    }
    return new Captured(spec.argv(), spec.cwd(), started, since(t0), exitCode, signal,
        end == End.TIMED_OUT, out.stats(), err.stats(), Optional.empty(), ambiguous, end == End.LINGERED);
  }

  private static IOException rethrow(Throwable cause) throws IOException {
    if (cause instanceof IOException io) {
      throw io;
    }
    if (cause instanceof RuntimeException re) {
      throw re;
    }
    if (cause instanceof Error error) {
      throw error;
    }
    return new IOException(cause);
  }

  private static Duration since(long t0) {
    return Duration.ofNanos(System.nanoTime() - t0);
  }
}
