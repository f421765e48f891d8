package dev.candor.runtimes;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * One truncation marker found in an observation, and what it says.
 *
 * <p>Every field other than {@code runtimes}, {@code text} and {@code offset} is empty unless the
 * marker states it. Nothing is estimated: Gemini CLI's original size is the shown head and tail
 * plus the omitted count it prints, Claude Code's is the rounded size it prints.
 *
 * @param runtimes the runtimes that write this marker, most likely first; more than one when the
 *     grammar is shared and nothing around it tells them apart (Codex and the OpenAI Agents SDK
 *     both write {@code …N tokens truncated…})
 * @param text the marker as it appears, from its first character to its last
 * @param offset where {@code text} starts in the observation, in UTF-16 code units
 * @param omitted how much the marker says is missing
 * @param original how large the marker says the whole output was
 * @param originalLines how many lines the marker says the whole output had
 * @param limit the cap the marker says was applied
 * @param file where the marker says the full output was saved
 * @param line the line of the full output where the marker says the cut starts
 */
public record Detected(
    List<String> runtimes,
    String text,
    int offset,
    Optional<Amount> omitted,
    Optional<Amount> original,
    OptionalLong originalLines,
    Optional<Amount> limit,
    Optional<String> file,
    OptionalLong line) {

  public Detected {
    runtimes = List.copyOf(runtimes);
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(omitted, "omitted");
    Objects.requireNonNull(original, "original");
    Objects.requireNonNull(originalLines, "originalLines");
    Objects.requireNonNull(limit, "limit");
    Objects.requireNonNull(file, "file");
    Objects.requireNonNull(line, "line");
    if (runtimes.isEmpty()) {
      throw new IllegalArgumentException("a marker names at least one runtime");
    }
    if (offset < 0) {
      throw new IllegalArgumentException("offset < 0: " + offset);
    }
  }

  /** The runtime most likely to have written the marker. */
  public String runtime() {
    return runtimes.get(0);
  }

  /** A marker that states nothing beyond its presence; add facts with the {@code with} methods. */
  static Detected of(List<String> runtimes, String text, int offset) {
    return new Detected(runtimes, text, offset, Optional.empty(), Optional.empty(), OptionalLong.empty(),
        Optional.empty(), Optional.empty(), OptionalLong.empty());
  }

  Detected withOmitted(Amount a) {
    return new Detected(runtimes, text, offset, Optional.of(a), original, originalLines, limit, file, line);
  }

  Detected withOriginal(Amount a) {
    return new Detected(runtimes, text, offset, omitted, Optional.of(a), originalLines, limit, file, line);
  }

  Detected withOriginalLines(long n) {
    return new Detected(runtimes, text, offset, omitted, original, OptionalLong.of(n), limit, file, line);
  }

  Detected withLimit(Amount a) {
    return new Detected(runtimes, text, offset, omitted, original, originalLines, Optional.of(a), file, line);
  }

  Detected withFile(String path) {
    return new Detected(runtimes, text, offset, omitted, original, originalLines, limit, Optional.of(path), line);
  }

  Detected withLine(long n) {
    return new Detected(runtimes, text, offset, omitted, original, originalLines, limit, file, OptionalLong.of(n));
  }

  Detected withRuntimes(List<String> names) {
    return new Detected(names, text, offset, omitted, original, originalLines, limit, file, line);
  }
}
