package dev.candor.runtimes.bench;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.candor.Interval;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Optional;

/**
 * {@link Report#json()}: {@code unit}, {@code budgets}, {@code cases}, and {@code rows}, one object
 * per method and budget. Each count of cases out of a whole ({@code full_recall} of {@code cases},
 * {@code marked_when_cut} of {@code cut}, ...) comes with its share and the share's 95% Wilson
 * interval ({@code *_ci95}, {@code null} over no cases); {@code mean_recall_ci95} is the bootstrap
 * interval over cases. Shares and bounds are fractions from 0 to 1.
 */
final class ReportJson {
  private static final JsonFactory FACTORY = new JsonFactory();

  private ReportJson() {}

  static String render(Report r) {
    StringWriter out = new StringWriter();
    try (JsonGenerator g = FACTORY.createGenerator(out)) {
      g.writeStartObject();
      g.writeStringField("unit", r.unit().label());
      g.writeArrayFieldStart("budgets");
      for (long b : r.budgets()) {
        g.writeNumber(b);
      }
      g.writeEndArray();
      g.writeNumberField("cases", r.cases());
      g.writeArrayFieldStart("rows");
      for (Row row : r.rows()) {
        row(g, row);
      }
      g.writeEndArray();
      g.writeEndObject();
    } catch (IOException e) {
      throw new UncheckedIOException("writing JSON to a string cannot fail", e);
    }
    return out.toString() + "\n";
  }

  private static void row(JsonGenerator g, Row r) throws IOException {
    g.writeStartObject();
    g.writeStringField("method", r.method().label());
    g.writeNumberField("budget", r.budget());
    g.writeStringField("cap", r.cap());
    g.writeNumberField("cases", r.cases());
    g.writeNumberField("mean_recall", r.meanRecall());
    interval(g, "mean_recall_ci95", r.meanRecallInterval());
    g.writeNumberField("evidence_kept", r.evidenceKept());
    g.writeNumberField("evidence_total", r.evidenceTotal());
    share(g, "full_recall", r.fullRecall(), r.cases());
    share(g, "exit_code_shown", r.exitCodeShown(), r.cases());
    g.writeNumberField("cut", r.cut());
    share(g, "marked_when_cut", r.markedWhenCut(), r.cut());
    g.writeNumberField("json_cases", r.jsonCases());
    share(g, "valid_json", r.validJson(), r.jsonCases());
    share(g, "over_budget", r.overBudget(), r.cases());
    g.writeNumberField("max_size", r.maxSize());
    g.writeNumberField("max_size_over_budget", r.maxSizeOverBudget());
    g.writeNumberField("mean_o200k_tokens", r.meanTokens());
    g.writeEndObject();
  }

  /** {@code name}: the count; {@code name_share} and {@code name_share_ci95}: of {@code whole}, null over none. */
  private static void share(JsonGenerator g, String name, long part, long whole) throws IOException {
    g.writeNumberField(name, part);
    if (whole == 0) {
      g.writeNullField(name + "_share");
      g.writeNullField(name + "_share_ci95");
      return;
    }
    g.writeNumberField(name + "_share", (double) part / whole);
    interval(g, name + "_share_ci95", Optional.of(Interval.wilson(part, whole)));
  }

  private static void interval(JsonGenerator g, String name, Optional<Interval> i) throws IOException {
    if (i.isEmpty()) {
      g.writeNullField(name);
      return;
    }
    g.writeArrayFieldStart(name);
    g.writeNumber(round(i.get().low()));
    g.writeNumber(round(i.get().high()));
    g.writeEndArray();
  }

  private static double round(double v) {
    return Math.round(v * 10_000) / 10_000.0;
  }
}
