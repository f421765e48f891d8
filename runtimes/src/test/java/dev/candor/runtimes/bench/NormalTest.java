package dev.candor.runtimes.bench;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class NormalTest {
  @Test
  void form_dropsAnsiEscapesAndControlCharacters() {
    assertThat(Normal.form("\u001b[1m\u001b[31merror\u001b[0m: x\u0007\u001b]8;;file://a\u001b\\y"))
        .isEqualTo("error: xy");
  }

  @Test
  void form_keepsEveryProgressFrameOnItsOwnLine() {
    assertThat(Normal.form("10%\r50%\r100% done\r\nnext")).isEqualTo("10%\n50%\n100% done\nnext");
  }

  @Test
  void screen_keepsTheLastFrameOfARedrawnLine() {
    assertThat(Normal.screen("10%\r50%\r100% done\r\nnext")).isEqualTo("100% done\nnext");
  }

  @Test
  void form_readsJsonWithAndWithoutOptionalSpacesAlike() {
    assertThat(Normal.form("{\"a\": 1, \"b\": 2}")).isEqualTo(Normal.form("{\"a\":1,\"b\":2}"));
    // a pretty printer's spaces inside braces and brackets, as Biome's json-pretty reporter writes them
    assertThat(Normal.form("\"start\": { \"line\": 20, \"column\": 21 }, \"tags\": [ \"a\", \"b\" ]"))
        .isEqualTo(Normal.form("\"start\":{\"line\":20,\"column\":21},\"tags\":[\"a\",\"b\"]"));
    // a tab after the colon, as iperf3's pretty printer writes it
    assertThat(Normal.form("\"bits_per_second\":\t0,")).isEqualTo(Normal.form("\"bits_per_second\":0,"));
  }
}
