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
 * An array named for failures ({@code "errors":[...]}) is a list of failure records: its items are
 * shown before the rest of the document is opened, even when their own fields carry no state.
 */
class StructuredFailureListTest {
  /** What the shaper reads into memory at these budgets: 64 KiB plus twice the budget's bytes. */
  private static final long CAP = 64 * 1024 + 2 * 8000;

  /**
   * webpack --json of a build with one unresolved import: assets, 150 modules with their reasons,
   * then the errors array (one Module not found, with a long resolver trace in its details) and 40
   * warnings, then the counts.
   */
  static String webpackStats() {
    StringBuilder sb = new StringBuilder("{\"hash\":\"7af3cc6947b536424b2b\",\"version\":\"5.97.1\",\"time\":3017,")
        .append("\"assets\":[");
    for (int a = 0; a < 2; a++) {
      sb.append(a == 0 ? "" : ",").append("{\"type\":\"asset\",\"name\":\"").append(a == 0 ? "shop" : "admin")
          .append(".js\",\"size\":42433,\"emitted\":true,\"info\":{\"minimized\":true},\"related\":[");
      for (int r = 0; r < 60; r++) {
        sb.append(r == 0 ? "" : ",").append("{\"type\":\"sourceMap\",\"name\":\"chunk-").append(r)
            .append(".js.map\",\"size\":").append(1000 + r).append('}');
      }
      sb.append("]}");
    }
    sb.append("],\"chunks\":[");
    for (int c = 0; c < 2; c++) {
      sb.append(c == 0 ? "" : ",").append("{\"rendered\":true,\"initial\":true,\"names\":[\"").append(c == 0 ? "shop" : "admin")
          .append("\"],\"origins\":[");
      for (int o = 0; o < 60; o++) {
        sb.append(o == 0 ? "" : ",").append("{\"module\":\"/app/src/shop/module").append(o)
            .append(".js\",\"request\":\"./module").append(o).append("\",\"loc\":\"").append(o).append(":0-30\"}");
      }
      sb.append("]}");
    }
    sb.append("],\"modules\":[");
    for (int m = 0; m < 150; m++) {
      sb.append(m == 0 ? "" : ",").append("{\"type\":\"module\",\"moduleType\":\"javascript/auto\",")
          .append("\"identifier\":\"/app/src/shop/module").append(m).append(".js\",\"name\":\"./src/shop/module")
          .append(m).append(".js\",\"size\":").append(300 + m).append(",\"reasons\":[");
      for (int r = 0; r < 40; r++) {
        sb.append(r == 0 ? "" : ",").append("{\"type\":\"harmony side effect evaluation\",\"userRequest\":\"./module")
            .append(r).append("\",\"loc\":\"").append(r).append(":0-30\"}");
      }
      sb.append("]}");
    }
    sb.append("],\"errors\":[{\"moduleIdentifier\":\"/app/src/checkout/tax.js\",\"moduleName\":\"./src/checkout/tax.js\",")
        .append("\"loc\":\"1:0-38\",\"message\":\"Module not found: Error: Can't resolve './rates/eu-vat' in ")
        .append("'/app/src/checkout'\",\"moduleId\":null,\"details\":\"resolve './rates/eu-vat' in '/app/src/checkout'\\n")
        .append("  using description file: /app/package.json (relative path: ./src/checkout/rates/eu-vat)\\n".repeat(24))
        .append("\"}],\"errorsCount\":1,\"warnings\":[");
    for (int w = 0; w < 40; w++) {
      sb.append(w == 0 ? "" : ",").append("{\"moduleName\":\"./src/shop/module").append(w)
          .append(".js\",\"loc\":\"3:0-20\",\"message\":\"export 'legacyPrice' (imported as 'legacyPrice') was not")
          .append(" found in '../util/price.js'\"}");
    }
    return sb.append("],\"warningsCount\":40,\"children\":[]}").toString();
  }

  @Test
  void theItemOfAnErrorsArrayIsShownBeforeTheModulesAroundIt() throws IOException {
    Budget budget = Budget.chars(2000);
    StructuredShaper.Result r = shape(Strategy.JSON, webpackStats(), budget, Map.of(), CAP);
    assertFits(r, budget);
    JsonNode error = parse(r.text()).path("errors").path(0);
    assertThat(error.path("message").asText()).as(r.text()).startsWith("Module not found: Error: Can't resolve");
    assertThat(error.path("moduleName").asText()).as(r.text()).isEqualTo("./src/checkout/tax.js");
    assertThat(error.path("loc").asText()).as(r.text()).isEqualTo("1:0-38");
  }

  /**
   * PostgreSQL's jsonlog: 600 LOG records (statements, checkpoints), two ERROR records in the
   * middle, each followed by the statement it failed on, and the shutdown at the end. The state
   * field is {@code error_severity}: named for a state word, it is read as one.
   */
  static String postgresJsonlog() {
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i <= 600; i++) {
      sb.append("{\"timestamp\":\"2026-12-02 06:18:5").append(i % 10).append(".436 UTC\",\"pid\":312").append(i % 90)
          .append(",\"session_id\":\"6b0fb84a.7a15\",\"line_num\":").append(i).append(",\"txid\":0,");
      if (i == 301 || i == 303) {
        String table = i == 301 ? "tenant_snapshots" : "tenant_snapshots_id_seq";
        sb.append("\"error_severity\":\"ERROR\",\"state_code\":\"42704\",\"message\":\"role \\\"reporting\\\" ")
            .append("does not exist\",\"statement\":\"ALTER TABLE public.").append(table)
            .append(" OWNER TO reporting;\",\"backend_type\":\"client backend\"}\n");
      } else {
        sb.append("\"error_severity\":\"LOG\",\"message\":\"statement: INSERT INTO tenant_snapshots VALUES (")
            .append(i).append(", 'acme', now());\",\"backend_type\":\"client backend\"}\n");
      }
    }
    return sb.toString();
  }

  @Test
  void errorSeverityRecordsOfAPostgresJsonlogAreShownAmongItsLogRecords() throws IOException {
    Budget budget = Budget.chars(2000);
    StructuredShaper.Result r = shape(Strategy.NDJSON, postgresJsonlog(), budget, Map.of(), CAP);
    assertFits(r, budget);
    int errors = 0;
    boolean last = false;
    for (String line : r.text().split("\n")) {
      JsonNode record = parse(line);
      last |= record.path("line_num").asInt() == 600;
      if (record.path("error_severity").asText().equals("ERROR")) {
        errors++;
        assertThat(record.path("statement").asText()).startsWith("ALTER TABLE public.tenant_snapshots");
      }
    }
    assertThat(errors).as(r.text()).isEqualTo(2);
    // The last record, after the failures in line, is shown too.
    assertThat(last).as(r.text()).isTrue();
  }
}
