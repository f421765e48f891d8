package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * An error line's excerpt brings the lines around it, and may take half the room kept for the
 * rare lines for them; not the room the first rare line needs. In jshint's report of 941 findings
 * of a few kinds, the one syntax error of its own kind ("Expected ')' to match '('"), priced at one
 * line, was lost at 8,000 chars to the routine findings shown around the fatal error below it.
 */
class RareRoomTest {

  @Test
  void aRareFindingKeepsItsRoomBesideAnErrorLinesContext() {
    Corpus.Case c = Corpus.byId("jshint-warnings-around-one-syntax-error");
    Shaped s = Shaper.builder().budget(Budget.chars(8_000)).build()
        .shape(c.output(), c.asEvidence());
    assertThat(s.size()).isLessThanOrEqualTo(8_000);
    assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
    assertThat(s.text()).as(s.text()).contains("Unrecoverable syntax error")
        .contains("line 42, col 50, Expected ')' to match '(' from line 42 and instead saw '{'.");
  }
}
