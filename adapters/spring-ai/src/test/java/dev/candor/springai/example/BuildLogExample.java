package dev.candor.springai.example;

import dev.candor.Budget;
import dev.candor.Tokenizer;
import dev.candor.ToolShapes;
import dev.candor.springai.CandorToolCallback;
import java.util.List;
import org.springframework.ai.chat.messages.AssistantMessage;
import org.springframework.ai.chat.messages.Message;
import org.springframework.ai.chat.messages.ToolResponseMessage;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.model.Generation;
import org.springframework.ai.chat.prompt.Prompt;
import org.springframework.ai.model.tool.DefaultToolCallingManager;
import org.springframework.ai.model.tool.ToolCallingChatOptions;
import org.springframework.ai.model.tool.ToolExecutionResult;
import org.springframework.ai.support.ToolCallbacks;
import org.springframework.ai.tool.ToolCallback;
import org.springframework.ai.tool.annotation.Tool;

/**
 * A runnable example: a Spring AI {@code @Tool} whose build returns a 1 MB failing Maven log, its
 * callback wrapped with {@link CandorToolCallback}. Spring AI's own {@link DefaultToolCallingManager}
 * executes the tool call of a model response (written here in place of a real model: no network, no
 * key) and builds the {@link ToolResponseMessage} the model would read next; the example prints it.
 *
 * <p>Run it from the repository root:
 *
 * <pre>
 * mvn -q -pl adapters/spring-ai -am -Pexample process-test-classes
 * </pre>
 */
public final class BuildLogExample {
  /** The line the build failed on, somewhere in the middle of the log. */
  public static final String ROOT_CAUSE = "[ERROR] /src/main/java/com/acme/OrderService.java:[42,17] cannot find symbol";
  /** What each tool result may take of the model's context. */
  public static final Budget BUDGET = Budget.tokens(2_000, Tokenizer.o200k());
  /** The lines around the printed message, so a reader (or a test) can find it. */
  public static final String BEGIN = "----- tool-result message -----";
  public static final String END = "----- end -----";

  private BuildLogExample() {}

  /** What a build tool returns: Spring AI serializes it as {@code {"output": "...", "exitCode": 1}}. */
  public record BuildResult(String output, int exitCode) {}

  /** The tools the model may call. */
  public static class BuildTools {
    @Tool(description = "Runs the Maven build and returns its log and exit code")
    public BuildResult build(String goal) {
      return new BuildResult(failingLog(), 1);
    }
  }

  public static void main(String[] args) {
    ToolShapes shapes = ToolShapes.builder().defaults(b -> b.budget(BUDGET)).build();
    ToolCallback[] tools = CandorToolCallback.wrap(ToolCallbacks.from(new BuildTools()), shapes);
    Prompt prompt = new Prompt("Build the project and tell me why it fails.",
        ToolCallingChatOptions.builder().toolCallbacks(tools).build());
    // What a model answers when it wants the build tool run.
    AssistantMessage asks = AssistantMessage.builder().content("")
        .toolCalls(List.of(new AssistantMessage.ToolCall("call-1", "function", "build", "{\"goal\":\"package\"}")))
        .build();
    ToolExecutionResult result = DefaultToolCallingManager.builder().build()
        .executeToolCalls(prompt, new ChatResponse(List.of(new Generation(asks))));
    List<Message> history = result.conversationHistory();
    ToolResponseMessage sent = (ToolResponseMessage) history.get(history.size() - 1);
    String message = sent.getResponses().get(0).responseData();

    System.out.printf("The build tool returned %,d characters; Spring AI puts this in the ToolResponseMessage "
        + "(%,d characters, %,d of %s):%n", failingLog().length(), message.length(), BUDGET.measure(message), BUDGET);
    System.out.println(BEGIN);
    System.out.println(message);
    System.out.println(END);
  }

  /** A Maven log of just over 1 MB: half a megabyte of progress, the error, more noise, the status. */
  static String failingLog() {
    StringBuilder log = new StringBuilder("[INFO] Scanning for projects...\n");
    for (int i = 0; log.length() < 500_000; i++) {
      log.append("[INFO] Compiling unit ").append(i).append(" of the reactor, nothing to see here\n");
    }
    log.append(ROOT_CAUSE).append('\n');
    for (int i = 0; log.length() < 1_000_000; i++) {
      log.append("[INFO] cascading noise ").append(i).append('\n');
    }
    return log.append("[INFO] BUILD FAILURE\n").toString();
  }
}
