package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * A server's log opens with its start-up, where every line is new (the version, the data
 * directory, each setting); once it runs, its lines repeat. A line new amid that routine (a peer
 * lost, a leader elected) says more than one more setting: when the room for rare lines is short,
 * it is kept first. Only a log is read so: a compiler's first notes are no banner.
 */
class LogStartUpTest {

  /** A cluster member's log: 40 start-up lines, each its own, then 600 routine lines with a leader change after 400 of them. */
  private static String memberLog() {
    StringBuilder sb = new StringBuilder();
    String[] settings = {"name", "data dir", "member dir", "heartbeat", "election", "snapshot count", "advertise client URLs",
        "listen peer URLs", "initial cluster", "quota backend bytes", "max request bytes", "max concurrent streams",
        "auto compaction mode", "auto compaction retention", "cipher suites", "client cert auth", "peer cert auth",
        "pre-vote", "logger", "log outputs"};
    for (int i = 0; i < 40; i++) {
      sb.append(String.format(Locale.ROOT, "2026-12-05 20:04:25.%06d I | embed: %s %s = value-%s\n", i,
          i < 20 ? "setting" : "startup", settings[i % 20], Integer.toString(i * 7919, 36)));
    }
    for (int i = 0; i < 600; i++) {
      String ts = String.format(Locale.ROOT, "2026-12-05 20:%02d:%02d.%06d", 5 + i / 60, i % 60, i * 37 % 1000000);
      if (i == 400) { // a burst of new lines: only its first breaks the routine
        sb.append(ts).append(" W | rafthttp: lost the TCP streaming connection with peer 478489ef9ed062f5\n");
        sb.append(ts).append(" I | rafthttp: peer 478489ef9ed062f5 became inactive\n");
        sb.append(ts).append(" I | raft: 4fd1062552f54540 is starting a new election at term 2\n");
        sb.append(ts).append(" I | raft: 4fd1062552f54540 became candidate at term 3\n");
        sb.append(ts).append(" I | raft: 4fd1062552f54540 sent MsgVote request to d33913fac9269318 at term 3\n");
        sb.append(ts).append(" I | raft.node: 4fd1062552f54540 lost leader 478489ef9ed062f5 at term 3\n");
      }
      int kind = (int) ((i * 2654435761L >>> 7) % 4); // the routine's four kinds, in no fixed order
      if (kind == 0) {
        sb.append(ts).append(" I | etcdserver: start to snapshot (applied: ").append(2000 + i).append(", lastsnap: ")
            .append(1984 + i).append(")\n");
      } else if (kind == 1) {
        sb.append(ts).append(" I | etcdserver: saved snapshot at index ").append(2000 + i).append('\n');
      } else if (kind == 2) {
        sb.append(ts).append(" I | etcdserver: compacted raft log at ").append(1995 + i).append('\n');
      } else {
        sb.append(ts).append(" I | pkg/fileutil: purged file sched-b.etcd/member/snap/0000000000000002-")
            .append(String.format(Locale.ROOT, "%016x", 1900 + i)).append(".snap successfully\n");
      }
    }
    // Stopped: the peers' streams end in error lines of several kinds, which take the room first.
    String[] stops = {"failed to read 478489ef9ed062f5 on stream MsgApp v2 (context canceled)",
        "failed to find member 478489ef9ed062f5 in cluster 6ad97fa435e50e34",
        "failed to dial d33913fac9269318 on stream Message (peer d33913fac9269318 failed to find local node)",
        "error: grpc: addrConn.createTransport failed to connect to 127.0.0.1:41671",
        "fatal: could not publish member attributes: etcdserver: request timed out"};
    for (String stop : stops) {
      sb.append("2026-12-05 20:15:58.203335 E | rafthttp: ").append(stop).append('\n');
    }
    sb.append("2026-12-05 20:15:58.205871 N | pkg/osutil: received terminated signal, shutting down...\n");
    return sb.toString();
  }

  private static Shaped shape(String text, Strategy strategy, int chars) {
    Shaped s = Shaper.builder().budget(Budget.chars(chars)).strategy(strategy).build()
        .shape(text, Evidence.of("etcd --name sched-b", 0));
    assertThat(s.size()).isLessThanOrEqualTo(chars);
    assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
    return s;
  }

  @Test
  void aLineNewAmidALogsRoutineIsKeptBeforeMoreOfItsStartUp() {
    Shaped s = shape(memberLog(), Strategy.LOG, 4_000);
    assertThat(s.text()).as(s.text()).contains("is starting a new election at term 2")
        .doesNotContain("setting cipher suites");
  }
}
