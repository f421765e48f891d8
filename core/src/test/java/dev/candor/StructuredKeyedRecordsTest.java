package dev.candor;

import static dev.candor.StructuredFixtures.parse;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * Structured results shaped by what they hold: a value held again in a field whose values are
 * otherwise each held once, a record that stands out among the records of an object keyed by
 * name, and a statement that says which members are summarised in place.
 */
class StructuredKeyedRecordsTest {

  /** {@code jc --passwd}, pretty-printed: 120 accounts with uids of their own, but account {@code dup} has uid 0 as root does. */
  private static String passwd(int accounts, int dup) {
    StringBuilder sb = new StringBuilder("[\n");
    for (int i = 0; i < accounts; i++) {
      boolean again = i == dup;
      sb.append(String.format(Locale.ROOT, "  {\n    \"username\": \"%s\",\n    \"password\": \"x\",\n"
              + "    \"uid\": %d,\n    \"gid\": %d,\n    \"comment\": \"%s\",\n    \"home\": \"%s\",\n"
              + "    \"shell\": \"/bin/bash\"\n  }%s\n",
          i == 0 ? "root" : again ? "svc-backup" : String.format(Locale.ROOT, "dev%03d", i),
          i == 0 || again ? 0 : 1000 + i, i == 0 || again ? 0 : 1000 + i,
          again ? "backup agent,,," : "Developer " + i + ",,,",
          i == 0 ? "/root" : again ? "/var/backups" : "/home/dev" + i, i == accounts - 1 ? "" : ","));
    }
    return sb.append("]\n").toString();
  }

  @Test
  void aSecondAccountWithUidZeroIsShownAndTheStatementSaysWhy() throws IOException {
    String json = passwd(120, 61);
    for (int budget : new int[] {1500, 3000}) {
      Budget b = Budget.chars(budget);
      StructuredShaper.Result r = StructuredFixtures.shape(Strategy.JSON, json, b);
      StructuredFixtures.assertFits(r, b);
      assertThat(r.text()).as(budget + ":\n" + r.text())
          .contains("\"username\":\"svc-backup\"")
          .contains("uid = 0 (2 of 120, 119 distinct)");
      parse(r.text());
    }
  }

  @Test
  void aFieldWithManyRepeatsNamesNoRepeatedValue() throws IOException {
    // Every fifth account shares a uid with the one before: repeats are the field's habit, not an event.
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < 200; i++) {
      sb.append(i == 0 ? "" : ",").append(String.format(Locale.ROOT, "{\"username\":\"u%d\",\"uid\":%d}",
          i, i % 5 == 4 ? 1000 + i - 1 : 1000 + i));
    }
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.JSON, sb.append("]").toString(), Budget.chars(800));
    assertThat(r.text()).as(r.text()).doesNotContain("distinct)");
  }

  /**
   * {@code license-checker --json}: 60 packages keyed {@code name@version}, all MIT or ISC but one
   * GPL package from a contractor, member 40.
   */
  private static String licenses(int packages, int odd) {
    StringBuilder sb = new StringBuilder("{\n");
    for (int i = 0; i < packages; i++) {
      boolean gpl = i == odd;
      String name = gpl ? "pdf-stamp@0.4.1" : String.format(Locale.ROOT, "pkg-%02d@1.%d.0", i, i % 7);
      sb.append(String.format(Locale.ROOT, "  \"%s\": {\n    \"licenses\": \"%s\",\n"
              + "    \"repository\": \"https://github.com/acme/%s\",\n    \"publisher\": \"%s\",\n"
              + "    \"path\": \"/srv/app/node_modules/%s\"\n  }%s\n",
          name, gpl ? "GPL-3.0-only" : i % 3 == 0 ? "ISC" : "MIT", name, gpl ? "Contractor GmbH" : "Acme Inc",
          name, i == packages - 1 ? "" : ","));
    }
    return sb.append("}\n").toString();
  }

  @Test
  void theOnePackageUnderAnotherLicenceIsShownWholeAmongPackagesKeyedByName() throws IOException {
    String json = licenses(60, 40);
    for (int budget : new int[] {1200, 2000, 4000}) {
      Budget b = Budget.chars(budget);
      StructuredShaper.Result r = StructuredFixtures.shape(Strategy.JSON, json, b);
      StructuredFixtures.assertFits(r, b);
      assertThat(r.text()).as(budget + ":\n" + r.text())
          .contains("\"pdf-stamp@0.4.1\":{\"licenses\":\"GPL-3.0-only\"")
          .contains("\"publisher\":\"Contractor GmbH\"");
      JsonNode doc = parse(r.text());
      if (doc.get("candor").has("members")) {
        assertThat(doc.get("candor").get("members").get("kept").asText()).contains("hold a rare value");
      }
      assertThat(doc.get("pdf-stamp@0.4.1").get("licenses").asText()).isEqualTo("GPL-3.0-only");
    }
  }

  @Test
  void anObjectOfFewRecordsIsNoCollection() throws IOException {
    // Ten members are too few for rarity to mean anything: positions decide, as before.
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.JSON, licenses(10, 5), Budget.chars(700));
    assertThat(r.text()).as(r.text()).doesNotContain("hold a rare value");
  }

  @Test
  void theStatementSaysWhichMembersAreSummarisedInPlace() throws IOException {
    // npm outdated --json: a dozen packages, too many to show whole at this budget.
    StringBuilder sb = new StringBuilder("{\n");
    for (int i = 0; i < 12; i++) {
      sb.append(String.format(Locale.ROOT, "  \"package-%02d\": {\n    \"current\": \"1.%d.0\",\n"
              + "    \"wanted\": \"1.%d.3\",\n    \"latest\": \"%d.0.0\",\n    \"dependent\": \"billing-api\",\n"
              + "    \"location\": \"/srv/billing-api/node_modules/package-%02d\"\n  }%s\n",
          i, i, i, 2 + i % 3, i, i == 11 ? "" : ","));
    }
    String json = sb.append("}\n").toString();
    Budget b = Budget.chars(1400);
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.JSON, json, b);
    StructuredFixtures.assertFits(r, b);
    JsonNode doc = parse(r.text());
    int inPlace = 0;
    for (var it = doc.fields(); it.hasNext(); ) {
      var e = it.next();
      inPlace += e.getValue().isObject() && e.getValue().has("candor_gap") ? 1 : 0;
    }
    assertThat(inPlace).as(r.text()).isPositive();
    assertThat(doc.get("candor").get("summarised").asText()).as(r.text())
        .startsWith("members ").endsWith("bytes, each where it stood");
  }
}
