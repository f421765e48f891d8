package dev.candor.mcp;

import dev.candor.Budget;
import dev.candor.Evidence;
import dev.candor.Shaped;
import dev.candor.Shaper;
import dev.candor.Strategy;
import dev.candor.store.Facts;
import dev.candor.store.Handle;
import dev.candor.store.Jq;
import dev.candor.store.ResultMeta;
import dev.candor.store.ResultStore;
import dev.candor.store.StoreException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

/**
 * A jq program's answer over a stored result, for {@code candor more --jq} and {@code candor_more}
 * alike: shaped like any structured result (valid JSON, or NDJSON for several outputs, with the true
 * count), and when the answer is cut, the whole answer is stored with a handle of its own.
 */
public final class JqAnswer {
  private JqAnswer() {}

  /**
   * Runs {@code program} over the result behind {@code h} and shapes what it gives.
   *
   * @param more how to ask for more of a result, such as {@code "candor more"}; the answer's own
   *     handle follows it
   * @throws dev.candor.ShapeException when the program fails or passes a limit, with why
   */
  public static Shaped answer(ResultStore store, Handle h, String program, boolean slurp, Budget budget, String more)
      throws IOException {
    Facts facts = store.facts(h);
    Jq.Result r;
    byte[] head = new byte[64];
    try (InputStream in = store.openRaw(h)) {
      InputStream buffered = new java.io.BufferedInputStream(in, 1 << 16);
      buffered.mark(head.length);
      int n = buffered.readNBytes(head, 0, head.length);
      buffered.reset();
      Jq.Input input = Jq.Input.of(facts.contentType(), java.util.Arrays.copyOf(head, n));
      r = Jq.run(buffered, facts.size(), program, input, slurp, Jq.Limits.defaults());
    }
    String what = "jq '" + program + "'" + (slurp ? " --slurp" : "") + " over " + h.value() + ": "
        + String.format(Locale.ROOT, "%,d", r.count()) + (r.count() == 1 ? " output" : " outputs");
    Strategy strategy = r.ndjson() ? Strategy.NDJSON : Strategy.JSON;
    String body = r.count() == 0 ? "" : r.text();
    Shaped shaped = shape(body, strategy, budget, more + " " + h.value() + " (the result it was computed from)", what);
    if (shaped.cuts().isEmpty()) {
      return shaped;
    }
    try {
      Handle own = store.put(new ByteArrayInputStream(body.getBytes(StandardCharsets.UTF_8)),
          ResultMeta.none().withTool("jq").withArgv(List.of("jq", program)).withContentType(
              r.ndjson() ? "application/x-ndjson" : "application/json"));
      return shape(body, strategy, budget, more + " " + own.value(), what);
    } catch (StoreException e) {
      return shaped; // the answer stands; only its copy is missing, as the summary says
    }
  }

  private static Shaped shape(String body, Strategy strategy, Budget budget, String ref, String what) {
    return Shaper.builder().budget(budget).strategy(strategy).fullOutput(ref).build()
        .shape(body, Evidence.none().withTool("jq").withCommand(what));
  }
}
