package dev.candor.cli.hook;

/** What the user's own permission rules say about a command, before any rewrite. */
enum Verdict {
  /** Every part of the command is allowed by a rule of the user's. */
  ALLOW,
  /** No rule speaks for all of it: the agent would ask, or decide by its mode. */
  NONE,
  /** A deny or ask rule matches: the agent must see the command as written, so it is left alone. */
  HOLD
}
