package dev.candor;

import java.util.List;
import java.util.Objects;

/**
 * A JSON document as {@link JsonItemReader} read it. By {@code kind}: an {@code ARRAY} has {@code
 * array}, and {@code firstItem}, its first item read member by member when that item was an object
 * too large to keep whole (null otherwise); an {@code OBJECT} has {@code members}, in input order, and {@code membersPastCap}, the
 * members after them that the read cap left unkept; a {@code SCALAR} has {@code scalar}, its text,
 * or null when it was too long to keep.
 */
record JsonDocument(Kind kind, ItemRun array, List<JsonMember> members, long membersPastCap, String scalar,
    JsonDocument firstItem) {

  enum Kind { ARRAY, OBJECT, SCALAR }

  JsonDocument {
    Objects.requireNonNull(kind, "kind");
    members = List.copyOf(members);
    if (kind == Kind.ARRAY && array == null) {
      throw new IllegalArgumentException("an ARRAY document needs its items");
    }
  }

  static JsonDocument array(ItemRun items) {
    return array(items, null);
  }

  static JsonDocument array(ItemRun items, JsonDocument firstItem) {
    return new JsonDocument(Kind.ARRAY, items, List.of(), 0, null, firstItem);
  }

  static JsonDocument object(List<JsonMember> members, long membersPastCap) {
    return new JsonDocument(Kind.OBJECT, null, members, membersPastCap, null, null);
  }

  /**
   * The compact text of an object none of whose members is an array or holds one, when every member
   * was kept; null otherwise.
   */
  String compactObject() {
    if (kind != Kind.OBJECT || membersPastCap > 0) {
      return null;
    }
    StringBuilder sb = new StringBuilder("{");
    for (JsonMember m : members) {
      if (!m.isValue() || m.value() == null) {
        return null;
      }
      sb.append(sb.length() == 1 ? "" : ",").append(StructuredMeta.quote(m.name())).append(':').append(m.value());
    }
    return ToolMarks.json(sb.append('}').toString());
  }

  /**
   * The compact text of an object every member of which was kept, arrays with every item: the
   * object as it was; null when anything of it was not kept.
   */
  String completeText() {
    if (kind != Kind.OBJECT || membersPastCap > 0) {
      return null;
    }
    StringBuilder sb = new StringBuilder("{");
    for (JsonMember m : members) {
      String v;
      if (m.isArray()) {
        if (m.array().keptCount() < m.array().total()) {
          return null;
        }
        v = "[" + String.join(",", m.array().kept()) + "]";
      } else {
        v = m.isObject() ? m.object().completeText() : m.value();
      }
      if (v == null) {
        return null;
      }
      sb.append(sb.length() == 1 ? "" : ",").append(StructuredMeta.quote(m.name())).append(':').append(v);
    }
    return ToolMarks.json(sb.append('}').toString());
  }

  static JsonDocument scalar(String text) {
    return new JsonDocument(Kind.SCALAR, null, List.of(), 0, text, null);
  }
}
