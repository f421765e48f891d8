package dev.candor.mcp;

import dev.candor.Grouping;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.candor.Budget;
import dev.candor.Evidence;
import dev.candor.Shaped;
import dev.candor.Shaper;
import dev.candor.Strategy;
import dev.candor.pipeline.Call;
import dev.candor.pipeline.Outcome;
import dev.candor.pipeline.Pipeline;
import dev.candor.store.ResultMeta;
import dev.candor.trace.Span;
import io.modelcontextprotocol.json.schema.JsonSchemaValidator;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestOutputStream;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Shapes one {@code tools/call} result to its budget: text by the core engine (the tool's name as
 * the {@code auto} hint), JSON text and {@code structuredContent} by the structured shaper so they
 * stay valid JSON, images, audio and blobs described when they do not fit. {@code isError} and
 * everything else in the result is kept. Each full part that was cut is masked and stored, and the
 * result names its handle and links it as {@code candor://result/HANDLE}.
 */
final class ProxyResults {
  /** Held back from the parts' shares for the notes and links the proxy adds. */
  private static final long RESERVE = 400;

  private final ObjectMapper mapper;
  private final ProxyKeeper keeper;
  private final JsonSchemaValidator validator;

  ProxyResults(ObjectMapper mapper, ProxyKeeper keeper, JsonSchemaValidator validator) {
    this.mapper = mapper;
    this.keeper = keeper;
    this.validator = validator;
  }

  /** One piece of a result, shaped or kept whole. */
  private record Part(JsonNode holder, String field, String kind, long size) {}

  /** What one shaping keeps: full parts by content hash, so a text sent twice is stored once. */
  private static final class Work {
    final Map<String, ProxyKeeper.Kept> bySha = new LinkedHashMap<>();
    final List<String> notes = new ArrayList<>();
    Budget wholeBudget;
    String structuredWhole;
    String schemaFailure;
    /** The pipeline's spans of the content's text parts shaped, and whether any other part was. */
    final List<Span> textSpans = new ArrayList<>();
    boolean otherShaped;
  }

  /**
   * A shaped result: its wire bytes, and the span of its one shaped part when that part is a text
   * and nothing else was shaped, built by the call pipeline as {@code candor shape} builds it.
   */
  record Shaping(byte[] wire, Optional<Span> textSpan) {}

  /**
   * The response {@code msg} (read as {@code frame}) with its result shaped, as wire bytes; or null
   * when the result already fits and should be forwarded as it came.
   */
  Shaping shape(ProxyFrame frame, ObjectNode msg, String tool, Budget budget, Map<String, Object> outputSchema)
      throws IOException {
    JsonNode r = msg.get("result");
    if (!(r instanceof ObjectNode)) {
      return null;
    }
    ObjectNode result = (ObjectNode) r;
    long wire = frame.wireSize();
    if (wire <= budget.limit()) {
      return null; // every unit counts at most one per byte
    }
    List<Part> parts = parts(result, frame);
    if (frame.spools().isEmpty() && wire <= budget.limit() * 8L && budget.limit() >= measureAll(result, budget)) {
      return null;
    }
    Work work = new Work();
    work.wholeBudget = budget;
    long limit = budget.limit();
    long reserve = Math.min(RESERVE, limit / 5);
    long smallCut = Math.max(1, (limit - reserve) / (2L * Math.max(1, parts.size())));
    long smallTotal = 0;
    List<Part> large = new ArrayList<>();
    for (Part p : parts) {
      if (p.size() <= smallCut) {
        smallTotal += p.kind().equals("text") ? budget.measure(p.holder().get(p.field()).asText()) : p.size();
      } else {
        large.add(p);
      }
    }
    long share = Math.max(1, (limit - reserve - smallTotal) / Math.max(1, large.size()));
    Budget partBudget = new Budget(share, budget.unit(), budget.tokenizer());
    for (Part p : large) {
      switch (p.kind()) {
        case "text":
          ((ObjectNode) p.holder()).put(p.field(), text(frame, p.holder().get(p.field()), tool, partBudget, work, true));
          break;
        case "blob":
          work.otherShaped = true;
          blob(frame, (ObjectNode) p.holder(), p.field(), tool, work);
          break;
        case "structured":
          work.otherShaped = true;
          structured(frame, result, tool, partBudget, outputSchema, work);
          break;
        default:
          break;
      }
    }
    if (!result.has("content") && result.path("contents").isArray()) {
      // A resources/read result: its contents are shaped in place; each names its handle in its text.
      if (budget.limit() < measureAll(result, budget)) {
        ArrayNode contents = (ArrayNode) result.get("contents");
        String uri = contents.path(0).path("uri").asText("");
        contents.removeAll();
        contents.addObject().put("uri", uri).put("mimeType", "text/plain").put("text", "candor mcp proxy: the resource did not fit "
            + budget + " even when shaped; " + handles(work));
      }
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      ProxyFrame.write(mapper.writeValueAsBytes(msg), frame.spools(), out);
      return new Shaping(out.toByteArray(), Optional.empty());
    }
    ArrayNode content = result.has("content") && result.get("content").isArray()
        ? (ArrayNode) result.get("content") : result.putArray("content");
    if (work.structuredWhole != null || work.schemaFailure != null) {
      for (Iterator<JsonNode> it = content.elements(); it.hasNext(); ) {
        if (it.next().has("text")) {
          it.remove();
        }
      }
      content.insertObject(0).put("type", "text").put("text", work.structuredWhole != null ? work.structuredWhole : work.schemaFailure);
      if (work.schemaFailure != null) {
        result.put("isError", true);
      }
    }
    for (String note : work.notes) {
      content.addObject().put("type", "text").put("text", note);
    }
    for (ProxyKeeper.Kept k : work.bySha.values()) {
      if (k.result().handle() != null) {
        String h = k.result().handle().value();
        ObjectNode link = content.addObject();
        link.put("type", "resource_link").put("uri", ProxyResources.uri(h)).put("name", h)
            .put("description", "The full result, masked; read it page by page, or use candor_more with this handle.")
            .put("mimeType", "text/plain");
      }
    }
    guard(result, content, budget, outputSchema != null);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ProxyFrame.write(mapper.writeValueAsBytes(msg), frame.spools(), out);
    Optional<Span> span = work.textSpans.size() == 1 && !work.otherShaped
        ? Optional.of(work.textSpans.get(0)) : Optional.empty();
    return new Shaping(out.toByteArray(), span);
  }

  /** The result's pieces with their wire sizes (an upper bound on what each measures). */
  private List<Part> parts(ObjectNode result, ProxyFrame frame) throws IOException {
    List<Part> parts = new ArrayList<>();
    JsonNode content = result.get("content");
    if (content != null && content.isArray()) {
      for (JsonNode item : content) {
        if (!item.isObject()) {
          continue;
        }
        String type = item.path("type").asText("");
        if (item.get("text") != null && item.get("text").isTextual()) {
          parts.add(new Part(item, "text", "text", size(item.get("text"), frame)));
        } else if (item.get("data") != null && item.get("data").isTextual()) {
          parts.add(new Part(item, "data", "blob", size(item.get("data"), frame)));
        } else if (type.equals("resource") && item.get("resource") instanceof ObjectNode) {
          JsonNode res = item.get("resource");
          if (res.get("text") != null && res.get("text").isTextual()) {
            parts.add(new Part(res, "text", "text", size(res.get("text"), frame)));
          } else if (res.get("blob") != null && res.get("blob").isTextual()) {
            parts.add(new Part(res, "blob", "blob", size(res.get("blob"), frame)));
          }
        } else {
          parts.add(new Part(item, null, "other", size(item, frame)));
        }
      }
    }
    for (JsonNode item : result.path("contents")) {
      if (item.get("text") != null && item.get("text").isTextual()) {
        parts.add(new Part(item, "text", "text", size(item.get("text"), frame)));
      } else if (item.get("blob") != null && item.get("blob").isTextual()) {
        parts.add(new Part(item, "blob", "blob", size(item.get("blob"), frame)));
      }
    }
    JsonNode sc = result.get("structuredContent");
    if (sc != null && !sc.isNull()) {
      parts.add(new Part(result, "structuredContent", "structured", size(sc, frame)));
    }
    return parts;
  }

  /** The wire bytes of {@code node}, spooled strings included. */
  private long size(JsonNode node, ProxyFrame frame) throws IOException {
    if (node.isTextual()) {
      Path spool = frame.spoolOf(node.asText());
      return spool != null ? Files.size(spool) + 2 : node.asText().getBytes(StandardCharsets.UTF_8).length + 2;
    }
    if (node.isContainerNode()) {
      long n = 2;
      if (node.isObject()) {
        for (Map.Entry<String, JsonNode> e : node.properties()) {
          n += e.getKey().length() + 4 + size(e.getValue(), frame);
        }
      } else {
        for (JsonNode c : node) {
          n += 1 + size(c, frame);
        }
      }
      return n;
    }
    return node.toString().length();
  }

  private long measureAll(ObjectNode result, Budget budget) throws IOException {
    long n = 0;
    for (String list : List.of("content", "contents")) {
      for (JsonNode item : result.path(list)) {
        n += item.has("text") ? budget.measure(item.get("text").asText()) : item.toString().length();
      }
    }
    JsonNode sc = result.get("structuredContent");
    if (sc != null && !sc.isNull()) {
      n += budget.measure(mapper.writeValueAsString(sc));
    }
    return n;
  }

  /**
   * The text of {@code node} (spooled or not) shaped to {@code budget} by the call pipeline, which
   * masks and keeps it whole first; a text already kept in this result is masked and named again.
   * A content {@code part}'s span is collected for the call's; a string inside structured content
   * is no part of its own.
   */
  private String text(ProxyFrame frame, JsonNode node, String tool, Budget budget, Work work, boolean part)
      throws IOException {
    Path file = dev.candor.capture.TempFiles.create("mcp-", ".txt");
    try {
      String sha = ProxyContent.decode(frame, node, file, false);
      ProxyKeeper.Kept prior = work.bySha.get(sha);
      Call.Builder call = Call.file(file)
          .tool(tool)
          .shaper(Shaper.builder().budget(budget).strategy(ProxyContent.looksJson(file) ? Strategy.JSON : Strategy.AUTO))
          .redactor(keeper.redactor())
          .spanTool("tools/call")
          .recorded(false) // the tools/call as a whole is the ledger row (ProxyTrace), not each text part
          .spanned(part)
          .reference(ProxyResults::reference);
      if (prior != null) {
        call.fullOutput(reference(prior.result()));
      } else {
        call.keep(keeper.keep());
      }
      Outcome o = Pipeline.run(call.build());
      if (part) {
        o.span().ifPresent(work.textSpans::add);
      } else {
        work.otherShaped = true;
      }
      if (prior == null) {
        work.bySha.putIfAbsent(sha, new ProxyKeeper.Kept(o.kept(), file));
      }
      return o.shaped().text();
    } finally {
      ProxyContent.deleteWithMasked(file);
    }
  }

  /** An image, audio or blob: described instead of sent, and stored as its bytes. */
  private void blob(ProxyFrame frame, ObjectNode holder, String field, String tool, Work work) throws IOException {
    Path file = dev.candor.capture.TempFiles.create("mcp-", ".bin");
    try {
      String sha = ProxyContent.decode(frame, holder.get(field), file, true);
      long bytes = Files.size(file);
      ProxyKeeper.Kept k = keep(work, sha, file, true, tool);
      String mime = holder.path("mimeType").asText("application/octet-stream");
      String what = holder.has("type") ? holder.get("type").asText() : "blob";
      String text = String.format(Locale.ROOT, "[%s %s: %,d bytes, sha256 %s; over this result's budget, so not sent; %s]",
          mime, what, bytes, sha, k.result().handle() != null
              ? "stored as " + k.result().handle().value() + " (resources/read " + ProxyResources.uri(k.result().handle().value()) + ")"
              : k.result().reference());
      if (holder.has("type") && !holder.get("type").asText().equals("resource")) {
        holder.removeAll();
        holder.put("type", "text").put("text", text);
      } else {
        holder.remove(field);
        holder.put("text", text);
        if (holder.has("uri")) {
          holder.put("mimeType", "text/plain");
        }
      }
    } finally {
      ProxyContent.deleteWithMasked(file);
    }
  }

  private void structured(ProxyFrame frame, ObjectNode result, String tool, Budget budget, Map<String, Object> schema,
      Work work) throws IOException {
    JsonNode original = result.get("structuredContent");
    // Keep the whole document, spooled strings spliced back in, for candor_more items/fields.
    Path full = dev.candor.capture.TempFiles.create("mcp-", ".json");
    ProxyKeeper.Kept kept;
    try {
      String sha;
      try (DigestOutputStream out = new DigestOutputStream(new BufferedOutputStream(Files.newOutputStream(full), 1 << 16), ProxyContent.sha256())) {
        ProxyFrame.write(mapper.writeValueAsBytes(original), frame.spools(), out);
        out.flush();
        sha = HexFormat.of().formatHex(out.getMessageDigest().digest());
      }
      kept = keep(work, sha, full, false, tool);
    } finally {
      ProxyContent.deleteWithMasked(full);
    }
    // First: long strings inside it shaped as text, so the document keeps its shape and its schema.
    JsonNode doc = original.deepCopy();
    List<JsonNode[]> leaves = new ArrayList<>();
    longStrings(doc, frame, budget.limit() / 4, null, null, leaves);
    if (!leaves.isEmpty()) {
      Budget each = new Budget(Math.max(1, budget.limit() / (2L * leaves.size())), budget.unit(), budget.tokenizer());
      for (JsonNode[] leaf : leaves) {
        String shaped = text(frame, leaf[2], tool, each, work, false);
        if (leaf[0] instanceof ObjectNode) {
          ((ObjectNode) leaf[0]).put(leaf[1].asText(), shaped);
        } else {
          ((ArrayNode) leaf[0]).set(leaf[1].asInt(), TextNode.valueOf(shaped));
        }
      }
      if (doc.isTextual()) {
        doc = TextNode.valueOf(text(frame, original, tool, budget, work, false));
      }
    }
    String docText = mapper.writeValueAsString(doc);
    String ref = reference(kept);
    if (budget.fits(docText) && valid(schema, doc)) {
      result.set("structuredContent", doc);
      return;
    }
    // Then: the structured shaper, which caps whole items and says "showing N of M" inside.
    Shaped s = Shaper.builder().budget(budget).strategy(Strategy.JSON).fullOutput(ref).build()
        .shape(docText, tool == null ? Evidence.none() : Evidence.none().withTool(tool));
    JsonNode shaped = parse(s.text());
    if (shaped != null && valid(schema, shaped)) {
      result.set("structuredContent", shaped);
      return;
    }
    // Then: the same without the statement the schema may not allow, which moves to the text.
    JsonNode bare = shaped == null ? null : ProxyContent.strip(shaped);
    if (bare != null && valid(schema, bare) && budget.fits(mapper.writeValueAsString(bare))) {
      result.set("structuredContent", bare);
      work.notes.add("structuredContent was cut to fit the budget: " + shaped.path("candor").toString()
          + "; the full document is " + ref);
      return;
    }
    if (schema == null) {
      result.remove("structuredContent");
      work.notes.add("structuredContent (" + Grouping.of(size(original, frame)) + " bytes) was left out: no cut of it fits "
          + "the budget; the full document is " + ref);
      return;
    }
    // The tool promises structured content (clients reject a result without it), and no cut of it
    // meets the schema: send it whole if it fits the whole budget, in place of the text parts...
    String whole = frame.spools().isEmpty() && size(original, frame) <= budget.limit() * 16L ? mapper.writeValueAsString(original) : null;
    if (whole != null && work.wholeBudget.fits(whole)) {
      result.set("structuredContent", original);
      work.structuredWhole = "The text content was replaced by this note: structuredContent, which the tool's outputSchema "
          + "requires and no cut of which meets it, holds the result whole; the full result is also " + ref;
      return;
    }
    // ...else the result becomes an error result that says why, which clients accept without it.
    result.remove("structuredContent");
    work.schemaFailure = "candor mcp proxy: the result of " + tool + " (" + Grouping.of(size(original, frame))
        + " bytes of structuredContent) is over the budget of " + work.wholeBudget + ", and no cut of it meets the tool's "
        + "outputSchema; the full result is " + ref;
  }

  /** Collects [parent, key, node] for every string longer than {@code min} bytes on the wire. */
  private void longStrings(JsonNode node, ProxyFrame frame, long min, JsonNode parent, JsonNode key, List<JsonNode[]> out)
      throws IOException {
    if (node.isTextual()) {
      if (parent != null && size(node, frame) > min) {
        out.add(new JsonNode[] {parent, key, node});
      }
      return;
    }
    if (node.isObject()) {
      for (Map.Entry<String, JsonNode> e : node.properties()) {
        longStrings(e.getValue(), frame, min, node, TextNode.valueOf(e.getKey()), out);
      }
    } else if (node.isArray()) {
      for (int i = 0; i < node.size(); i++) {
        longStrings(node.get(i), frame, min, node, mapper.getNodeFactory().numberNode(i), out);
      }
    }
  }



  private boolean valid(Map<String, Object> schema, JsonNode doc) {
    if (schema == null) {
      return true;
    }
    try {
      return validator.validate(schema, mapper.convertValue(doc, Object.class)).valid();
    } catch (RuntimeException e) {
      return false;
    }
  }

  private JsonNode parse(String text) {
    try {
      return mapper.readTree(text);
    } catch (IOException e) {
      return null;
    }
  }

  /** Keeps the same content once per result. */
  private ProxyKeeper.Kept keep(Work work, String sha, Path file, boolean binary, String tool) throws IOException {
    ProxyKeeper.Kept k = work.bySha.get(sha);
    if (k != null) {
      return new ProxyKeeper.Kept(k.result(), keeper.mask(file, binary));
    }
    ResultMeta meta = tool == null ? ResultMeta.none() : ResultMeta.none().withTool(tool);
    k = keeper.keep(file, binary, meta);
    work.bySha.putIfAbsent(sha, k);
    return k;
  }

  private static String reference(ProxyKeeper.Kept k) {
    return reference(k.result());
  }

  private static String reference(dev.candor.store.Stash.Result kept) {
    return kept.handle() == null ? kept.reference() : reference(kept.handle().value());
  }

  /** How a text part's observation names the full result kept as {@code handle}. */
  static String reference(String handle) {
    return "candor_more {\"handle\":\"" + handle + "\"} (lines, page, tail, grep, items, fields) or resources/read "
        + ProxyResources.uri(handle);
  }

  private String handles(Work work) {
    List<String> hs = new ArrayList<>();
    for (ProxyKeeper.Kept k : work.bySha.values()) {
      if (k.result().handle() != null) {
        hs.add(k.result().handle().value());
      }
    }
    return hs.isEmpty() ? "nothing was kept (" + keeper.failure() + ")."
        : "it is kept whole as " + String.join(", ", hs) + ": candor_more with the handle, or resources/read "
            + ProxyResources.uri(hs.get(0)) + ".";
  }





  /**
   * The last word on size: if the parts, once shaped, still measure more than the budget (they
   * should not), the structured copy goes first, then the content becomes one statement of why.
   */
  private void guard(ObjectNode result, ArrayNode content, Budget budget, boolean schema) throws IOException {
    if (budget.limit() >= measureAll(result, budget)) {
      return;
    }
    if (schema && result.has("structuredContent")) {
      // A client rejects a result without the structured content its schema promises, unless it is an error.
      result.remove("structuredContent");
      result.put("isError", true);
    } else if (result.has("structuredContent")) {
      result.remove("structuredContent");
      content.addObject().put("type", "text").put("text", "structuredContent was left out to keep the result within budget.");
      if (budget.limit() >= measureAll(result, budget)) {
        return;
      }
    }
    List<JsonNode> links = new ArrayList<>();
    List<String> handles = new ArrayList<>();
    for (JsonNode item : content) {
      if (item.path("type").asText().equals("resource_link")) {
        links.add(item);
        handles.add(item.path("name").asText());
      }
    }
    content.removeAll();
    content.addObject().put("type", "text").put("text", "candor mcp proxy: the result did not fit " + budget + " even when shaped; "
        + (handles.isEmpty() ? "nothing was kept (" + keeper.failure() + ")."
            : "it is kept whole as " + String.join(", ", handles) + ": candor_more with the handle, or resources/read."));
    content.addAll(links);
  }




}
