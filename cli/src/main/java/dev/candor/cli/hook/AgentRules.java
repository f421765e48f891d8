package dev.candor.cli.hook;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads each agent's own permission rules, so the hook can tell a command the user allowed from
 * one they deny or want to be asked about. Only the rules that speak about shell commands are read:
 * <ul>
 *   <li>Claude Code: {@code permissions.allow/ask/deny} entries {@code Bash}, {@code Bash(cmd)},
 *       {@code Bash(prefix:*)}, {@code Bash(glob *)} in the managed, user, project and local settings.
 *   <li>Codex: {@code approval_policy = "never"} in config.toml, and {@code prefix_rule(...)} in
 *       {@code rules/*.rules} with {@code decision} allow, prompt or forbidden.
 *   <li>Gemini CLI: {@code tools.exclude} entries {@code run_shell_command(cmd)}, and policy files'
 *       {@code [[rule]]} with {@code commandPrefix} and {@code decision} deny or ask_user.
 *   <li>Cursor: {@code permissions.allow/deny} entries {@code Shell(cmd)} in cli-config.json.
 * </ul>
 * A file that cannot be read counts as having no rules; a rule that cannot be read is a hold rule
 * where it could be one, so that a misread never turns into an allow.
 */
final class AgentRules {
  private static final Pattern DECISION = Pattern.compile("decision\\s*=\\s*[\"'](\\w+)[\"']");
  private static final Pattern PATTERN = Pattern.compile("\\bpattern\\s*=\\s*\\[");
  private static final Pattern STRING = Pattern.compile("\"((?:[^\"\\\\]|\\\\.)*)\"|'([^']*)'");

  private AgentRules() {}

  static CommandRules load(Agent agent, Path home, Path project) {
    CommandRules rules = new CommandRules();
    switch (agent) {
      case CLAUDE:
        for (Path p : List.of(Path.of("/etc/claude-code/managed-settings.json"), home.resolve(".claude/settings.json"),
            project.resolve(".claude/settings.json"), project.resolve(".claude/settings.local.json"))) {
          claude(json(p), rules);
        }
        break;
      case CODEX:
        for (Path dir : List.of(home.resolve(".codex"), project.resolve(".codex"))) {
          codex(dir, rules);
        }
        break;
      case GEMINI:
        for (Path dir : List.of(home.resolve(".gemini"), project.resolve(".gemini"))) {
          gemini(dir, rules);
        }
        break;
      case CURSOR:
        for (Path p : List.of(home.resolve(".cursor/cli-config.json"), project.resolve(".cursor/cli.json"))) {
          cursor(json(p), rules);
        }
        break;
      default: // VS Code's terminal auto-approval is checked on the rewritten command, and only narrows
    }
    return rules;
  }

  private static void claude(Object settings, CommandRules rules) {
    Object perms = JsonValue.get(settings, "permissions");
    for (String kind : List.of("allow", "ask", "deny")) {
      for (Object rule : JsonValue.list(JsonValue.get(perms, kind))) {
        Predicate<List<String>> p = toolRule(String.valueOf(rule), "Bash", !kind.equals("allow"));
        if (p != null) {
          if (kind.equals("allow")) {
            rules.allow(p);
          } else {
            rules.hold(p);
          }
        }
      }
    }
  }

  private static void cursor(Object config, CommandRules rules) {
    Object perms = JsonValue.get(config, "permissions");
    for (Object rule : JsonValue.list(JsonValue.get(perms, "allow"))) {
      Predicate<List<String>> p = toolRule(String.valueOf(rule), "Shell", false);
      if (p != null) {
        rules.allow(p);
      }
    }
    for (Object rule : JsonValue.list(JsonValue.get(perms, "deny"))) {
      Predicate<List<String>> p = toolRule(String.valueOf(rule), "Shell", true);
      if (p != null) {
        rules.hold(p);
      }
    }
  }

  /**
   * {@code Tool}, {@code Tool(*)}, {@code Tool(cmd)} exactly, {@code Tool(prefix:*)} and
   * {@code Tool(prefix *)} by words, {@code Tool(a * b)} as a glob; null for another tool's rule. A
   * hold rule ({@code wide}) reads {@code Tool(cmd)} as a prefix too: holding too much only leaves
   * a command unwrapped, while holding too little could let it past a rule.
   */
  static Predicate<List<String>> toolRule(String rule, String tool, boolean wide) {
    String r = rule.trim();
    if (r.equals(tool) || r.equals(tool + "(*)") || r.equals(tool + "()")) {
      return words -> true;
    }
    if (!r.startsWith(tool + "(") || !r.endsWith(")")) {
      return null;
    }
    String body = r.substring(tool.length() + 1, r.length() - 1).trim();
    if (body.endsWith(":*") || body.endsWith(" *")) {
      return CommandRules.prefix(firstCommand(body.substring(0, body.length() - 2)));
    }
    if (body.contains("*")) {
      StringBuilder re = new StringBuilder();
      for (String part : body.split("\\*", -1)) {
        if (re.length() > 0) {
          re.append(".*");
        }
        re.append(Pattern.quote(part));
      }
      Pattern glob = Pattern.compile(re.toString(), Pattern.DOTALL);
      return words -> glob.matcher(String.join(" ", words)).matches();
    }
    List<String> exact = firstCommand(body);
    return wide ? CommandRules.prefix(exact) : words -> words.equals(exact);
  }

  private static List<String> firstCommand(String text) {
    List<List<String>> segments = Segments.of(text);
    return segments.isEmpty() ? List.of() : Segments.program(segments.get(0));
  }

  private static void codex(Path dir, CommandRules rules) {
    String config = text(dir.resolve("config.toml"));
    int table = config.indexOf("\n[");
    String top = table >= 0 ? config.substring(0, table) : config;
    if (Pattern.compile("(?m)^\\s*approval_policy\\s*=\\s*\"never\"").matcher(top).find()) {
      rules.allowAll();
    }
    Path rulesDir = dir.resolve("rules");
    if (!Files.isDirectory(rulesDir)) {
      return;
    }
    try (DirectoryStream<Path> files = Files.newDirectoryStream(rulesDir, "*.rules")) {
      for (Path f : files) {
        codexRules(text(f), rules);
      }
    } catch (IOException e) {
      // no readable rules: nothing is allowed by them
    }
  }

  static void codexRules(String text, CommandRules rules) {
    String[] calls = text.replaceAll("(?m)#.*$", "").split("prefix_rule\\s*\\(");
    for (int c = 1; c < calls.length; c++) {
      String args = calls[c];
      Matcher d = DECISION.matcher(args);
      String decision = d.find() ? d.group(1) : "";
      Matcher pm = PATTERN.matcher(args);
      if (!pm.find()) {
        continue;
      }
      List<List<String>> tokens = patternTokens(bracketed(args, pm.end() - 1));
      Predicate<List<String>> p = words -> {
        if (words.size() < tokens.size()) {
          return false;
        }
        for (int i = 0; i < tokens.size(); i++) {
          if (!tokens.get(i).contains(words.get(i))) {
            return false;
          }
        }
        return true;
      };
      if (decision.equals("allow")) {
        rules.allow(p);
      } else {
        rules.hold(p); // prompt, forbidden, or a decision we cannot read
      }
    }
  }

  /** The text inside the brackets that open at {@code open}, skipping brackets inside strings. */
  private static String bracketed(String s, int open) {
    int depth = 0;
    char quote = 0;
    for (int i = open; i < s.length(); i++) {
      char c = s.charAt(i);
      if (quote != 0) {
        if (c == '\\') {
          i++;
        } else if (c == quote) {
          quote = 0;
        }
      } else if (c == '"' || c == '\'') {
        quote = c;
      } else if (c == '[') {
        depth++;
      } else if (c == ']' && --depth == 0) {
        return s.substring(open + 1, i);
      }
    }
    return s.substring(open + 1);
  }

  /** {@code "git", ["status", "diff"]} as the alternatives for each position. */
  private static List<List<String>> patternTokens(String list) {
    List<List<String>> tokens = new ArrayList<>();
    int depth = 0;
    List<String> alternatives = null;
    Matcher s = STRING.matcher(list);
    int pos = 0;
    while (s.find()) {
      String between = list.substring(pos, s.start());
      for (char c : between.toCharArray()) {
        if (c == '[') {
          depth++;
          alternatives = new ArrayList<>();
          tokens.add(alternatives);
        } else if (c == ']') {
          depth--;
        }
      }
      String value = s.group(1) != null ? s.group(1) : s.group(2);
      if (depth > 0) {
        alternatives.add(value);
      } else {
        tokens.add(List.of(value));
      }
      pos = s.end();
    }
    return tokens;
  }

  private static void gemini(Path dir, CommandRules rules) {
    for (Object rule : JsonValue.list(JsonValue.at(json(dir.resolve("settings.json")), "tools", "exclude"))) {
      Predicate<List<String>> p = geminiTool(String.valueOf(rule));
      if (p != null) {
        rules.hold(p);
      }
    }
    Path policies = dir.resolve("policies");
    if (!Files.isDirectory(policies)) {
      return;
    }
    try (DirectoryStream<Path> files = Files.newDirectoryStream(policies, "*.toml")) {
      for (Path f : files) {
        geminiPolicy(text(f), rules);
      }
    } catch (IOException e) {
      // unreadable policies: the agent reads them itself; nothing is allowed by them here
    }
  }

  private static Predicate<List<String>> geminiTool(String rule) {
    String r = rule.trim();
    if (r.equals("run_shell_command") || r.equals("ShellTool")) {
      return words -> true;
    }
    if (r.startsWith("run_shell_command(") && r.endsWith(")")) {
      return CommandRules.prefix(firstCommand(r.substring("run_shell_command(".length(), r.length() - 1)));
    }
    return null;
  }

  /** Each {@code [[rule]]} for the shell whose decision is not allow holds its prefixes (or, without one, every command). */
  static void geminiPolicy(String toml, CommandRules rules) {
    for (String block : toml.split("(?m)^\\s*\\[\\[rule\\]\\]")) {
      if (!block.contains("run_shell_command") || Pattern.compile("decision\\s*=\\s*\"allow\"").matcher(block).find()) {
        continue;
      }
      if (!Pattern.compile("decision\\s*=").matcher(block).find()) {
        continue;
      }
      Matcher prefix = Pattern.compile("commandPrefix\\s*=\\s*(\\[[^\\]]*\\]|\"(?:[^\"\\\\]|\\\\.)*\")").matcher(block);
      boolean any = false;
      while (prefix.find()) {
        Matcher s = STRING.matcher(prefix.group(1));
        while (s.find()) {
          rules.hold(CommandRules.prefix(firstCommand(s.group(1) != null ? s.group(1) : s.group(2))));
          any = true;
        }
      }
      if (!any) {
        rules.hold(words -> true); // a regex or a whole-tool rule: we cannot tell, so we keep out of its way
      }
    }
  }

  /** The JSON in {@code p}, or null when it is missing or cannot be read. */
  static Object json(Path p) {
    try {
      return Files.isRegularFile(p) ? JsonValue.parse(Files.readString(p, StandardCharsets.UTF_8)) : null;
    } catch (IOException | RuntimeException e) {
      return null;
    }
  }

  private static String text(Path p) {
    try {
      return Files.isRegularFile(p) ? Files.readString(p, StandardCharsets.UTF_8) : "";
    } catch (IOException e) {
      return "";
    }
  }
}
