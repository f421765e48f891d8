package dev.candor;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The built-in secret families, in the order they run: formats that announce themselves first (a
 * key prefix, PEM armour, JWT structure), then secrets known by their context (an assignment to a
 * {@code *_PASSWORD}, a URL's password, a command-line password option). Each rule names the
 * literals it cannot match without, so a line with none of them costs one pass and no regex.
 *
 * <p>Stripe test keys ({@code sk_test_...}) are masked as live ones are: they still open an account.
 */
final class SecretRules {
  private SecretRules() {}

  /** What a secret value may be, after a key name and {@code =} or {@code :}, quoted or not. */
  private static final String VALUE =
      "(?:\"(?P<secret>[^\"\\n]+)\"|'(?P<secret2>[^'\\n]+)'|(?P<secret3>[^\\s\"',;&)}\\]>]+))";
  /** A key name ending in a word that says its value is a password. */
  private static final String PASSWORD_KEY = "[A-Za-z0-9_.-]{0,64}(?:password|passwd|passphrase)";
  /** A key name ending in a word that says its value is a secret, a token or an API key. */
  private static final String SECRET_KEY = "[A-Za-z0-9_.-]{0,64}(?:secret|token|api[_-]?key|access[_-]?key"
      + "|secret[_-]?key|private[_-]?key|auth[_-]?key|signing[_-]?key|encryption[_-]?key|credentials?)";
  /** Programs whose {@code -pPASSWORD} option is a password. */
  private static final String MYSQL = "(?:mysql|mysqldump|mysqladmin|mysqlimport|mysqlshow|mysqlcheck|mysqlpump|mysqlsh"
      + "|mariadb|mariadb-dump|mariadb-admin)";
  /** What every {@link #SECRET_KEY} contains. */
  private static final String[] SECRET_TRIGGERS = {
      "secret", "token", "credential", "apikey", "api_key", "api-key", "accesskey", "access_key", "access-key",
      "privatekey", "private_key", "private-key", "authkey", "auth_key", "auth-key", "signingkey", "signing_key",
      "signing-key", "encryptionkey", "encryption_key", "encryption-key"};
  private static final Set<String> PLACEHOLDERS = Set.of(
      "null", "none", "nil", "true", "false", "undefined", "required", "optional", "yes", "no", "on", "off",
      "string", "value", "changeme", "redacted", "hidden", "secret", "password", "token");

  static final List<SecretRule> DEFAULTS = List.of(
      // First, so the base64 inside a key block is not taken for anything else.
      rule("private-key", "-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----(?:[\\s\\S]*?"
          + "-----END [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----|[A-Za-z0-9+/=\\s:,\\\\-]*)", "-----begin").spanningLines(),
      rule("jwt", "\\beyJ[A-Za-z0-9_-]{4,}\\.eyJ[A-Za-z0-9_-]{4,}\\.[A-Za-z0-9_-]*", ".eyj"),
      rule("aws-access-key-id", "\\b(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}\\b", "akia", "asia", "abia", "acca"),
      rule("aws-secret-access-key", "(?i)aws_?secret_?access_?key[\"']?\\s*[:=]\\s*[\"']?"
          + "(?P<secret>[A-Za-z0-9/+]{40})(?:[^A-Za-z0-9/+=]|$)", "secret"),
      rule("github-token", "\\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{22,})\\b",
          "ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"),
      rule("gitlab-token", "\\bgl(?:pat|ptt|dt|rt|cbt|oas|soat|ffct|imt|agent)-[A-Za-z0-9_-]{20,}",
          "glpat-", "glptt-", "gldt-", "glrt-", "glcbt-", "gloas-", "glsoat-", "glffct-", "glimt-", "glagent-"),
      rule("slack-token", "\\b(?:xox[abposre]-[A-Za-z0-9-]{10,}|xapp-[0-9]-[A-Za-z0-9-]{10,})",
          "xoxa-", "xoxb-", "xoxp-", "xoxo-", "xoxs-", "xoxr-", "xoxe-", "xapp-"),
      rule("slack-webhook", "hooks\\.slack\\.com/(?:services|workflows|triggers)/(?P<secret>[A-Za-z0-9+/_-]{8,})",
          "hooks.slack.com"),
      rule("discord-webhook", "discord(?:app)?\\.com/api/webhooks/(?P<secret>[0-9]{5,30}/[A-Za-z0-9_-]{20,})", "discord"),
      rule("stripe-key", "\\b(?:sk|rk|pk)_(?:live|test|prod)_[A-Za-z0-9]{10,}|\\bwhsec_[A-Za-z0-9]{24,}",
          "sk_live_", "sk_test_", "sk_prod_", "rk_live_", "rk_test_", "rk_prod_", "pk_live_", "whsec_"),
      rule("google-api-key", "\\bAIza[0-9A-Za-z_-]{35}", "aiza"),
      rule("google-oauth-secret", "\\bGOCSPX-[A-Za-z0-9_-]{28}", "gocspx-"),
      rule("openai-key", "\\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{16,}T3BlbkFJ[A-Za-z0-9_-]{16,}", "t3blbkfj"),
      rule("anthropic-key", "\\bsk-ant-(?:api|admin)[0-9]{2}-[A-Za-z0-9_-]{40,}", "sk-ant-"),
      rule("npm-token", "\\bnpm_[A-Za-z0-9]{36}\\b", "npm_"),
      rule("pypi-token", "\\bpypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{40,}", "pypi-ageichlwas5vcmc"),
      rule("huggingface-token", "\\bhf_[A-Za-z]{34}\\b", "hf_"),
      rule("sendgrid-key", "\\bSG\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}\\b", "SG."),
      rule("digitalocean-token", "\\bdo[por]_v1_[a-f0-9]{64}\\b", "dop_v1_", "doo_v1_", "dor_v1_"),
      rule("dockerhub-token", "\\bdckr_pat_[A-Za-z0-9_-]{27,}", "dckr_pat_"),
      rule("shopify-token", "\\bshp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}\\b", "shpat_", "shpca_", "shppa_", "shpss_"),
      rule("azure-storage-key", "(?i)AccountKey=(?P<secret>[A-Za-z0-9+/]{80,}={0,2})", "accountkey="),
      rule("bearer-token", "(?i)\\bauthorization[\"']?\\s*[:=]\\s*[\"']?bearer\\s+"
          + "(?P<secret>[A-Za-z0-9._~+/-]{8,}=*)", "authorization"),
      rule("basic-auth", "(?i)\\bauthorization[\"']?\\s*[:=]\\s*[\"']?basic\\s+(?P<secret>[A-Za-z0-9+/]{4,}=*)",
          "authorization"),
      rule("url-password", "\\b[A-Za-z][A-Za-z0-9+.-]{0,31}://[^\\s:/@\"'<>]*:(?P<secret>[^\\s@/\"'<>]+)@", "://"),
      // curl -u user:pass; tried on lines that name curl, since -u is a common option elsewhere.
      checked("curl-user-password", "(?:^|\\s)(?:(?:-u|-U)(?:\\s+|=)?|(?:--user|--proxy-user)(?:\\s+|=))[\"']?[^\\s:\"'-][^\\s:\"']*:"
          + "(?P<secret>[^\\s\"'@]+)", Check.USER_PASSWORD, "curl", "--user", "--proxy-user"),
      checked("mysql-password", "\\b" + MYSQL + "\\b[^\\n|;&]{0,256}?\\s-p[\"']?(?P<secret>[^\\s\"']+)",
          Check.PASSWORD, "mysql", "mariadb"),
      checked("sshpass-password", "\\bsshpass\\s+-p\\s*[\"']?(?P<secret>[^\\s\"']+)", Check.PASSWORD, "sshpass"),
      checked("redis-password", "\\bredis-cli\\b[^\\n|;&]{0,256}?\\s-a\\s+[\"']?(?P<secret>[^\\s\"']+)",
          Check.PASSWORD, "redis-cli"),
      // Assignments: FOO_PASSWORD=..., "password": "...", password: ... at the start of a YAML line.
      checked("password-assignment", "(?i)(?:^|[^A-Za-z0-9_])" + PASSWORD_KEY + "[\"']?\\s{0,3}(?:=|:=|=>)\\s{0,3}" + VALUE,
          Check.PASSWORD, "password", "passwd", "passphrase"),
      checked("password-assignment", "(?i)(?:^\\s{0,32}(?:-\\s{1,4})?|[\"'])" + PASSWORD_KEY + "[\"']?\\s{0,3}:\\s{0,3}" + VALUE,
          Check.PASSWORD, "password", "passwd", "passphrase"),
      checked("secret-assignment", "(?i)(?:^|[^A-Za-z0-9_])" + SECRET_KEY + "[\"']?\\s{0,3}(?:=|:=|=>)\\s{0,3}" + VALUE,
          Check.SECRET, SECRET_TRIGGERS),
      checked("secret-assignment", "(?i)(?:^\\s{0,32}(?:-\\s{1,4})?|[\"'])" + SECRET_KEY + "[\"']?\\s{0,3}:\\s{0,3}" + VALUE,
          Check.SECRET, SECRET_TRIGGERS),
      // On a command line only: an option whose next word is the password (--password hunter2).
      checked("option-password", "(?:^|\\s)--?(?:password|passwd|pass|pwd|token|secret|api-key|apikey|access-token"
          + "|auth-token|client-secret)\\s+[\"']?(?P<secret>[^\\s\"'-][^\\s\"']*)", Check.PASSWORD,
          "-pass", "-pwd", "-token", "-secret", "-api")
          .onCommandLinesOnly());

  private static SecretRule rule(String kind, String regex, String... triggers) {
    return SecretRule.builtIn(kind, regex, List.of(triggers), Check.ANY);
  }

  private static SecretRule checked(String kind, String regex, Check accepts, String... triggers) {
    return SecretRule.builtIn(kind, regex, List.of(triggers), accepts);
  }

  /**
   * What a rule takes of what its pattern found. Constants, not lambdas or method references: the
   * rules are made on the path of every small call, where each lambda costs a call-site bootstrap.
   */
  enum Check implements java.util.function.BiPredicate<String, Boolean> {
    ANY,
    PASSWORD,
    USER_PASSWORD,
    SECRET;

    @Override
    public boolean test(String value, Boolean commandLine) {
      switch (this) {
        case PASSWORD:
          return password(value, commandLine);
        case USER_PASSWORD:
          return userPassword(value, commandLine);
        case SECRET:
          return secret(value, commandLine);
        default:
          return true;
      }
    }
  }

  /**
   * A password is any value but a placeholder ({@code ${DB_PASSWORD}}, {@code <password>}, {@code
   * ****}) or a label ending in a colon (a module's log line {@code rlm_passwd: nfields: 3 ...}); in
   * output, not one or two chars either ({@code "HAVE_STRUCT_PASSWD_PW_PASSWD": 1}).
   */
  static boolean password(String value, boolean commandLine) {
    String v = value.strip();
    if (v.isEmpty() || !commandLine && v.length() < 3 || PLACEHOLDERS.contains(v.toLowerCase(Locale.ROOT))
        || v.endsWith(":")) {
      return false;
    }
    char c = v.charAt(0);
    if (c == '$' || c == '<' || c == '%' || c == '{' || v.startsWith("[REDACTED")) {
      return false;
    }
    if (v.chars().allMatch(ch -> ch == '*' || ch == 'x' || ch == 'X' || ch == '.' || ch == '\u2022')) {
      return false;
    }
    return true;
  }

  /** The password of {@code -u user:password}; all digits is a uid:gid ({@code docker run -u 1000:1000}). */
  static boolean userPassword(String value, boolean commandLine) {
    return password(value, commandLine) && !value.chars().allMatch(Character::isDigit);
  }

  /**
   * A value after a {@code *_TOKEN} or {@code *_SECRET} key must look generated (eight or more
   * chars with a digit, mixed case or punctuation, and not a path), since log text says {@code
   * token: ')'} and config says {@code credentials: /etc/app/creds.json}; on a command line any
   * value but a placeholder is taken.
   */
  static boolean secret(String value, boolean commandLine) {
    if (!password(value, commandLine)) {
      return false;
    }
    if (commandLine) {
      return true;
    }
    String v = value.strip();
    if (v.length() < 8 || v.contains(" ") || v.startsWith("/") || v.startsWith("./") || v.startsWith("~/")) {
      return false;
    }
    boolean digit = v.chars().anyMatch(Character::isDigit);
    boolean upper = v.chars().anyMatch(Character::isUpperCase);
    boolean lower = v.chars().anyMatch(Character::isLowerCase);
    boolean mark = v.chars().anyMatch(ch -> "-_+/=.".indexOf(ch) >= 0);
    return digit || upper && lower || mark;
  }
}
