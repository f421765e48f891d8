package dev.candor.runtimes.bench;

import dev.candor.Evidence;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * One corpus case: what a tool printed, how it ended, and the evidence substrings a person picked.
 *
 * @param id the case directory's name
 * @param tool {@code terminal}, {@code list}, {@code log}, {@code file}, {@code json}, {@code
 *     ndjson}, {@code csv} or {@code binary}
 * @param command the command line that ran
 * @param exitCode the exit status observed
 * @param evidence exact substrings of the output, each within one line
 * @param output the raw bytes, stdout and stderr merged
 */
record BenchCase(String id, String tool, String command, int exitCode, List<String> evidence, byte[] output) {

  BenchCase {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(tool, "tool");
    Objects.requireNonNull(command, "command");
    Objects.requireNonNull(output, "output");
    evidence = List.copyOf(evidence);
  }

  /** The output as UTF-8, malformed bytes replaced by U+FFFD, as every modelled runtime decodes it. */
  String text() {
    return new String(output, StandardCharsets.UTF_8);
  }

  Evidence asEvidence() {
    return Evidence.of(command, exitCode);
  }

  OptionalInt exit() {
    return OptionalInt.of(exitCode);
  }

  /** Whether the case is a JSON document or an NDJSON stream, whose observations should parse. */
  boolean structured() {
    return tool.equals("json") || tool.equals("ndjson");
  }

  @Override
  public String toString() {
    return id;
  }
}
