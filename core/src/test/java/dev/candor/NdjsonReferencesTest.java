package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * In an event stream, a failure record that names another record by id (a step's {@code
 * testCaseStartedId}) is shown with the records it leads to, hop by hop, so the scenario that
 * failed is named, though its own record came hundreds of lines before.
 */
class NdjsonReferencesTest {

  /** A cucumber-style message stream: 200 scenarios declared, then run; scenario 37's step fails. */
  private static String messages() {
    StringBuilder sb = new StringBuilder("{\"meta\":{\"protocolVersion\":\"22.0.0\"}}\n");
    for (int i = 0; i < 200; i++) {
      sb.append(String.format(Locale.ROOT,
          "{\"pickle\":{\"id\":\"pickle-%04d\",\"uri\":\"features/zone%02d.feature\",\"name\":\"a %d kg parcel to zone %d\"}}%n",
          i, i % 12, 5 + i % 30, i % 12));
    }
    for (int i = 0; i < 200; i++) {
      sb.append(String.format(Locale.ROOT, "{\"testCase\":{\"id\":\"case-%04d\",\"pickleId\":\"pickle-%04d\"}}%n", i, i));
    }
    for (int i = 0; i < 200; i++) {
      sb.append(String.format(Locale.ROOT,
          "{\"testCaseStarted\":{\"id\":\"started-%04d\",\"testCaseId\":\"case-%04d\",\"attempt\":0}}%n", i, i));
      String status = i == 137 ? "FAILED\",\"message\":\"Expected 2040 !== 1740" : "PASSED";
      sb.append(String.format(Locale.ROOT,
          "{\"testStepFinished\":{\"testCaseStartedId\":\"started-%04d\",\"testStepResult\":{\"status\":\"%s\"}}}%n",
          i, status));
    }
    return sb.append("{\"testRunFinished\":{\"success\":false}}\n").toString();
  }

  @Test
  void aFailedStepIsShownWithTheRecordsItPointsAtUpToItsScenariosName() throws Exception {
    String in = messages();
    Evidence ev = Evidence.of("npx cucumber-js --format message", 1);
    for (int budget : new int[] {2000, 4000}) {
      for (Shaped s : HeldAndStreamed.shape(in, ev, budget)) {
        assertThat(s.text()).as(budget + ":\n" + s.text())
            .contains("Expected 2040 !== 1740")
            .contains("\"name\":\"a 22 kg parcel to zone 5\"")
            .contains("records they point at by id");
      }
    }
  }
}
