import java.util.*;
import java.util.concurrent.*;
import java.util.logging.*;

public class Reconciler {
  static final Logger LOG = Logger.getLogger("ledger.reconcile");
  static class LedgerException extends RuntimeException { LedgerException(String m, Throwable c) { super(m, c); } }
  static long parseCents(String s) { return Math.round(Double.parseDouble(s) * 100); }
  static long reconcile(int batch, List<String> amounts) {
    long sum = 0;
    for (int i = 0; i < amounts.size(); i++) {
      try { sum += parseCents(amounts.get(i)); }
      catch (NumberFormatException e) { throw new LedgerException("batch " + batch + " line " + (i + 1) + ": bad amount", e); }
    }
    return sum;
  }
  public static void main(String[] args) throws Exception {
    System.setProperty("java.util.logging.SimpleFormatter.format", "%1$tF %1$tT.%1$tL %4$-7s [%3$s] %5$s%6$s%n");
    LogManager.getLogManager().reset();
    ConsoleHandler h = new ConsoleHandler(); h.setLevel(Level.ALL); LOG.addHandler(h); LOG.setLevel(Level.ALL); LOG.setUseParentHandlers(false);
    ExecutorService pool = Executors.newFixedThreadPool(4);
    List<Future<Long>> futures = new ArrayList<>();
    for (int b = 1; b <= 120; b++) {
      final int batch = b;
      futures.add(pool.submit(() -> {
        List<String> amounts = new ArrayList<>();
        for (int i = 0; i < 25; i++) amounts.add(batch == 77 && i == 13 ? "1,204.50" : String.format(Locale.ROOT, "%d.%02d", 10 + batch + i, (batch * i) % 100));
        long cents;
        try { cents = reconcile(batch, amounts); }
        catch (LedgerException e) { LOG.log(Level.SEVERE, "batch " + batch + " failed", e); throw e; }
        LOG.info("batch " + batch + " reconciled: 25 lines, " + cents + " cents");
        return cents;
      }));
    }
    long total = 0; int failed = 0;
    for (int i = 0; i < futures.size(); i++) {
      try { total += futures.get(i).get(); }
      catch (ExecutionException e) { failed++; }
    }
    pool.shutdown();
    LOG.info("reconciled " + (futures.size() - failed) + " of " + futures.size() + " batches, total " + total + " cents");
    if (failed > 0) { LOG.warning(failed + " batch(es) need attention"); System.exit(3); }
  }
}
