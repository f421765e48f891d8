package dev.candor.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;

import dev.candor.Budget;
import dev.candor.Tokenizer;
import dev.candor.ToolShapes;
import dev.langchain4j.agent.tool.Tool;
import dev.langchain4j.agent.tool.ToolExecutionRequest;
import dev.langchain4j.agent.tool.ToolSpecification;
import dev.langchain4j.agent.tool.ToolSpecifications;
import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.data.message.ToolExecutionResultMessage;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.service.AiServices;
import dev.langchain4j.service.tool.DefaultToolExecutor;
import dev.langchain4j.service.tool.ToolExecutor;
import dev.langchain4j.service.tool.ToolProvider;
import dev.langchain4j.service.tool.ToolProviderResult;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A tool returning a 1 MB failing build log, called through LangChain4j's own AiServices tool loop
 * (a scripted model asks for the tool, then reads the tool-result message): the message the model
 * reads is shaped, within the budget, with the exit code and the root-cause line.
 */
class CandorToolExecutorTest {
  static final String ROOT_CAUSE = "[ERROR] /src/main/java/com/acme/OrderService.java:[42,17] cannot find symbol";
  static final Budget BUDGET = Budget.tokens(2_000, Tokenizer.o200k());
  final ToolShapes shapes = ToolShapes.builder().defaults(b -> b.budget(BUDGET)).build();

  /** What a build tool returns: the log and the exit code, serialized by the framework as JSON. */
  record BuildResult(String output, int exitCode) {}

  static final class BuildTools {
    @Tool("Runs the Maven build and returns its log and exit code")
    BuildResult build(String goal) {
      StringBuilder log = new StringBuilder("[INFO] Scanning for projects...\n");
      for (int i = 0; log.length() < 500_000; i++) {
        log.append("[INFO] Compiling unit ").append(i).append(" of the reactor, nothing to see here\n");
      }
      log.append(ROOT_CAUSE).append('\n');
      for (int i = 0; log.length() < 1_000_000; i++) {
        log.append("[INFO] cascading noise ").append(i).append('\n');
      }
      log.append("[INFO] BUILD FAILURE\n");
      return new BuildResult(log.toString(), 1);
    }
  }

  interface Assistant {
    String chat(String message);
  }

  /** A model that asks for the build tool once, then records the tool-result message it is sent. */
  static final class ScriptedModel implements ChatModel {
    final List<ToolExecutionResultMessage> seen = new ArrayList<>();

    @Override
    public ChatResponse doChat(ChatRequest request) {
      for (ChatMessage m : request.messages()) {
        if (m instanceof ToolExecutionResultMessage) {
          seen.add((ToolExecutionResultMessage) m);
        }
      }
      AiMessage reply = seen.isEmpty()
          ? AiMessage.from(ToolExecutionRequest.builder().id("call-1").name("build").arguments("{\"goal\":\"package\"}").build())
          : AiMessage.from("the build failed");
      return ChatResponse.builder().aiMessage(reply).build();
    }
  }

  void assertShaped(ScriptedModel model) {
    assertThat(model.seen).hasSize(1);
    String text = model.seen.get(0).text();
    assertThat(BUDGET.fits(text)).as("within %s", BUDGET).isTrue();
    assertThat(text).contains("exit code: 1").contains(ROOT_CAUSE).contains("[INFO] BUILD FAILURE").contains("[... cut");
  }

  static Map.Entry<ToolSpecification, ToolExecutor> buildTool() throws NoSuchMethodException {
    BuildTools tools = new BuildTools();
    Method m = BuildTools.class.getDeclaredMethod("build", String.class);
    return Map.entry(ToolSpecifications.toolSpecificationFrom(m), new DefaultToolExecutor(tools, m));
  }

  @Test
  void wrappedExecutor_theToolResultMessageIsShapedWithExitCodeAndRootCause() throws NoSuchMethodException {
    ScriptedModel model = new ScriptedModel();
    Map.Entry<ToolSpecification, ToolExecutor> tool = buildTool();
    Assistant a = AiServices.builder(Assistant.class).chatModel(model)
        .tools(Map.of(tool.getKey(), CandorToolExecutor.wrap(tool.getValue(), shapes))).build();
    assertThat(a.chat("build it")).isEqualTo("the build failed");
    assertShaped(model);
  }

  @Test
  void wrappedProvider_shapesEveryToolItProvides() throws NoSuchMethodException {
    ScriptedModel model = new ScriptedModel();
    Map.Entry<ToolSpecification, ToolExecutor> tool = buildTool();
    ToolProvider provider = request -> ToolProviderResult.builder().add(tool.getKey(), tool.getValue()).build();
    Assistant a = AiServices.builder(Assistant.class).chatModel(model)
        .toolProvider(CandorToolProvider.wrap(provider, shapes)).build();
    a.chat("build it");
    assertShaped(model);
  }

  @Test
  void unwrapped_theModelWouldReadTheWholeMegabyte() throws NoSuchMethodException {
    ScriptedModel model = new ScriptedModel();
    Map.Entry<ToolSpecification, ToolExecutor> tool = buildTool();
    AiServices.builder(Assistant.class).chatModel(model).tools(Map.of(tool.getKey(), tool.getValue())).build().chat("build it");
    assertThat(model.seen.get(0).text().length()).isGreaterThan(1_000_000);
  }
}
