package dev.candor.trace;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

/** One pass of {@link Audit#run}: reads each trace line by line and tallies every tool span. */
final class AuditRun {
  /** Where each size bucket starts; each after the first two is four times the one before. */
  static final long[] BUCKETS = {0, 1, 256, 1L << 10, 1L << 12, 1L << 14, 1L << 16, 1L << 18, 1L << 20, 1L << 22};

  private final AuditTally overall = new AuditTally();
  private final Map<String, AuditTally> tools = new HashMap<>();
  private final Map<String, AuditTally> strategies = new HashMap<>();
  private final long[] bucketCalls = new long[BUCKETS.length];
  private final long[] bucketTruncated = new long[BUCKETS.length];
  private final List<Audit.Loss> losses = new ArrayList<>();
  private final List<Audit.Unparseable> unparseable = new ArrayList<>();
  private final List<String> errors = new ArrayList<>();
  private long otherLines;

  private AuditRun() {}

  static Audit.Report of(List<Path> traces) {
    AuditRun run = new AuditRun();
    for (Path file : traces) {
      String error = TraceLines.unusable(file);
      if (error == null) {
        error = run.read(file);
      }
      if (error != null) {
        run.errors.add("cannot read " + file + ": " + error);
      }
    }
    return run.report(traces);
  }

  /** Tallies {@code file}; returns why it could not be read, or null. Lines read before a failure count. */
  private String read(Path file) {
    long last = 0;
    try (InputStream in = new BufferedInputStream(Files.newInputStream(file), 64 * 1024)) {
      TraceLines lines = new TraceLines(in);
      for (TraceLines.Line line = lines.next(); line != null; line = lines.next()) {
        add(file, line);
        last = line.number();
      }
    } catch (NoSuchFileException e) {
      return "no such file";
    } catch (AccessDeniedException e) {
      return "permission denied";
    } catch (IOException e) {
      String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
      return last == 0 ? why : why + " after line " + last;
    }
    return null;
  }

  private void add(Path file, TraceLines.Line line) {
    if (line.failure() != null) {
      unparseable.add(new Audit.Unparseable(file, line.number(), "unparseable: " + line.failure()));
      return;
    }
    if (line.text().isBlank()) {
      return;
    }
    AuditCall call;
    try {
      call = AuditCall.read(Json.mapper().readTree(line.text()));
    } catch (JsonProcessingException e) {
      unparseable.add(new Audit.Unparseable(file, line.number(), "unparseable: " + Json.reason(e)));
      return;
    } catch (IllegalArgumentException e) {
      unparseable.add(new Audit.Unparseable(file, line.number(), "not auditable: " + e.getMessage()));
      return;
    }
    if (call == null) {
      otherLines++;
      return;
    }
    tally(call);
    if (call.droppedErrorLines() > 0 || call.exitCodeLost() || call.silentCut()) {
      losses.add(new Audit.Loss(file, line.number(), call.tool(), call.argv(), call.strategy(), call.outputBytes(),
          call.observationBytes(), call.droppedErrorLines(),
          call.exitCodeLost() ? call.exitCode() : OptionalLong.empty(), call.silentCut()));
    }
  }

  private void tally(AuditCall call) {
    overall.add(call);
    tools.computeIfAbsent(call.tool(), k -> new AuditTally()).add(call);
    strategies.computeIfAbsent(call.strategy(), k -> new AuditTally()).add(call);
    int b = BUCKETS.length - 1;
    while (call.outputBytes() < BUCKETS[b]) {
      b--;
    }
    bucketCalls[b]++;
    bucketTruncated[b] += call.truncated() ? 1 : 0;
  }

  private Audit.Report report(List<Path> traces) {
    List<Audit.Bucket> sizes = new ArrayList<>();
    for (int i = 0; i < BUCKETS.length; i++) {
      long to = i + 1 < BUCKETS.length ? BUCKETS[i + 1] : Long.MAX_VALUE;
      sizes.add(new Audit.Bucket(BUCKETS[i], to, bucketCalls[i], bucketTruncated[i]));
    }
    return new Audit.Report(traces, overall.figures(), figures(tools), figures(strategies), sizes, losses,
        unparseable, otherLines, errors);
  }

  private static Map<String, Audit.Figures> figures(Map<String, AuditTally> tallies) {
    Map<String, Audit.Figures> out = new HashMap<>();
    tallies.forEach((k, v) -> out.put(k, v.figures()));
    return out;
  }

  /** An unmodifiable copy with the most calls first, then by name. */
  static Map<String, Audit.Figures> ordered(Map<String, Audit.Figures> rows) {
    Map<String, Audit.Figures> out = new LinkedHashMap<>();
    rows.entrySet().stream()
        .sorted(Comparator.comparingLong((Map.Entry<String, Audit.Figures> e) -> -e.getValue().calls())
            .thenComparing(Map.Entry::getKey))
        .forEach(e -> out.put(e.getKey(), e.getValue()));
    return Collections.unmodifiableMap(out);
  }
}
