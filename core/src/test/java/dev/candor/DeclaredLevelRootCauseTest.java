package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * A log line that says it is only information is no root cause while a later line says it is an
 * error: a mail server's "Info: ... (auth failed)" for a mistyped password comes first, the one
 * "Error: ... Permission denied" later, and the error is the excerpt shown whole.
 */
class DeclaredLevelRootCauseTest {

  private static String mailLog() {
    StringBuilder sb = new StringBuilder("Dec 06 05:16:28 master: Info: Dovecot v2.3.19.1 starting up for imap\n");
    String[] users = {"a.ivers", "b.lund", "c.moss", "d.nair", "e.ortiz", "f.pike"};
    for (int i = 0; i < 150; i++) {
      String u = users[i % users.length];
      String sid = String.format(java.util.Locale.ROOT, "S%05dxQ", 10_000 + i);
      sb.append("Dec 06 05:16:").append(30 + i % 20).append(" imap-login: Info: Login: user=<").append(u)
          .append(">, method=PLAIN, rip=127.0.0.1, lip=127.0.0.1, mpid=").append(27000 + i).append(", secured, session=<")
          .append(sid).append(">\n");
      if (i == 20 || i == 90) {
        sb.append("Dec 06 05:16:32 imap-login: Info: Disconnected: Aborted login by logging out (auth failed, 1 attempts in 2 secs): user=<")
            .append(u).append(">, method=PLAIN, rip=127.0.0.1, lip=127.0.0.1, secured, session=<").append(sid).append(">\n");
        continue;
      }
      if (i == 60) {
        sb.append("Dec 06 05:16:40 imap(").append(u).append(")<").append(27000 + i).append("><").append(sid)
            .append(">: Error: stat(/srv/mail/").append(u).append("/Maildir/tmp) failed: Permission denied (euid=65534(nobody) ")
            .append("egid=65534(nogroup) missing +x perm: /srv/mail/").append(u).append(", dir owned by 0:0 mode=0700)\n");
      }
      sb.append("Dec 06 05:16:").append(30 + i % 20).append(" imap(").append(u).append(")<").append(27000 + i).append("><")
          .append(sid).append(">: Info: Disconnected: Logged out in=").append(30 + i).append(" out=").append(600 + i)
          .append(" deleted=0 expunged=0 trashed=0\n");
    }
    return sb.append("Dec 06 05:16:50 master: Warning: Killed with signal 15 (by pid=27374 uid=0 code=kill)\n").toString();
  }

  @Test
  void anErrorLevelLineComesBeforeAnEarlierInfoLevelLineThatMatches() throws IOException {
    for (Shaped s : HeldAndStreamed.shape(mailLog(), Evidence.of("dovecot -F -c dovecot.conf", 0), 2_000)) {
      assertThat(s.size()).isLessThanOrEqualTo(2_000);
      assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
      assertThat(s.text()).as(s.text()).contains("failed: Permission denied (euid=65534(nobody) egid=65534(nogroup) missing +x perm:")
          .contains(", dir owned by 0:0 mode=0700)");
    }
  }
}
