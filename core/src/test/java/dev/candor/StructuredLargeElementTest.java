package dev.candor;

import static dev.candor.StructuredFixtures.assertFits;
import static dev.candor.StructuredFixtures.parse;
import static dev.candor.StructuredFixtures.shape;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * One large element is descended into, never dropped whole: a top-level array whose one item holds
 * most of the bytes, an object whose one member does, an array of one array.
 */
class StructuredLargeElementTest {
  /** What the shaper reads into memory at a 2,000-char budget: 64 KiB plus twice the budget's bytes. */
  private static final long CAP = 64 * 1024 + 2 * 8000;

  private static String report(int rows) {
    StringBuilder sb = new StringBuilder("[{\"name\":\"nightly\",\"status\":\"ok\",\"rows\":[");
    for (int i = 0; i < rows; i++) {
      sb.append(i == 0 ? "" : ",").append("{\"i\":").append(i).append(",\"v\":\"").append("x".repeat(40)).append("\"}");
    }
    return sb.append("],\"end\":\"last member\"}]").toString();
  }

  @Test
  void oneItemLargerThanTheReadCapIsShownInPart() throws IOException {
    String input = report(6000);
    assertThat((long) input.length()).isGreaterThan(CAP);
    Budget budget = Budget.chars(2000);
    StructuredShaper.Result r = shape(Strategy.JSON, input, budget, Map.of(), CAP);
    assertFits(r, budget);
    JsonNode doc = parse(r.text());
    assertThat(doc.path("candor").path("showing").asInt()).isEqualTo(1);
    assertThat(doc.path("candor").path("inside").asText()).startsWith("item 1 is shown in part");
    JsonNode item = doc.path("items").get(0);
    assertThat(item.path("name").asText()).isEqualTo("nightly");
    assertThat(item.path("end").asText()).isEqualTo("last member");
    assertThat(item.path("rows").get(0).path("i").asInt()).isEqualTo(0);
    assertThat(item.path("candor").path("arrays").path("rows").path("of").asInt()).isEqualTo(6000);
  }

  @Test
  void oneItemWithinTheReadCapIsShownInPartToo() throws IOException {
    Budget budget = Budget.chars(2000);
    StructuredShaper.Result r = shape(Strategy.JSON, report(500), budget, Map.of(), CAP);
    assertFits(r, budget);
    JsonNode item = parse(r.text()).path("items").get(0);
    assertThat(item.path("end").asText()).isEqualTo("last member");
    assertThat(item.path("rows").size()).isGreaterThan(3);
  }

  @Test
  void aMemberTooLargeToKeepWholeShowsItsFirstMembers() throws IOException {
    StringBuilder sb = new StringBuilder("{\"name\":\"x\",\"data\":{");
    for (int i = 0; i < 6000; i++) {
      sb.append(i == 0 ? "" : ",").append("\"k").append(i).append("\":{\"a\":").append(i).append(",\"b\":\"")
          .append("v".repeat(30)).append("\"}");
    }
    String input = sb.append("},\"version\":\"1\"}").toString();
    Budget budget = Budget.chars(2000);
    StructuredShaper.Result r = shape(Strategy.JSON, input, budget, Map.of(), CAP);
    assertFits(r, budget);
    JsonNode doc = parse(r.text());
    assertThat(doc.path("version").asText()).isEqualTo("1");
    JsonNode data = doc.path("data");
    assertThat(data.isObject()).as(r.text()).isTrue();
    assertThat(data.path("k0").path("b").asText()).isEqualTo("v".repeat(30));
    assertThat(data.path("candor").path("members").path("of").asInt()).isEqualTo(6000);
  }

  @Test
  void shortValuesAreShownRatherThanReplacedByTheirSize() throws IOException {
    StringBuilder sb = new StringBuilder("[{");
    for (int i = 0; i < 1000; i++) {
      sb.append(i == 0 ? "" : ",").append("\"k").append(i).append("\":\"").append("v".repeat(30)).append('"');
    }
    Budget budget = Budget.chars(2000);
    StructuredShaper.Result r = shape(Strategy.JSON, sb.append("}]").toString(), budget, Map.of(), CAP);
    assertFits(r, budget);
    assertThat(r.text()).doesNotContain("[cut: 32 bytes]").contains("\"k0\":\"" + "v".repeat(30) + "\"");
  }

