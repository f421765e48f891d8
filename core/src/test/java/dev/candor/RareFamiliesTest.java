package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 11, "many lines match": a tool's one line printed for each of many names is a template of
 * its own for each name, so each is rare; as a family they are routine, and a line that is rare on
 * its own comes before them.
 */
class RareFamiliesTest {
  private static final String[] CLASSES = {"Invoice", "Fee", "Payout", "Hold", "Limit", "Reconcile", "Import",
      "Schedule", "Rate", "Currency", "Vendor", "Entry", "Policy", "Posting", "Retry", "Rule"};

  /** Case names of eleven lengths: a run of them neither repeats within ten lines nor varies in one word. */
  private static final String[] CASES = {"apply", "apply twice", "apply with rounding mode", "settle",
      "settle in batches of ten", "refund part", "refund in full after settlement", "void", "void before capture",
      "capture late", "capture split over three days"};

  private static void cases(StringBuilder sb, int[] n, int count) {
    for (int i = 0; i < count; i++) {
      sb.append("ok ").append(++n[0]).append(" - ").append(CASES[n[0] % CASES.length]).append('\n');
    }
  }

  /**
   * A test run: each class's cases, then the line each class prints of its largest case, close
   * together; far after them, among more cases and under a heading, one line printed once.
   */
  static String suiteWithOneOff() {
    StringBuilder sb = new StringBuilder("[INFO] Running the billing suite\n");
    int[] n = {0};
    for (String c : CLASSES) {
      cases(sb, n, 3);
      sb.append('[').append(c).append("] ").append(c).append(":1250000.0 (large) 40001\n");
    }
    cases(sb, n, 60);
    sb.append("== ledger ==\nstandby state: promoted\n");
    sb.append("ledger snapshot restored from standby after primary fenced\n");
    cases(sb, n, 60);
    sb.append("1..").append(n[0]).append('\n');
    return sb.toString();
  }

  @Test
  void aRareLineComesBeforeTheLinesOfAFamilyPrintedOncePerName() {
    Shaped s = Shaper.builder().budget(Budget.chars(1_200)).build()
        .shape(suiteWithOneOff(), Evidence.of("prove -v t/billing.t", 0));
    assertThat(s.size()).isLessThanOrEqualTo(1_200);
    assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
    assertThat(s.text()).as(s.text()).contains("ledger snapshot restored from standby after primary fenced");
  }

  /**
   * logrotate's dry run: it reads one config file per service (a family), then considers each log;
   * two logs of one service are skipped, each with an error line of one template, a line apart.
   */
  private static String rotationWithTwoSkips() {
    String[] services = {"audit", "billing-api", "billing-worker", "portal", "dunning", "invoice", "labels", "ledger",
        "mailer", "payments", "reporting", "shipping", "stripe", "tax", "search"};
    StringBuilder sb = new StringBuilder("warning: debug mode does nothing\n\nreading config file rotate.conf\n");
    for (String s : services) {
      sb.append("reading config file ").append(s).append('\n');
    }
    sb.append("Handling 15 logs\n");
    for (String s : services) {
      for (String f : new String[] {"access.log", "error.log", "slow.log"}) {
        sb.append("considering log /var/log/").append(s).append('/').append(f).append('\n');
        if (s.equals("invoice")) {
          if (!f.equals("slow.log")) {
            sb.append("error: skipping \"/var/log/invoice/").append(f)
                .append("\" because parent directory has insecure permissions\n");
          }
          continue;
        }
        sb.append("  Now: 2026-12-05 10:00\n  Last rotated at 2026-11-27 10:00\n  log needs rotating\n");
        sb.append("renaming /var/log/").append(s).append('/').append(f).append(" to /var/log/").append(s).append('/')
            .append(f).append("-20261205\n");
        sb.append("creating new /var/log/").append(s).append('/').append(f).append(" mode = 0640 uid = 0 gid = 4\n");
      }
    }
    return sb.toString();
  }

  @Test
  void anErrorLineOfAKindShownComesBeforeTheLinesOfAFamily() {
    Shaped s = Shaper.builder().budget(Budget.chars(1_200)).build()
        .shape(rotationWithTwoSkips(), Evidence.of("logrotate -d rotate.conf", 1));
    assertThat(s.size()).isLessThanOrEqualTo(1_200);
    assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
    assertThat(s.text()).as(s.text()).contains("skipping \"/var/log/invoice/access.log\"")
        .contains("skipping \"/var/log/invoice/error.log\"");
  }

  private static Templates.Rare rare(long number, String text) {
    return new Templates.Rare(new Line(number, 0, text.length(), text, false, false), Template.hash(text), 1, 0);
  }

  @Test
  void linesDifferingInAtMostTwoWordsFromThreeOthersAreAFamily() {
    List<Templates.Rare> rare = List.of(rare(1, "[Invoice] Invoice:1250000.0 (large) 40001"),
        rare(2, "[Fee] Fee:1250000.0 (large) 40001"), rare(3, "[Payout] Payout:1250000.0 (large) 40001"),
        rare(4, "[Hold] Hold:1250000.0 (large) 40001"), rare(5, "ledger snapshot restored from standby"),
        rare(6, "[Rate] Rate:1250000.0 (small) 17"));
    // The last differs in three words from each: a line of its own. Three members are not a family.
    assertThat(Variants.families(rare)).containsExactlyInAnyOrder(1L, 2L, 3L, 4L);
    assertThat(Variants.families(rare.subList(0, 3))).isEmpty();
  }
}
