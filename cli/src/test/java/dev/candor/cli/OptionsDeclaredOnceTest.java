package dev.candor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The options many commands share are declared once, in a mixin, and each command's own wording
 * of one (in {@code OptionHelp.properties}) reaches its help.
 */
class OptionsDeclaredOnceTest {

  @Test
  void everySharedOptionHasOneDeclarationWhateverTheCommand() {
    Map<String, Set<String>> declaredBy = new TreeMap<>();
    for (CommandSpec c : commands()) {
      for (OptionSpec o : c.options()) {
        if (o.userObject() instanceof Field f) {
          declaredBy.computeIfAbsent(o.longestName(), k -> new TreeSet<>()).add(f.getDeclaringClass().getSimpleName());
        }
      }
    }

    assertThat(declaredBy.get("--store")).containsExactly("StoreOption");
    assertThat(declaredBy.get("--trace")).containsExactly("TraceFile");
    assertThat(declaredBy.get("--no-trace")).containsExactly("TraceOptions");
    assertThat(declaredBy.get("--format")).containsExactly("FormatOption");
    // Two meanings, one declaration each: the run a call is recorded under, and the run to select.
    assertThat(declaredBy.get("--run")).containsExactly("RunFilter", "RunName");
    assertThat(declaredBy.get("--budget")).containsExactly("BudgetLimit", "ProbeCommand");
  }

  @Test
  void eachWordingInTheBundleIsTheHelpOfARealOptionOfARealCommand() {
    ResourceBundle bundle = ResourceBundle.getBundle("dev.candor.cli.OptionHelp");
    List<String> keys = new ArrayList<>(bundle.keySet());
    assertThat(keys).isNotEmpty();
    for (String key : keys) {
      int dot = key.lastIndexOf('.');
      CommandSpec c = command(key.substring(0, dot));
      OptionSpec o = c.findOption("--" + key.substring(dot + 1));
      assertThat(o).as(key).isNotNull();
      String expected = bundle.getString(key).replace("${DEFAULT-VALUE}", String.valueOf(o.defaultValue()));
      assertThat(String.join(" ", o.description()).replace("${DEFAULT-VALUE}", String.valueOf(o.defaultValue())))
          .as(key).isEqualTo(expected);
    }
  }

  @Test
  void aCommandsOwnWordingOfASharedOptionIsWhatItsHelpPrints() {
    Cli cli = new Cli();

    cli.run("mcp", "serve", "--help");
    assertThat(cli.out().replaceAll("\\s+", " ")).contains("Append a span per run_command, shape and read_file to FILE");

    Cli shape = new Cli();
    shape.run("shape", "--help");
    assertThat(shape.out().replaceAll("\\s+", " ")).contains("none by default: a shaped output is usually one a run").doesNotContain("Append the span to FILE.");
  }

  private static List<CommandSpec> commands() {
    List<CommandSpec> all = new ArrayList<>();
    collect(Main.commandLine(), all);
    return all;
  }

  private static void collect(CommandLine cl, List<CommandSpec> into) {
    into.add(cl.getCommandSpec());
    cl.getSubcommands().values().forEach(sub -> collect(sub, into));
  }

  private static CommandSpec command(String qualified) {
    for (CommandSpec c : commands()) {
      if (c.qualifiedName(".").equals(qualified)) {
        return c;
      }
    }
    throw new AssertionError("no command " + qualified);
  }
}