  @Test
  void anArrayOfOneLargeArrayShowsItsFirstAndLastItems() throws IOException {
    StringBuilder sb = new StringBuilder("[[");
    for (int i = 0; i < 800; i++) {
      sb.append(i == 0 ? "" : ",").append("{\"i\":").append(i).append(",\"s\":\"").append("z".repeat(30)).append("\"}");
    }
    Budget budget = Budget.chars(2000);
    StructuredShaper.Result r = shape(Strategy.JSON, sb.append("]]").toString(), budget, Map.of(), CAP);
    assertFits(r, budget);
    JsonNode doc = parse(r.text());
    assertThat(doc.path("candor").path("showing").asInt()).isEqualTo(1);
    assertThat(doc.path("candor").path("inside").asText()).contains("of 800 are cut");
    JsonNode inner = doc.path("items").get(0);
    assertThat(inner.isArray()).isTrue();
    assertThat(inner.get(0).path("i").asInt()).isEqualTo(0);
    assertThat(inner.get(inner.size() - 1).path("i").asInt()).isEqualTo(799);
  }

  /** A test runner's report: a summary, then one large element per test file, one assertion failed deep in the first. */
  private static String runnerReport() {
    StringBuilder sb = new StringBuilder("{\"numFailedTests\":1,\"success\":false,\"testResults\":[");
    for (int f = 0; f < 4; f++) {
      sb.append(f == 0 ? "" : ",").append("{\"name\":\"test/file").append(f).append(".test.js\",\"assertionResults\":[");
      for (int a = 0; a < 60; a++) {
        boolean failed = f == 0 && a == 57;
        sb.append(a == 0 ? "" : ",").append("{\"duration\":").append(a).append(",\"failureMessages\":[")
            .append(failed ? "\"Error: expected 1260, received 1259 " + "at frame ".repeat(40) + "\"" : "")
            .append("],\"fullName\":\"suite ").append(f).append(" case ").append(a)
            .append(failed ? " rounds tax half up" : "").append("\",\"status\":\"")
            .append(failed ? "failed" : "passed").append("\",\"title\":\"case ").append(a).append("\"}");
      }
      sb.append("],\"status\":\"").append(f == 0 ? "failed" : "passed").append("\"}");
    }
    return sb.append("]}").toString();
  }

  @Test
  void anArrayMemberWhoseFailureItemIsTooLargeShowsItInPartWithItsFailureRecord() throws IOException {
    Budget budget = Budget.chars(4000);
    StructuredShaper.Result r = shape(Strategy.JSON, runnerReport(), budget, Map.of(), CAP);
    assertFits(r, budget);
    JsonNode doc = parse(r.text());
    JsonNode results = doc.path("candor").path("arrays").path("testResults");
    assertThat(results.path("showing").asInt()).as(r.text()).isEqualTo(1);
    assertThat(results.path("inside").asText()).startsWith("item 1 is shown in part");
    JsonNode file = doc.path("testResults").get(0);
    assertThat(file.path("name").asText()).isEqualTo("test/file0.test.js");
    assertThat(r.text()).contains("\"fullName\":\"suite 0 case 57 rounds tax half up\"");
    assertThat(r.cuts()).isNotEmpty();
  }

  @Test
  void aSummaryAfterALongArrayKeepsItsCountsAndAnObjectKeepsWhatNamesIt() throws IOException {
    StringBuilder sb = new StringBuilder("{\"version\":\"1.1\",\"findings\":[");
    for (int i = 0; i < 3000; i++) {
      sb.append(i == 0 ? "" : ",").append("{\"file\":\"src/m").append(i).append(".py\",\"severity\":\"warning\",")
          .append("\"message\":\"Import \\\"os\\\" is not accessed\"}");
    }
    sb.append("],\"summary\":{\"filesAnalyzed\":11,");
    for (int i = 0; i < 40; i++) {
      sb.append(i == 20 ? "\"warningCount\":3000," : "").append("\"timing").append(i).append("\":\"").append("t".repeat(60)).append("\",");
    }
    String input = sb.append("\"timeInSec\":10.2}}").toString();
    Budget budget = Budget.chars(2000);
    StructuredShaper.Result r = shape(Strategy.JSON, input, budget, Map.of(), CAP);
    assertFits(r, budget);
    assertThat(parse(r.text()).path("summary").path("warningCount").asInt()).as(r.text()).isEqualTo(3000);
  }

