package dev.candor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every answer of more stays in its budget, and --tail reads a result from its end. */
class MoreBudgetTest {
  @TempDir Path dir;

  private String store() {
    return "sqlite:" + dir.resolve("store.db");
  }

  private String stored(String... command) {
    Cli cli = new Cli();
    String[] args = new String[5 + command.length];
    System.arraycopy(new String[] {"run", "--budget", "300", "--no-trace", "--store"}, 0, args, 0, 5);
    System.arraycopy(command, 0, args, 5, command.length);
    String[] withStore = new String[args.length + 2];
    System.arraycopy(args, 0, withStore, 0, 5);
    withStore[5] = store();
    withStore[6] = "--";
    System.arraycopy(command, 0, withStore, 7, command.length);
    cli.run(withStore);
    Matcher m = Pattern.compile("cnd_[a-z0-9]{32}").matcher(cli.out());
    assertThat(m.find()).as(cli.out() + cli.err()).isTrue();
    return m.group();
  }

  @Test
  void tailOfOneHugeLine_showsItsEnd() {
    String h = stored("awk",
        "BEGIN { printf \"START\"; for (i = 0; i < 20000; i++) printf \"0123456789 \"; print \"THE-END\" }");
    Cli cli = new Cli();
    assertThat(cli.run("more", h, "--store", store(), "--tail", "1", "--budget", "2000")).isZero();
    assertThat(cli.out()).contains("THE-END").doesNotContain("START");
  }

  @Test
  void facts_respectTheBudget() {
    String h = stored("seq", "1", "5000");
    Cli wide = new Cli();
    assertThat(wide.run("more", h, "--store", store(), "--facts")).isZero();
    assertThat(wide.out()).contains("lines");
    for (String budget : new String[] {"1", "20", "60"}) {
      Cli cli = new Cli();
      assertThat(cli.run("more", h, "--store", store(), "--facts", "--budget", budget)).isZero();
      String shown = cli.out().endsWith("\n") ? cli.out().substring(0, cli.out().length() - 1) : cli.out();
      assertThat(shown.codePointCount(0, shown.length())).as(shown).isLessThanOrEqualTo(Integer.parseInt(budget));
    }
  }
}
