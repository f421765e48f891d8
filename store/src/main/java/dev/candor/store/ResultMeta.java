package dev.candor.store;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * What the caller knows about a result when storing it. Everything is optional; what the store
 * measures itself (size, lines, SHA-256, whether it is UTF-8) is not asked for.
 *
 * @param tool the tool's name as the agent knows it, such as {@code terminal}
 * @param argv the command and its arguments, or empty
 * @param exitCode the process's exit code, or empty when unknown or not a process
 * @param runId the agent run the result belongs to; empty to use the store's scope, if any
 * @param contentType a media type such as {@code application/json}; empty to let the store say
 *     {@code text/plain} or {@code application/octet-stream}
 * @param encoding the charset the bytes are in; empty to let the store say {@code UTF-8} or
 *     {@code binary}
 * @param ttl how long to keep it; empty for the store's default
 */
public record ResultMeta(
    Optional<String> tool,
    List<String> argv,
    OptionalInt exitCode,
    Optional<String> runId,
    Optional<String> contentType,
    Optional<String> encoding,
    Optional<Duration> ttl) {

  private static final ResultMeta NONE = new ResultMeta(Optional.empty(), List.of(), OptionalInt.empty(),
      Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty());

  public ResultMeta {
    Objects.requireNonNull(tool, "tool");
    argv = List.copyOf(argv);
    Objects.requireNonNull(exitCode, "exitCode");
    Objects.requireNonNull(runId, "runId");
    Objects.requireNonNull(contentType, "contentType");
    Objects.requireNonNull(encoding, "encoding");
    Objects.requireNonNull(ttl, "ttl");
    // Plain tests, not ifPresent with a lambda: every result row is made on a small call's path,
    // where each lambda's first use costs a call-site bootstrap.
    if (runId.isPresent()) {
      requireLabel("runId", runId.get());
    }
    if (tool.isPresent()) {
      requireLabel("tool", tool.get());
    }
    if (contentType.isPresent()) {
      requireLabel("contentType", contentType.get());
    }
    if (encoding.isPresent()) {
      requireLabel("encoding", encoding.get());
    }
    if (ttl.isPresent() && (ttl.get().isNegative() || ttl.get().isZero())) {
      throw new IllegalArgumentException("ttl must be positive: " + ttl.get());
    }
  }

  /** Nothing known beyond the bytes. */
  public static ResultMeta none() {
    return NONE;
  }

  /** A command's arguments and its exit code. */
  public static ResultMeta of(List<String> argv, int exitCode) {
    return NONE.withArgv(argv).withExitCode(exitCode);
  }

  public ResultMeta withTool(String name) {
    return new ResultMeta(Optional.of(name), argv, exitCode, runId, contentType, encoding, ttl);
  }

  public ResultMeta withArgv(List<String> args) {
    return new ResultMeta(tool, args, exitCode, runId, contentType, encoding, ttl);
  }

  public ResultMeta withExitCode(int code) {
    return new ResultMeta(tool, argv, OptionalInt.of(code), runId, contentType, encoding, ttl);
  }

  public ResultMeta withRunId(String id) {
    return new ResultMeta(tool, argv, exitCode, Optional.of(id), contentType, encoding, ttl);
  }

  public ResultMeta withContentType(String type) {
    return new ResultMeta(tool, argv, exitCode, runId, Optional.of(type), encoding, ttl);
  }

  public ResultMeta withEncoding(String name) {
    return new ResultMeta(tool, argv, exitCode, runId, contentType, Optional.of(name), ttl);
  }

  public ResultMeta withTtl(Duration time) {
    return new ResultMeta(tool, argv, exitCode, runId, contentType, encoding, Optional.of(time));
  }

  private static void requireLabel(String what, String value) {
    if (value.isBlank()) {
      throw new IllegalArgumentException(what + " is blank; leave it empty instead");
    }
    if (value.length() > 256) {
      throw new IllegalArgumentException(what + " is " + value.length() + " characters; at most 256");
    }
  }
}
