package dev.candor;

import com.fasterxml.jackson.core.filter.TokenFilter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * A projection: the fields of each item to keep, as dotted paths ({@code id}, {@code customer.name}).
 * Applied while items are read, before they are counted against the read cap, capped or summed:
 * project, aggregate, cap. An item that has none of the fields stays as an empty object; a path
 * through an array applies to each of its elements. For CSV a path names a column, dots and all.
 */
final class Fields {
  /** Every field: no projection. */
  static final Fields ALL = new Fields(List.of());

  private static final Object LEAF = new Object();

  private final List<String> paths;
  /** The top-level fields to total, or null to total every field figures can be had for. */
  private final Set<String> totals;
  /** Each name to the rest of its paths (a map) or {@link #LEAF} when kept whole. */
  private final Map<String, Object> tree = new LinkedHashMap<>();

  private Fields(List<String> paths) {
    this(paths, null);
  }

  private Fields(List<String> paths, Set<String> totals) {
    this.paths = List.copyOf(paths);
    this.totals = totals;
    for (String path : this.paths) {
      Map<String, Object> at = tree;
      String[] parts = path.split("\\.", -1);
      for (int i = 0; i < parts.length; i++) {
        if (i == parts.length - 1) {
          at.put(parts[i], LEAF);
        } else {
          Object next = at.get(parts[i]);
          if (next == LEAF) {
            break; // a shorter path already keeps this field whole
          }
          if (next == null) {
            next = new LinkedHashMap<String, Object>();
            at.put(parts[i], next);
          }
          @SuppressWarnings("unchecked")
          Map<String, Object> child = (Map<String, Object>) next;
          at = child;
        }
      }
    }
  }

  /**
   * The projection to {@code paths}; an empty list keeps every field.
   *
   * @throws IllegalArgumentException for a path that is empty or has an empty part ({@code a..b})
   */
  static Fields of(List<String> paths) {
    Objects.requireNonNull(paths, "paths");
    List<String> clean = new ArrayList<>();
    for (String p : paths) {
      String path = Objects.requireNonNull(p, "path").strip();
      if (path.isEmpty() || path.startsWith(".") || path.endsWith(".") || path.contains("..")) {
        throw new IllegalArgumentException("field path '" + p + "' has an empty part: give names joined by dots, like"
            + " customer.name");
      }
      if (!clean.contains(path)) {
        clean.add(path);
      }
    }
    return clean.isEmpty() ? ALL : new Fields(clean);
  }

  /**
   * The same projection, totalling only the top-level fields {@code names} of each item (an
   * empty list: none, only the count); null totals every field figures can be had for.
   */
  Fields totalling(List<String> names) {
    if (names == null) {
      return totals == null ? this : new Fields(paths, null);
    }
    Set<String> t = new LinkedHashSet<>();
    for (String n : names) {
      String name = Objects.requireNonNull(n, "total field").strip();
      if (name.isEmpty() || name.contains(".")) {
        throw new IllegalArgumentException("total field '" + n + "' must be a top-level field name, like amount");
      }
      t.add(name);
    }
    return new Fields(paths, Collections.unmodifiableSet(t));
  }

  /** The top-level fields to total, or null for every one. */
  Set<String> totals() {
    return totals;
  }

  boolean all() {
    return paths.isEmpty();
  }

  List<String> paths() {
    return paths;
  }

  /** Whether the top-level field {@code name} of an item is kept whole. */
  boolean keepsWhole(String name) {
    return all() || tree.get(name) == LEAF;
  }

  /**
   * A filter for Jackson's filtering generator that writes only these fields of an item, adding
   * to {@code seen} each path it finds.
   */
  TokenFilter filter(Set<String> seen) {
    return new Filter(tree, "", seen);
  }

  /** The paths not in {@code seen}, in order: fields no item read had, such as a misspelt one. */
  List<String> absent(Set<String> seen) {
    List<String> out = new ArrayList<>();
    for (String p : paths) {
      if (!seen.contains(p)) {
        out.add(p);
      }
    }
    return out;
  }

  /**
   * The statement's members: {@code "fields":["id","customer.name"]}, and {@code
   * "fields_absent":["custmer"]} for paths no item read had; none without a projection.
   */
  List<String> json(Set<String> seen) {
    if (all()) {
      return List.of();
    }
    List<String> out = new ArrayList<>();
    out.add("\"fields\":" + array(paths));
    List<String> absent = absent(seen);
    if (!absent.isEmpty()) {
      out.add("\"fields_absent\":" + array(absent));
    }
    return out;
  }

  /** The same in words, for a CSV statement: {@code fields id, name; no column custmer}. */
  String words(Set<String> seen) {
    if (all()) {
      return "";
    }
    List<String> absent = absent(seen);
    return "fields " + String.join(", ", paths) + (absent.isEmpty() ? "" : "; no column " + String.join(", ", absent));
  }

  private static String array(List<String> names) {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < names.size(); i++) {
      sb.append(i == 0 ? "" : ",").append(StructuredMeta.quote(names.get(i)));
    }
    return sb.append(']').toString();
  }

  private static final class Filter extends TokenFilter {
    private final Map<String, Object> tree;
    /** The dotted path to here, with a trailing dot; empty at an item's top level. */
    private final String prefix;
    private final boolean root;
    private final Set<String> seen;

    Filter(Map<String, Object> tree, String prefix, Set<String> seen) {
      this.tree = tree;
      this.prefix = prefix;
      this.root = prefix.isEmpty();
      this.seen = seen;
    }

    @Override
    public TokenFilter includeProperty(String name) {
      Object next = tree.get(name);
      if (next == null) {
        return null;
      }
      if (next == LEAF) {
        seen.add(prefix + name);
        return TokenFilter.INCLUDE_ALL;
      }
      @SuppressWarnings("unchecked")
      Map<String, Object> child = (Map<String, Object>) next;
      return new Filter(child, prefix + name + ".", seen);
    }

    @Override
    public TokenFilter includeElement(int index) {
      return this;
    }

    @Override
    public TokenFilter includeRootValue(int index) {
      return this;
    }

    /** An item with none of the fields is still an item: an empty object, not nothing. */
    @Override
    public boolean includeEmptyObject(boolean contentsFiltered) {
      return root;
    }

    /** A scalar item is kept as it is; a scalar where a path wanted an object is not. */
    @Override
    protected boolean _includeScalar() {
      return root;
    }
  }
}
