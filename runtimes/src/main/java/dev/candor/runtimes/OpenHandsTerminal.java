package dev.candor.runtimes;

import dev.candor.Unit;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * OpenHands SDK's {@code terminal} tool: the observation text {@code
 * TerminalObservation.to_llm_content} builds.
 *
 * <pre>
 * output  = the command's output, stripped of surrounding whitespace
 * output  = maybe_truncate(output, 30,000)                        (TerminalSession)
 * text    = output + "\n[The command completed with exit code N.]"
 *                  + "\n[Current working directory: DIR]"
 *                  + "\n[Command finished with exit code N]"
 * model   = maybe_truncate(text, 30,000)                          (to_llm_content)
 * </pre>
 *
 * <p>{@code maybe_truncate} keeps a head of half the room left beside the notice (rounded up) and a
 * tail of the rest, in code points, so a cut output measures exactly the cap. The second pass
 * cuts again whenever the first did, since the first pass's 30,000 plus the suffix lines exceed the
 * cap. Both passes keep the same head length, so the second cut swallows the first notice: the
 * model reads one notice, over a gap that also lost as many tail characters as the suffix lines
 * take. With a persistence directory that notice names the file the whole text (already cut once)
 * was saved to and the line the cut starts at.
 */
final class OpenHandsTerminal implements RuntimeProfile {
  static final int MAX_CMD_OUTPUT_SIZE = 30_000;
  static final String NOTICE = "<response clipped><NOTE>Due to the max output limit, only part of the full "
      + "response has been shown to you.</NOTE>";
  /** The placeholder working directory the PS1 prompt would report. */
  static final String WORKING_DIR = "/workspace";
  /** The placeholder for {@code <persistence_dir>/<conversation id>/observations}. */
  static final String PERSIST_DIR = "/tmp/openhands/CONVERSATION_ID/observations";

  private static final String UNKNOWN_EXIT = "\n[The command completed but the exit code could not be "
      + "determined. Terminal output may have corrupted the PS1 metadata markers.]";

  private final String name;
  private final Optional<String> saveDir;

  private OpenHandsTerminal(String name, Optional<String> saveDir) {
    this.name = name;
    this.saveDir = saveDir;
  }

  /** Without conversation persistence: the SDK's default ({@code persistence_dir=None}). */
  static OpenHandsTerminal standard() {
    return new OpenHandsTerminal("openhands", Optional.empty());
  }

