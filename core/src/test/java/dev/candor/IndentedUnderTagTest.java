package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A line indented under a short tag ({@code N:   This executable does not run with...}) is the
 * explanation under a finding, as a line indented from the margin is a detail: every line of
 * prose is rare, so among equally rare lines it waits behind the findings themselves.
 */
class IndentedUnderTagTest {

  @Test
  void aLineIndentedAfterAShortTagIsIndentedUnderIt() {
    assertThat(Blocks.indentedUnderTag("N:   This executable does not run with the identity of the user")).isTrue();
    assertThat(Blocks.indentedUnderTag("remote:      Resolving deltas")).isTrue();
  }

  @Test
  void aTaggedStatementALongPrefixOrAnAddressIsNot() {
    assertThat(Blocks.indentedUnderTag("W: ledgerd: elevated-privileges 4755 root/root [usr/bin/ledger-post]")).isFalse();
    assertThat(Blocks.indentedUnderTag("N: ")).isFalse();
    assertThat(Blocks.indentedUnderTag("N:  two spaces only")).isFalse();
    assertThat(Blocks.indentedUnderTag("2026-12-05 20:04:25.718949 I | etcdmain:   etcd Version")).isFalse();
    assertThat(Blocks.indentedUnderTag("https://example.org/   spaced")).isFalse();
    assertThat(Blocks.indentedUnderTag("a b:    spaced tag")).isFalse();
  }

  /**
   * lintian -i prints each tag's explanation as N: lines under it; the setuid warning among them,
   * a finding of count one as rare as each line of prose, was lost at 2,000 and 4,000.
   */
  @ParameterizedTest
  @ValueSource(ints = {2_000, 4_000})
  void lintianShowsTheSetuidWarningBeforeExplanations(int budget) {
    Shaped s = Corpus.byId("lintian-info-pedantic-one-error-tag-many-warnings").shaped(budget);
    assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
    assertThat(s.text()).as(s.text()).contains("W: ledgerd: elevated-privileges 4755 root/root [usr/bin/ledger-post]")
        .contains("E: ledgerd: file-in-etc-not-marked-as-conffile [etc/cron.d/ledgerd]");
  }
}
