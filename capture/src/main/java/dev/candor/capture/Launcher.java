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
 * installed, so the command leads a process group of its own, else the resolved program itself.
 */
final class Launcher {

  private static final Launcher DETECTED = new Launcher(findOnJvmPath("setsid"));

  private final Optional<Path> setsid;

  private Launcher(Optional<Path> setsid) {
    this.setsid = setsid;
  }

  /** setsid(1) if it is on the JVM's {@code PATH}, looked up once. */
  static Launcher detect() {
    return DETECTED;
  }

  // This is visible for testing: the fallback used where setsid(1) is missing.
  static Launcher withoutSession() {
    return new Launcher(Optional.empty());
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
  List<String> commandLine(List<String> command, Path program) {
    List<String> line = new ArrayList<>(command.size() + 3);
    if (setsid.isPresent()) {
      line.add(setsid.get().toString());
      line.add("-w");
      line.add("--");
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
