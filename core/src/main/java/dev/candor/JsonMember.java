package dev.candor;

import java.util.Objects;

/**
 * One member of a top-level JSON object: an array, capped item by item, or any other value, kept
 * whole or replaced by its size.
 *
 * @param name the member's name as decoded
 * @param array the items when the value is an array; null otherwise
 * @param value the compact text of a non-array value; null when the read cap left it unkept
 * @param rawBytes the raw input bytes of a non-array value, approximately
 */
record JsonMember(String name, ItemRun array, String value, long rawBytes) {

  JsonMember {
    Objects.requireNonNull(name, "name");
  }

  static JsonMember array(String name, ItemRun items) {
    return new JsonMember(name, Objects.requireNonNull(items, "items"), null, 0);
  }

  static JsonMember value(String name, String text, long rawBytes) {
    return new JsonMember(name, null, text, Math.max(0, rawBytes));
  }

  boolean isArray() {
    return array != null;
  }
}
