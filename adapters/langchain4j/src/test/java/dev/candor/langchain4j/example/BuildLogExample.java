package dev.candor.langchain4j.example;

import dev.candor.Budget;
import dev.candor.Tokenizer;
import dev.candor.ToolShapes;
import dev.candor.langchain4j.CandorToolExecutor;
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
import java.lang.reflect.Method;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A runnable example: a LangChain4j assistant whose build tool returns a 1 MB failing Maven log.
 * The tool is wrapped with {@link CandorToolExecutor}, and AiServices runs its own tool loop; a
 * scripted chat model stands in for a real one (no network, no key), asks for the tool once, and
 * keeps the tool-result message the framework sends it. The example prints that message.
 *
 * <p>Run it from the repository root:
 *
 * <pre>
 * mvn -q -pl adapters/langchain4j -am -Pexample process-test-classes
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

  /** What a build tool returns: LangChain4j serializes it as {@code {"output": "...", "exitCode": 1}}. */
  public record BuildResult(String output, int exitCode) {}

  /** The tools the assistant may call. */
  public static final class BuildTools {
    @Tool("Runs the Maven build and returns its log and exit code")
    public BuildResult build(String goal) {
      return new BuildResult(failingLog(), 1);
    }
  }

  interface Assistant {
    String chat(String message);
  }

  public static void main(String[] args) {
    ToolShapes shapes = ToolShapes.builder().defaults(b -> b.budget(BUDGET)).build();
    ScriptedModel model = new ScriptedModel();
    Assistant assistant = AiServices.builder(Assistant.class)
        .chatModel(model)
        .tools(wrapped(new BuildTools(), shapes))
        .build();
    String answer = assistant.chat("Build the project and tell me why it fails.");

    String message = model.toolResult.text();
    System.out.printf("The build tool returned %,d characters; LangChain4j sent the model this message "
        + "(%,d characters, %,d of %s):%n", failingLog().length(), message.length(), BUDGET.measure(message), BUDGET);
    System.out.println(BEGIN);
    System.out.println(message);
    System.out.println(END);
    System.out.println("The model's answer: " + answer);
  }

  /** Every {@code @Tool} method of {@code tools}, each executor wrapped so its result is shaped. */
  static Map<ToolSpecification, ToolExecutor> wrapped(Object tools, ToolShapes shapes) {
    Map<ToolSpecification, ToolExecutor> out = new LinkedHashMap<>();
    for (Method m : tools.getClass().getDeclaredMethods()) {
      if (m.isAnnotationPresent(Tool.class)) {
        out.put(ToolSpecifications.toolSpecificationFrom(m), CandorToolExecutor.wrap(new DefaultToolExecutor(tools, m), shapes));
      }
    }
    return out;
  }

  /** Stands in for a chat model: asks for the build tool, then answers once it has read the result. */
  static final class ScriptedModel implements ChatModel {
    ToolExecutionResultMessage toolResult;

    @Override
    public ChatResponse doChat(ChatRequest request) {
      for (ChatMessage m : request.messages()) {
        if (m instanceof ToolExecutionResultMessage) {
          toolResult = (ToolExecutionResultMessage) m;
        }
      }
      AiMessage reply = toolResult == null
          ? AiMessage.from(ToolExecutionRequest.builder().id("call-1").name("build").arguments("{\"goal\":\"package\"}").build())
          : AiMessage.from("The build failed: " + (toolResult.text().contains(ROOT_CAUSE) ? ROOT_CAUSE : "cause not shown"));
      return ChatResponse.builder().aiMessage(reply).build();
    }
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
