package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A log's tail past its last lines is more of its routine or its shutdown: when the rare lines of
 * the middle want more room than their share, they may take the tail's, down to a floor. An etcd
 * member's re-election (a dense run of rare raft lines, 400 lines in) lost its 'lost leader' line
 * at 4,000 and 8,000 chars to forty lines of the member stopping its peers.
 */
class LogTailRoomTest {

  @ParameterizedTest
  @ValueSource(ints = {4_000, 8_000})
  void aLogsRareLinesTakeTheRoomOfItsShutdownRoutine(int budget) {
    Shaped s = Corpus.byId("etcd-member-log-leader-killed-reelected").shaped(budget);
    assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
    assertThat(s.text()).as(s.text()).contains("lost leader 478489ef9ed062f5 at term 3")
        .contains("rafthttp: failed to find member d33913fac9269318 in cluster");
  }
}
