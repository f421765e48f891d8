package dev.candor.harness;

import java.util.List;

/**
 * One recorded tool call and what its check found.
 *
 * @param returnedChars what the tool returned, in code points as a terminal shows it
 * @param receivedChars what the model received, likewise
 * @param hitCap whether what the model received carries a marker saying something was cut
 * @param findings what {@link ToolFixture#check()} found
 */
public record Trial(long returnedChars, long receivedChars, boolean hitCap, List<Finding> findings) {

  public Trial {
    findings = List.copyOf(findings);
    if (returnedChars < 0 || receivedChars < 0) {
      throw new IllegalArgumentException("a length < 0: returned " + returnedChars + ", received " + receivedChars);
    }
  }

  static Trial of(ToolFixture f) {
    return new Trial(Screen.length(Screen.of(f.returned())), Screen.length(Screen.of(f.received())), f.hitCap(),
        f.check());
  }
}
