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
  void openWritesAFileFromItsStartMakingItWhenMissingAndEmptyingOneThatHoldsBytes() throws Exception {
    Path f = TempFiles.create("open-", ".out");
    Files.writeString(f, "0123456789");
    try (java.io.OutputStream out = TempFiles.open(f)) {
      out.write("abc".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
    }
    assertThat(Files.readString(f)).isEqualTo("abc");
    assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(f))).isEqualTo("rw-------");
    Files.delete(f);
    try (java.io.OutputStream out = TempFiles.open(f)) {
      out.write('x');
    }
    assertThat(Files.readString(f)).isEqualTo("x");
    Files.delete(f);
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

  @Test
  void aStoreSpoolOfAProcessThatIsGoneAndOldRunSpoolsAreSweptOthersKept() throws Exception {
    Path tmp = Files.createTempDirectory("candor-tempfiles-test");
    Path goneSpool = Files.writeString(tmp.resolve("candor-spool-" + Integer.MAX_VALUE + "-123.tmp"), "kill -9 while storing");
    Path mySpool = Files.writeString(tmp.resolve("candor-spool-" + ProcessHandle.current().pid() + "-456.tmp"), "storing now");
    Path oldRun = Files.writeString(tmp.resolve("candor-run-1.out"), "an older version's spool");
    Files.setLastModifiedTime(oldRun, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() - 2 * 86_400_000L));
    Path oldShape = Files.writeString(tmp.resolve("candor-shape-2.in"), "an older version's spool");
    Files.setLastModifiedTime(oldShape, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() - 2 * 86_400_000L));
    Path freshRun = Files.writeString(tmp.resolve("candor-run-3.out"), "maybe a running older version's");
    Path other = Files.writeString(tmp.resolve("candor-spool-notapid.tmp"), "not ours to judge");
    Path stranger = Files.writeString(tmp.resolve("someone-else.out"), "z");
    Files.setLastModifiedTime(stranger, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() - 2 * 86_400_000L));

    TempFiles.sweep(tmp);

    assertThat(goneSpool).doesNotExist();
    assertThat(oldRun).doesNotExist();
    assertThat(oldShape).doesNotExist();
    assertThat(mySpool).exists();
    assertThat(freshRun).exists();
    assertThat(other).exists();
    assertThat(stranger).exists();
    TempFiles.deleteTree(tmp);
  }
}
