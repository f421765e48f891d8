package dev.candor.store;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MigrationsTest {
  @Test
  void scriptsSplitOnSemicolonsThatEndALineAndDropComments() {
    assertThat(Migrations.statements("-- a comment\nCREATE TABLE a (x INT);\n\nCREATE INDEX i\n  ON a (x);\n"))
        .containsExactly("CREATE TABLE a (x INT)", "CREATE INDEX i\n  ON a (x)");
  }

  @Test
  void everyListedScriptExistsForEveryDialect() {
    for (Dialect d : Dialect.values()) {
      for (String name : Migrations.SCRIPTS) {
        assertThat(Migrations.class.getResource(d.migrations() + name)).as(d + " " + name).isNotNull();
      }
    }
  }
}
