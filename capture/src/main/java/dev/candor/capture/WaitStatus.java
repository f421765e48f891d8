package dev.candor.capture;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * How the command ended, as waitpid(2) said it: an exit with a code, or a death by a signal.
 *
 * <p>Java cannot say: on Linux {@link Process#exitValue()} is {@code 128+N} for a death by
 * signal N, the same value as {@code exit(128+N)}, and the JDK reaps the process itself, so its raw
 * wait status is gone before we could read it. So, where perl(1) is installed (Debian and most
 * distributions ship it as an essential package), the command runs under a small perl program,
 * {@link #SCRIPT}, that forks it, waits for it, writes {@code exit N} or {@code signal N} (with
 * {@code core} when it dumped core) to a file of ours, and exits with the shell's status for it.
 * The extra process stays in the command's process group and dies with it.
 *
 * <p>The wrapper passes {@code SIGTERM}, {@code SIGINT}, {@code SIGHUP} and {@code SIGQUIT} on to
 * the command rather than dying of them, so the status it reports is the command's own: a command
 * that ignores {@code SIGTERM} and is then killed reports {@code SIGKILL}. The same program
 * watches its own parent, the JVM: once a second it checks that its parent
 * is still the process that started it, and when it is not (the JVM was killed with {@code kill
 * -9}, or crashed), it sends {@code SIGKILL} to the command's process group, so the child dies with
 * its parent.
 */
record WaitStatus(boolean signalled, int number, boolean core) {

  /** The size the wrapper asks for the command's stdout and stderr pipes. */
  static final int PIPE_BYTES = 256 * 1024;

  /**
   * The wrapper: {@code perl -e SCRIPT STATUS_FILE GROUP argv...}. GROUP is 1 when the wrapper
   * leads the command's process group (so the watchdog kills the group), else 0. No modules are
   * loaded, so it starts in about a millisecond.
   *
   * <p>It first widens the command's two pipes to {@value #PIPE_BYTES} bytes (Linux's {@code
   * F_SETPIPE_SZ}; where that fails, as on other systems, they stay as they were), so a command
   * writing fast gets further ahead of the pump before its pipe is full. On {@code yes | head -c
   * 1G}, side by side with the code before in 18 rounds, {@code candor run} took a median 1.79
   * times the command's time into a file against 1.91, and over 2.0 in 3 rounds against 8
   * (docs/store-codec.md); 128 KiB and 512 KiB did no better. Linux counts a user's pipe pages
   * against a soft limit (64 MiB by default): this uses 0.5 MiB of it a call, so 128 calls at once
   * before the user's next pipes start small.
   */
  static final String SCRIPT = String.join("\n",
      "fcntl(STDOUT, 1031, " + PIPE_BYTES + "); fcntl(STDERR, 1031, " + PIPE_BYTES + ");",
      "my ($f, $g) = splice(@ARGV, 0, 2);",
      "my $pp = getppid();",
      "my $pid = fork();",
      "if (!defined $pid) { print STDERR \"candor: cannot fork: $!\\n\"; exit 126; }",
      "if ($pid == 0) { exec { $ARGV[0] } @ARGV; my $e = $! + 0; print STDERR \"$ARGV[0]: $!\\n\";"
          + " exit($e == 2 ? 127 : 126); }",
      "$SIG{$_} = sub { kill($_[0], $pid); } for qw(TERM INT HUP QUIT);",
      "$SIG{ALRM} = sub { if (getppid() != $pp) { kill('KILL', $g ? -$$ : $pid); exit 137; } alarm 1; };",
      "alarm 1;",
      "waitpid($pid, 0);",
      "my $s = $?;",
      "alarm 0;",
      "if (open(my $o, '>', $f)) {",
      "  print $o (($s & 127) ? 'signal ' . ($s & 127) . (($s & 128) ? ' core' : '') : 'exit ' . ($s >> 8)), \"\\n\";",
      "  close($o);",
      "}",
      "exit(($s & 127) ? 128 + ($s & 127) : ($s >> 8));");

  /** The status the wrapper wrote to {@code file}, or empty when it wrote none (it was killed). */
  static Optional<WaitStatus> read(Path file) {
    try {
      List<String> lines = Files.readAllLines(file, StandardCharsets.US_ASCII);
      return lines.isEmpty() ? Optional.empty() : parse(lines.get(0));
    } catch (IOException e) {
      return Optional.empty();
    }
  }

  /** {@code exit N}, {@code signal N} or {@code signal N core}; empty for anything else. */
  static Optional<WaitStatus> parse(String line) {
    String[] words = line.strip().split(" ");
    if (words.length < 2 || words.length > 3) {
      return Optional.empty();
    }
    int n;
    try {
      n = Integer.parseInt(words[1]);
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
    boolean core = words.length == 3 && words[2].equals("core");
    if (words.length == 3 && !core) {
      return Optional.empty();
    }
    if (words[0].equals("exit") && n >= 0 && n <= 255 && !core) {
      return Optional.of(new WaitStatus(false, n, false));
    }
    if (words[0].equals("signal") && n >= 1 && n <= 127) {
      return Optional.of(new WaitStatus(true, n, core));
    }
    return Optional.empty();
  }
}
