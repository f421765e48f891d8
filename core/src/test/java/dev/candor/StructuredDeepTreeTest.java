package dev.candor;

import static dev.candor.StructuredFixtures.parse;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * In a deep tree too large to show whole, the node that differs from its siblings (a number far
 * above theirs) is the one descended into, its ancestors kept as its path, and the members that
 * say nothing (zeros, false) give way first, said where they were; the output stays valid JSON.
 */
class StructuredDeepTreeTest {

  /** One plan node as {@code EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON)} prints it, with its buffer counters. */
  private static String node(String type, String extra, double time, long rows, long loops, long hit, List<String> plans) {
    StringBuilder sb = new StringBuilder("{\"Node Type\": \"").append(type).append("\", ")
        .append("\"Parallel Aware\": false, \"Async Capable\": false, ")
        .append(extra)
        .append(String.format(Locale.ROOT, "\"Actual Total Time\": %.3f, \"Actual Rows\": %d, \"Actual Loops\": %d, ",
            time, rows, loops))
        .append("\"Shared Hit Blocks\": ").append(hit).append(", ");
    for (String counter : new String[] {"Shared Read Blocks", "Shared Dirtied Blocks", "Shared Written Blocks",
        "Local Hit Blocks", "Local Read Blocks", "Local Dirtied Blocks", "Local Written Blocks", "Temp Read Blocks",
        "Temp Written Blocks"}) {
      sb.append('"').append(counter).append("\": 0, ");
    }
    if (plans.isEmpty()) {
      sb.setLength(sb.length() - 2);
    } else {
      sb.append("\"Plans\": [").append(String.join(", ", plans)).append(']');
    }
    return sb.append('}').toString();
  }

  /**
   * A report query, one branch per plan tier appended: a join of accounts and their invoices,
   * whose per-row SubPlan scans payments 4,812 times, each scan throwing away 49,999 rows.
   */
  private static String plan() {
    List<String> branches = new ArrayList<>();
    for (String tier : new String[] {"pro", "team", "business", "enterprise"}) {
      branches.add(branch(tier));
    }
    String append = node("Append", "\"Parent Relationship\": \"Outer\", ", 47_690.0, 19_248, 1, 9_264_000, branches);
    String sort = node("Sort", "\"Parent Relationship\": \"Outer\", \"Sort Key\": [\"i.due DESC\"], ",
        47_701.3, 100, 1, 9_264_000, List.of(append));
    String limit = node("Limit", "", 47_701.4, 100, 1, 9_264_000, List.of(sort));
    return "[\n  {\n    \"Plan\": " + limit + ",\n    \"Planning Time\": 0.412,\n    \"Triggers\": [],\n"
        + "    \"Execution Time\": 47702.118\n  }\n]\n";
  }

  private static String branch(String tier) {
    String payments = node("Seq Scan", "\"Parent Relationship\": \"Outer\", \"Relation Name\": \"payments\", "
        + "\"Alias\": \"p\", \"Filter\": \"(invoice_id = i.id)\", \"Rows Removed by Filter\": 49999, ",
        9.871, 1, 4812, 2_309_760, List.of());
    String subplan = node("Aggregate", "\"Parent Relationship\": \"SubPlan\", \"Subplan Name\": \"SubPlan 1\", ",
        9.902, 1, 4812, 2_309_760, List.of(payments));
    String accounts = node("Seq Scan", "\"Parent Relationship\": \"Outer\", \"Relation Name\": \"accounts\", "
        + "\"Alias\": \"a\", \"Filter\": \"(plan = '" + tier + "'::text)\", \"Rows Removed by Filter\": 8120, ",
        3.104, 1880, 1, 420, List.of());
    String invoices = node("Index Scan", "\"Parent Relationship\": \"Inner\", \"Index Name\": \"invoices_account_idx\", "
        + "\"Relation Name\": \"invoices\", \"Alias\": \"i\", ", 0.011, 3, 1, 7, List.of());
    return node("Nested Loop", "\"Parent Relationship\": \"Member\", \"Join Type\": \"Inner\", ",
        11_912.8, 4812, 1, 2_316_000, List.of(accounts, invoices, subplan));
  }

