package dev.candor.cli.init;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The edits {@code candor init codex} makes to config.toml, each a no-op when already made. */
final class TomlEdits {
  private TomlEdits() {}

  /**
   * Routes each {@code [mcp_servers.NAME]} with a {@code command} through {@code candor mcp proxy}:
   * {@code command} becomes the launcher, {@code args} become {@code mcp proxy OPTS -- CMD ARGS...}.
   * Servers with a {@code url}, already routed, or with values we cannot read are left alone.
   */
  static String routeServers(String text, String launcher, List<String> proxyOptions) {
    String out = text;
    List<TomlText.Table> tables = TomlText.tables(out);
    // from the last table up, so the offsets of the ones above still hold
    for (int i = tables.size() - 1; i >= 0; i--) {
      TomlText.Table t = tables.get(i);
      if (TomlText.serverName(t).isPresent()) {
        out = routeServer(out, t, launcher, proxyOptions);
      }
    }
    return out;
  }

  private static String routeServer(String text, TomlText.Table t, String launcher, List<String> proxyOptions) {
    if (TomlText.value(text, t, "url").isPresent()) {
      return text;
    }
    Optional<TomlText.Value> command = TomlText.value(text, t, "command");
    Optional<List<String>> cmd = command.flatMap(v -> TomlText.strings(v.raw()));
    if (cmd.isEmpty() || cmd.get().size() != 1 || JsonEdits.isCandor(cmd.get().get(0))) {
      return text;
    }
    Optional<TomlText.Value> argsValue = TomlText.value(text, t, "args");
    List<String> old = List.of();
    if (argsValue.isPresent()) {
      Optional<List<String>> parsed = TomlText.strings(argsValue.get().raw());
      if (parsed.isEmpty() || !argsValue.get().raw().trim().startsWith("[")) {
        return text;
      }
      old = parsed.get();
    }
    List<String> args = new ArrayList<>(List.of("mcp", "proxy"));
    args.addAll(proxyOptions);
    args.add("--");
    args.add(cmd.get().get(0));
    args.addAll(old);
    String array = TomlText.array(args);
    TomlText.Value c = command.get();
    if (argsValue.isEmpty()) {
      int lineEnd = text.indexOf('\n', c.end());
      int at = lineEnd < 0 ? text.length() : lineEnd;
      String indent = indentOf(text, c.start());
      String withArgs = text.substring(0, at) + "\n" + indent + "args = " + array + text.substring(at);
      return withArgs.substring(0, c.start()) + TomlText.quote(launcher) + withArgs.substring(c.end());
    }
    TomlText.Value a = argsValue.get();
    if (a.start() > c.start()) {
      String s = text.substring(0, a.start()) + array + text.substring(a.end());
      return s.substring(0, c.start()) + TomlText.quote(launcher) + s.substring(c.end());
    }
    String s = text.substring(0, c.start()) + TomlText.quote(launcher) + text.substring(c.end());
    return s.substring(0, a.start()) + array + s.substring(a.end());
  }

  private static String indentOf(String text, int pos) {
    int start = text.lastIndexOf('\n', pos - 1) + 1;
    int i = start;
    while (i < text.length() && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
      i++;
    }
    return text.substring(start, i);
  }
}
