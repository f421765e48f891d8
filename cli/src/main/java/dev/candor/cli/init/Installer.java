package dev.candor.cli.init;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;

/**
 * Applies, previews or undoes a list of {@link Change}s. Before the first edit of a file, its bytes
 * are copied beside it to {@code NAME.candor-backup} (a file init creates gets
 * {@code NAME.candor-created} instead, listing the directories made for it), and later runs never overwrite that copy, so {@code --undo}
 * always gives back the file as it was before the first {@code candor init}, byte for byte. A file
 * is written to a temporary name and renamed, so an agent never reads half of it.
 */
final class Installer {
  static final String BACKUP = ".candor-backup";
  static final String CREATED = ".candor-created";

  private final PrintWriter out;

  public Installer(PrintWriter out) {
    this.out = out;
  }

  /** Applies (or with {@code dryRun} prints the diff of) each change; returns how many files changed or would. */
  int init(List<Change> changes, boolean dryRun) throws IOException {
    int changed = 0;
    for (Change c : changes) {
      Path f = c.file();
      boolean exists = Files.isRegularFile(f);
      if (!exists && !c.create()) {
        out.println("skipped:   " + f + " (not there: nothing to route)");
        continue;
      }
      String before = exists ? Files.readString(f, StandardCharsets.UTF_8) : "";
      String after;
      try {
        after = c.edit().apply(before);
      } catch (RuntimeException e) {
        out.println("left alone: " + f + " (cannot read it: " + e.getMessage() + ")");
        continue;
      }
      if (!after.endsWith("\n") && !exists) {
        after += "\n";
      }
      if (after.equals(before)) {
        out.println("unchanged: " + f);
        continue;
      }
      changed++;
      if (dryRun) {
        out.print(Diff.unified(f.toString(), before, after));
        continue;
      }
      Path backup = sibling(f, BACKUP);
      Path created = sibling(f, CREATED);
      if (!Files.exists(backup) && !Files.exists(created)) {
        List<Path> newDirs = missingDirs(f.toAbsolutePath().getParent());
        Files.createDirectories(f.toAbsolutePath().getParent());
        if (exists) {
          Files.copy(f, backup, StandardCopyOption.COPY_ATTRIBUTES);
        } else {
          // the directories made for it, deepest first, for --undo to remove again
          Files.write(created, newDirs.stream().map(Path::toString).toList(), StandardCharsets.UTF_8);
        }
      }
      write(f, after);
      out.println((exists ? "changed:   " : "created:   ") + f + (exists ? " (backup: " + backup.getFileName() + ")" : ""));
    }
    return changed;
  }

  /** Restores each file init changed; returns how many it restored or removed. */
  int undo(List<Change> changes, boolean dryRun) throws IOException {
    int n = 0;
    for (Change c : changes) {
      Path f = c.file();
      Path backup = sibling(f, BACKUP);
      Path created = sibling(f, CREATED);
      if (Files.exists(backup)) {
        n++;
        out.println((dryRun ? "would restore: " : "restored:  ") + f);
        if (!dryRun) {
          Files.copy(backup, f, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.COPY_ATTRIBUTES);
          Files.delete(backup);
        }
      } else if (Files.exists(created)) {
        n++;
        out.println((dryRun ? "would remove:  " : "removed:   ") + f);
        if (!dryRun) {
          List<String> dirs = Files.readAllLines(created, StandardCharsets.UTF_8);
          Files.deleteIfExists(f);
          Files.delete(created);
          for (String d : dirs) {
            removeIfEmpty(Path.of(d));
          }
        }
      } else {
        out.println("nothing to undo: " + f);
      }
    }
    return n;
  }

  private static List<Path> missingDirs(Path dir) {
    List<Path> out = new ArrayList<>();
    for (Path d = dir; d != null && !Files.exists(d); d = d.getParent()) {
      out.add(d);
    }
    return out;
  }

  private static void removeIfEmpty(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) {
      return;
    }
    try (DirectoryStream<Path> s = Files.newDirectoryStream(dir)) {
      if (s.iterator().hasNext()) {
        return;
      }
    }
    Files.delete(dir);
  }

  static Path sibling(Path f, String suffix) {
    return f.resolveSibling(f.getFileName() + suffix);
  }

  private static void write(Path f, String text) throws IOException {
    Path tmp = sibling(f, ".candor-tmp");
    Files.writeString(tmp, text, StandardCharsets.UTF_8);
    if (Files.exists(f)) {
      try {
        Files.setPosixFilePermissions(tmp, Files.getPosixFilePermissions(f));
      } catch (UnsupportedOperationException e) {
        // not a POSIX file system: the new file keeps the default mode
      }
    }
    Files.move(tmp, f, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }
}
