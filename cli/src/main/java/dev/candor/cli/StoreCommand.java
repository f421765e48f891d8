package dev.candor.cli;

import dev.candor.store.GcReport;
import dev.candor.store.ResultStore;
import dev.candor.store.Stats;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;

/** {@code candor store stats} and {@code candor store gc}: the result store's size and retention. */
@Command(
    name = "store",
    mixinStandardHelpOptions = true,
    description = "Shows the result store's contents (stats) or enforces its retention now (gc): expired results, then the oldest while over the size cap.",
    subcommands = {StoreCommand.StatsCommand.class, StoreCommand.GcCommand.class})
final class StoreCommand implements Runnable {
  @Spec CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getErr());
  }

  @Command(name = "stats", mixinStandardHelpOptions = true, resourceBundle = "dev.candor.cli.OptionHelp", description = "Counts, bytes before and after compression, the oldest entry.")
  static final class StatsCommand implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Mixin StoreOption store = new StoreOption();

    @Override
    public Integer call() {
      try (ResultStore rs = ResultStore.openExisting(store.url())) {
        Stats s = rs.stats();
        PrintWriter out = spec.commandLine().getOut();
        out.println("store: " + rs.describe());
        out.printf(Locale.ROOT, "results: %,d (and %,d gone)%ncontents: %,d%nbytes: %,d raw, %,d stored (%.1fx)%noldest: %s%n",
            s.results(), s.gone(), s.contents(), s.rawBytes(), s.storedBytes(),
            s.storedBytes() == 0 ? 0.0 : s.rawBytes() / (double) s.storedBytes(),
            s.oldest().map(Object::toString).orElse("none"));
        out.flush();
        return 0;
      }
    }
  }

  @Command(name = "gc", mixinStandardHelpOptions = true, resourceBundle = "dev.candor.cli.OptionHelp", description = "Deletes expired results, then the oldest while the store is over its size cap.")
  static final class GcCommand implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Mixin StoreOption store = new StoreOption();

    @Override
    public Integer call() {
      try (ResultStore rs = ResultStore.openExisting(store.url())) {
        GcReport r = rs.gc();
        spec.commandLine().getOut().printf(Locale.ROOT, "expired: %,d, evicted: %,d, contents deleted: %,d, bytes freed: %,d%n",
            r.expired(), r.evicted(), r.contentsDeleted(), r.bytesFreed());
        spec.commandLine().getOut().flush();
        return 0;
      }
    }
  }
}
