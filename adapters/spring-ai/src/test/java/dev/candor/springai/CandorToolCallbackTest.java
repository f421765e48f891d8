package dev.candor.springai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.candor.Budget;
import dev.candor.Tokenizer;
import dev.candor.ToolShapes;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.ai.chat.messages.AssistantMessage;
import org.springframework.ai.chat.messages.Message;
import org.springframework.ai.chat.messages.ToolResponseMessage;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.model.Generation;
import org.springframework.ai.chat.prompt.Prompt;
import org.springframework.ai.model.tool.DefaultToolCallingManager;
import org.springframework.ai.model.tool.ToolCallingChatOptions;
import org.springframework.ai.model.tool.ToolExecutionResult;
import org.springframework.ai.tool.ToolCallback;
import org.springframework.ai.tool.ToolCallbackProvider;
import org.springframework.ai.support.ToolCallbacks;
import org.springframework.ai.tool.annotation.Tool;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * A tool returning a 1 MB failing build log, executed by Spring AI's own DefaultToolCallingManager
 * for a model response that asks for it: the ToolResponseMessage the model reads next is shaped,
 * within the budget, with the exit code and the root-cause line.
 */
class CandorToolCallbackTest {
  static final String ROOT_CAUSE = "[ERROR] /src/main/java/com/acme/OrderService.java:[42,17] cannot find symbol";
  static final Budget BUDGET = Budget.tokens(2_000, Tokenizer.o200k());
  final ToolShapes shapes = ToolShapes.builder().defaults(b -> b.budget(BUDGET)).build();

  record BuildResult(String output, int exitCode) {}

  public static class BuildTools {
    @Tool(description = "Runs the Maven build and returns its log and exit code")
    public BuildResult build(String goal) {
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

  /** What the model reads back after asking for the build tool, as the framework builds it. */
  static String toolResponse(ToolCallback callback) {
    Prompt prompt = new Prompt("build it", ToolCallingChatOptions.builder().toolCallbacks(callback).build());
    AssistantMessage asks = AssistantMessage.builder().content("")
        .toolCalls(List.of(new AssistantMessage.ToolCall("call-1", "function", "build", "{\"goal\":\"package\"}"))).build();
    ToolExecutionResult result = DefaultToolCallingManager.builder().build()
        .executeToolCalls(prompt, new ChatResponse(List.of(new Generation(asks))));
    List<Message> history = result.conversationHistory();
    ToolResponseMessage last = (ToolResponseMessage) history.get(history.size() - 1);
    return last.getResponses().get(0).responseData();
  }

  static void assertShaped(String text) {
    assertThat(BUDGET.fits(text)).as("within %s", BUDGET).isTrue();
    assertThat(text).contains("exit code: 1").contains(ROOT_CAUSE).contains("[INFO] BUILD FAILURE").contains("[... cut");
  }

  @Test
  void wrappedCallback_theToolResponseMessageIsShapedWithExitCodeAndRootCause() {
    ToolCallback plain = ToolCallbacks.from(new BuildTools())[0];
    assertThat(toolResponse(plain).length()).as("unwrapped, the model reads all of it").isGreaterThan(1_000_000);
    assertShaped(toolResponse(CandorToolCallback.wrap(plain, shapes)));
  }

  @Test
  void autoConfiguration_behindTheProperty_wrapsCallbackAndProviderBeans() {
    ApplicationContextRunner runner = new ApplicationContextRunner()
        .withConfiguration(AutoConfigurations.of(CandorSpringAiAutoConfiguration.class))
        .withBean("build", ToolCallback.class, () -> ToolCallbacks.from(new BuildTools())[0])
        .withBean("mcp", ToolCallbackProvider.class, () -> ToolCallbackProvider.from(ToolCallbacks.from(new BuildTools())));
    runner.run(ctx -> assertThat(ctx.getBean("build")).isNotInstanceOf(CandorToolCallback.class));
    runner.withPropertyValues("candor.spring-ai.enabled=true").run(ctx -> {
      assertThat(ctx.getBean("build")).isInstanceOf(CandorToolCallback.class);
      assertShaped(toolResponse(ctx.getBean("build", ToolCallback.class)));
      ToolCallback fromProvider = ctx.getBean("mcp", ToolCallbackProvider.class).getToolCallbacks()[0];
      assertThat(fromProvider).isInstanceOf(CandorToolCallback.class);
      assertShaped(toolResponse(fromProvider));
    });
  }
}
