package dev.candor.cli.hook;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Which commands are wrapped, and that the quoted command reaches sh exactly as written. */
class WrappingTest {
  static final String L = "candor";

  @Test
  void quotedCommand_isTheOriginalStringWhenTheShellReadsIt() throws IOException, InterruptedException {
    for (String cmd : List.of("echo 'it''s' \"$HOME\" | grep -c x; exit 3", "printf '%s\\n' a\\ b `date` $(id -u)",
        "make 2>&1 | tee build.log && echo done", "python3 -c 'print(\"é ünï\")'")) {
      String wrapped = Wrapping.wrap(cmd, L).orElseThrow();
      String arg = wrapped.substring((L + " run --shell -- ").length());
      Process p = new ProcessBuilder("sh", "-c", "printf %s " + arg).start();
      String seen = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      p.waitFor();
      assertThat(seen).isEqualTo(cmd);
    }
  }

  @Test
  void commandsThatMustStayAsWritten_areLeftAlone() {
    for (String cmd : List.of("candor run -- ls", "/opt/x/bin/candor more cnd_1", "vim pom.xml", "less log.txt",
        "python3", "sudo apt-get install x", "git add -p", "git rebase -i HEAD~3", "git commit", "cd core && mvn test",
        "export X=1", "source .venv/bin/activate && pytest", "[[ -f x ]] && echo y", "diff <(ls a) <(ls b)",
        "echo {a,b}.txt", "set -o pipefail; make | tee log", "echo $'a\\tb'", "ls \u0001", "", "   ")) {
      assertThat(Wrapping.wrap(cmd, L)).as(cmd).isEqualTo(Optional.empty());
    }
  }

  @Test
  void ordinaryCommands_areWrapped() {
    for (String cmd : List.of("mvn -B -q test", "git commit -m 'fix: x'", "python3 -m pytest -q", "FOO=1 make all",
        "npm test -- --watch=false", "for f in *.py; do python3 \"$f\"; done")) {
      assertThat(Wrapping.wrap(cmd, L)).as(cmd).isPresent();
    }
  }
}
