package dev.candor.trace;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Checks JSONL traces for tool spans that misreport what the model saw: a stream clipped without
 * its flag, a flag under the cap, a full hash on a clipped stream, {@code ok_preview} on a
 * truncated, failed, timed-out or signalled call, an observation shorter than the output with
 * nothing marked as cut, a non-zero exit the observation does not state, error lines in the
 * dropped region, both streams empty with exit 0 (a possible pipe stall), a text preview of binary
 * output, and missing or mistyped fields. Every finding carries its {@link LintKind} and the first
 * action to take on it.
 *
 * <p>It reports every problem the span contract's own script ({@code lint_truncation.py}) reports,
 * on any span, and goes on checking after a missing field where that script stops.
 *
 * <pre>{@code
 * Lint.Result r = Lint.run(Path.of("run.jsonl"));
 * System.out.println(r.text());   // L3: stdout clipped without flag ... issues=1
 * System.exit(r.exitStatus());    // 1: found something; 0: clean; 2: unusable input
 * }</pre>
 *
 * <p>Every line is judged on its own: a line that is not JSON is a finding, never a failure of
 * the run, and blank lines are ignored. Lines whose {@code span_type} is not {@code tool}
 * (including lines without one) are skipped, as the span contract says.
 */
public final class Lint {
  private Lint() {}

  /**
   * One problem on one line of a trace.
   *
   * @param file the trace
   * @param line the line's number, from 1
   * @param kind which rule the line breaks
   * @param problem what is wrong, such as {@code stdout clipped without flag}
   * @param advice the first action to take, in one line; see {@link LintKind#advice}
   */
  public record Finding(Path file, long line, LintKind kind, String problem, String advice) {
    public Finding {
      Objects.requireNonNull(file, "file");
      Objects.requireNonNull(kind, "kind");
      Objects.requireNonNull(problem, "problem");
      Objects.requireNonNull(advice, "advice");
    }

    /** {@code L<line>: <problem>}. */
    @Override
    public String toString() {
      return "L" + line + ": " + problem;
    }
  }

  /**
   * The outcome of linting one or more traces.
   *
   * @param files the traces, in the order given
   * @param findings every problem, in file and line order
   * @param errors one message per trace that could not be read at all, such as {@code cannot read
   *     run.jsonl: no such file}; for standard error
   */
  public record Result(List<Path> files, List<Finding> findings, List<String> errors) {
    public Result {
      files = List.copyOf(files);
      findings = List.copyOf(findings);
      errors = List.copyOf(errors);
    }

    /** How many problems were found. */
    public int issues() {
      return findings.size();
    }

    /** For a command's exit: 2 if a trace could not be read, else 1 if anything was found, else 0. */
    public int exitStatus() {
      return !errors.isEmpty() ? 2 : findings.isEmpty() ? 0 : 1;
    }

    /**
     * One {@code L<n>: <problem>} line per finding, prefixed with {@code <file>: } when more than one
     * trace was linted and followed by an indented {@code   first action: <advice>} line, then
     * {@code issues=N}; each line ends with a line break.
     */
    public String text() {
      StringBuilder sb = new StringBuilder();
      for (Finding f : findings) {
        if (files.size() > 1) {
          sb.append(f.file()).append(": ");
        }
        sb.append(f).append('\n');
        sb.append("  first action: ").append(f.advice()).append('\n');
      }
      return sb.append("issues=").append(issues()).append('\n').toString();
    }

    /**
     * <code>{"issues":N,"findings":[{"file":..,"line":..,"kind":..,"problem":..,"advice":..}]}</code>,
     * the kind in lower case ({@code clipped_without_flag}), with an {@code
     * errors} array of messages added only when a trace could not be read.
     */
    public String json() {
      StringWriter out = new StringWriter();
      try (JsonGenerator g = Json.FACTORY.createGenerator(out)) {
        g.writeStartObject();
        g.writeNumberField("issues", issues());
        g.writeArrayFieldStart("findings");
        for (Finding f : findings) {
          g.writeStartObject();
          g.writeStringField("file", f.file().toString());
          g.writeNumberField("line", f.line());
          g.writeStringField("kind", f.kind().name().toLowerCase(Locale.ROOT));
          g.writeStringField("problem", f.problem());
          g.writeStringField("advice", f.advice());
          g.writeEndObject();
        }
        g.writeEndArray();
        if (!errors.isEmpty()) {
          g.writeArrayFieldStart("errors");
          for (String e : errors) {
            g.writeString(e);
          }
          g.writeEndArray();
        }
        g.writeEndObject();
      } catch (IOException e) {
        throw new UncheckedIOException("writing JSON to a string cannot fail", e);
      }
      return out.toString();
    }
  }

  /** Lints each trace in turn; one that cannot be read is an error, and the rest are still linted. */
  public static Result run(Path... files) {
    return run(List.of(files));
  }

  /** Lints each trace in turn; see {@link #run(Path...)}. */
  public static Result run(List<Path> files) {
    if (files.isEmpty()) {
      throw new IllegalArgumentException("no trace to lint: pass at least one JSONL file");
    }
    List<Finding> findings = new ArrayList<>();
    List<String> errors = new ArrayList<>();
    for (Path file : files) {
      String error = TraceLines.unusable(file);
      if (error == null) {
        error = lint(file, findings);
      }
      if (error != null) {
        errors.add("cannot read " + file + ": " + error);
      }
    }
    return new Result(files, findings, errors);
  }

  /** Adds the findings of {@code file}; returns why it could not be read, or null. */
  private static String lint(Path file, List<Finding> findings) {
    List<Finding> mine = new ArrayList<>();
    try (InputStream in = new BufferedInputStream(Files.newInputStream(file), 64 * 1024)) {
      TraceLines lines = new TraceLines(in);
      for (TraceLines.Line line = lines.next(); line != null; line = lines.next()) {
        for (LintRules.Problem p : problems(line)) {
          mine.add(new Finding(file, line.number(), p.kind(), p.text(), p.advice()));
        }
      }
    } catch (NoSuchFileException e) {
      return "no such file";
    } catch (AccessDeniedException e) {
      return "permission denied";
    } catch (IOException e) {
      return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
    findings.addAll(mine);
    return null;
  }

  private static List<LintRules.Problem> problems(TraceLines.Line line) {
    if (line.failure() != null) {
      return List.of(unparseable(line.failure()));
    }
    if (line.text().isBlank()) {
      return List.of();
    }
    JsonNode span;
    try {
      span = Json.mapper().readTree(line.text());
    } catch (JsonProcessingException e) {
      return List.of(unparseable(Json.reason(e)));
    }
    return LintRules.problems(span);
  }

  private static LintRules.Problem unparseable(String why) {
    return new LintRules.Problem(LintKind.UNPARSEABLE, null, "unparseable: " + why);
  }
}
