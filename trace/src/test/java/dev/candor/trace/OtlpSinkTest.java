package dev.candor.trace;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class OtlpSinkTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  private OtlpReceiver receiver;
  private final ByteArrayOutputStream log = new ByteArrayOutputStream();

  @BeforeEach
  void start() throws IOException {
    receiver = new OtlpReceiver();
  }

  @AfterEach
  void stop() {
    receiver.close();
  }

  @Test
  void exportsEachSpanAsOtlpJsonWithGenAiNames() throws Exception {
    Span span = Spans.clipped().build();
    SpanSink.otlp(receiver.traces(), Map.of("Authorization", "Bearer t0ken")).append(span);

    OtlpReceiver.Request r = receiver.next();
    assertThat(r.method()).isEqualTo("POST");
    assertThat(r.path()).isEqualTo("/v1/traces");
    assertThat(r.header("Content-Type")).isEqualTo("application/json");
    assertThat(r.header("Authorization")).isEqualTo("Bearer t0ken");
    JsonNode body = JSON.readTree(r.body());
    JsonNode resource = body.at("/resourceSpans/0/resource");
    assertThat(attributes(resource)).containsEntry("service.name", "candor");
    assertThat(body.at("/resourceSpans/0/scopeSpans/0/scope/name").asText()).isEqualTo("dev.candor.trace");
    JsonNode s = body.at("/resourceSpans/0/scopeSpans/0/spans/0");
    assertThat(s.path("name").asText()).isEqualTo("execute_tool terminal");
    assertThat(s.path("kind").asInt()).isEqualTo(1);
    assertThat(s.path("traceId").asText()).matches("[0-9a-f]{32}");
    assertThat(s.path("spanId").asText()).matches("[0-9a-f]{16}");
    assertThat(s.has("parentSpanId")).isFalse();
    long start = Spans.START.getEpochSecond() * 1_000_000_000L + Spans.START.getNano();
    assertThat(s.path("startTimeUnixNano").asText()).isEqualTo(Long.toString(start));
    assertThat(s.path("endTimeUnixNano").asText()).isEqualTo(Long.toString(start + 1_234_000_000L));
    assertThat(attributes(s)).contains(
        Map.entry("gen_ai.operation.name", "execute_tool"),
        Map.entry("gen_ai.tool.name", "terminal"),
        Map.entry("error.type", "1"),
        Map.entry("candor.argv", List.of("sh", "-c", "mvn -B package")),
        Map.entry("candor.exit_code", "1"),
        Map.entry("candor.timed_out", false),
        Map.entry("candor.stdout_bytes", Long.toString(span.stdout().bytes())),
        Map.entry("candor.stdout_truncated", true),
        Map.entry("candor.stderr_truncated", false),
        Map.entry("candor.strategy", "terminal"),
        Map.entry("candor.budget.limit", "1000"),
        Map.entry("candor.budget.unit", "chars"),
        Map.entry("candor.observation.bytes", Long.toString(span.observation().bytes())),
        Map.entry("candor.errors_in_dropped_region", "0"),
        Map.entry("candor.exit_code_preserved", true),
        Map.entry("candor.cuts.count", Integer.toString(span.cuts().size())));
    assertThat(attributes(s)).doesNotContainKeys("candor.handle", "candor.stdout_sha256")
        .containsKeys("candor.stdout_head_sha256", "candor.stderr_sha256");
    assertThat(s.path("status").path("code").asInt()).isEqualTo(2);
    assertThat(s.path("status").path("message").asText()).isEqualTo("exit code 1");
  }

  @Test
  void successLeavesTheStatusUnset() throws Exception {
    sink(OtlpConfig.of(receiver.traces(), Map.of())).append(Spans.whole("ok\n", 0).handle("sqlite:7").build());
    JsonNode s = span(receiver.next());
    assertThat(s.has("status")).isFalse();
    assertThat(attributes(s)).containsEntry("candor.handle", "sqlite:7").doesNotContainKey("error.type");
  }

  @Test
  void timedOutCallIsAnError() throws Exception {
    sink(OtlpConfig.of(receiver.traces(), Map.of())).append(Spans.whole("ok\n", 0).timedOut(true).build());
    JsonNode s = span(receiver.next());
    assertThat(s.path("status").path("message").asText()).isEqualTo("timed out");
    assertThat(attributes(s)).containsEntry("error.type", "timeout");
  }

  @Test
  void unreachableCollectorCostsOneLogLineAndNoException() throws Exception {
    int closed;
    try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getByName("127.0.0.1"))) {
      closed = s.getLocalPort();
    }
    URI endpoint = URI.create("http://127.0.0.1:" + closed + "/v1/traces");
    SpanSink sink = sink(OtlpConfig.of(endpoint, Map.of()));
    long t0 = System.nanoTime();
    sink.append(Spans.whole("ok\n", 0).build());
    sink.append(Spans.whole("ok\n", 0).build());
    assertThat(Duration.ofNanos(System.nanoTime() - t0)).isLessThan(Duration.ofSeconds(2));
    assertThat(logLines()).singleElement().asString()
        .startsWith("candor: span export to " + endpoint + " failed: ConnectException");
  }

  @Test
  void stalledCollectorIsAbandonedAtTheTimeout() throws Exception {
    receiver.stall(Duration.ofSeconds(10));
    OtlpConfig config = new OtlpConfig(receiver.traces(), Map.of(), Duration.ofMillis(300), Map.of(),
        Optional.empty(), Optional.empty());
    long t0 = System.nanoTime();
    sink(config).append(Spans.whole("ok\n", 0).build());
    assertThat(Duration.ofNanos(System.nanoTime() - t0)).isLessThan(Duration.ofSeconds(2));
    assertThat(logLines()).containsExactly(
        "candor: span export to " + receiver.traces() + " failed: no answer within 300 ms");
  }

  @Test
  void httpErrorsAreLoggedOnceUntilAnExportSucceeds() throws Exception {
    SpanSink sink = sink(OtlpConfig.of(receiver.traces(), Map.of()));
    receiver.answer(503, "collector\noverloaded");
    sink.append(Spans.whole("ok\n", 0).build());
    sink.append(Spans.whole("ok\n", 0).build());
    receiver.answer(200, "{}");
    sink.append(Spans.whole("ok\n", 0).build());
    receiver.answer(503, "collector\noverloaded");
    sink.append(Spans.whole("ok\n", 0).build());
    String line = "candor: span export to " + receiver.traces() + " failed: HTTP 503: collector overloaded";
    assertThat(logLines()).containsExactly(line, line);
    assertThat(receiver.pending()).isEqualTo(4);
  }

  @Test
  void spansTheCollectorRejectsAreLogged() throws Exception {
    receiver.answer(200, "{\"partialSuccess\":{\"rejectedSpans\":\"1\",\"errorMessage\":\"attribute too long\"}}");
    sink(OtlpConfig.of(receiver.traces(), Map.of())).append(Spans.whole("ok\n", 0).build());
    assertThat(logLines()).containsExactly("candor: span export to " + receiver.traces()
        + " failed: the collector rejected 1 span(s): attribute too long");
  }

  @Test
  void otlp_rejectsWhatItCannotSend() {
    assertThatThrownBy(() -> SpanSink.otlp(URI.create("grpc://127.0.0.1:4317"), Map.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("OTLP endpoint 'grpc://127.0.0.1:4317' is not an http or https URL: give the collector's "
            + "traces URL, such as http://127.0.0.1:4318/v1/traces");
    assertThatThrownBy(() -> SpanSink.otlp(receiver.traces(), Map.of("Host", "elsewhere")))
        .hasMessageStartingWith("OTLP header 'Host' cannot be sent: ");
  }

  @Test
  void toStringNamesTheEndpointButNoHeader() {
    assertThat(SpanSink.otlp(receiver.traces(), Map.of("Authorization", "secret")))
        .hasToString("SpanSink.otlp(" + receiver.traces() + ")");
  }

  private SpanSink sink(OtlpConfig config) {
    return new OtlpSink(config, new PrintStream(log, true, StandardCharsets.UTF_8), new Random(7));
  }

  private List<String> logLines() {
    String text = log.toString(StandardCharsets.UTF_8);
    return text.isEmpty() ? List.of() : List.of(text.split("\n"));
  }

  static JsonNode span(OtlpReceiver.Request r) throws IOException {
    return JSON.readTree(r.body()).at("/resourceSpans/0/scopeSpans/0/spans/0");
  }

  /** An OTLP attribute list as a map: strings, integers as their decimal strings, booleans, string lists. */
  static Map<String, Object> attributes(JsonNode owner) {
    Map<String, Object> out = new LinkedHashMap<>();
    for (JsonNode a : owner.path("attributes")) {
      JsonNode v = a.path("value");
      Object value = v.has("stringValue") ? v.get("stringValue").asText()
          : v.has("intValue") ? v.get("intValue").asText()
          : v.has("boolValue") ? (Object) v.get("boolValue").asBoolean()
          : v.path("arrayValue").path("values").findValuesAsText("stringValue");
      assertThat(out.put(a.path("key").asText(), value)).as("key " + a.path("key") + " twice").isNull();
    }
    return out;
  }
}
