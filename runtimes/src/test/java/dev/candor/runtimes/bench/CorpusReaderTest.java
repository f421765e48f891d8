package dev.candor.runtimes.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CorpusReaderTest {
  @TempDir
  Path dir;

  private void write(String id, String json, String output) throws IOException {
    Path d = Files.createDirectories(dir.resolve(id));
    Files.writeString(d.resolve("case.json"), json);
    Files.writeString(d.resolve("output"), output);
  }

  @Test
  void read_takesEachCaseInNameOrderAndSkipsOtherFiles() throws IOException {
    write("b-case", "{\"id\":\"b-case\",\"description\":\"d\",\"tool\":\"json\",\"command\":\"jq .\","
        + "\"exit_code\":0,\"evidence\":[\"x\"],\"items\":3}", "[1,2,3]");
    write("a-case", "{\"id\":\"a-case\",\"tool\":\"terminal\",\"command\":\"make\",\"exit_code\":2,"
        + "\"evidence\":[\"Error 1\",\"stop\"],\"items\":null}", "make: Error 1\n");
    Files.writeString(dir.resolve("README.md"), "# corpus");
    List<BenchCase> cases = CorpusReader.read(dir);
    assertThat(cases).extracting(BenchCase::id).containsExactly("a-case", "b-case");
    assertThat(cases.get(0).evidence()).containsExactly("Error 1", "stop");
    assertThat(cases.get(0).exitCode()).isEqualTo(2);
    assertThat(cases.get(1).structured()).isTrue();
  }

  @Test
  void read_namesTheFileThatLacksAField() throws IOException {
    write("c", "{\"id\":\"c\",\"tool\":\"terminal\",\"exit_code\":0,\"evidence\":[]}", "");
    assertThatThrownBy(() -> CorpusReader.read(dir))
        .hasMessage(dir.resolve("c").resolve("case.json") + " lacks one of id, tool, command, exit_code");
  }

  @Test
  void read_rejectsADirectoryThatIsNotThere() {
    assertThatThrownBy(() -> CorpusReader.read(dir.resolve("missing"))).isInstanceOf(NoSuchFileException.class)
        .hasMessageContaining("not a corpus directory");
  }
}
