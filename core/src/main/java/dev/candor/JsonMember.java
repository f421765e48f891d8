package dev.candor;

import java.util.Objects;

/**
 * One member of a JSON object: an array, capped item by item; an object that holds arrays, shaped
 * member by member; or any other value, kept whole or replaced by its size.
 *
 * @param name the member's name as decoded
 * @param array the items when the value is an array; null otherwise
 * @param value the compact text of any other value; null when the read cap left it unkept
 * @param rawBytes the raw input bytes of the value, approximately; 0 for an array
 * @param object the members when the value is an object holding an array; null otherwise
 */
record JsonMember(String name, ItemRun array, String value, long rawBytes, JsonDocument object) {

  JsonMember {
    Objects.requireNonNull(name, "name");
    if (object != null && object.kind() != JsonDocument.Kind.OBJECT) {
      throw new IllegalArgumentException("member '" + name + "' holds a " + object.kind() + " as an object");
    }
  }

  static JsonMember array(String name, ItemRun items) {
    return new JsonMember(name, Objects.requireNonNull(items, "items"), null, 0, null);
  }

  static JsonMember value(String name, String text, long rawBytes) {
    return new JsonMember(name, null, text, Math.max(0, rawBytes), null);
  }

  static JsonMember object(String name, JsonDocument members, long rawBytes) {
    return new JsonMember(name, null, null, Math.max(0, rawBytes), Objects.requireNonNull(members, "members"));
  }

  boolean isArray() {
    return array != null;
  }

  boolean isObject() {
    return object != null;
  }

  /** Whether the value is neither an array nor an object of members: text kept whole or replaced. */
  boolean isValue() {
    return array == null && object == null;
  }
}
