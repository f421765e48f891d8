package dev.candor.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import java.net.URI;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.UUID;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The contract on a real PostgreSQL server, each test in a schema of its own. The server comes
 * from {@code CANDOR_TEST_PG_URL}; without it these tests fail, saying how to start one, unless
 * {@code CANDOR_SKIP_PG=1}.
 */
@Tag("slow")
final class PostgresResultStoreTest extends ResultStoreContract {
  static final String HOW = "CANDOR_TEST_PG_URL is not set, so the PostgreSQL store cannot be tested."
      + " Start a server with: eval \"$(sudo store/scripts/start-postgres.sh | tail -n 1)\""
      + " (it prints export CANDOR_TEST_PG_URL=jdbc:postgresql://127.0.0.1:5432/candor_test?user=candor&password=candor),"
      + " or set CANDOR_SKIP_PG=1 to skip these tests";

  private String base;
  private String schema;

  static String serverUrl() {
    String url = System.getenv("CANDOR_TEST_PG_URL");
    if (url == null || url.isBlank()) {
      Assumptions.assumeFalse("1".equals(System.getenv("CANDOR_SKIP_PG")), "CANDOR_SKIP_PG=1");
      fail(HOW);
    }
    return url;
  }

  @Override
  protected String newStoreUrl() {
    base = serverUrl();
    schema = "t_" + UUID.randomUUID().toString().replace("-", "").substring(0, 16);
    return base + (base.contains("?") ? "&" : "?") + "schema=" + schema;
  }

  @Override
  protected void dropStore(String url) throws SQLException {
    try (Connection c = DriverManager.getConnection(base); Statement s = c.createStatement()) {
      s.execute("DROP SCHEMA IF EXISTS " + schema + " CASCADE");
    }
  }

  @Override
  public Connection connect() throws SQLException {
    Connection c = DriverManager.getConnection(base);
    c.setSchema(schema);
    return c;
  }

  /** A candor backend with a transaction id has written inside a transaction that is still open. */
  @Override
  public boolean writeInProgress() throws SQLException {
    try (Connection c = DriverManager.getConnection(base); Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM pg_stat_activity WHERE application_name = 'candor'"
            + " AND backend_xid IS NOT NULL AND pid <> pg_backend_pid()")) {
      rs.next();
      return rs.getLong(1) > 0;
    }
  }

  @Test
  void aServerThatIsDownFailsAsUnavailableWithTheReasonAndNoPassword() {
    assertThatThrownBy(() -> ResultStore.open("postgresql://candor:s3cret@127.0.0.1:1/candor_test"))
        .isInstanceOfSatisfying(StoreException.class, e -> assertThat(e.kind()).isEqualTo(StoreException.Kind.UNAVAILABLE))
        .hasMessageStartingWith("cannot open result store postgresql://candor:***@127.0.0.1:1/candor_test: ")
        .hasMessageContaining("refused")
        .hasMessageNotContaining("s3cret");
  }

  @Test
  void theUriFormWithUserAndPasswordOpensTheSameStore() throws Exception {
    Handle h = open().put(Contents.in("same store\n"), ResultMeta.none());
    URI jdbc = URI.create(base.substring("jdbc:".length()));
    String user = param(jdbc.getQuery(), "user");
    String password = param(jdbc.getQuery(), "password");
    String uri = "postgresql://" + user + ":" + password + "@" + jdbc.getHost() + ":" + jdbc.getPort()
        + jdbc.getPath() + "?schema=" + schema;
    try (ResultStore again = ResultStore.open(uri, options())) {
      assertThat(again.lines(h, 1, 1).text()).isEqualTo("same store\n");
      assertThat(again.describe()).contains(":***@").doesNotContain(password + "@");
    }
  }

  private static String param(String query, String name) {
    for (String p : query.split("&")) {
      if (p.startsWith(name + "=")) {
        return p.substring(name.length() + 1);
      }
    }
    throw new AssertionError(name + " missing from " + query);
  }
}
