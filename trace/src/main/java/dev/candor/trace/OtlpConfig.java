package dev.candor.trace;

import java.net.URI;
import java.net.URLDecoder;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Where and how {@link OtlpSink} exports: the full URL spans are POSTed to, extra headers, the
 * time one export may take, the resource attributes, and an optional parent span.
 *
 * @param endpoint the traces URL, such as {@code http://127.0.0.1:4318/v1/traces}; used as is
 * @param headers sent with every export, such as an API key; never logged
 * @param timeout the most one export may take, connecting included
 * @param resource the resource attributes; {@code service.name} is always present
 * @param parentTraceId with {@code parentSpanId}: the trace every span joins, from {@code TRACEPARENT}
 * @param parentSpanId the span every span is a child of
 */
record OtlpConfig(URI endpoint, Map<String, String> headers, Duration timeout, Map<String, String> resource,
    Optional<String> parentTraceId, Optional<String> parentSpanId) {

  /** Two seconds rather than the OTLP default of ten: a tool call should not wait long on telemetry. */
  static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(2);

  static final String SERVICE = "candor";

  /** Compiled when a TRACEPARENT is first read (the holder idiom): every run looks for OTLP settings, few have any. */
  private static final class Traceparent {
    static final Pattern PATTERN = Pattern.compile("([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?");

    private Traceparent() {}
  }

  OtlpConfig {
    Objects.requireNonNull(endpoint, "endpoint");
    Objects.requireNonNull(timeout, "timeout");
    Objects.requireNonNull(parentTraceId, "parentTraceId");
    Objects.requireNonNull(parentSpanId, "parentSpanId");
    String scheme = endpoint.getScheme() == null ? "" : endpoint.getScheme().toLowerCase(Locale.ROOT);
    if (!scheme.equals("http") && !scheme.equals("https") || endpoint.getHost() == null) {
      throw notHttp(endpoint.toString());
    }
    if (timeout.isNegative() || timeout.isZero()) {
      throw new IllegalArgumentException("OTLP timeout must be positive: " + timeout);
    }
    headers = Collections.unmodifiableMap(new LinkedHashMap<>(headers));
    resource = new LinkedHashMap<>(resource);
    resource.putIfAbsent("service.name", SERVICE);
    resource = Collections.unmodifiableMap(resource);
    HttpRequest.Builder probe = HttpRequest.newBuilder(endpoint);
    for (Map.Entry<String, String> h : headers.entrySet()) {
      try {
        probe.header(h.getKey(), h.getValue());
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("OTLP header '" + h.getKey() + "' cannot be sent: " + e.getMessage(), e);
      }
    }
  }

  static OtlpConfig of(URI endpoint, Map<String, String> headers) {
    return new OtlpConfig(endpoint, headers, DEFAULT_TIMEOUT, Map.of(), Optional.empty(), Optional.empty());
  }

  /** See {@link SpanSink#fromEnvironment}. */
  static Optional<OtlpConfig> fromEnvironment(Map<String, String> env) {
    if ("true".equalsIgnoreCase(get(env, "OTEL_SDK_DISABLED"))) {
      return Optional.empty();
    }
    String exporters = get(env, "OTEL_TRACES_EXPORTER");
    if (exporters != null && !Pattern.compile("(^|,)\\s*otlp\\s*(,|$)").matcher(exporters).find()) {
      return Optional.empty();
    }
    String traces = get(env, "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT");
    String base = get(env, "OTEL_EXPORTER_OTLP_ENDPOINT");
    if (traces == null && base == null) {
      return Optional.empty();
    }
    String url = traces != null ? traces : base + (base.endsWith("/") ? "" : "/") + "v1/traces";
    protocol(first(env, "OTEL_EXPORTER_OTLP_TRACES_PROTOCOL", "OTEL_EXPORTER_OTLP_PROTOCOL"));
    Map<String, String> headers = pairs(env, "OTEL_EXPORTER_OTLP_HEADERS");
    headers.putAll(pairs(env, "OTEL_EXPORTER_OTLP_TRACES_HEADERS"));
    Map<String, String> resource = pairs(env, "OTEL_RESOURCE_ATTRIBUTES");
    String service = get(env, "OTEL_SERVICE_NAME");
    if (service != null) {
      resource.put("service.name", service);
    }
    Optional<String[]> parent = traceparent(get(env, "TRACEPARENT"));
    URI endpoint;
    try {
      endpoint = URI.create(url);
      new OtlpConfig(endpoint, Map.of(), DEFAULT_TIMEOUT, Map.of(), Optional.empty(), Optional.empty());
    } catch (IllegalArgumentException e) {
      String from = traces != null ? "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT" : "OTEL_EXPORTER_OTLP_ENDPOINT";
      throw new IllegalArgumentException(from + ": " + notHttp(url).getMessage(), e);
    }
    return Optional.of(new OtlpConfig(endpoint, headers, timeout(env), resource,
        parent.map(p -> p[0]), parent.map(p -> p[1])));
  }

  private static IllegalArgumentException notHttp(String url) {
    return new IllegalArgumentException("OTLP endpoint '" + url + "' is not an http or https URL: give the"
        + " collector's traces URL, such as http://127.0.0.1:4318/v1/traces");
  }

  private static void protocol(String protocol) {
    if (protocol != null && !protocol.equals("http/json") && !protocol.equals("http/protobuf")) {
      throw new IllegalArgumentException("OTLP protocol '" + protocol + "' is not supported: Candor exports OTLP over"
          + " HTTP as JSON; set OTEL_EXPORTER_OTLP_TRACES_PROTOCOL=http/json and point the endpoint at the"
          + " collector's HTTP port (4318)");
    }
  }

  private static Duration timeout(Map<String, String> env) {
    String ms = first(env, "OTEL_EXPORTER_OTLP_TRACES_TIMEOUT", "OTEL_EXPORTER_OTLP_TIMEOUT");
    if (ms == null) {
      return DEFAULT_TIMEOUT;
    }
    try {
      return Duration.ofMillis(Long.parseLong(ms));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("OTLP timeout '" + ms + "' is not a whole number of milliseconds", e);
    }
  }

  /** {@code k1=v1,k2=v2} with percent-encoded values, as the OTLP exporter spec writes headers. */
  private static Map<String, String> pairs(Map<String, String> env, String name) {
    Map<String, String> out = new LinkedHashMap<>();
    String value = get(env, name);
    if (value == null) {
      return out;
    }
    for (String item : value.split(",")) {
      int eq = item.indexOf('=');
      if (item.isBlank()) {
        continue;
      }
      if (eq <= 0 || item.substring(0, eq).isBlank()) {
        throw new IllegalArgumentException(name + " entry '" + item.strip() + "' is not key=value");
      }
      try {
        out.put(item.substring(0, eq).strip(),
            URLDecoder.decode(item.substring(eq + 1).strip().replace("+", "%2B"), StandardCharsets.UTF_8));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(name + " entry for '" + item.substring(0, eq).strip()
            + "' has a malformed percent escape", e);
      }
    }
    return out;
  }

  /** The trace and span of a W3C {@code traceparent}; empty when absent or invalid, which is ignored. */
  static Optional<String[]> traceparent(String value) {
    if (value == null) {
      return Optional.empty();
    }
    var m = Traceparent.PATTERN.matcher(value.strip());
    if (!m.matches() || m.group(1).equals("ff") || (m.group(1).equals("00") && m.group(5) != null)
        || m.group(2).chars().allMatch(c -> c == '0') || m.group(3).chars().allMatch(c -> c == '0')) {
      return Optional.empty();
    }
    return Optional.of(new String[] {m.group(2), m.group(3)});
  }

  private static String first(Map<String, String> env, String specific, String general) {
    String v = get(env, specific);
    return v != null ? v : get(env, general);
  }

  /** The variable's value stripped, or null when unset or blank. */
  private static String get(Map<String, String> env, String name) {
    String v = env.get(name);
    return v == null || v.isBlank() ? null : v.strip();
  }
}