  /**
   * A CI service's run, as its API returns it: the run's fields, then its jobs (about 1 KB each,
   * steps and all), its artifacts, and one check annotation of about 3 KB (a test report's notice,
   * no failure) alone in its array.
   */
  private static String ciRun() {
    StringBuilder sb = new StringBuilder("{\n  \"id\": 11223344556,\n  \"name\": \"CI\",\n  \"head_branch\": \"discount-rounding\",\n"
        + "  \"event\": \"pull_request\",\n  \"status\": \"completed\",\n  \"conclusion\": \"success\",\n  \"jobs\": [");
    String[] names = {"lint", "build (17)", "build (21)", "test (17, h2)", "test (17, postgres)", "test (21, h2)"};
    for (int j = 0; j < names.length; j++) {
      sb.append(j == 0 ? "\n    " : ",\n    ").append("{\"id\": ").append(30112233400L + j)
          .append(", \"run_id\": 11223344556, \"html_url\": \"https://ci.example.com/acme/shop/runs/11223344556/job/")
          .append(30112233400L + j).append("\", \"status\": \"completed\", \"conclusion\": \"success\", \"name\": \"")
          .append(names[j]).append("\", \"steps\": [");
      String[] steps = {"Set up job", "Check out", "Set up JDK", "Cache Maven packages", "Build with Maven", "Complete job"};
      for (int k = 0; k < steps.length; k++) {
        sb.append(k == 0 ? "" : ", ").append("{\"name\": \"").append(steps[k]).append("\", \"status\": \"completed\", ")
            .append("\"conclusion\": \"success\", \"number\": ").append(k + 1).append(", \"completed_at\": \"2026-11-30T10:0")
            .append(k).append(":44Z\"}");
      }
      sb.append("], \"runner_name\": \"runner ").append(12 + j).append("\"}");
    }
    sb.append("\n  ],\n  \"artifacts\": [");
    String[] artifacts = {"surefire-reports-17-h2", "surefire-reports-17-postgres", "shop.jar", "sbom.json", "coverage"};
    for (int a = 0; a < artifacts.length; a++) {
      sb.append(a == 0 ? "\n    " : ",\n    ").append("{\"id\": ").append(2233440 + a).append(", \"name\": \"")
          .append(artifacts[a]).append("\", \"size_in_bytes\": ").append(10000 + 137 * a)
          .append(", \"archive_download_url\": \"https://ci.example.com/acme/shop/artifacts/").append(2233440 + a)
          .append("/zip\", \"expired\": false, \"expires_at\": \"2027-02-28T10:09:00Z\"}");
    }
    sb.append("\n  ],\n  \"check_annotations\": [\n    {\"path\": \"shop-service/src/test/java/com/acme/shop/OrderServiceIT.java\", ")
        .append("\"start_line\": 88, \"end_line\": 88, \"annotation_level\": \"notice\", \"title\": \"Test report: 412 tests, 3 skipped\", ");
    for (int f = 0; f < 44; f++) {
      sb.append("\"suite_").append(f).append("\": \"com.acme.shop.service.Suite").append(f).append(": 17 tests, 0.").append(f)
          .append("4 s\", ");
    }
    sb.append("\"raw_details\": null}\n  ],\n  \"run_attempt\": 1,\n  \"html_url\": \"https://ci.example.com/acme/shop/runs/11223344556\"\n}\n");
    return sb.toString();
  }

  @Test
  void aLargeItemAloneInItsArrayIsShownInPartThoughOtherArraysWantTheRoom() throws IOException {
    String input = ciRun();
    JsonNode annotation = parse(input).path("check_annotations").get(0);
    assertThat(annotation.toString().length()).isBetween(2500, 3500);
    for (int limit : new int[] {2000, 4000}) {
      Budget budget = Budget.chars(limit);
      StructuredShaper.Result r = shape(Strategy.JSON, input, budget, Map.of(), CAP);
      assertFits(r, budget);
      JsonNode doc = parse(r.text());
      JsonNode stated = doc.path("candor").path("arrays").path("check_annotations");
      assertThat(stated.path("showing").asInt()).as(r.text()).isEqualTo(1);
      JsonNode shown = doc.path("check_annotations").get(0);
      assertThat(shown.has("path")).as(r.text()).isTrue();
      assertThat(shown.path("title").asText()).isEqualTo("Test report: 412 tests, 3 skipped");
      assertThat(doc.path("candor").path("arrays").path("jobs").path("showing").asInt()).as(r.text()).isPositive();
      assertThat(doc.path("candor").path("arrays").path("artifacts").path("showing").asInt()).as(r.text()).isPositive();
    }
  }
}
