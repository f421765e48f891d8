package dev.candor.trace;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class OtlpEnvironmentTest {
  private static final String BASE = "OTEL_EXPORTER_OTLP_ENDPOINT";
  private static final String TRACES = "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT";
  private static final String PARENT = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";

  static Stream<Arguments> environments() {
    return Stream.of(
        Arguments.of(Map.of(), null),
        Arguments.of(Map.of(BASE, "http://127.0.0.1:4318"), "http://127.0.0.1:4318/v1/traces"),
        Arguments.of(Map.of(BASE, "http://127.0.0.1:4318/otlp/"), "http://127.0.0.1:4318/otlp/v1/traces"),
        Arguments.of(Map.of(TRACES, "http://127.0.0.1:4318/custom"), "http://127.0.0.1:4318/custom"),
        Arguments.of(Map.of(TRACES, "https://127.0.0.1/t", BASE, "http://127.0.0.1:4318"), "https://127.0.0.1/t"),
        Arguments.of(Map.of(BASE, "  "), null),
        Arguments.of(Map.of(BASE, "http://127.0.0.1:4318", "OTEL_SDK_DISABLED", "TRUE"), null),
        Arguments.of(Map.of(BASE, "http://127.0.0.1:4318", "OTEL_TRACES_EXPORTER", "none"), null),
        Arguments.of(Map.of(BASE, "http://127.0.0.1:4318", "OTEL_TRACES_EXPORTER", "console, otlp"),
            "http://127.0.0.1:4318/v1/traces"),
        Arguments.of(Map.of(BASE, "http://127.0.0.1:4318", "OTEL_EXPORTER_OTLP_PROTOCOL", "http/protobuf"),
            "http://127.0.0.1:4318/v1/traces"));
  }

  @ParameterizedTest
  @MethodSource("environments")
  void endpointFollowsTheOtlpRules(Map<String, String> env, String endpoint) {
    Optional<SpanSink> sink = SpanSink.fromEnvironment(env);
    assertThat(sink.map(s -> ((OtlpSink) s).config().endpoint().toString())).isEqualTo(Optional.ofNullable(endpoint));
  }

  @Test
  void headersTimeoutResourceAndParentComeFromTheEnvironment() {
    Map<String, String> env = new HashMap<>();
    env.put(BASE, "http://127.0.0.1:4318");
    env.put("OTEL_EXPORTER_OTLP_HEADERS", "api-key=a%20b+c, x-team=infra");
    env.put("OTEL_EXPORTER_OTLP_TRACES_HEADERS", "x-team=agents");
    env.put("OTEL_EXPORTER_OTLP_TIMEOUT", "9000");
    env.put("OTEL_EXPORTER_OTLP_TRACES_TIMEOUT", "500");
    env.put("OTEL_RESOURCE_ATTRIBUTES", "service.name=ignored,deployment.environment=ci");
    env.put("OTEL_SERVICE_NAME", "agent-loop");
    env.put("TRACEPARENT", PARENT);
    OtlpConfig c = OtlpConfig.fromEnvironment(env).orElseThrow();
    assertThat(c.headers()).containsExactly(Map.entry("api-key", "a b+c"), Map.entry("x-team", "agents"));
    assertThat(c.timeout()).isEqualTo(Duration.ofMillis(500));
    assertThat(c.resource()).containsExactly(
        Map.entry("service.name", "agent-loop"), Map.entry("deployment.environment", "ci"));
    assertThat(c.parentTraceId()).contains("4bf92f3577b34da6a3ce929d0e0e4736");
    assertThat(c.parentSpanId()).contains("00f067aa0ba902b7");
  }

  @Test
  void spansJoinTheTraceNamedByTraceparent() throws Exception {
    try (OtlpReceiver receiver = new OtlpReceiver()) {
      SpanSink sink = SpanSink.fromEnvironment(Map.of(BASE, receiver.base().toString(), "TRACEPARENT", PARENT,
          "OTEL_EXPORTER_OTLP_HEADERS", "api-key=s3cret")).orElseThrow();
      sink.append(Spans.whole("ok\n", 0).build());
      OtlpReceiver.Request r = receiver.next();
      assertThat(r.path()).isEqualTo("/v1/traces");
      assertThat(r.header("api-key")).isEqualTo("s3cret");
      JsonNode s = OtlpSinkTest.span(r);
      assertThat(s.path("traceId").asText()).isEqualTo("4bf92f3577b34da6a3ce929d0e0e4736");
      assertThat(s.path("parentSpanId").asText()).isEqualTo("00f067aa0ba902b7");
      assertThat(s.path("spanId").asText()).matches("[0-9a-f]{16}").isNotEqualTo("00f067aa0ba902b7");
    }
  }

  @Test
  void invalidTraceparentIsIgnored() {
    for (String bad : new String[] {"garbage", "00-" + "0".repeat(32) + "-00f067aa0ba902b7-01",
        "ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01", PARENT.toUpperCase()}) {
      OtlpConfig c = OtlpConfig.fromEnvironment(Map.of(BASE, "http://127.0.0.1:4318", "TRACEPARENT", bad))
          .orElseThrow();
      assertThat(c.parentTraceId()).as(bad).isEmpty();
    }
  }

  @Test
  void whatTheExporterCannotDoIsAnErrorNamingTheVariable() {
    assertThatThrownBy(() -> SpanSink.fromEnvironment(Map.of(BASE, "http://127.0.0.1:4317",
        "OTEL_EXPORTER_OTLP_PROTOCOL", "grpc")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("OTLP protocol 'grpc' is not supported: Candor exports OTLP over HTTP as JSON; set "
            + "OTEL_EXPORTER_OTLP_TRACES_PROTOCOL=http/json and point the endpoint at the collector's HTTP port (4318)");
    assertThatThrownBy(() -> SpanSink.fromEnvironment(Map.of(BASE, "http://127.0.0.1:4318",
        "OTEL_EXPORTER_OTLP_HEADERS", "api-key")))
        .hasMessage("OTEL_EXPORTER_OTLP_HEADERS entry 'api-key' is not key=value");
    assertThatThrownBy(() -> SpanSink.fromEnvironment(Map.of(BASE, "http://127.0.0.1:4318",
        "OTEL_EXPORTER_OTLP_TIMEOUT", "2s")))
        .hasMessage("OTLP timeout '2s' is not a whole number of milliseconds");
    assertThatThrownBy(() -> SpanSink.fromEnvironment(Map.of(BASE, "127.0.0.1:4318")))
        .hasMessage("OTEL_EXPORTER_OTLP_ENDPOINT: OTLP endpoint '127.0.0.1:4318/v1/traces' is not an http or https"
            + " URL: give the collector's traces URL, such as http://127.0.0.1:4318/v1/traces");
    assertThatThrownBy(() -> SpanSink.fromEnvironment(Map.of(TRACES, "grpc://127.0.0.1:4317")))
        .hasMessageStartingWith("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: OTLP endpoint 'grpc://127.0.0.1:4317' is not");
  }
}
