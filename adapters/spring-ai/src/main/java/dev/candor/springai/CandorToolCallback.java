package dev.candor.springai;

import dev.candor.ToolOutput;
import dev.candor.ToolShapes;
import java.util.Arrays;

import java.util.Objects;
import org.springframework.ai.chat.model.ToolContext;
import org.springframework.ai.tool.ToolCallback;
import org.springframework.ai.tool.ToolCallbackProvider;
import org.springframework.ai.tool.definition.ToolDefinition;
import org.springframework.ai.tool.metadata.ToolMetadata;

/**
 * A Spring AI {@link ToolCallback} whose every result is shaped by Candor before the tool calling
 * manager puts it in the {@code ToolResponseMessage}: never more than the tool's budget, the exit
 * code and error lines kept (when the tool reports them, see {@link ToolOutput}), every cut marked.
 * The definition and metadata (returnDirect among them) are the delegate's. MCP callbacks (a
 * {@code SyncMcpToolCallbackProvider}'s) are wrapped the same way, through {@link #wrap(ToolCallbackProvider, ToolShapes)}.
 *
 * <pre>{@code
 * ChatClient.create(model).prompt("build it")
 *     .toolCallbacks(CandorToolCallback.wrap(ToolCallbacks.from(new BuildTools()), shapes))
 *     .call().content();
 * }</pre>
 */
public final class CandorToolCallback implements ToolCallback {
  private final ToolCallback delegate;
  private final ToolShapes shapes;

  private CandorToolCallback(ToolCallback delegate, ToolShapes shapes) {
    this.delegate = Objects.requireNonNull(delegate, "delegate");
    this.shapes = Objects.requireNonNull(shapes, "shapes");
  }

  /** {@code delegate}, its results shaped by {@code shapes}; a wrapped callback is not wrapped twice. */
  public static ToolCallback wrap(ToolCallback delegate, ToolShapes shapes) {
    return delegate instanceof CandorToolCallback ? delegate : new CandorToolCallback(delegate, shapes);
  }

  /** Each of {@code callbacks}, wrapped. */
  public static ToolCallback[] wrap(ToolCallback[] callbacks, ToolShapes shapes) {
    return Arrays.stream(callbacks).map(c -> wrap(c, shapes)).toArray(ToolCallback[]::new);
  }

  /** A provider whose callbacks are {@code provider}'s, wrapped (asked for anew each time, as MCP providers change). */
  public static ToolCallbackProvider wrap(ToolCallbackProvider provider, ToolShapes shapes) {
    if (provider instanceof Provider) {
      return provider;
    }
    return new Provider(provider, shapes);
  }

  /** The callback this one shapes. */
  public ToolCallback delegate() {
    return delegate;
  }

  @Override
  public ToolDefinition getToolDefinition() {
    return delegate.getToolDefinition();
  }

  @Override
  public ToolMetadata getToolMetadata() {
    return delegate.getToolMetadata();
  }

  @Override
  public String call(String toolInput) {
    return shape(delegate.call(toolInput));
  }

  @Override
  public String call(String toolInput, ToolContext toolContext) {
    return shape(delegate.call(toolInput, toolContext));
  }

  private String shape(String result) {
    if (result == null) {
      return null;
    }
    String name = delegate.getToolDefinition().name();
    ToolOutput out = ToolOutput.read(name, result);
    return shapes.shape(name, out.text(), out.evidence()).text();
  }

  private static final class Provider implements ToolCallbackProvider {
    private final ToolCallbackProvider delegate;
    private final ToolShapes shapes;

    Provider(ToolCallbackProvider delegate, ToolShapes shapes) {
      this.delegate = delegate;
      this.shapes = shapes;
    }

    @Override
    public ToolCallback[] getToolCallbacks() {
      return wrap(delegate.getToolCallbacks(), shapes);
    }
  }

}
