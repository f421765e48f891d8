package dev.candor.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class StoreUrlTest {

  @Test
  void sqliteTakesAnAbsoluteOrRelativePath() {
    StoreUrl u = StoreUrl.parse("sqlite:/var/candor/store.db");
    assertThat(u.dialect()).isEqualTo(Dialect.SQLITE);
    assertThat(u.jdbcUrl()).isEqualTo("jdbc:sqlite:/var/candor/store.db");
    assertThat(u.file()).hasValue(Path.of("/var/candor/store.db"));
    assertThat(StoreUrl.parse("sqlite:.candor/store.db").file())
        .hasValue(Path.of(".candor/store.db").toAbsolutePath().normalize());
    assertThat(StoreUrl.parse("sqlite:///tmp/x.db").file()).hasValue(Path.of("/tmp/x.db"));
  }

  @Test
  void postgresqlUriCarriesUserPasswordAndSchemaOutsideTheJdbcUrl() {
    StoreUrl u = StoreUrl.parse("postgresql://candor:p%40ss@db.local:6543/results?schema=agent_a&sslmode=disable");
    assertThat(u.dialect()).isEqualTo(Dialect.POSTGRESQL);
    assertThat(u.jdbcUrl()).isEqualTo("jdbc:postgresql://db.local:6543/results?sslmode=disable");
    assertThat(u.user()).hasValue("candor");
    assertThat(u.password()).hasValue("p@ss");
    assertThat(u.schema()).hasValue("agent_a");
    assertThat(u.display()).isEqualTo("postgresql://candor:***@db.local:6543/results");
  }

  @Test
  void jdbcPostgresqlIsPassedThroughWithThePasswordMaskedForDisplay() {
    StoreUrl u = StoreUrl.parse("jdbc:postgresql://127.0.0.1:5432/candor_test?user=candor&password=candor&schema=t1");
    assertThat(u.jdbcUrl()).isEqualTo("jdbc:postgresql://127.0.0.1:5432/candor_test?user=candor&password=candor");
    assertThat(u.schema()).hasValue("t1");
    assertThat(u.display()).isEqualTo("jdbc:postgresql://127.0.0.1:5432/candor_test?user=candor&password=***");
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "mysql://db/x", "/just/a/path.db", "sqlite:", "sqlite::memory:",
      "postgresql://host-only", "jdbc:postgresql://", "postgresql://u@h/db?schema=Bad-Name"})
  void anythingElseIsRejectedNamingTheAcceptedForms(String url) {
    assertThatThrownBy(() -> ResultStore.open(url)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("unsupported result store URL \"")
        .hasMessageEndingWith("; use sqlite:/path/to/store.db, postgresql://user:pass@host:5432/db or"
            + " jdbc:postgresql://host:5432/db?user=u&password=p (PostgreSQL URLs may add schema=name)");
  }

  @Test
  void aRejectedUrlDoesNotEchoItsPassword() {
    assertThatThrownBy(() -> StoreUrl.parse("postgresql://u:hunter2@host"))
        .hasMessageNotContaining("hunter2");
  }
}
