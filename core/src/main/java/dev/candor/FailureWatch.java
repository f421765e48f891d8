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

  /** A new record starts. */
  void reset() {
    signalled = false;
    pending = false;
  }

  boolean signalled() {
    return signalled;
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
    if (signalled || depth < 1 || depth > MAX_DEPTH || t == JsonToken.FIELD_NAME) {
      return;
    }
    String name = p.currentName(); // for a structure's start, its name in the enclosing object
    if (name == null || !named(name)) {
      return;
    }
    switch (t) {
      case VALUE_STRING:
        signalled = FailureSignal.string(name, p.getText());
        break;
      case VALUE_NUMBER_INT:
      case VALUE_NUMBER_FLOAT:
        signalled = FailureSignal.number(name, p.getText());
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
