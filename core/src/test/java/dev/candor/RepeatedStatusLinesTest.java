package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A line that reads like a final status ({@code order ORD-00440 failed}) but is printed once for
 * every failure is a repeat, not the final status: its first and last come first, the others wait
 * with the repeats, and the distinct errors between them are kept.
 */
class RepeatedStatusLinesTest {
  private static final String[] EXCEPTIONS = {
      "java.lang.IllegalStateException: ledger closed",
      "java.lang.NumberFormatException: For input string: \"12O\"",
      "java.lang.NullPointerException: Cannot invoke \"Rate.cents()\" because \"rate\" is null",
      "java.lang.ArithmeticException: / by zero",
      "java.lang.IndexOutOfBoundsException: Index 7 out of bounds for length 7",
      "java.lang.UnsupportedOperationException: refunds are read-only",
      "java.lang.ClassCastException: class Sku cannot be cast to class Price",
      "java.lang.IllegalArgumentException: currency must be ISO-4217: eur",
      "java.util.ConcurrentModificationException: basket changed during checkout",
      "java.time.format.DateTimeParseException: Text '2026-13-01' could not be parsed",
      "java.sql.SQLException: duplicate key value violates unique constraint \"orders_pkey\"",
      "java.util.concurrent.TimeoutException: pricing service did not answer in 2000 ms"};

  /** A worker's log: 220 routine lines before each of 12 failures, each a status-like line, then its exception with its frames. */
  static String workerLog() {
    StringBuilder s = new StringBuilder();
    int n = 0;
    for (int i = 0; i < EXCEPTIONS.length; i++) {
      for (int k = 0; k < 220; k++) {
        n++;
        s.append(String.format("2026-12-02 10:%02d:%02d INFO  worker-%d processed order ORD-%05d in %d ms%n",
            n / 60 % 60, n % 60, k % 4, n, 3 + k % 17));
      }
      s.append(String.format("2026-12-02 11:00:%02d ERROR worker-%d order ORD-%05d failed%n", i, i % 4, n))
          .append(EXCEPTIONS[i]).append('\n')
          .append(String.format("\tat com.acme.shop.Step%02d.apply(Step%02d.java:%d)%n", i, i, 20 + i));
      for (int f = 0; f < 30; f++) {
        s.append(String.format("\tat org.springframework.cglib.proxy.MethodProxy.invoke(MethodProxy.java:%d)%n", 100 + f));
      }
      s.append(String.format("\t... %d more%n", 10 + i));
    }
    return s.append("2026-12-02 12:59:59 INFO  run finished: 2,640 orders, 12 failed\n").toString();
  }

  @Test
  void aStatusLikeLinePrintedForEveryFailureDoesNotCrowdOutTheDistinctErrors() {
    Shaped s = Shaper.builder().budget(Budget.chars(4000)).build().shape(workerLog(), Evidence.of("java -jar shop.jar", 1));
    List<String> missing = new ArrayList<>();
    for (String e : EXCEPTIONS) {
      if (!s.text().contains(e)) {
        missing.add(e);
      }
    }
    assertThat(missing).isEmpty();
    assertThat(s.text()).contains("run finished: 2,640 orders, 12 failed");
  }
}
