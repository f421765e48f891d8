package dev.candor.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.candor.Budget;
import dev.candor.ShapeException;
import dev.candor.Shaped;
import dev.candor.trace.ShapedFacts;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.function.LongFunction;

/**
 * A {@link Shaped} result as one JSON object, for {@code --format json}: its text, then its facts in
 * the form every front end shares ({@link ShapedFacts}), pretty-printed.
 *
 * <p>The whole answer keeps to the budget, not only its text. When the pretty form does not fit,
 * the answer is compact; then its facts are cut, and a {@code "facts"} field says which are left:
 * {@code "counts"} (the sizes and line counts) or {@code "none"}; then the text is shaped again at
 * a smaller budget, when the caller can; last, only the text's first lines are kept, or the text is
 * left out, and {@code "text_cut": true} says so, down to {@code {}}. A budget below {@code {}} is a usage error ({@link #checkRoom}).
 */
final class ShapedJson {
  private static final JsonFactory FACTORY = new JsonFactory();
  /** The facts of the "counts" form, the ones that say how much was shown and cut. */
  private static final List<String> COUNTS = List.of(
      "size", "shown_lines", "omitted_lines", "omitted_bytes", "error_lines_found", "error_lines_shown",
      "items_shown", "items_total");
  /** Shapings tried at smaller budgets before the text is left out. */
  private static final int RESHAPES = 8;

  private ShapedJson() {}

  /**
   * {@code s} as JSON within {@code budget}, the answer's (its text was shaped to less, {@link
   * #textBudget}); {@code reshape}, when not null, shapes the same output again at a smaller limit
   * (same unit) for when even the text alone and the word that the facts were cut do not fit.
   */
  static String write(Shaped s, Budget budget, LongFunction<Shaped> reshape) {
    String full = form(s, true, null);
    if (budget.fits(full)) {
      return full;
    }
    // Every fact fits beside a smaller text when the facts take at most half the budget: shaping
    // the text again is then better than cutting them.
    boolean roomForFacts = budget.measure(form(s, false, "all")) - budget.measure(s.text()) <= budget.limit() / 2;
    Shaped shaped = s;
    for (int round = 0; ; round++) {
      String all = form(shaped, false, "all");
      if (budget.fits(all)) {
        return all;
      }
      boolean again = reshape != null && round < RESHAPES;
      if (!again || !roomForFacts) {
        for (String facts : new String[] {"counts", "none"}) {
          String answer = form(shaped, false, facts);
          if (budget.fits(answer)) {
            return answer;
          }
        }
      }
      if (!again) {
        break;
      }
      long over = budget.measure(roomForFacts ? all : form(shaped, false, "none")) - budget.limit();
      // from what the text measures, not its budget (a text rarely fills it), by more each round
      long limit = Math.min(shaped.budget().limit(), shaped.size()) - Math.max(1, over) * (round + 1);
      if (limit < 1) {
        break;
      }
      shaped = reshape.apply(limit);
    }
    String first = firstLines(shaped, budget);
    if (first != null) {
      return first;
    }
    for (String standIn : new String[] {"{\"text_cut\":true,\"truncated\":" + s.truncated() + ",\"facts\":\"none\"}",
        "{\"text_cut\":true}", "{}"}) {
      if (budget.fits(standIn)) {
        return standIn;
      }
    }
    throw new IllegalStateException("checkRoom lets no budget below {} through: " + budget);
  }

  /**
   * The budget to shape the text of a JSON answer within {@code answer}: less the room its facts
   * usually take, so that at a budget of thousands every fact is shown; at a small budget, less only
   * the room of the word that the facts were cut. What the reserve misses, the cut forms make up.
   */
  static Budget textBudget(Budget answer) {
    long facts = answer.measure(TYPICAL_FACTS);
    long reserve = facts * 2 <= answer.limit() ? facts + answer.limit() / 16
        : answer.measure("{\"text\":\"\",\"truncated\":true,\"facts\":\"none\"}") + answer.limit() / 8;
    return new Budget(Math.max(1, answer.limit() - reserve), answer.unit(), answer.tokenizer());
  }

