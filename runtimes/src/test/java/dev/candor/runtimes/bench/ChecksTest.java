package dev.candor.runtimes.bench;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class ChecksTest {
  @ParameterizedTest
  @ValueSource(strings = {
      "exit code: 1",
      "Exit code: 1",
      "Exit code 1\nBUILD FAILURE",
      "Exit Code: 1",
      "[The command completed with exit code 1.]",
      "Process exited with code 1",
      "{\"candor\":{\"exit_code\":1}}",
      "npm error exit status 1"})
  void statesExitCode_readsEveryRuntimesStatement(String observation) {
    assertThat(Checks.statesExitCode(observation, 1)).isTrue();
  }

  @ParameterizedTest
  @ValueSource(strings = {"exit code: 101", "exit code: 10", "Error 1", "code 1", "make: *** [all] Error 1", ""})
  void statesExitCode_wantsThatCodeInAStatement(String observation) {
    assertThat(Checks.statesExitCode(observation, 1)).isFalse();
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "head\n..._This content has been truncated to stay below 2000 characters_...\ntail",
      "a\n[... cut lines 4-9 from the middle: 6 lines, 120 bytes ...]\nb",
      "{\"candor\":{\"showing\":11,\"of\":710},\"items\":[]}",
      "{\"a\":\"[cut: 171 bytes]\"}",
      "x,y\n# candor: exit code 0; showing 70 of 710 rows,,",
      "abc\n... [truncated]"})
  void marked_recognisesEveryMarker(String observation) {
    assertThat(Checks.marked(observation)).isTrue();
  }

  @ParameterizedTest
  @ValueSource(strings = {"plain output", "showing 3 of 4", "[truncated]", "{\"showing\":1}"})
  void marked_ignoresLookalikes(String observation) {
    assertThat(Checks.marked(observation)).isFalse();
  }

  @ParameterizedTest
  @CsvSource(delimiter = ';', value = {
      "json; [1,2,3]; true",
      "json; Output: {\"a\":[1,2]}\\nExit Code: 1; true",
      "json; {\"a\":[1,2]}\\n[The command completed with exit code 0.]; true",
      "json; [1,2,…12 chars truncated…9]; false",
      "json; [1,2,; false",
      "json; no document; false",
      "ndjson; {\"a\":1}\\n{\"b\":2}; true",
      "ndjson; Chunk ID: 000000\\nOutput:\\n{\"a\":1}\\n[The command completed.]; true",
      "ndjson; {\"a\":1}\\n{\"b\":…40 chars truncated…:3}; false",
      "ndjson; {\"a\":1} {\"b\":2}; false",
      "ndjson; [\"start\",{\"name\":\"TAP Tests\"}]\\n[\"pass\",{\"ok\":true}]; true",
      "ndjson; [\"start\",{\"name\":\"TAP Tests\"}]\\n[\"pass\",{\"ok\":tr; false",
      "ndjson; Output:\\n[\"pass\",{\"ok\":true}]\\n[... 12 lines truncated ...]; true"})
  void validJson_parsesTheDocumentInsideARuntimesLines(String tool, String observation, boolean valid) {
    assertThat(Checks.validJson(tool, observation.replace("\\n", "\n"))).isEqualTo(valid);
  }
}
