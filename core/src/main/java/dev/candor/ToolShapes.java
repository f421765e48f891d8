package dev.candor;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * Each tool's shaping, declared once and applied by a dispatcher to every result the tool
 * returns: what to keep of each item (the projection), which fields to total (the aggregation),
 * the strategy and the budget. The same budget guarantee holds as for any {@link Shaper}.
 *
 * <pre>{@code
 * ToolShapes shapes = ToolShapes.builder()
 *     .defaults(b -> b.budget(Budget.tokens(2_000)))
 *     .tool("list_orders", b -> b.strategy(Strategy.JSON)
 *         .fields(List.of("order_id", "region", "amount"))
 *         .totals(List.of("amount", "region")))
 *     .keeper((tool, raw) -> "candor more " + store.put(new ByteArrayInputStream(raw), meta).value())
 *     .build();
 * Shaped seen = shapes.shape("list_orders", rawJson, Evidence.none());
 * }</pre>
 *
 * <p>A tool with no declaration is shaped with the defaults, its name choosing the {@code auto}
 * strategy. When a {@link Keeper} is set, every result is kept before it is shaped, and a cut
 * result names where the rest is. Instances are immutable and safe to share between threads.
 */
public final class ToolShapes {
  /**
   * Keeps a tool's full result somewhere the model (or a person) can reach it, and says where: a
   * handle, a path, a URL. Returns null when it kept nothing.
   */
  @FunctionalInterface
  public interface Keeper {
    String keep(String tool, byte[] raw) throws IOException;
  }

  private final UnaryOperator<Shaper.Builder> defaults;
  private final Map<String, UnaryOperator<Shaper.Builder>> tools;
  private final Map<String, Shaper> shapers = new LinkedHashMap<>();
  private final Shaper fallback;
  private final Keeper keeper;

  private ToolShapes(Builder b) {
    this.defaults = b.defaults;
    this.tools = Map.copyOf(b.tools);
    this.keeper = b.keeper;
    // Build each declaration now, so a bad one fails here rather than on the first call.
    for (Map.Entry<String, UnaryOperator<Shaper.Builder>> e : tools.entrySet()) {
      shapers.put(e.getKey(), configure(e.getKey(), null).build());
    }
    this.fallback = configure(null, null).build();
  }

  public static Builder builder() {
    return new Builder();
  }

  /** The tools with a declaration of their own. */
  public Set<String> tools() {
    return tools.keySet();
  }

  /** Shapes a text result of {@code tool}. */
  public Shaped shape(String tool, String result, Evidence evidence) {
    return shape(tool, result.getBytes(StandardCharsets.UTF_8), evidence);
  }

  /**
   * Shapes a result of {@code tool} as the tool declared, or with the defaults. The tool's name
   * is added to the evidence when it names none, so {@code auto} can choose by it.
   *
   * @throws UncheckedIOException when the keeper fails: a result is never shaped as kept when it
   *     was not
   */
  public Shaped shape(String tool, byte[] result, Evidence evidence) {
    Objects.requireNonNull(tool, "tool");
    Objects.requireNonNull(result, "result");
    Objects.requireNonNull(evidence, "evidence");
    Evidence ev = evidence.tool().isPresent() ? evidence : evidence.withTool(tool);
    String ref = null;
    if (keeper != null) {
      try {
        ref = keeper.keep(tool, result);
      } catch (IOException e) {
        throw new UncheckedIOException("keeping the full result of " + tool + " failed: " + e.getMessage(), e);
      }
    }
    Shaper shaper = ref != null
        ? configure(tools.containsKey(tool) ? tool : null, ref).build()
        : shapers.getOrDefault(tool, fallback);
    return shaper.shape(result, ev);
  }

  private Shaper.Builder configure(String tool, String ref) {
    Shaper.Builder b = defaults.apply(Shaper.builder());
    if (tool != null) {
      b = tools.get(tool).apply(b);
    }
    return ref == null ? b : b.fullOutput(ref);
  }

  /** Declares the defaults, each tool's shaping and the keeper. */
  public static final class Builder {
    private UnaryOperator<Shaper.Builder> defaults = b -> b;
    private final Map<String, UnaryOperator<Shaper.Builder>> tools = new LinkedHashMap<>();
    private Keeper keeper;

    private Builder() {}

    /** Settings for every tool, applied before a tool's own. */
    public Builder defaults(UnaryOperator<Shaper.Builder> settings) {
      this.defaults = Objects.requireNonNull(settings, "defaults");
      return this;
    }

    /** Settings of {@code tool}'s results, on top of the defaults; a second call replaces the first. */
    public Builder tool(String name, UnaryOperator<Shaper.Builder> settings) {
      Objects.requireNonNull(name, "name");
      tools.put(name, Objects.requireNonNull(settings, "settings"));
      return this;
    }

    /** Where every full result is kept; by default none is. */
    public Builder keeper(Keeper keeper) {
      this.keeper = keeper;
      return this;
    }

    /**
     * @throws ShapeException when a declaration is not valid (a field path with an empty part, say)
     */
    public ToolShapes build() {
      return new ToolShapes(this);
    }
  }
}
