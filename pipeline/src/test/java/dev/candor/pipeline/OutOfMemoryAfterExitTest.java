package dev.candor.pipeline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The heap running out once the command has ended carries the command's status out; before, it carries none. */
class OutOfMemoryAfterExitTest {
  @TempDir Path dir;

  private static Call.Builder exiting(Path dir, String failAt) {
    return Call.command(List.of("echo some output; exit 3")).shell(true).cwd(dir).keep(Keep.none("--no-store"))
        .steps(step -> {
          if (step.equals(failAt)) {
            throw new OutOfMemoryError("Java heap space");
          }
        });
  }

  @Test
  void outOfMemoryAfterTheCommandEndedCarriesItsExitStatus() {
    for (String step : List.of("command ran", "stored", "shaped")) {
      assertThatThrownBy(() -> Pipeline.run(exiting(dir, step).build())).as(step)
          .isInstanceOfSatisfying(OutOfMemoryAfterExit.class, e -> {
            assertThat(e.status()).isEqualTo(3);
            assertThat(e.getMessage()).isEqualTo("Java heap space");
          });
    }
  }

  @Test
  void outOfMemoryBeforeTheCommandRanCarriesNoStatus() {
    assertThatThrownBy(() -> Pipeline.run(exiting(dir, "store opened").build()))
        .isInstanceOf(OutOfMemoryError.class).isNotInstanceOf(OutOfMemoryAfterExit.class);
  }
}
