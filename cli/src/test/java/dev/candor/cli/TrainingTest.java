package dev.candor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher's class-data archive is made from {@link Training}'s calls: both must succeed, one
 * showing a small output whole and one cutting a long output, or the archive lacks the classes of
 * the other kind of call.
 */
class TrainingTest {
  @Test
  void trainsOnAWholeOutputAndOnACutOne(@TempDir Path dir) throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    ProcessBuilder pb = new ProcessBuilder(java, "-XX:-UsePerfData", "-cp", System.getProperty("java.class.path"),
        Training.class.getName()).directory(dir.toFile());
    pb.environment().put("CANDOR_HOME", dir.toString());
    pb.environment().remove("CANDOR_STORE");
    pb.environment().remove("CANDOR_TRACE");
    Process p = pb.start();
    byte[] out = p.getInputStream().readAllBytes();
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
    String text = new String(out, StandardCharsets.UTF_8);
    assertThat(p.exitValue()).as(text + err).isZero();
    int cutCall = text.indexOf("command: sh -c");
    assertThat(cutCall).as(text).isPositive();
    assertThat(text.substring(0, cutCall)).as("the small call, whole").contains("hello\nerror: x\n").doesNotContain("[... cut");
    assertThat(text.substring(cutCall)).as("the long call, cut").contains("[... cut").contains("error: x failed")
        .contains("INFO step 3999 of the run");
  }
}
