package dev.candor.trace;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;

class AuditHtmlTest {
  private static final String SCRIPT = "<script src=\"https://evil.example/x.js\">alert('pwned')</script>";
  private static final Set<String> FETCHING = Set.of("script", "link", "img", "iframe", "object", "embed", "image",
      "use", "foreignObject", "audio", "video", "source", "base", "form");

  @TempDir Path dir;

  @Test
  void pageIsWellFormedXmlWithTwoCharts() throws Exception {
    Document doc = parse(report(typical()).html());
    assertThat(doc.getDocumentElement().getTagName()).isEqualTo("html");
    assertThat(doc.getElementsByTagName("svg").getLength()).isEqualTo(2);
    assertThat(doc.getElementsByTagName("style").getLength()).isEqualTo(1);
  }

  @Test
  void pageFetchesNothing() throws Exception {
    String html = report(typical()).html();
    assertThat(html).doesNotContain("http", "url(", "@import", "//");
    assertThat(loaders(parse(html))).isEmpty();
  }

  @Test
  void textFromTracesIsEscapedEverywhere() throws Exception {
    String html = report(List.of(
        Calls.of("<img src=x onerror=alert(1)>").argv("sh", "-c", SCRIPT).exit(1, false),
        Calls.of("t\u001b]0;x\u0007").strategy("\"><svg onload=alert(1)>").output(9000).shown(100).truncated()))
        .html();
    assertThat(html).doesNotContain("<script", "<img", "<svg onload", "\u001b")
        .contains("&lt;script src=&quot;https://evil.example/x.js&quot;&gt;alert(&#39;pwned&#39;)&lt;/script&gt;",
            "&lt;img src=x onerror=alert(1)&gt;", "t\\u001b]0;x\\u0007");
    Document doc = parse(html);
    assertThat(loaders(doc)).isEmpty();
    assertThat(doc.getElementsByTagName("svg").getLength()).isEqualTo(2);
  }

  @Test
  void cardsColourEachFigureAgainstItsThreshold() throws Exception {
    Document doc = parse(report(typical()).html());
    assertThat(cardClass(doc, "truncated_share")).isEqualTo("card bad");
    assertThat(cardClass(doc, "dropped_errors")).isEqualTo("card bad");
    assertThat(cardClass(doc, "exit_code_kept")).isEqualTo("card bad");
    assertThat(cardClass(doc, "retention")).isEqualTo("card warn");

    Document clean = parse(report(List.of(Calls.of("make"), Calls.of("ls").output(5000).shown(2500).truncated()))
        .html());
    assertThat(cardClass(clean, "truncated_share")).isEqualTo("card bad");
    assertThat(cardClass(clean, "dropped_errors")).isEqualTo("card ok");
    assertThat(cardClass(clean, "exit_code_kept")).isEqualTo("card ok");
    assertThat(cardClass(clean, "retention")).isEqualTo("card ok");
    Document empty = parse(report(List.of(Calls.of("web_search").noExit())).html());
    assertThat(cardClass(empty, "dropped_errors")).isEqualTo("card na");
  }

  @Test
  void lossesTableNamesEachCallThatLostEvidence() throws IOException {
    String html = report(typical()).html();
    assertThat(html).contains("<h2>Calls that lost evidence (2)</h2>",
        "<td class=\"l\">L2</td><td class=\"l\"><code>pytest</code></td><td class=\"l wrap\"><code>pytest -q</code>"
            + "</td><td class=\"l\">terminal</td><td>19.5 KiB</td><td>1.0 KiB</td>"
            + "<td class=\"l lost\">3 error lines dropped; exit code 1 not stated</td>",
        "silent cut: 200 of 5000 bytes shown");
  }

  @Test
  void histogramStacksTruncatedCallsOnTheRest() throws Exception {
    Document doc = parse(report(typical()).html());
    List<String> tips = new ArrayList<>();
    NodeList titles = ((Element) doc.getElementsByTagName("svg").item(0)).getElementsByTagName("title");
    for (int i = 0; i < titles.getLength(); i++) {
      tips.add(titles.item(i).getTextContent());
    }
    assertThat(tips).contains("16-64 KiB: 2 truncated", "16-64 KiB: 0 kept whole", "1-256 B: 2 kept whole");
  }

  private static List<Calls> typical() {
    return List.of(
        Calls.of("make"),
        Calls.of("pytest").argv("pytest", "-q").output(20_000).shown(1024).truncated().exit(1, false).dropped(3),
        Calls.of("rg").strategy("list").output(30_000).shown(12_000).truncated().noExit(),
        Calls.of("cat").strategy("file").output(5000).shown(200),
        Calls.of("ls"));
  }

  private Audit.Report report(List<Calls> calls) throws IOException {
    return Audit.run(Files.writeString(dir.resolve("run.jsonl"), AuditTest.lines(calls.toArray(Calls[]::new))));
  }

  private static String cardClass(Document doc, String id) {
    NodeList divs = doc.getElementsByTagName("div");
    for (int i = 0; i < divs.getLength(); i++) {
      Element e = (Element) divs.item(i);
      if (id.equals(e.getAttribute("id"))) {
        return e.getAttribute("class");
      }
    }
    throw new AssertionError("no card " + id);
  }

  /** Elements that could load something, and attributes that could point somewhere or run script. */
  private static List<String> loaders(Document doc) {
    List<String> out = new ArrayList<>();
    NodeList all = doc.getElementsByTagName("*");
    for (int i = 0; i < all.getLength(); i++) {
      Element e = (Element) all.item(i);
      if (FETCHING.contains(e.getTagName())) {
        out.add("<" + e.getTagName() + ">");
      }
      NamedNodeMap attrs = e.getAttributes();
      for (int a = 0; a < attrs.getLength(); a++) {
        String name = attrs.item(a).getNodeName();
        if (name.equals("src") || name.endsWith("href") || name.startsWith("on") || name.equals("style")) {
          out.add(e.getTagName() + "@" + name);
        }
      }
    }
    return out;
  }

  static Document parse(String html) throws ParserConfigurationException, SAXException, IOException {
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
    f.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
    f.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
    DocumentBuilder b = f.newDocumentBuilder();
    b.setErrorHandler(null);
    return b.parse(new InputSource(new StringReader(html)));
  }
}