  /** With conversation persistence: the second cut saves the text and names the file. */
  static OpenHandsTerminal persisting() {
    return new OpenHandsTerminal("openhands-persist", Optional.of(PERSIST_DIR));
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public Source source() {
    return new Source("OpenHands/software-agent-sdk", "openhands-sdk/openhands/sdk/utils/truncate.py",
        "611629e6999ad398dc49c761721eefe18d5e6bd9", true,
        "maybe_truncate, DEFAULT_TRUNCATE_NOTICE(_WITH_PERSIST); applied in "
            + "openhands-tools/openhands/tools/terminal/terminal/terminal_session.py "
            + "(_handle_completed_command) and terminal/definition.py (TerminalObservation.to_llm_content); "
            + "MAX_CMD_OUTPUT_SIZE in terminal/constants.py. Placeholders: working directory " + WORKING_DIR
            + "; no Python interpreter line; persistence directory " + PERSIST_DIR
            + " (the file name terminal_output_<sha256[:8]>.txt is computed exactly). "
            + "Not modelled: tmux rendering, the command echo, the terminal-query filter.");
  }

  @Override
  public String observe(byte[] rawOutput, OptionalInt exitCode, int capOverride) {
    int cap = capOverride == DEFAULT_CAP ? MAX_CMD_OUTPUT_SIZE : capOverride;
    return finish(truncate(Text.pyStrip(Text.decode(rawOutput)), cap, Optional.empty()), exitCode, cap);
  }

  @Override
  public String observe(Sample sample, OptionalInt exitCode, int capOverride, String command) {
    if (sample.whole()) {
      return observe(sample.raw(), exitCode, capOverride);
    }
    int cap = capOverride == DEFAULT_CAP ? MAX_CMD_OUTPUT_SIZE : capOverride;
    if (!sample.anyNonSpace) {
      return finish("", exitCode, cap);
    }
    Ends content = Ends.of(sample).startTrimmed(Text::pyLstrip).endTrimmed(Text::pyRstrip);
    return finish(truncate(content, cap), exitCode, cap);
  }

  /** The first {@code maybe_truncate} of a stripped output longer than either end. */
  private static String truncate(Ends content, long limit) {
    if (limit <= 0 || content.codePoints() <= limit) {
      throw new IllegalStateException("an output over the window is over a cap of " + limit);
    }
    if (NOTICE.length() >= limit) {
      return Text.pyHead(NOTICE, limit);
    }
    long available = limit - NOTICE.length();
    long head = available / 2 + available % 2;
    long tail = limit - NOTICE.length() - head;
    return content.headPy(head) + NOTICE + (tail > 0 ? content.tailPy(tail) : "");
  }

  private String finish(String output, OptionalInt exitCode, int cap) {
    StringBuilder text = new StringBuilder(output);
    text.append(exitCode.isPresent()
        ? "\n[The command completed with exit code " + exitCode.getAsInt() + ".]" : UNKNOWN_EXIT);
    text.append("\n[Current working directory: ").append(WORKING_DIR).append(']');
    // The metadata's exit code defaults to -1, and -1 is what to_llm_content leaves out.
    if (exitCode.isPresent() && exitCode.getAsInt() != -1) {
      text.append("\n[Command finished with exit code ").append(exitCode.getAsInt()).append(']');
    }
    return truncate(text.toString(), cap, saveDir);
  }

  /** {@code maybe_truncate}, in code points. */
  static String truncate(String content, long limit, Optional<String> saveDir) {
    int len = Text.pyLen(content);
    if (limit <= 0 || len <= limit) {
      return content;
    }
    if (NOTICE.length() >= limit) {
      return Text.pyHead(NOTICE, limit);
    }
    long available = limit - NOTICE.length();
    long proposedHead = available / 2 + available % 2;
    String notice = saveDir.map(dir -> persistNotice(content, dir, proposedHead)).orElse(NOTICE);
    int noticeLen = Text.pyLen(notice);
    if (noticeLen >= limit) {
      return Text.pyHead(notice, limit);
    }
    long remaining = limit - noticeLen;
    long head = Math.min(proposedHead, remaining);
    long tail = remaining - head;
    return Text.pyHead(content, head) + notice + (tail > 0 ? Text.pyTail(content, tail) : "");
  }

  private static String persistNotice(String content, String dir, long proposedHead) {
    int line = Text.pySplitlinesCount(Text.pyHead(content, proposedHead)) + 1;
    return "<response clipped><NOTE>Due to the max output limit, only part of the full response has been "
        + "shown to you. The complete output has been saved to " + savedPath(content, dir)
        + " - you can use other tools to view the full content (truncated part starts around line "
        + line + ").</NOTE>";
  }

  /** {@code _save_full_content}'s file name: the first 8 hex digits of the text's SHA-256. */
  static String savedPath(String content, String dir) {
    try {
      byte[] digest = MessageDigest.getInstance("SHA-256").digest(content.getBytes(StandardCharsets.UTF_8));
      return dir + "/terminal_output_" + HexFormat.of().formatHex(digest).substring(0, 8) + ".txt";
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JDK has SHA-256", e);
    }
  }

  @Override
  public Unit unit() {
    return Unit.CHARS;
  }

  @Override
  public long defaultCap() {
    return MAX_CMD_OUTPUT_SIZE;
  }

  @Override
  public boolean writesFile() {
    return saveDir.isPresent();
  }
}
