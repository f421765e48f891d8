package dev.candor;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;

/**
 * Watches the tokens of one record as they stream past and tells whether any field, down to
 * {@link #MAX_DEPTH} levels in, signals failure by {@link FailureSignal}: cargo's {@code
 * "message":{"level":"error"}} is two levels in, an eslint file's {@code
 * "messages":[{"severity":2}]} three.
 */
final class FailureWatch {
  /** How deep inside a record fields are judged; deeper ones are passed over. */
  static final int MAX_DEPTH = 3;

  /** The most field names whose {@link FailureSignal#named} answer is remembered. */
  private static final int NAMES = 1024;

  private final java.util.HashMap<String, Boolean> named = new java.util.HashMap<>();
  private boolean signalled;
  /** Whether a field of the record says it is a warning ({@link FailureSignal#warning}). */
  private boolean warned;
  /** A field whose value opened a structure that signals failure when it is not empty. */
  private boolean pending;

  private boolean named(String name) {
    Boolean known = named.get(name);
    if (known == null) {
      if (named.size() >= NAMES) {
        named.clear(); // records with ever new field names: remembering them would not bound memory
      }
      known = FailureSignal.named(name);
      named.put(name, known);
    }
    return known;
  }

  /**
   * Top-level fields that say which test, file or job a record is about ({@code go test -json}'s
   * Package and Test): a failure's records that share their values are its block.
   */
  private static final java.util.Set<String> ID_NAMES = java.util.Set.of("test", "testname", "package", "pkg",
      "file", "filename", "filepath", "job", "jobname", "step", "task", "target", "unit", "check", "suite",
      "spanid", "traceid", "requestid");
  /** The most chars of identity a record keeps. */
  private static final int KEY_CHARS = 512;
  private final StringBuilder key = new StringBuilder();
  private final StringBuilder keyNames = new StringBuilder();

  /** A new record starts. */
  void reset() {
    signalled = false;
    warned = false;
    pending = false;
    key.setLength(0);
    keyNames.setLength(0);
  }

  /** The record's identity: the values of its identity fields, in order; null when it has none. */
  String key() {
    return key.length() == 0 ? null : key.toString();
  }

  /** The names of the record's identity fields, {@code Package, Test}; empty when it has none. */
  String keyNames() {
    return keyNames.toString();
  }

  private void identity(JsonParser p, JsonToken t, String name) throws IOException {
    if ((t == JsonToken.VALUE_STRING || t == JsonToken.VALUE_NUMBER_INT) && key.length() < KEY_CHARS
        && ID_NAMES.contains(FailureSignal.normalize(name))) {
      key.append(name).append('=').append(p.getText()).append('\u0000');
      keyNames.append(keyNames.length() == 0 ? "" : ", ").append(name);
    }
  }

  boolean signalled() {
    return signalled;
  }

  /** Whether the record is a warning and no failure. */
  boolean warned() {
    return warned && !signalled;
  }

  /**
   * The parser stands on {@code t}, a token of the record at {@code depth}: 1 for the record's
   * own fields, before {@code t} opens or closes anything.
   */
  void token(JsonParser p, JsonToken t, int depth) throws IOException {
    if (pending) {
      pending = false;
      signalled |= !t.isStructEnd();
    }
    if (depth < 1 || depth > MAX_DEPTH || t == JsonToken.FIELD_NAME) {
      return;
    }
    String name = p.currentName(); // for a structure's start, its name in the enclosing object
    if (depth == 1 && name != null) {
      identity(p, t, name);
    }
    if (signalled) {
      return;
    }
    if (name == null || !named(name)) {
      return;
    }
    switch (t) {
      case VALUE_STRING:
        signalled = FailureSignal.string(name, p.getText());
        warned |= !signalled && FailureSignal.warning(name, p.getText(), false);
        break;
      case VALUE_NUMBER_INT:
      case VALUE_NUMBER_FLOAT:
        signalled = FailureSignal.number(name, p.getText());
        warned |= !signalled && FailureSignal.warning(name, p.getText(), true);
        break;
      case VALUE_TRUE:
      case VALUE_FALSE:
        signalled = FailureSignal.bool(name, t == JsonToken.VALUE_TRUE);
        break;
      case START_OBJECT:
      case START_ARRAY:
        pending = depth < MAX_DEPTH && FailureSignal.structure(name); // deeper ones are skipped unread
        break;
      default:
        break;
    }
  }
}
