package dev.candor.runtimes;

import dev.candor.Unit;
import java.util.OptionalInt;
import java.util.regex.Pattern;

/**
 * SWE-agent's bash tool with its default configuration ({@code config/default.yaml}): the next-step
 * message {@code DefaultAgent.add_step_to_history} renders from the command's output.
 *
 * <pre>
 * output blank (str.strip() == "")  "Your command ran successfully and did not produce any output."
 * len(output) &lt;= 100,000           "OBSERVATION:\n" + output
 * otherwise                         "Observation: " + output[:100000] + "&lt;response clipped&gt;&lt;NOTE&gt;..."
 * </pre>
 *
 * <p>The cap counts code points ({@code len(observation)}), keeps the head only, and the notice is
 * outside it. The exit code never reaches the model: the agent asks SWE-ReX with {@code
 * check="ignore"}, which fetches it and drops it, so a failing command that printed nothing reads
 * as a success. Nothing is written to a file.
 */
final class SweAgentBash implements RuntimeProfile {
  static final int MAX_OBSERVATION_LENGTH = 100_000;
  static final String NO_OUTPUT = "Your command ran successfully and did not produce any output.";

  /** SWE-ReX's {@code _strip_control_chars}: this pattern removed, then CRLF made LF. */
  private static final Pattern ANSI = Pattern.compile("\\u001B[@-_][0-?]*[ -/]*[@-~]");

  @Override
  public String name() {
    return "swe-agent";
  }

  @Override
  public Source source() {
    return new Source("SWE-agent/SWE-agent", "sweagent/agent/agents.py",
        "3ea751c087f32b16e039a2233dd6eefecef325d5", true,
        "TemplateConfig (max_observation_length 100_000, next_step_truncated_observation_template) and "
            + "add_step_to_history at the commit given; config/default.yaml overrides next_step_template "
            + "(\"OBSERVATION:\\n{{observation}}\") and next_step_no_output_template but not the truncated "
            + "template or the cap; handle_action calls SWEEnv.communicate(check=\"ignore\"), which returns "
            + "only the output (sweagent/environment/swe_env.py). The output is what SWE-ReX's "
            + "BashSession._run_normal returns (SWE-agent/SWE-ReX src/swerex/runtime/local.py at "
            + "5c995c365dfb1fd5bc56fda688be5d8538f9931f): ANSI CSI stripped, CRLF made LF, not trimmed. "
            + "Not modelled: the pty's own rewriting, multi-line command splitting, the timeout template.");
  }

  @Override
  public String observe(byte[] rawOutput, OptionalInt exitCode, int capOverride) {
    int cap = capOverride == DEFAULT_CAP ? MAX_OBSERVATION_LENGTH : capOverride;
    String observation = stripAnsi(Text.decode(rawOutput)).replace("\r\n", "\n");
    if (Text.pyStrip(observation).isEmpty()) {
      return NO_OUTPUT;
    }
    int length = Text.pyLen(observation);
    if (length > cap) {
      return "Observation: " + Text.pyHead(observation, cap) + notice(cap, length - cap);
    }
    return "OBSERVATION:\n" + observation;
  }

  @Override
  public String observe(Sample sample, OptionalInt exitCode, int capOverride, String command) {
    if (sample.whole()) {
      return observe(sample.raw(), exitCode, capOverride);
    }
    int cap = capOverride == DEFAULT_CAP ? MAX_OBSERVATION_LENGTH : capOverride;
    if (!sample.anyNonSpace) {
      return NO_OUTPUT;
    }
    Ends observation = Ends.of(sample).stripped(s -> stripAnsi(s).replace("\r\n", "\n"), sample.sweAnsi);
    long length = observation.codePoints();
    if (length <= cap) {
      throw new UnsupportedOperationException(name() + " keeps all " + sample.bytes() + " bytes at a cap of " + cap);
    }
    return "Observation: " + observation.headPy(cap) + notice(cap, length - cap);
  }

  /** SWE-ReX's escape sequences removed. */
  static String stripAnsi(String s) {
    return s.indexOf('\u001B') < 0 ? s : ANSI.matcher(s).replaceAll("");
  }

  /** The class default {@code next_step_truncated_observation_template}'s text after the observation. */
  static String notice(long cap, long elided) {
    return "<response clipped><NOTE>Observations should not exceeded " + cap + " characters. " + elided
        + " characters were elided. Please try a different command that produces less output or use "
        + "head/tail/grep/redirect the output to a file. Do not use interactive pagers.</NOTE>";
  }

  @Override
  public Unit unit() {
    return Unit.CHARS;
  }

  @Override
  public long defaultCap() {
    return MAX_OBSERVATION_LENGTH;
  }

  @Override
  public boolean writesFile() {
    return false;
  }
}
