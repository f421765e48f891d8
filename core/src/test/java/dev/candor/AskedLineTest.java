package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A rare line brings the line just above it when that line names the same thing: the request it
 * answers. atftpd logs a miss for a kernel that is gone in the same form as thirty routine misses;
 * what says which client asked for it is the 'Serving' line above.
 */
class AskedLineTest {

  @Test
  void aPathMatchesAPathThatEndsWithIt() {
    String serving = "Dec 06 18:31:55 vm atftpd[25355]: Serving ltsp/vmlinuz-6.1.0-13-amd64 to 127.0.0.1:53854";
    String missing = "Dec 06 18:31:55 vm atftpd[25355]: File /srv/tftpboot/ltsp/vmlinuz-6.1.0-13-amd64 not found";
    assertThat(Names.sameThing(serving, missing)).isTrue();
    assertThat(Names.sameThing(missing, serving)).isTrue();
  }

  @Test
  void anotherFileOrAPathEndingMidNameIsNotTheSameThing() {
    String missing = "Dec 06 18:31:55 vm atftpd[25355]: File /srv/tftpboot/ltsp/vmlinuz-6.1.0-13-amd64 not found";
    assertThat(Names.sameThing("Dec 06 18:31:55 vm atftpd[25355]: Serving ltsp/vmlinuz-6.1.0-28-amd64 to 127.0.0.1:1",
        missing)).isFalse();
    assertThat(Names.sameThing("Dec 06 18:31:55 vm atftpd[25355]: Serving sp/vmlinuz-6.1.0-13-amd64 to 127.0.0.1:1",
        missing)).isFalse();
  }

  @ParameterizedTest
  @ValueSource(ints = {2_000, 4_000, 8_000})
  void aRareLineBringsTheRequestItAnswers(int budget) {
    Shaped s = Corpus.byId("atftpd-school-thin-client-old-kernel-not-found").shaped(budget);
    assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
    assertThat(s.text()).as(s.text()).contains("tftpboot/ltsp/vmlinuz-6.1.0-13-amd64 not foun")
        .contains("Serving ltsp/vmlinuz-6.1.0-13-amd64 to 127.0.0.1");
  }
}
