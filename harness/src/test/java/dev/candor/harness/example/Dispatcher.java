package dev.candor.harness.example;

import dev.candor.Budget;
import dev.candor.Evidence;
import dev.candor.Shaper;
import dev.candor.runtimes.RuntimeProfile;
import dev.candor.runtimes.Runtimes;
import java.nio.charset.StandardCharsets;
import java.util.OptionalInt;
import java.util.function.Function;

/**
 * A fake agent loop's dispatcher: runs the tool and hands its output to the model the way one
 * runtime would, keeping both sides so that a test can compare them.
 */
final class Dispatcher {
  /** One call: what the tool returned, and what the model received. */
  record Call(byte[] returned, String received, int exitCode) {}

  private final Function<byte[], String> toModel;

  private Dispatcher(Function<byte[], String> toModel) {
    this.toModel = toModel;
  }

  /** Through a modelled runtime at its default cap, such as {@code smolagents} or {@code codex}. */
  static Dispatcher through(String runtime) {
    RuntimeProfile p = Runtimes.named(runtime);
    return new Dispatcher(out -> p.observe(out, OptionalInt.of(BuildTool.EXIT_CODE)));
  }

  /** Through Candor's shaper at {@code budget}, with the command and exit code as evidence. */
  static Dispatcher throughCandor(Budget budget) {
    Shaper shaper = Shaper.builder().budget(budget).build();
    return new Dispatcher(out -> shaper.shape(out, Evidence.of(BuildTool.COMMAND, BuildTool.EXIT_CODE)).text());
  }

  /** Through Candor's shaper at {@code budget}, then through a runtime, which no longer needs to cut. */
  static Dispatcher throughCandorThen(Budget budget, String runtime) {
    Shaper shaper = Shaper.builder().budget(budget).build();
    RuntimeProfile p = Runtimes.named(runtime);
    return new Dispatcher(out -> p.observe(
        shaper.shape(out, Evidence.of(BuildTool.COMMAND, BuildTool.EXIT_CODE)).text().getBytes(StandardCharsets.UTF_8),
        OptionalInt.of(BuildTool.EXIT_CODE)));
  }

  /**
   * Through a runtime that summarises large results with a model instead of cutting them, as
   * Gemini CLI's tool-output distillation does: a paraphrase, with no marker.
   */
  static Dispatcher summarising() {
    return new Dispatcher(out -> "The Maven build of shop failed.\nMost classes compiled before the failure.\n"
        + "One class in the service layer has a missing method.");
  }

  Call call() {
    byte[] returned = BuildTool.run();
    return new Call(returned, toModel.apply(returned), BuildTool.EXIT_CODE);
  }
}
