package dev.candor.capture;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Runs one command and drains both of its pipes, without a shell unless asked for one.
 *
 * <pre>{@code
 * Captured captured = ProcessCapture.builder(List.of("mvn", "-q", "test"))
 *     .timeout(Duration.ofMinutes(10))
 *     .build()
 *     .run((stream, b, off, len) -> store.append(stream, b, off, len));
 * System.exit(captured.shellStatus());
 * }</pre>
 *
 * <p>A {@code ProcessCapture} is an immutable description; each {@link #run} or {@link #start}
 * starts a new process.
 *
 * <h2>Contract</h2>
 *
 * <ul>
 *   <li>{@code argv[0]} is looked up on {@code PATH} (the one in {@link Builder#env}, if given)
 *       unless it contains a {@code /}, in which case it is taken relative to the working
 *       directory. A command that is missing or not executable does not start, and the result
 *       says why with the shell's status (127 or 126) rather than throwing.
 *   <li>Standard output and standard error are drained at the same time on two threads, in reads
 *       of up to 64 KiB, so neither pipe ever fills while we wait on the other.
 *   <li>A run ends when the process has exited <em>and</em> both pipes are at end-of-file, as a
 *       shell pipeline does: a background child that still holds the pipes keeps the run going,
 *       and its later output is captured. With a {@linkplain Builder#timeout time limit}, the
 *       limit ends everything.
 *   <li>When the limit passes, the whole process tree gets {@code SIGTERM}, and whatever is still
 *       alive after the {@linkplain Builder#killGrace grace} gets {@code SIGKILL}. If some
 *       process that escaped the tree still holds a pipe a second later, the run is given up on:
 *       the pipes are closed and the result is returned.
 * </ul>
 */
public final class ProcessCapture {

  /*
   * Killing the tree. The command is started as "setsid -w -- argv..." (util-linux). A child of
   * the JVM is never a process-group leader, so setsid(1) calls setsid(2) and execs in place: the
   * process we hold is the command itself, and its pid is the id of a new session and process
   * group that every descendant joins unless it leaves on purpose. On a timeout we first
   * snapshot ProcessHandle.descendants() (before the parent dies and its orphans are re-parented
   * out of sight), then signal the group with "kill -s TERM -- -PGID" and each snapshotted
   * process individually, wait out the grace, and do the same with KILL. The group reaches the
   * orphans the snapshot missed (sh -c 'sleep 100 & echo hi' once sh has exited); the snapshot
   * reaches children that made a group of their own. Without setsid(1) only the snapshot is used.
   *
   * The cost of a session of our own: a Ctrl-C at a terminal reaches our JVM but not the
   * command, so while a run is in progress a shutdown hook (ExitGuard) ends its tree.
   *
   * Reading the output. When the process Java started exits, the JDK's process reaper drains
   * what is buffered in a Process's pipes and closes them, unless a reader happens to hold the
   * stream's lock at that moment; a background child writing after that loses its output and gets
   * SIGPIPE. Measured on JDK 17: "(sleep 0.2; echo late) & echo early" lost "late" in 11 of 20
   * runs. So the output goes through two pipes of our own, which the reaper does not know about:
   * made by this process and handed to the child by their /proc/self/fd names (ChannelPipes), or,
   * where that cannot be done, two named pipes made with mkfifo(1) in a private temporary
   * directory (FifoPipes), at the cost of a process. End-of-file comes when the last writer
   * anywhere closes, exactly as with a shell pipe. Without either we use the JDK pipes.
   *
   * Exit status. Java maps a death by signal N to 128+N, the same value as exit(128+N). We claim a
   * signal only when we sent it and the value matches (TreeKiller.signalBehind); a wrapper that
   * waits for the command and reports its raw status could tell the two apart, at the cost of an
   * extra process in every tree, and a shell reports 128+N either way.
   */

  /** The largest chunk handed to a {@link ChunkSink}. */
  public static final int CHUNK_SIZE = 64 * 1024;

  /** How long the output is read after the command exited, by default: {@link Builder#linger}. */
  public static final Duration DEFAULT_LINGER = Duration.ofSeconds(2);

  private final List<String> argv;
  private final Path cwd;
  private final Map<String, String> env;
  private final boolean shell;
  private final Optional<Duration> timeout;
  private final Stdin stdin;
  private final Duration killGrace;
  private final Duration linger;
  private final Launcher launcher;
  private final java.util.function.Supplier<Pipes> pipes;

  private ProcessCapture(Builder builder) {
    this.argv = builder.argv;
    this.cwd = builder.cwd;
    this.env = builder.env;
    this.shell = builder.shell;
    this.timeout = builder.timeout;
    this.stdin = builder.stdin;
    this.killGrace = builder.killGrace;
    this.linger = builder.linger;
    this.launcher = builder.launcher;
    this.pipes = builder.pipes;
  }

  /**
   * Describes a run of {@code argv}: {@code argv[0]} is the program, the rest its arguments,
   * passed as they are (no globbing, no variables) unless {@link Builder#shell} is set.
   */
  public static Builder builder(List<String> argv) {
    return new Builder(argv);
  }

  /**
   * Starts the process and blocks until it has exited and both pipes are at end-of-file, or until
   * the time limit has ended it. Output chunks are delivered to {@code sink} from the pump threads
   * as they are read; calls are serialized and in arrival order. No call starts after this method
   * returns (unless a sink call has been stuck for more than a second when the run is given up).
   *
   * <p>A command that cannot start is not an exception: the result carries a {@link
   * Captured#launchError()} and the shell's status. While the run is in progress a shutdown hook
   * will end the process tree if the JVM exits.
   *
   * @throws java.io.InterruptedIOException if this thread is interrupted; the tree is killed first
   * @throws IOException if the working directory does not exist, or whatever {@code sink} threw
   *     (after the tree was killed)
   */
  public Captured run(ChunkSink sink) throws IOException {
    Objects.requireNonNull(sink, "sink");
    checkCwd();
    return new Execution(this).run(sink);
  }

  private void checkCwd() throws IOException {
    if (!Files.exists(cwd)) {
      throw new NoSuchFileException(cwd.toString(), null, "working directory does not exist");
    }
    if (!Files.isDirectory(cwd)) {
      throw new NotDirectoryException(cwd.toString());
    }
  }

  List<String> argv() {
    return argv;
  }

  /** The command to execute: {@code argv}, or {@code sh -c "argv joined by spaces"}. */
  List<String> command() {
    return shell ? List.of("sh", "-c", String.join(" ", argv)) : argv;
  }

  Path cwd() {
    return cwd;
  }

  Map<String, String> env() {
    return env;
  }

  /** The {@code PATH} the command's name is looked up on: the child's, as execvp(3) sees it. */
  String searchPath() {
    String inherited = System.getenv("PATH");
    return env.getOrDefault("PATH", inherited != null ? inherited : Executables.DEFAULT_PATH);
  }

  Optional<Duration> timeout() {
    return timeout;
  }

  Stdin stdin() {
    return stdin;
  }

  Duration linger() {
    return linger;
  }

  Duration killGrace() {
    return killGrace;
  }

  Launcher launcher() {
    return launcher;
  }

  /** The pipes for one run: {@link Pipes#open} unless a test chose (a null supplier: no method reference made on every run). */
  Pipes openPipes() {
    return pipes == null ? Pipes.open() : pipes.get();
  }

  /**
   * Configures a {@link ProcessCapture}. Not thread-safe; {@link #build()} copies what it holds,
   * so a builder can be reused.
   */
  public static final class Builder {

    private static final Duration DEFAULT_KILL_GRACE = Duration.ofSeconds(2);

    private final List<String> argv;
    private Path cwd = Path.of("").toAbsolutePath();
    private Map<String, String> env = Map.of();
    private boolean shell;
    private Optional<Duration> timeout = Optional.empty();
    private Stdin stdin = Stdin.CLOSED;
    private Duration killGrace = DEFAULT_KILL_GRACE;
    private Duration linger = DEFAULT_LINGER;
    private Launcher launcher = Launcher.detect();
    private java.util.function.Supplier<Pipes> pipes;

    private Builder(List<String> argv) {
      this.argv = List.copyOf(Objects.requireNonNull(argv, "argv"));
      if (this.argv.isEmpty()) {
        throw new IllegalArgumentException("argv is empty: give at least the program to run");
      }
    }

    /** The working directory; the JVM's by default. It must exist when the run starts. */
    public Builder cwd(Path dir) {
      this.cwd = Objects.requireNonNull(dir, "dir").toAbsolutePath().normalize();
      return this;
    }

    /**
     * Variables added to (or replacing those of) the environment the command inherits from the
     * JVM. A {@code PATH} here is also where {@code argv[0]} is looked up.
     */
    public Builder env(Map<String, String> vars) {
      for (Map.Entry<String, String> v : Objects.requireNonNull(vars, "vars").entrySet()) { // no lambda on a small call's path
        checkVariable(v.getKey(), v.getValue());
      }
      this.env = Map.copyOf(vars);
      return this;
    }

    /**
     * Whether to run {@code sh -c} with the elements of {@code argv} joined by single spaces, so
     * that the shell expands variables, globs and pipes. The elements are not quoted: they are
     * shell text. Off by default.
     */
    public Builder shell(boolean viaShell) {
      this.shell = viaShell;
      return this;
    }

    /**
     * The time limit for the whole run, after which the process tree is killed and {@link
     * Captured#timedOut()} is true. None by default.
     */
    public Builder timeout(Duration limit) {
      Objects.requireNonNull(limit, "limit");
      if (limit.isNegative() || limit.isZero()) {
        throw new IllegalArgumentException(
            "timeout must be positive: " + limit + " (leave it unset to wait without a limit)");
      }
      this.timeout = Optional.of(limit);
      return this;
    }

    /** The command's standard input; {@link Stdin#CLOSED} by default. */
    public Builder stdin(Stdin input) {
      this.stdin = Objects.requireNonNull(input, "input");
      return this;
    }

    /**
     * How long processes get between {@code SIGTERM} and {@code SIGKILL} when the tree is killed;
     * 2 seconds by default. Zero sends {@code SIGKILL} straight after {@code SIGTERM}.
     */
    public Builder killGrace(Duration grace) {
      Objects.requireNonNull(grace, "grace");
      if (grace.isNegative()) {
        throw new IllegalArgumentException("killGrace < 0: " + grace);
      }
      this.killGrace = grace;
      return this;
    }

    /**
     * How long the output is still read after the command itself exited, while a background
     * process it started holds a pipe open; 2 seconds by default. Then reading stops, nothing is
     * killed, and {@link Captured#outputHeldOpen()} is true.
     */
    public Builder linger(Duration grace) {
      Objects.requireNonNull(grace, "grace");
      if (grace.isNegative()) {
        throw new IllegalArgumentException("linger < 0: " + grace);
      }
      this.linger = grace;
      return this;
    }

    // This is visible for testing.
    Builder launcher(Launcher chosen) {
      this.launcher = Objects.requireNonNull(chosen, "chosen");
      return this;
    }

    // This is visible for testing: named pipes or the JDK's, where pipes of our own would be used.
    Builder pipes(java.util.function.Supplier<Pipes> opener) {
      this.pipes = Objects.requireNonNull(opener, "opener");
      return this;
    }

    /** An immutable capture of what this builder holds. */
    public ProcessCapture build() {
      return new ProcessCapture(this);
    }

    private static void checkVariable(String name, String value) {
      Objects.requireNonNull(name, "env name");
      Objects.requireNonNull(value, "env value of " + name);
      if (name.isEmpty() || name.indexOf('=') >= 0 || name.indexOf('\0') >= 0) {
        throw new IllegalArgumentException(
            "env name must be non-empty, without '=' or NUL: \"" + name + "\"");
      }
      if (value.indexOf('\0') >= 0) {
        throw new IllegalArgumentException("env value of " + name + " contains NUL");
      }
    }
  }
}
