package dev.candor.capture;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Turns a command into what the JDK starts: under {@code setsid -w --} when setsid(1) is
 * installed, so the command leads a process group of its own, else the resolved program itself;
 * and under the {@link WaitStatus} wrapper when perl(1) is installed, so that a death by a signal
 * can be told from an exit.
 */
final class Launcher {

  private static final Launcher DETECTED = new Launcher(findOnJvmPath("setsid"), findOnJvmPath("perl"));

  private final Optional<Path> setsid;
  private final Optional<Path> perl;

  private Launcher(Optional<Path> setsid, Optional<Path> perl) {
    this.setsid = setsid;
    this.perl = perl;
  }

  /** setsid(1) and perl(1) if they are on the JVM's {@code PATH}, looked up once. */
  static Launcher detect() {
    return DETECTED;
  }

  // This is visible for testing: the fallback used where setsid(1) is missing.
  static Launcher withoutSession() {
    return new Launcher(Optional.empty(), DETECTED.perl);
  }

  // This is visible for testing: the fallback used where perl(1) is missing.
  static Launcher withoutWaitStatus() {
    return new Launcher(DETECTED.setsid, Optional.empty());
  }

  /** Whether the command runs under the wrapper that reports its wait status. */
  boolean reportsWaitStatus() {
    return perl.isPresent();
  }

  /**
   * Whether the process we start leads its own process group, whose id is its pid. With
   * setsid(1) it does: a child of the JVM is never a group leader, so setsid(1) calls setsid(2)
   * and execs the command in place rather than forking. ({@code -w} would keep the exit status
   * if it ever had to fork.)
   */
  boolean leadsGroup() {
    return setsid.isPresent();
  }

  /**
   * The JDK command line for {@code command}, whose program resolved to {@code program}. Under
   * setsid(1), {@code argv[0]} stays as typed and execvp(3) finds the same file we did, so the
   * program sees the name it was called by: its messages say {@code ls:}, not {@code
   * /usr/bin/ls:}.
   */
  List<String> commandLine(List<String> command, Path program, Path statusFile) {
    List<String> line = new ArrayList<>(command.size() + 8);
    if (setsid.isPresent()) {
      line.add(setsid.get().toString());
      line.add("-w");
      line.add("--");
    }
    if (perl.isPresent()) {
      // perl's exec looks argv[0] up on the child's PATH as execvp(3) does: the same file we found.
      line.addAll(List.of(perl.get().toString(), "-e", WaitStatus.SCRIPT, statusFile.toString(), setsid.isPresent() ? "1" : "0"));
      line.addAll(command);
    } else if (setsid.isPresent()) {
      line.addAll(command);
    } else {
      line.add(program.toString());
      line.addAll(command.subList(1, command.size()));
    }
    return line;
  }

  private static Optional<Path> findOnJvmPath(String name) {
    String path = System.getenv("PATH");
    for (String dir : (path != null ? path : Executables.DEFAULT_PATH).split(File.pathSeparator)) {
      if (dir.isEmpty()) {
        continue;
      }
      try {
        Path candidate = Path.of(dir, name);
        if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
          return Optional.of(candidate);
        }
      } catch (InvalidPathException e) {
        // an entry that is not a path holds no programs
      }
    }
    return Optional.empty();
  }
}
