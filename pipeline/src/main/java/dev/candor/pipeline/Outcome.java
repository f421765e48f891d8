package dev.candor.pipeline;

import dev.candor.Shaped;
import dev.candor.capture.Captured;
import dev.candor.store.Stash;
import dev.candor.trace.Span;
import java.util.Objects;
import java.util.Optional;

/**
 * What one call came to: the observation and its facts, what was kept and how the observation
 * names it, the span, and for a command how it ended.
 *
 * @param shaped the observation and every fact about the cut
 * @param reference where the observation says the full output is: a handle's command, a file, or why nothing was kept
 * @param kept the handle (or why none) and the secrets masked in the output
 * @param span the span, built when the call has a trace to send it to; else empty
 * @param captured for a command, how it ended and what its streams carried; else empty
 */
public record Outcome(Shaped shaped, String reference, Stash.Result kept, Optional<Span> span, Optional<Captured> captured) {
  public Outcome {
    Objects.requireNonNull(shaped, "shaped");
    Objects.requireNonNull(reference, "reference");
    Objects.requireNonNull(kept, "kept");
    Objects.requireNonNull(span, "span");
    Objects.requireNonNull(captured, "captured");
  }

  /** The full output's handle, when it was kept. */
  public Optional<String> handle() {
    return kept.handle() == null ? Optional.empty() : Optional.of(kept.handle().value());
  }

  /** The status a shell gives (see {@link Captured#shellStatus}) for a command; 0 for a given output. */
  public int status() {
    return captured.isPresent() ? captured.get().shellStatus() : 0; // no lambda on a small call's path
  }
}
