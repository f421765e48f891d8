package dev.candor.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.time.Duration;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** What a handle resolves to, and the distinct ways it can fail to. */
interface HandleContract extends StoreFixture {

  private static StoreException.Kind kindOf(Throwable t) {
    return ((StoreException) t).kind();
  }

  @Test
  default void handlesAreCndAndThirtyTwoBase32CharactersAndNeverRepeat() throws Exception {
    ResultStore store = open();
    Set<String> seen = new HashSet<>();
    for (int i = 0; i < 50; i++) {
      Handle h = store.put(Contents.in("same content"), ResultMeta.none());
      assertThat(h.value()).matches("cnd_[a-z2-7]{32}");
      assertThat(seen.add(h.value())).isTrue();
    }
  }

  @Test
  default void aHandleSurvivesClosingAndReopeningTheStore() throws Exception {
    Handle h;
    try (ResultStore first = ResultStore.open(url(), options())) {
      h = first.put(Contents.in("kept across a context rebuild\n"), ResultMeta.none());
    }
    ResultStore second = open();
    assertThat(second.lines(Handle.parse(h.value()), 1, 1).text()).isEqualTo("kept across a context rebuild\n");
  }

  @Test
  default void anUnknownHandleSaysItIsNotInThisStore() {
    ResultStore store = open();
    Handle stranger = Handle.parse("cnd_" + "a".repeat(32));
    assertThatThrownBy(() -> store.facts(stranger))
        .satisfies(t -> assertThat(kindOf(t)).isEqualTo(StoreException.Kind.UNKNOWN_HANDLE))
        .hasMessageStartingWith("unknown handle cnd_aaaa")
        .hasMessageContaining(store.describe())
        .hasMessageContaining("re-run the command");
  }

  @Test
  default void anExpiredHandleSaysWhenItExpiredBeforeAndAfterGc() throws Exception {
    ResultStore store = open(options().withTtl(Duration.ofHours(1)));
    Handle h = store.put(Contents.in("old"), ResultMeta.none());
    clock().advance(Duration.ofMinutes(59));
    assertThat(store.raw(h, new ByteArrayOutputStream())).isEqualTo(3);
    clock().advance(Duration.ofMinutes(1));
    assertThatThrownBy(() -> store.lines(h, 1, 1))
        .satisfies(t -> assertThat(kindOf(t)).isEqualTo(StoreException.Kind.EXPIRED_HANDLE))
        .hasMessage("handle " + h + " expired at 2025-06-01T13:00:00Z (stored 2025-06-01T12:00:00Z);"
            + " re-run the command to produce the result again");
    assertThat(store.gc().expired()).isEqualTo(1);
    assertThatThrownBy(() -> store.facts(h))
        .satisfies(t -> assertThat(kindOf(t)).isEqualTo(StoreException.Kind.EXPIRED_HANDLE));
  }

  @Test
  default void aResultsOwnTtlOverridesTheStoreDefault() throws Exception {
    ResultStore store = open(options().withTtl(Duration.ofHours(1)));
    Handle longer = store.put(Contents.in("keep me"), ResultMeta.none().withTtl(Duration.ofDays(2)));
    clock().advance(Duration.ofDays(1));
    store.gc();
    assertThat(store.lines(longer, 1, 1).text()).isEqualTo("keep me");
  }

  @Test
  default void anEvictedHandleSaysItMadeRoomForNewerResults() throws Exception {
    ResultStore store = open(options().withMaxBytes(150_000));
    Handle old = store.put(Contents.in(Contents.random(10, 100_000)), ResultMeta.none());
    clock().advance(Duration.ofSeconds(1));
    Handle recent = store.put(Contents.in(Contents.random(11, 100_000)), ResultMeta.none());
    assertThat(store.gc().evicted()).isEqualTo(1);
    assertThatThrownBy(() -> store.facts(old))
        .satisfies(t -> assertThat(kindOf(t)).isEqualTo(StoreException.Kind.EVICTED_HANDLE))
        .hasMessageContaining("evicted at 2025-06-01T12:00:01Z to keep the store under its size cap");
    assertThat(store.facts(recent).size()).isEqualTo(100_000);
  }

  @Test
  default void aHandleOfAnotherRunIsForeignToAScopedStore() throws Exception {
    Handle mine = open(options().withRunId("run-1")).put(Contents.in("mine"), ResultMeta.none());
    Handle unscoped = open().put(Contents.in("anyone's"), ResultMeta.none());
    ResultStore other = open(options().withRunId("run-2"));
    assertThatThrownBy(() -> other.facts(mine))
        .satisfies(t -> assertThat(kindOf(t)).isEqualTo(StoreException.Kind.FOREIGN_HANDLE))
        .hasMessage("handle " + mine + " belongs to another run, not to run run-2; use a handle printed in"
            + " this run's output");
    assertThat(other.facts(unscoped).runId()).isEmpty();
    assertThat(open(options().withRunId("run-1")).facts(mine).runId()).hasValue("run-1");
    assertThat(open().facts(mine).runId()).hasValue("run-1");
  }

  @Test
  default void aScopedStoreRefusesToStoreForAnotherRun() {
    ResultStore store = open(options().withRunId("run-1"));
    assertThatThrownBy(() -> store.put(Contents.in("x"), ResultMeta.none().withRunId("run-2")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("scoped to run run-1");
  }
}
