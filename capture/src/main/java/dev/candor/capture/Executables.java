package dev.candor.capture;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * Finds the program a command names the way bash does, so that a failure reads like the shell's.
 *
 * <p>A name with a {@code /} is a path, relative to the working directory. Any other name is
 * looked for in each {@code PATH} entry in turn (an empty entry is the working directory);
 * directories are skipped, the first executable file wins, and a file that is there but not
 * executable is reported only if no executable one follows.
 */
final class Executables {

  /** The search path when neither the command's environment nor ours has one: glibc's. */
  static final String DEFAULT_PATH = "/bin:/usr/bin";

  private Executables() {}

  /**
   * The file {@code name} runs.
   *
   * @throws LaunchFailure with status 127 if there is no such file, 126 if it is a directory or
   *     not executable
   */
  static Path resolve(String name, Path cwd, String searchPath) throws LaunchFailure {
    if (name.isEmpty()) {
      throw new LaunchFailure(LaunchFailure.NOT_FOUND, "command not found: the command is empty");
    }
    try {
      return name.indexOf('/') >= 0
          ? checkFile(cwd.resolve(name), name)
          : search(name, cwd, searchPath);
    } catch (InvalidPathException e) {
      throw new LaunchFailure(
          LaunchFailure.NOT_FOUND, "command not found: " + name + " (" + e.getReason() + ")");
    }
  }

  private static Path checkFile(Path file, String name) throws LaunchFailure {
    if (Files.isDirectory(file)) {
      throw new LaunchFailure(LaunchFailure.NOT_EXECUTABLE, "is a directory: " + name);
    }
    if (!Files.exists(file)) {
      throw new LaunchFailure(LaunchFailure.NOT_FOUND, "no such file: " + name);
    }
    if (!Files.isExecutable(file)) {
      throw new LaunchFailure(
          LaunchFailure.NOT_EXECUTABLE, "permission denied: " + name + " (not executable)");
    }
    return file;
  }

  private static Path search(String name, Path cwd, String searchPath) throws LaunchFailure {
    Path denied = null;
    for (String dir : searchPath.split(":", -1)) {
      Path candidate = cwd.resolve(dir).resolve(name);
      if (Files.isDirectory(candidate) || !Files.exists(candidate)) {
        continue;
      }
      if (Files.isExecutable(candidate)) {
        return candidate;
      }
      if (denied == null) {
        denied = candidate;
      }
    }
    if (denied != null) {
      throw new LaunchFailure(
          LaunchFailure.NOT_EXECUTABLE, "permission denied: " + denied + " (not executable)");
    }
    throw new LaunchFailure(LaunchFailure.NOT_FOUND,
        "command not found: " + name + " (not on PATH=" + searchPath + ")");
  }
}
