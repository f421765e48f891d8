package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * On a successful run, error lines of kinds that began with it and recur all through it are its
 * background; they leave room for the one line that happened once, even at a small budget.
 */
class BackgroundErrorsTest {

  /**
   * sshd under a login scanner: twelve rounds of the same failed logins from the first line on,
   * and after the seventh the deploy key's one accepted login and its session.
   */
  private static String sshdLog() {
    String[] users = {"admin", "oracle", "postgres", "test", "ubuntu", "guest"};
    StringBuilder sb = new StringBuilder("Server listening on 127.0.0.1 port 2222.\n");
    int port = 40000;
    for (int round = 0; round < 12; round++) {
      for (String u : users) {
        port += 2;
        sb.append("Connection from 127.0.0.1 port ").append(port).append(" on 127.0.0.1 port 2222\n");
        sb.append("Invalid user ").append(u).append(" from 127.0.0.1 port ").append(port).append('\n');
        sb.append("Failed publickey for invalid user ").append(u).append(" from 127.0.0.1 port ").append(port)
            .append(" ssh2: ED25519 SHA256:DcnQmGHokK2H31zFX24HkjYwyjgRNG\n");
        sb.append("Could not open user '").append(u).append("' authorized keys: Permission denied\n");
        sb.append("error: maximum authentication attempts exceeded for invalid user ").append(u).append('\n');
        sb.append("Connection closed by invalid user ").append(u).append(" 127.0.0.1 port ").append(port)
            .append(" [preauth]\n");
      }
      if (round == 7) {
        sb.append("Connection from 127.0.0.1 port 51001 on 127.0.0.1 port 2222\n");
        sb.append("Accepted publickey for deploy from 127.0.0.1 port 51001 ssh2: ED25519 SHA256:x7Kq0Zp\n");
        sb.append("Starting session: command for deploy from 127.0.0.1 port 51001 id 0\n");
      }
    }
    return sb.append("Received signal 15; terminating.\n").toString();
  }

  @Test
  void recurringErrorsFromTheStartLeaveRoomForWhatHappenedOnceHeldAndStreamed() throws IOException {
    Evidence ev = Evidence.of("/usr/sbin/sshd -D -e -f sshd_config", 0);
    for (Shaped s : HeldAndStreamed.shape(sshdLog(), ev, 2000)) {
      assertThat(s.text()).as(s.text())
          .contains("Accepted publickey for deploy from 127.0.0.1 port 51001")
          .contains("Received signal 15; terminating.");
    }
  }
}
