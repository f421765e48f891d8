package dev.candor.runtimes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class RuntimesTest {
  @Test
  void named_findsEveryProfileCaseInsensitively() {
    for (RuntimeProfile p : Runtimes.all()) {
      assertThat(Runtimes.named(p.name().toUpperCase(java.util.Locale.ROOT))).isSameAs(p);
    }
  }

  @Test
  void named_unknownListsTheChoices() {
    assertThatThrownBy(() -> Runtimes.named("autogpt"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("unknown runtime 'autogpt': use one of [openhands, openhands-persist, smolagents");
  }

  @Test
  void verifiedProfiles_nameTheCommitTheyWereReadAt() {
    for (RuntimeProfile p : Runtimes.all()) {
      Source s = p.source();
      assertThat(s.commit().isEmpty()).as(p.name()).isEqualTo(!s.verified());
      assertThat(s.note()).as(p.name()).isNotBlank();
    }
  }

  @Test
  void source_rejectsAShortCommit() {
    assertThatThrownBy(() -> new Source("a/b", "f", "abc", true, ""))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("commit is not 40 lower-case hex digits: abc");
  }
}
