package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * A record whose two values are each usual but never go together elsewhere (a server of the
 * eu-west region whose matchmaker is us-east's, where every other eu-west server has eu-west's) is
 * kept wherever it sits, and the statement names the pair. Fields that do not decide each other
 * (a zone and a size) name none.
 */
class StructuredRarePairsTest {

  private static final String[] REGIONS = {"eu-west", "eu-central", "us-east", "us-west", "ap-southeast"};

  /** A fleet of game servers as CSV: each region has its relay pool and matchmaker; server {@code odd} has another region's. */
  private static String fleetCsv(int rows, int odd) {
    StringBuilder sb = new StringBuilder("name,region,relay_pool,matchmaker,tick_rate\n");
    for (int i = 1; i <= rows; i++) {
      String region = REGIONS[i % REGIONS.length];
      String mm = i == odd ? REGIONS[(i + 2) % REGIONS.length] : region;
      sb.append(String.format(Locale.ROOT, "gs-%s-%03d,%s,relay-%s,mm-%s,%d\n", region, i, region, region, mm,
          i % 2 == 0 ? 64 : 128));
    }
    return sb.toString();
  }

  @Test
  void theServerWithAnotherRegionsMatchmakerIsShownAndTheStatementNamesThePair() throws IOException {
    String csv = fleetCsv(300, 151);
    for (int budget : new int[] {1000, 2000, 4000}) {
      Budget b = Budget.chars(budget);
      StructuredShaper.Result r = StructuredFixtures.shape(Strategy.CSV, csv, b);
      StructuredFixtures.assertFits(r, b);
      assertThat(r.text()).as(budget + ":\n" + r.text())
          .contains("gs-eu-central-151,eu-central,relay-eu-central,mm-us-west,128")
          // Told from the side where the rule is surer: mm-us-west goes with us-west 60 times.
          .contains("region = eu-central with matchmaker = mm-us-west (1 of 61; 60 with us-west)");
    }
  }

  @Test
  void fieldsThatDoNotDecideEachOtherNameNoPair() throws IOException {
    StringBuilder sb = new StringBuilder("name,zone,size\n");
    String[] sizes = {"small", "medium", "large"};
    for (int i = 1; i <= 300; i++) {
      // Every zone holds every size: one large in zone c is no rare pair, however few there are.
      String size = i % 7 == 0 ? "large" : sizes[i % 2];
      sb.append("node-").append(i).append(",zone-").append((char) ('a' + i % 3)).append(',').append(size).append('\n');
    }
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.CSV, sb.toString(), Budget.chars(800));
    assertThat(r.text()).as(r.text()).doesNotContain(" with zone = ").doesNotContain(" with size = ");
  }

  @Test
  void aHostKeyedByNameWhoseVariablesHoldListsIsShownWholeForItsRarePair() throws IOException {
    // An inventory's host variables: objects keyed by host name, each holding a list, so read
    // member by member; gs-us-east-017's relay pool is us-west's.
    StringBuilder sb = new StringBuilder("{\"_meta\": {\"hostvars\": {");
    for (int i = 1; i <= 60; i++) {
      String region = REGIONS[i % REGIONS.length];
      String relay = i == 17 ? "us-west" : region;
      sb.append(i > 1 ? "," : "").append(String.format(Locale.ROOT,
          "\"gs-%s-%03d\": {\"ansible_host\": \"10.20.%d.%d\", \"maps\": [\"harbor\", \"quarry\"],"
              + " \"region_code\": \"%s\", \"relay_pool\": \"relay-%s\", \"max_players\": 24}",
          region, i, i / 200, i % 200, region, relay));
    }
    String json = sb.append("}}}").toString();
    Budget b = Budget.chars(2000);
    StructuredShaper.Result r = StructuredFixtures.shape(Strategy.JSON, json, b);
    StructuredFixtures.assertFits(r, b);
    assertThat(r.text()).as(r.text()).contains("\"gs-us-east-017\":{\"ansible_host\":\"10.20.0.17\"")
        .contains("\"relay_pool\":\"relay-us-west\"");
  }

  @Test
  void whenTheHostsThatStandOutDoNotAllFitTheRarestIsKept() throws IOException {
    // Three hosts stand out: gs-021 runs a canary build no other host runs, and gs-040 and gs-050
    // share a tick rate no other host has. Each host's variables take about 400 chars, so at
    // these budgets the three do not fit beside the first host in the room the host variables get;
    // the least rare give way, one at a time, and the canary stays.
    StringBuilder sb = new StringBuilder("{\"_meta\": {\"hostvars\": {");
    for (int i = 1; i <= 60; i++) {
      String region = REGIONS[i % REGIONS.length];
      sb.append(i > 1 ? "," : "").append(String.format(Locale.ROOT,
          "\"gs-%03d\": {\"ansible_host\": \"10.20.%d.%d\", \"maps\": [\"harbor\", \"quarry\"],"
              + " \"game_build\": \"%s\", \"region_code\": \"%s\", \"tick_rate\": %d,"
              + " \"log_shipper_endpoint\": \"https://logs.%s.fleet.example:5044/ingest/game-servers\","
              + " \"ntp_servers\": \"ntp1.%s.fleet.example ntp2.%s.fleet.example ntp3.%s.fleet.example\","
              + " \"systemd_unit\": \"arena-server-%s.service\", \"max_players\": 24}",
          i, i / 200, i % 200, i == 21 ? "1.43.0-canary" : "1.42.7", region, i == 40 || i == 50 ? 30 : 64,
          region, region, region, region, region));
    }
    sb.append("}}");
    // Then the groups, each listing its hosts: arrays, so the host variables are opened in half
    // the room the document leaves.
    for (String region : REGIONS) {
      String group = region.replace('-', '_');
      StringBuilder hosts = new StringBuilder();
      for (int i = 1; i <= 60; i++) {
        if (REGIONS[i % REGIONS.length].equals(region)) {
          hosts.append(hosts.length() > 0 ? ", " : "").append(String.format(Locale.ROOT, "\"gs-%03d\"", i));
        }
      }
      sb.append(", \"").append(group).append("_gameservers\": {\"hosts\": [").append(hosts).append("]}");
      sb.append(", \"").append(group).append("\": {\"children\": [\"").append(group).append("_gameservers\"]}");
    }
    String json = sb.append("}").toString();
    for (int budget : new int[] {2600, 3200, 3800}) {
      Budget b = Budget.chars(budget);
      StructuredShaper.Result r = StructuredFixtures.shape(Strategy.JSON, json, b);
      StructuredFixtures.assertFits(r, b);
      assertThat(r.text()).as(budget + ":\n" + r.text()).contains("\"gs-021\":{\"ansible_host\"")
          .contains("\"game_build\":\"1.43.0-canary\"");
    }
  }
}
