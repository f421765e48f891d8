package dev.candor.capture;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** {@link TempFiles}: one private folder per process, private files in it, names that never repeat. */
final class TempFilesTest {
  @Test
  void filesArePrivateAndNewInAPrivateFolder() throws Exception {
    Path dir = TempFiles.dir();
    assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(dir))).isEqualTo("rwx------");
    assertThat(dir.getFileName().toString()).startsWith("candor-" + ProcessHandle.current().pid() + "-");
    Set<Path> made = new HashSet<>();
    for (int i = 0; i < 50; i++) {
      Path f = TempFiles.create("run-", ".out");
      assertThat(f.getParent()).isEqualTo(dir);
      assertThat(Files.size(f)).isZero();
      assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(f))).isEqualTo("rw-------");
      assertThat(made.add(f)).isTrue();
      Files.delete(f);
    }
  }

  @Test
  void aNameTakenAlreadyIsSkippedNotOpened() throws Exception {
    Path first = TempFiles.create("taken-", ".out");
    String name = first.getFileName().toString();
    long n = Long.parseLong(name.substring("taken-".length(), name.length() - ".out".length()));
    Path next = first.resolveSibling("taken-" + (n + 1) + ".out");
    Files.writeString(next, "someone else's");

    Path made = TempFiles.create("taken-", ".out");

    assertThat(made).isNotEqualTo(next);
    assertThat(Files.readString(next)).isEqualTo("someone else's");
    Files.delete(first);
    Files.delete(next);
    Files.delete(made);
  }

  @Test
  void aFolderOfAProcessThatIsGoneIsSwept() throws Exception {
    Path tmp = Files.createTempDirectory("candor-tempfiles-test");
    Path gone = TempFiles.makeDir(tmp, "candor-" + Integer.MAX_VALUE + "-"); // no such PID
    Files.writeString(gone.resolve("run-1.out"), "left by kill -9");
    Path mine = TempFiles.makeDir(tmp, "candor-" + ProcessHandle.current().pid() + "-");

    TempFiles.sweep(tmp);

    assertThat(gone).doesNotExist();
    assertThat(mine).exists();
    TempFiles.deleteTree(tmp);
  }
}
