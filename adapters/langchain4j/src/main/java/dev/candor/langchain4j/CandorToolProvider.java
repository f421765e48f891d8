package dev.candor.langchain4j;

import dev.candor.ToolShapes;
import dev.langchain4j.service.tool.AiServiceTool;
import dev.langchain4j.service.tool.ToolProvider;
import dev.langchain4j.service.tool.ToolProviderRequest;
import dev.langchain4j.service.tool.ToolProviderResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A LangChain4j {@link ToolProvider} whose tools' results are all shaped by Candor: every executor
 * the delegate provides (an {@code McpToolProvider}'s MCP tools among them) is wrapped in a
 * {@link CandorToolExecutor}; the specifications, return behaviour and immediate-return names stay.
 *
 * <pre>{@code
 * AiServices.builder(Assistant.class)
 *     .chatModel(model)
 *     .toolProvider(CandorToolProvider.wrap(mcpToolProvider, shapes))
 *     .build();
 * }</pre>
 */
public final class CandorToolProvider implements ToolProvider {
  private final ToolProvider delegate;
  private final ToolShapes shapes;

  private CandorToolProvider(ToolProvider delegate, ToolShapes shapes) {
    this.delegate = Objects.requireNonNull(delegate, "delegate");
    this.shapes = Objects.requireNonNull(shapes, "shapes");
  }

  public static ToolProvider wrap(ToolProvider delegate, ToolShapes shapes) {
    return delegate instanceof CandorToolProvider ? delegate : new CandorToolProvider(delegate, shapes);
  }

  @Override
  public ToolProviderResult provideTools(ToolProviderRequest request) {
    ToolProviderResult result = delegate.provideTools(request);
    if (result == null) {
      return null;
    }
    List<AiServiceTool> tools = new ArrayList<>();
    for (AiServiceTool t : result.aiServiceTools()) {
      tools.add(t.toBuilder().toolExecutor(CandorToolExecutor.wrap(t.toolExecutor(), shapes)).build());
    }
    return ToolProviderResult.builder().addAll(tools).immediateReturnToolNames(result.immediateReturnToolNames()).build();
  }

  @Override
  public boolean isDynamic() {
    return delegate.isDynamic();
  }
}
