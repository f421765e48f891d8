package dev.candor.store;

import java.sql.Connection;
import java.sql.SQLException;

/** What the contract tests need from each implementation's test class. */
interface StoreFixture {
  /** The URL of this test's store, new and empty when the test starts. */
  String url();

  /** Opens the test's store with {@link #options()}; closed after the test. */
  default ResultStore open() {
    return open(options());
  }

  /** Opens the test's store; closed after the test. */
  ResultStore open(StoreOptions options);

  /** Defaults with the test clock and no opportunistic gc. */
  StoreOptions options();

  TestClock clock();

  /** A plain JDBC connection to the test's store, to inspect or tamper with its tables. */
  Connection connect() throws SQLException;

  /** Whether a process other than the test is inside a write transaction on the store now. */
  boolean writeInProgress() throws Exception;
}
