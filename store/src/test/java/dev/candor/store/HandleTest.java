package dev.candor.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.security.SecureRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class HandleTest {

  @Test
  void aRandomHandleIsCndAndThirtyTwoLowercaseBase32Characters() {
    Handle h = Handle.random(new SecureRandom());
    assertThat(h.value()).matches("cnd_[a-z2-7]{32}");
    assertThat(Handle.parse("  " + h + "\n")).isEqualTo(h);
    assertThat(Handle.isHandle(h.value())).isTrue();
  }

  @Test
  void base32IsRfc4648LowercaseWithoutPadding() {
    assertThat(Handle.base32("foobar".getBytes())).isEqualTo("mzxw6ytboi");
    assertThat(Handle.base32(new byte[20])).isEqualTo("a".repeat(32));
    byte[] ones = new byte[20];
    java.util.Arrays.fill(ones, (byte) 0xff);
    assertThat(Handle.base32(ones)).isEqualTo("7".repeat(32));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "res_abcdefghijklmnopqrstuvwxyz234567|it does not start with \"cnd_\"",
      "cnd_abc|it has 3 characters after the prefix, not 32",
      "cnd_abcdefghijklmnopqrstuvwxyz2345678|it has 33 characters after the prefix, not 32",
      "cnd_ABCDEFGHIJKLMNOPQRSTUVWXYZ234567|character 'A' at position 5 is not in a-z or 2-7",
      "cnd_abcdefghijklmnopqrstuvwxyz234561|character '1' at position 36 is not in a-z or 2-7",
  })
  void aMalformedHandleSaysWhatIsWrongAndWhatAHandleLooksLike(String text, String problem) {
    assertThatThrownBy(() -> Handle.parse(text))
        .isInstanceOfSatisfying(StoreException.class, e -> {
          assertThat(e.kind()).isEqualTo(StoreException.Kind.MALFORMED_HANDLE);
          assertThat(e.kind().isHandleProblem()).isTrue();
          assertThat(e.handle()).hasValue(text);
        })
        .hasMessage("malformed handle \"" + text + "\": " + problem + "; a handle is \"cnd_\" followed by 32"
            + " characters from a-z and 2-7: copy it exactly as printed");
    assertThat(Handle.isHandle(text)).isFalse();
  }

  @Test
  void aVeryLongNonHandleIsClippedInTheMessage() {
    assertThatThrownBy(() -> Handle.parse("x".repeat(1_000)))
        .hasMessageStartingWith("malformed handle \"" + "x".repeat(57) + "...\"");
  }
}
