package dev.candor.capture;

import static dev.candor.capture.ProcessCaptureTest.executable;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Lookup failures read like bash's, with bash's status. */
class ExecutablesTest {

  @TempDir Path tmp;
  private Path first;
  private Path second;

  @BeforeEach
  void twoPathEntries() throws IOException {
    first = Files.createDirectory(tmp.resolve("first"));
    second = Files.createDirectory(tmp.resolve("second"));
  }

  private String path() {
    return first + ":" + second;
  }

  private static LaunchFailure failure(String name, Path cwd, String path) {
    return catchThrowableOfType(() -> Executables.resolve(name, cwd, path), LaunchFailure.class);
  }

  @Test
  void findsTheFirstExecutableOnThePath() throws Exception {
    executable(first.resolve("tool"), "");
    executable(second.resolve("tool"), "");

    assertThat(Executables.resolve("tool", tmp, path())).isEqualTo(first.resolve("tool"));
  }

  @Test
  void skipsDirectoriesOnThePath() throws Exception {
    Files.createDirectory(first.resolve("tool"));
    executable(second.resolve("tool"), "");

    assertThat(Executables.resolve("tool", tmp, path())).isEqualTo(second.resolve("tool"));
  }

  @Test
  void prefersALaterExecutableToAnEarlierFileThatIsNot() throws Exception {
    Files.writeString(first.resolve("tool"), "");
    executable(second.resolve("tool"), "");

    assertThat(Executables.resolve("tool", tmp, path())).isEqualTo(second.resolve("tool"));
  }

  @Test
  void anEmptyPathEntryIsTheWorkingDirectory() throws Exception {
    executable(tmp.resolve("tool"), "");

    assertThat(Executables.resolve("tool", tmp, first + ":")).isEqualTo(tmp.resolve("tool"));
  }

  @Test
  void aNameWithASlashIsRelativeToTheWorkingDirectory() throws Exception {
    executable(first.resolve("tool"), "");

    assertThat(Executables.resolve("first/tool", tmp, "")).isEqualTo(first.resolve("tool"));
  }

  @Test
  void failuresGiveBashsStatusAndSayWhy() throws Exception {
    Files.writeString(first.resolve("plain"), "");
    Files.createDirectory(second.resolve("dir"));

    String notOnPath = " (not on PATH=" + path() + ")";
    assertFailure("frobnicate", path(), 127, "command not found: frobnicate" + notOnPath);
    assertFailure("dir", path(), 127, "command not found: dir" + notOnPath);
    assertFailure("plain", path(), 126,
        "permission denied: " + first.resolve("plain") + " (not executable)");
    assertFailure("./first/plain", "", 126, "permission denied: ./first/plain (not executable)");
    assertFailure("./first", "", 126, "is a directory: ./first");
    assertFailure("./nope", "", 127, "no such file: ./nope");
    assertFailure("", path(), 127, "command not found: the command is empty");
  }

  private void assertFailure(String name, String path, int status, String message) {
    LaunchFailure failure = failure(name, tmp, path);
    assertThat(failure).as(name).isNotNull().hasMessage(message);
    assertThat(failure.status()).as(name).isEqualTo(status);
  }
}
