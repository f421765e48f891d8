package dev.candor.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Deduplication, time to live, the size cap and the figures that show them. */
interface RetentionContract extends StoreFixture {

  @Test
  default void equalContentIsStoredOnce() throws Exception {
    ResultStore store = open();
    byte[] content = Contents.text(20, 200_000);
    Handle a = store.put(Contents.in(content), ResultMeta.of(java.util.List.of("make"), 0));
    Stats once = store.stats();
    Handle b = store.put(Contents.in(content), ResultMeta.of(java.util.List.of("make", "again"), 2));
    Stats twice = store.stats();
    assertThat(a).isNotEqualTo(b);
    assertThat(twice.contents()).isEqualTo(1);
    assertThat(twice.storedBytes()).isEqualTo(once.storedBytes());
    assertThat(twice.results()).isEqualTo(2);
    assertThat(twice.logicalBytes()).isEqualTo(2L * content.length);
    assertThat(store.facts(b).exitCode()).hasValue(2);
    assertThat(store.facts(a).exitCode()).hasValue(0);
  }

  @Test
  default void statsCountResultsBytesAndTheOldest() throws Exception {
    ResultStore store = open();
    assertThat(store.stats()).isEqualTo(new Stats(0, 0, 0, 0, 0, 0, java.util.Optional.empty()));
    byte[] text = Contents.text(21, 100_000);
    store.put(Contents.in(text), ResultMeta.none());
    java.time.Instant first = clock().instant();
    clock().advance(Duration.ofMinutes(5));
    store.put(Contents.in("small"), ResultMeta.none());
    Stats s = store.stats();
    assertThat(s.results()).isEqualTo(2);
    assertThat(s.contents()).isEqualTo(2);
    assertThat(s.rawBytes()).isEqualTo(text.length + 5);
    assertThat(s.storedBytes()).isLessThan(s.rawBytes() / 2);
    assertThat(s.compressionRatio()).isGreaterThan(2.0);
    assertThat(s.oldest()).hasValue(first);
  }

  @Test
  default void gcDeletesExpiredResultsAndTheirContent() throws Exception {
    ResultStore store = open(options().withTtl(Duration.ofHours(1)));
    store.put(Contents.in(Contents.text(22, 50_000)), ResultMeta.none());
    Handle kept = store.put(Contents.in("kept"), ResultMeta.none().withTtl(Duration.ofDays(1)));
    clock().advance(Duration.ofHours(2));
    GcReport r = store.gc();
    assertThat(r.expired()).isEqualTo(1);
    assertThat(r.contentsDeleted()).isEqualTo(1);
    assertThat(r.bytesFreed()).isPositive();
    Stats s = store.stats();
    assertThat(s.results()).isEqualTo(1);
    assertThat(s.gone()).isEqualTo(1);
    assertThat(s.contents()).isEqualTo(1);
    assertThat(store.lines(kept, 1, 1).text()).isEqualTo("kept");
    assertThat(store.gc()).isEqualTo(new GcReport(0, 0, 0, 0, 0));
  }

  @Test
  default void gcKeepsContentThatALiveResultStillShares() throws Exception {
    ResultStore store = open(options().withTtl(Duration.ofHours(1)));
    byte[] content = Contents.text(23, 80_000);
    Handle expiring = store.put(Contents.in(content), ResultMeta.none());
    Handle sharing = store.put(Contents.in(content), ResultMeta.none().withTtl(Duration.ofDays(1)));
    clock().advance(Duration.ofHours(2));
    GcReport r = store.gc();
    assertThat(r.expired()).isEqualTo(1);
    assertThat(r.contentsDeleted()).isZero();
    assertThat(store.facts(sharing).sha256()).isEqualTo(Contents.sha256(content));
    assertThatThrownBy(() -> store.facts(expiring)).isInstanceOf(StoreException.class);
  }

  @Test
  default void gcEvictsTheOldestFirstUntilUnderTheCap() throws Exception {
    ResultStore store = open(options().withMaxBytes(250_000));
    Handle[] h = new Handle[4];
    for (int i = 0; i < h.length; i++) {
      h[i] = store.put(Contents.in(Contents.random(30 + i, 100_000)), ResultMeta.none());
      clock().advance(Duration.ofSeconds(1));
    }
    GcReport r = store.gc();
    assertThat(r.evicted()).isEqualTo(2);
    assertThat(r.contentsDeleted()).isEqualTo(2);
    assertThat(store.stats().storedBytes()).isLessThanOrEqualTo(250_000);
    assertThatThrownBy(() -> store.facts(h[0])).isInstanceOf(StoreException.class);
    assertThatThrownBy(() -> store.facts(h[1])).isInstanceOf(StoreException.class);
    assertThat(store.facts(h[2]).size()).isEqualTo(100_000);
    assertThat(store.facts(h[3]).size()).isEqualTo(100_000);
  }

  @Test
  default void putRunsGcOnTheSide() throws Exception {
    ResultStore store = open(options().withTtl(Duration.ofMinutes(1)).withGcEvery(1));
    Handle old = store.put(Contents.in("old"), ResultMeta.none());
    clock().advance(Duration.ofMinutes(2));
    store.put(Contents.in("new"), ResultMeta.none());
    assertThat(store.stats().contents()).isEqualTo(1);
    assertThatThrownBy(() -> store.facts(old)).isInstanceOf(StoreException.class);
  }

  @Test
  default void goneHandlesAreForgottenAfterThirtyDays() throws Exception {
    ResultStore store = open(options().withTtl(Duration.ofMinutes(1)));
    Handle h = store.put(Contents.in("brief"), ResultMeta.none());
    clock().advance(Duration.ofMinutes(2));
    store.gc();
    clock().advance(Duration.ofDays(31));
    assertThat(store.gc().purged()).isEqualTo(1);
    assertThatThrownBy(() -> store.facts(h)).isInstanceOfSatisfying(StoreException.class,
        e -> assertThat(e.kind()).isEqualTo(StoreException.Kind.UNKNOWN_HANDLE));
  }
}