  /** A compact answer of every fact of an output with three cuts, for the reserve of {@link #textBudget}. */
  private static final String TYPICAL_FACTS = "{\"text\":\"\",\"strategy\":\"log\",\"budget\":{\"limit\":8000,"
      + "\"unit\":\"chars\",\"tokenizer\":\"o200k_base\"},\"size\":7996,\"truncated\":true,\"evidence\":{\"tool\":\"bash\","
      + "\"command\":\"mvn -B -q test -pl core\",\"exit_code\":1,\"signal\":null,\"timed_out\":false},\"input\":{\"bytes\":123456789,"
      + "\"lines\":1234567,\"chars\":123456789,\"sha256\":\"" + "0".repeat(64) + "\",\"head_sha256\":\"" + "0".repeat(64)
      + "\",\"tail_sha256\":\"" + "0".repeat(64) + "\",\"encoding\":\"utf-8\",\"invalid_utf8\":0,\"binary_type\":null},"
      + "\"shown_lines\":120,\"omitted_lines\":1234447,\"omitted_bytes\":123400000,\"error_lines_found\":12,"
      + "\"error_lines_shown\":12,\"cuts\":[{\"reason\":\"middle\",\"from\":61,\"to\":1234000,\"count\":1233940,"
      + "\"bytes\":123000000},{\"reason\":\"middle\",\"from\":61,\"to\":1234000,\"count\":1233940,\"bytes\":123000000},"
      + "{\"reason\":\"repeats\",\"from\":61,\"to\":1234000,\"count\":1233940,\"bytes\":123000000,\"like\":\"INFO processed batch <n>\"}],"
      + "\"notes\":[\"ANSI escapes stripped\"]}";

  /**
   * The text's first lines that fit with the word that the rest of the text was cut, for an answer
   * whose output cannot be shaped again (read from standard input and not kept); null when not even
   * its first line fits.
   */
  private static String firstLines(Shaped s, Budget budget) {
    String text = s.text();
    String best = null;
    for (int end = text.indexOf('\n'); end > 0; end = text.indexOf('\n', end + 1)) {
      String answer = cutText(text.substring(0, end), s.truncated());
      if (!budget.fits(answer)) {
        break;
      }
      best = answer;
    }
    return best;
  }

  private static String cutText(String text, boolean truncated) {
    StringWriter w = new StringWriter();
    try (JsonGenerator g = FACTORY.createGenerator(w)) {
      g.writeStartObject();
      g.writeStringField("text", text);
      g.writeBooleanField("text_cut", true);
      g.writeBooleanField("truncated", truncated);
      g.writeStringField("facts", "none");
      g.writeEndObject();
    } catch (IOException e) {
      throw new UncheckedIOException("writing to a string cannot fail", e);
    }
    return w.toString();
  }

  /** A usage error when {@code budget} cannot hold even {@code {}}, the smallest JSON answer. */
  static void checkRoom(Budget budget) {
    if (!budget.fits("{}")) {
      throw new ShapeException("--budget", "--format json needs a budget of at least " + budget.measure("{}")
          + " (its smallest answer is {}), not " + budget.limit());
    }
  }

  /**
   * One form of the answer: pretty with every fact, or compact with {@code facts} "all", "counts"
   * or "none"; a cut form names itself in a {@code "facts"} field after {@code truncated}.
   */
  private static String form(Shaped s, boolean pretty, String facts) {
    StringWriter w = new StringWriter();
    try (JsonGenerator g = FACTORY.createGenerator(w)) {
      if (pretty) {
        g.useDefaultPrettyPrinter();
      }
      g.writeStartObject();
      g.writeStringField("text", s.text());
      if (facts != null && !facts.equals("all")) {
        g.writeBooleanField("truncated", s.truncated());
        g.writeStringField("facts", facts);
      }
      for (Map.Entry<String, Object> e : ShapedFacts.of(s).entrySet()) {
        boolean kept = facts == null || facts.equals("all") || facts.equals("counts") && COUNTS.contains(e.getKey());
        if (kept) {
          g.writeFieldName(e.getKey());
          ShapedFacts.write(g, e.getValue());
        }
      }
      g.writeEndObject();
    } catch (IOException e) {
      throw new UncheckedIOException("writing to a string cannot fail", e);
    }
    return w.toString();
  }
}
