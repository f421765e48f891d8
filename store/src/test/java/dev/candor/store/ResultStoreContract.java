package dev.candor.store;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/**
 * The behaviour every {@link ResultStore} implementation must have. An implementation's test
 * class extends this and says how to make an empty store; the tests themselves are in the
 * contract interfaces it implements, one per concern.
 */
abstract class ResultStoreContract
    implements ReadContract, HandleContract, RetentionContract, IntegrityContract, ProcessContract, LedgerContract {

  private final TestClock clock = new TestClock(Instant.parse("2025-06-01T12:00:00Z"));
  private final List<ResultStore> opened = new ArrayList<>();
  private String url;

  /** The URL of a new, empty store. */
  protected abstract String newStoreUrl() throws Exception;

  /** Removes what {@link #newStoreUrl()} made, after the test. */
  protected void dropStore(String url) throws Exception {}

  @BeforeEach
  final void createStore() throws Exception {
    url = newStoreUrl();
  }

  @AfterEach
  final void closeStores() throws Exception {
    for (ResultStore s : opened) {
      s.close();
    }
    opened.clear();
    if (url != null) {
      dropStore(url);
    }
  }

  @Override
  public final String url() {
    return url;
  }

  @Override
  public final ResultStore open(StoreOptions options) {
    ResultStore s = ResultStore.open(url, options);
    opened.add(s);
    return s;
  }

  @Override
  public final StoreOptions options() {
    return StoreOptions.defaults().withClock(clock).withGcEvery(0);
  }

  @Override
  public final TestClock clock() {
    return clock;
  }
}