  @Test
  void theSubPlanThatLoopsThousandsOfTimesIsDescendedIntoWithItsPath() throws IOException {
    String json = plan();
    assertThat(json.length()).isGreaterThan(6000);
    Budget b = Budget.chars(4000);
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.JSON, json, b);
    StructuredFixtures.assertFits(r, b);
    JsonNode doc = parse(r.text());
    assertThat(r.text()).as(r.text())
        .contains("\"Node Type\":\"Limit\"")
        .contains("\"Subplan Name\":\"SubPlan 1\"")
        .contains("\"Rows Removed by Filter\":49999")
        .contains("\"Execution Time\":47702.118")
        .contains("\"Filter\":\"(invoice_id = i.id)\"")
        // Why the SubPlan was chosen over its siblings, in the join's own statement.
        .contains("Shared Hit Blocks = 2309760 (the most; the next 420)")
        .contains("\"Plans\":{\"showing\":1,\"of\":4,\"cut\":\"items 2-4\"")
        // The buffer counters that are all zero gave way first, and the gap says so.
        .contains("not shown: each 0, false, null or empty");
    assertThat(doc.get("items").get(0).get("Plan").get("Node Type").asText()).isEqualTo("Limit");
  }

  @Test
  void anObjectThatFitsWholeKeepsItsZeros() throws IOException {
    String json = plan();
    Budget b = Budget.chars(20_000);
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.JSON, json, b);
    StructuredFixtures.assertFits(r, b);
    assertThat(r.text()).contains("\"Temp Written Blocks\":0").doesNotContain("each 0, false");
  }

  /**
   * A chain of plan nodes seven deep, each with its counters, an output list and a small Hash
   * node beside the next: {@code Limit > Sort > Append > Hash Join > Seq Scan > ...}.
   */
  private static String chain(int depth) {
    String[] types = {"Limit", "Sort", "Append", "Hash Join", "Seq Scan", "Aggregate", "Index Scan"};
    StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "{\"Node Type\": \"%s\", "
        + "\"Parent Relationship\": \"Outer\", \"Parallel Aware\": false, \"Async Capable\": false, "
        + "\"Startup Cost\": %.2f, \"Total Cost\": %.2f, \"Plan Rows\": %d, \"Plan Width\": 52, "
        + "\"Actual Startup Time\": %.3f, \"Actual Total Time\": %.3f, \"Actual Rows\": %d, \"Actual Loops\": 1, "
        + "\"Shared Hit Blocks\": %d, ", types[depth], 1000.5 * depth + 0.25, 3954305.67 - depth, 50 + depth,
        44703.727 - depth, 44703.77 - depth, 1332 + depth, 1706487 - depth));
    for (String counter : new String[] {"Shared Read Blocks", "Shared Dirtied Blocks", "Shared Written Blocks",
        "Local Hit Blocks", "Local Read Blocks", "Local Dirtied Blocks", "Local Written Blocks", "Temp Read Blocks",
        "Temp Written Blocks"}) {
      sb.append('"').append(counter).append("\": 0, ");
    }
    sb.append("\"Output\": [\"o.id\", \"o.cents\", \"region_").append(depth).append("\"], ");
    if (depth < types.length - 1) {
      sb.append("\"Plans\": [").append(chain(depth + 1)).append(String.format(Locale.ROOT, ", {\"Node Type\": \"Hash\", "
          + "\"Parent Relationship\": \"Inner\", \"Startup Cost\": 1.0, \"Total Cost\": 2.0, \"Plan Rows\": %d, "
          + "\"Actual Rows\": %d}]}", depth, depth));
    } else {
      sb.append("\"Relation Name\": \"order_lines\", \"Filter\": \"(order_id = o.id)\", "
          + "\"Rows Removed by Filter\": 199999}");
    }
    return sb.toString();
  }

  @Test
  void aNodeOnTheWayDownThatShowsNoneOfItsMembersInItsPathShareTakesItsWholeShare() throws IOException {
    // Each node on the way down keeps half its room for the nodes below it. Where that half did
    // not hold even the Hash Join's first member, the Hash Join showed none and the Append's plans
    // none of it, with room left unused: the Hash Join now takes its whole share.
    String json = "[{\"Plan\": " + chain(0) + ", \"Planning Time\": 2.192, \"Triggers\": [], "
        + "\"Execution Time\": 44816.894}]";
    for (int budget : new int[] {2500, 3500, 3750}) {
      Budget b = Budget.chars(budget);
      StructuredShaper.Result r = StructuredFixtures.shape(Strategy.JSON, json, b);
      StructuredFixtures.assertFits(r, b);
      parse(r.text());
      assertThat(r.text()).as(budget + ":\n" + r.text()).contains("\"Node Type\":\"Append\"")
          .contains("\"Node Type\":\"Hash Join\"");
    }
  }
}
