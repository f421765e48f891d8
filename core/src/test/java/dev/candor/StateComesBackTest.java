package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A rare kind of line seen before a log went wrong and again after it says the state came back:
 * that later line is a rare line in its own right, not only a repeat of one shown. (The corpus's
 * BIRD case pins the same at 2,000, 4,000 and 8,000 chars.)
 */
class StateComesBackTest {

  /**
   * A router's BGP session over fibre: established, its hold timer expires, the session closes,
   * reconnects fail, and 13 s later it is established again, while the radio link's keepalives go
   * on (cut from the corpus's BIRD case by removing lines while the difference held, its error
   * line and the session's close kept).
   */
  private static final String BIRD = String.join("\n",
      "2026-12-06 13:29:26.199 <TRACE> fibre: Connect delayed by 5 seconds",
      "2026-12-06 13:29:29.551 <TRACE> fibre: Incoming connection from 127.0.0.2 (port 37619) accepted",
      "2026-12-06 13:29:29.551 <TRACE> fibre: Sending OPEN(ver=4,as=65010,hold=6,id=0aff0001)",
      "2026-12-06 13:29:29.551 <TRACE> fibre: Got OPEN(as=65020,hold=6,id=10.255.0.2)",
      "2026-12-06 13:29:29.551 <TRACE> fibre: Got KEEPALIVE",
      "2026-12-06 13:29:29.551 <TRACE> fibre: BGP session established",
      "2026-12-06 13:29:29.551 <TRACE> fibre: State changed to up",
      "2026-12-06 13:29:29.551 <TRACE> fibre: Sending KEEPALIVE",
      "2026-12-06 13:29:29.551 <TRACE> fibre.ipv4 < added 100.64.10.0/24 0L 2G blackhole",
      "2026-12-06 13:29:29.551 <TRACE> fibre.ipv4 < added 100.64.11.0/24 0L 2G blackhole",
      "2026-12-06 13:30:03.754 <TRACE> radio: Sending KEEPALIVE",
      "2026-12-06 13:30:04.347 <TRACE> radio: Got KEEPALIVE",
      "2026-12-06 13:30:04.844 <RMT> fibre: Error: Hold timer expired",
      "2026-12-06 13:30:04.844 <TRACE> fibre: BGP session closed",
      "2026-12-06 13:30:04.844 <TRACE> fibre: State changed to stop",
      "2026-12-06 13:30:05.334 <TRACE> radio.ipv4 < rejected by protocol 185.42.128.0/20 0L 4G unreachable",
      "2026-12-06 13:30:05.334 <TRACE> fibre.ipv4 > removed [replaced] 185.41.16.0/20 0L 3G unreachable",
      "2026-12-06 13:30:05.334 <TRACE> radio.ipv4 < rejected by protocol 185.41.16.0/20 0L 4G unreachable",
      "2026-12-06 13:30:05.334 <TRACE> fibre.ipv4 > removed [replaced] 185.42.96.0/20 0L 3G unreachable",
      "2026-12-06 13:30:05.334 <TRACE> radio.ipv4 < rejected by protocol 185.42.96.0/20 0L 4G unreachable",
      "2026-12-06 13:30:05.334 <TRACE> fibre: Starting",
      "2026-12-06 13:30:05.334 <TRACE> fibre: State changed to start",
      "2026-12-06 13:30:05.334 <TRACE> fibre: Startup delayed by 5 seconds due to errors",
      "2026-12-06 13:30:06.244 <TRACE> radio: Got KEEPALIVE",
      "2026-12-06 13:30:06.968 <TRACE> radio: Sending KEEPALIVE",
      "2026-12-06 13:30:07.972 <TRACE> radio: Got KEEPALIVE",
      "2026-12-06 13:30:08.810 <TRACE> radio: Sending KEEPALIVE",
      "2026-12-06 13:30:09.606 <TRACE> fibre: Started",
      "2026-12-06 13:30:09.606 <TRACE> fibre: Connect delayed by 5 seconds",
      "2026-12-06 13:30:09.944 <TRACE> radio: Got KEEPALIVE",
      "2026-12-06 13:30:10.342 <TRACE> radio: Sending KEEPALIVE",
      "2026-12-06 13:30:11.502 <TRACE> radio: Got KEEPALIVE",
      "2026-12-06 13:30:12.292 <TRACE> radio: Sending KEEPALIVE",
      "2026-12-06 13:30:13.293 <TRACE> radio: Got KEEPALIVE",
      "2026-12-06 13:30:13.856 <TRACE> fibre: Connecting to 127.0.0.2 from local address 127.0.0.1",
      "2026-12-06 13:30:15.003 <TRACE> radio: Got KEEPALIVE",
      "2026-12-06 13:30:15.844 <TRACE> radio: Sending KEEPALIVE",
      "2026-12-06 13:30:16.545 <TRACE> radio: Got KEEPALIVE",
      "2026-12-06 13:30:17.629 <TRACE> radio: Sending KEEPALIVE",
      "2026-12-06 13:30:18.499 <TRACE> fibre: Connecting to 127.0.0.2 from local address 127.0.0.1",
      "2026-12-06 13:30:18.499 <TRACE> fibre: Connected",
      "2026-12-06 13:30:18.499 <TRACE> fibre: Sending OPEN(ver=4,as=65010,hold=6,id=0aff0001)",
      "2026-12-06 13:30:18.499 <TRACE> fibre: Got OPEN(as=65020,hold=6,id=10.255.0.2)",
      "2026-12-06 13:30:18.499 <TRACE> fibre: Got KEEPALIVE",
      "2026-12-06 13:30:18.499 <TRACE> fibre: BGP session established",
      "2026-12-06 13:30:18.499 <TRACE> fibre: State changed to up",
      "2026-12-06 13:30:18.500 <TRACE> fibre: Sending KEEPALIVE",
      "2026-12-06 13:30:18.500 <TRACE> fibre.ipv4 < filtered out 0.0.0.0/0 0L 4G unreachable",
      "2026-12-06 13:30:18.500 <TRACE> fibre.ipv4 < filtered out 185.42.176.0/20 0L 4G unreachable",
      "2026-12-06 13:30:18.500 <TRACE> fibre.ipv4 < filtered out 185.41.64.0/20 0L 4G unreachable",
      "2026-12-06 13:30:18.500 <TRACE> fibre.ipv4 < filtered out 185.42.144.0/20 0L 4G unreachable",
      "2026-12-06 13:30:18.500 <TRACE> fibre.ipv4 < filtered out 185.41.128.0/20 0L 4G unreachable",
      "2026-12-06 13:30:18.500 <TRACE> fibre.ipv4 < filtered out 185.40.16.0/20 0L 4G unreachable",
      "2026-12-06 13:30:18.500 <TRACE> fibre.ipv4 < filtered out 185.41.96.0/20 0L 4G unreachable",
      "2026-12-06 13:30:18.500 <TRACE> fibre.ipv4 < filtered out 185.41.0.0/20 0L 4G unreachable",
      "2026-12-06 13:30:53.291 <TRACE> fibre: Sending KEEPALIVE",
      "2026-12-06 13:30:53.769 <TRACE> radio: Sending KEEPALIVE",
      "2026-12-06 13:30:53.794 <TRACE> radio: Got KEEPALIVE",
      "2026-12-06 13:30:54.600 <TRACE> fibre: Got KEEPALIVE",
      "2026-12-06 13:30:54.908 <TRACE> fibre: Sending KEEPALIVE") + "\n";

  @Test
  void theSessionEstablishedAgainAfterTheHoldTimerExpiredIsShown() {
    Shaped s = Shaper.builder().budget(Budget.chars(2_000)).build().shape(BIRD, Evidence.of("bird -f -c core.conf -s core.ctl", 130));
    assertThat(s.size()).isLessThanOrEqualTo(2_000);
    assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
    assertThat(s.text()).as(s.text()).contains("Error: Hold timer expired")
        .contains("L45: 2026-12-06 13:30:18.499 <TRACE> fibre: BGP session established");
  }
}
