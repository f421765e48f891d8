package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Issue 11, "many lines match": a kind of error line left unshown says more than the rare lines of
 * a start-up banner (every line new, so none breaks a routine); the room kept for those goes to
 * the error lines when that shows one more kind of them.
 */
class ErrorKindsBeforeBannerTest {

  /**
   * A proxy's log: a start-up banner, requests, then the backend dies on one request and every
   * request after it is refused, then a graceful stop.
   */
  static String proxyLog() {
    StringBuilder sb = new StringBuilder();
    String[] banner = {"using the \"epoll\" event method", "nginx/1.22.1", "built by gcc 12.2.0 (Debian 12.2.0-14)",
        "OS: Linux 6.1.0-13-amd64", "getrlimit(RLIMIT_NOFILE): 20000:20000", "start worker processes",
        "start worker process 14003"};
    for (String b : banner) {
      sb.append("2026/12/03 07:07:47 [notice] 14000#14000: ").append(b).append('\n');
    }
    for (int i = 1; i <= 400; i++) {
      String path = i % 3 == 0 ? "/static/page-" + i % 40 + ".css" : "/api/orders/" + i;
      if (i > 300 && path.startsWith("/api")) {
        sb.append("2026/12/03 07:08:12 [error] 14003#14003: *").append(600 + i)
            .append(" connect() failed (111: Connection refused) while connecting to upstream, client: 127.0.0.1,")
            .append(" server: , request: \"GET ").append(path).append(" HTTP/1.1\", upstream: \"http://127.0.0.1:56989")
            .append(path).append("\", host: \"127.0.0.1:8080\"\n");
        sb.append("127.0.0.1 - - [03/Dec/2026:07:08:12 +0000] \"GET ").append(path).append(" HTTP/1.1\" 502 157 \"-\"\n");
        continue;
      }
      if (i == 300) {
        sb.append("2026/12/03 07:08:11 [error] 14003#14003: *900 upstream prematurely closed connection while reading")
            .append(" response header from upstream, client: 127.0.0.1, server: , request: \"GET /api/orders/300")
            .append(" HTTP/1.1\", upstream: \"http://127.0.0.1:56989/api/orders/300\", host: \"127.0.0.1:8080\"\n");
        sb.append("127.0.0.1 - - [03/Dec/2026:07:08:11 +0000] \"GET /api/orders/300 HTTP/1.1\" 502 157 \"-\"\n");
        continue;
      }
      sb.append("127.0.0.1 - - [03/Dec/2026:07:08:0").append(i % 10).append(" +0000] \"GET ").append(path)
          .append(" HTTP/1.1\" 200 ").append(20 + i % 50).append(" \"-\"\n");
    }
    String[] stop = {"signal 3 (SIGQUIT) received from 13865, shutting down", "gracefully shutting down", "exiting", "exit",
        "signal 17 (SIGCHLD) received from 14003", "worker process 14003 exited with code 0", "exit"};
    for (String s : stop) {
      sb.append("2026/12/03 07:08:12 [notice] 14000#14000: ").append(s).append('\n');
    }
    return sb.toString();
  }

  @Test
  void eachKindOfErrorLineIsShownBeforeTheLinesOfAStartUpBanner() {
    Shaped s = Shaper.builder().budget(Budget.chars(2_000)).build()
        .shape(proxyLog(), Evidence.of("nginx -e stderr -g 'daemon off;'", 0));
    assertThat(s.size()).isLessThanOrEqualTo(2_000);
    assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
    assertThat(s.text()).as(s.text())
        .contains("upstream prematurely closed connection")
        .contains("connect() failed (111: Connection refused)");
  }
}
