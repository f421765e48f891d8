package dev.candor.store;

import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * What is known about one stored result, without its content.
 *
 * @param handle the result's handle
 * @param sha256 lowercase hex SHA-256 of the raw bytes as they were given to {@code put}
 * @param size the raw size in bytes
 * @param lines the number of lines: line feeds, plus one if the last line has none
 * @param storedBytes the compressed size, shared with every other result of the same content
 * @param encoding the declared charset, else {@code UTF-8} if the bytes are valid UTF-8, else
 *     {@code binary}
 * @param contentType the declared media type, else {@code text/plain} or {@code
 *     application/octet-stream}
 * @param exitCode the exit code given to {@code put}, if any
 * @param tool the tool's name, if given
 * @param argv the command and its arguments, if given
 * @param runId the run the result belongs to, if any
 * @param createdAt when it was stored
 * @param expiresAt when it expires
 */
public record Facts(
    Handle handle,
    String sha256,
    long size,
    long lines,
    long storedBytes,
    String encoding,
    String contentType,
    OptionalInt exitCode,
    Optional<String> tool,
    List<String> argv,
    Optional<String> runId,
    Instant createdAt,
    Instant expiresAt) {

  public Facts {
    Objects.requireNonNull(handle, "handle");
    Objects.requireNonNull(sha256, "sha256");
    Objects.requireNonNull(encoding, "encoding");
    Objects.requireNonNull(contentType, "contentType");
    Objects.requireNonNull(exitCode, "exitCode");
    Objects.requireNonNull(tool, "tool");
    argv = List.copyOf(argv);
    Objects.requireNonNull(runId, "runId");
    Objects.requireNonNull(createdAt, "createdAt");
    Objects.requireNonNull(expiresAt, "expiresAt");
    if (size < 0 || lines < 0 || storedBytes < 0) {
      throw new IllegalArgumentException("negative size " + size + ", lines " + lines + " or storedBytes " + storedBytes);
    }
  }

  /** One line for a person: {@code cnd_… 1,234 lines, 56,789 bytes (12,345 stored), UTF-8, exit 1}. */
  public String describe() {
    StringBuilder s = new StringBuilder(handle.value()).append(' ')
        .append(String.format(Locale.ROOT, "%,d lines, %,d bytes (%,d stored), %s", lines, size, storedBytes, encoding));
    exitCode.ifPresent(code -> s.append(", exit ").append(code));
    return s.toString();
  }
}
