package dev.candor.capture;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class CommandLinesTest {
  @Test
  void argumentsWithShellCharactersAreSingleQuotedAndPlainOnesAreNot() {
    assertThat(CommandLines.display(List.of("grep", "-n", "a b", "it's", ""), false))
        .isEqualTo("grep -n 'a b' 'it'\\''s' ''");
  }

  @Test
  void aShellCommandIsShownAsTheShellTextItIs() {
    assertThat(CommandLines.display(List.of("make 2>&1 | tee log"), true)).isEqualTo("make 2>&1 | tee log");
  }

  @Test
  void aLineBreakInsideAnArgumentIsQuotedToo() {
    assertThat(CommandLines.display(List.of("printf", "a\nb"), false)).isEqualTo("printf 'a\nb'");
  }
}
