package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** A text shaped both ways a caller can hand it over: whole, and as a stream the scanner reads. */
final class HeldAndStreamed {
  private HeldAndStreamed() {}

  /** {@code text} shaped to {@code chars} held and streamed, in that order; each checked to fit. */
  static List<Shaped> shape(String text, Evidence ev, int chars) throws IOException {
    Shaper shaper = Shaper.builder().budget(Budget.chars(chars)).build();
    Shaped held = shaper.shape(text, ev);
    Shaped streamed = shaper.shape(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), ev);
    for (Shaped s : List.of(held, streamed)) {
      assertThat(s.size()).isLessThanOrEqualTo(chars);
    }
    return List.of(held, streamed);
  }
}
