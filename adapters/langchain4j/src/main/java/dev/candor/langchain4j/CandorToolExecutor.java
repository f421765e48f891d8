package dev.candor.langchain4j;

import dev.candor.ToolOutput;
import dev.candor.ToolShapes;
import dev.langchain4j.agent.tool.ToolExecutionRequest;
import dev.langchain4j.invocation.InvocationContext;
import dev.langchain4j.service.tool.ToolExecutionResult;
import dev.langchain4j.service.tool.ToolExecutor;
import java.util.Objects;

/**
 * A LangChain4j {@link ToolExecutor} whose every result is shaped by Candor before the framework
 * turns it into the tool-result message: never more than the tool's budget, the exit code and error
 * lines kept (when the tool reports them, see {@link ToolOutput}), every cut marked.
 *
 * <pre>{@code
 * ToolShapes shapes = ToolShapes.builder()
 *     .defaults(b -> b.budget(Budget.tokens(2_000, Tokenizer.o200k())))
 *     .build();
 * Assistant assistant = AiServices.builder(Assistant.class)
 *     .chatModel(model)
 *     .tools(Map.of(spec, CandorToolExecutor.wrap(executor, shapes)))
 *     .build();
 * }</pre>
 */
public final class CandorToolExecutor implements ToolExecutor {
  private final ToolExecutor delegate;
  private final ToolShapes shapes;

  private CandorToolExecutor(ToolExecutor delegate, ToolShapes shapes) {
    this.delegate = Objects.requireNonNull(delegate, "delegate");
    this.shapes = Objects.requireNonNull(shapes, "shapes");
  }

  /** {@code delegate}, its results shaped by {@code shapes}; a wrapped executor is not wrapped twice. */
  public static ToolExecutor wrap(ToolExecutor delegate, ToolShapes shapes) {
    return delegate instanceof CandorToolExecutor ? delegate : new CandorToolExecutor(delegate, shapes);
  }

  @Override
  public String execute(ToolExecutionRequest request, Object memoryId) {
    return shape(request, delegate.execute(request, memoryId));
  }

  @Override
  public ToolExecutionResult executeWithContext(ToolExecutionRequest request, InvocationContext context) {
    ToolExecutionResult result = delegate.executeWithContext(request, context);
    if (result == null || result.resultText() == null) {
      return result;
    }
    // a fresh builder: toBuilder() carries the text's supplier, which excludes setting the text
    ToolExecutionResult.Builder shaped = ToolExecutionResult.builder()
        .isError(result.isError())
        .result(result.result())
        .resultText(shape(request, result.resultText()));
    if (result.attributes() != null) {
      shaped.attributes(result.attributes());
    }
    return shaped.build();
  }

  private String shape(ToolExecutionRequest request, String result) {
    if (result == null) {
      return null;
    }
    ToolOutput out = ToolOutput.read(request.name(), result);
    return shapes.shape(request.name(), out.text(), out.evidence()).text();
  }
}
