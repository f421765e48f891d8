/**
 * The result store: the full raw output of a tool call, kept behind a {@link dev.candor.store.Handle}
 * so that a shaped observation can say what it cut and the agent can fetch it back later, in this
 * process or another one.
 *
 * <p>{@link dev.candor.store.ResultStore#open(String)} picks the implementation from a URL: SQLite
 * (the default, a single file that needs nothing installed) or PostgreSQL. Both keep the same
 * schema, migrated on open, and pass the same contract tests.
 *
 * <p>The store keeps the bytes it is given. Redacting secrets is the caller's decision, made
 * before {@code put} with {@link dev.candor.Redactor}; the recorded SHA-256 is of the stream the
 * store received.
 */
@NullMarked
package dev.candor.store;

import org.jspecify.annotations.NullMarked;
