package dev.candor.mcp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class ProxyFrameReaderTest {
  static final ObjectMapper M = new ObjectMapper();

  static ProxyFrameReader reader(String text, int maxJson) {
    return new ProxyFrameReader(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), maxJson);
  }

  @Test
  void smallMessagesComeBackAsTheirWireBytesOnePerLine() throws Exception {
    ProxyFrameReader r = reader("{\"a\":\"x\\\"y\"}\n\n  \r\n{\"b\":[1,2]}", 1 << 20);
    assertThat(new String(r.next().json(), StandardCharsets.UTF_8)).isEqualTo("{\"a\":\"x\\\"y\"}");
    assertThat(new String(r.next().json(), StandardCharsets.UTF_8)).isEqualTo("{\"b\":[1,2]}");
    assertThat(r.next()).isNull();
  }

  @Test
  void aLongStringIsSpooledAndDecodesAndSplicesBackExactly() throws Exception {
    String body = "é\\n\\\"q\\\" \\ud83d\\ude00 \\u00e9\\t".repeat(200_000); // about 5 MB on the wire
    String wire = "{\"id\":7,\"text\":\"" + body + "\",\"n\":1}";
    ProxyFrameReader r = reader(wire + "\n{\"id\":8}\n", 1 << 20);
    try (ProxyFrame f = r.next()) {
      assertThat(f.spools()).hasSize(1);
      assertThat(f.json().length).isLessThan(100);
      JsonNode tree = f.tree(M);
      Path spool = f.spoolOf(tree.get("text").asText());
      assertThat(spool).isNotNull();
      String decoded;
      try (InputStream in = new ProxyStringInput(Files.newInputStream(spool))) {
        decoded = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      }
      assertThat(decoded).isEqualTo(M.readTree(wire).get("text").asText());
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      ProxyFrame.write(f.json(), f.spools(), out);
      assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo(wire);
    }
    assertThat(r.next().tree(M).get("id").asInt()).isEqualTo(8);
  }

  @Test
  void aLineThatIsNotJsonComesBackMalformedAndTheNextLineIsRead() throws Exception {
    ProxyFrameReader r = reader("oops \"unterminated\n{\"ok\":true}\n", 1 << 20);
    ProxyFrame bad = r.next();
    assertThat(bad.tree(M)).isNull();
    assertThat(bad.malformed()).isNotNull();
    assertThat(r.next().tree(M).get("ok").asBoolean()).isTrue();
  }

  @Test
  void tooMuchJsonOutsideStringsIsRefusedAndTheReaderGoesOn() throws Exception {
    ProxyFrameReader r = reader("[" + "1,".repeat(1000) + "1]\n{\"ok\":1}\n", 100);
    assertThatThrownBy(r::next).isInstanceOf(ProxyFrameReader.TooLarge.class);
    assertThat(r.next().tree(M).get("ok").asInt()).isEqualTo(1);
  }

  @Test
  void badEscapesDecodeToReplacementCharacters() throws Exception {
    byte[] wire = "a\\ud800b\\uZZZZc".getBytes(StandardCharsets.US_ASCII);
    String s = new String(new ProxyStringInput(new ByteArrayInputStream(wire)).readAllBytes(), StandardCharsets.UTF_8);
    assertThat(s).startsWith("a\uFFFD").contains("c");
  }
}
