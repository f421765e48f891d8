package dev.candor.cli;

import picocli.CommandLine.Option;

/** {@code --run NAME} as a filter, declared once for history, lint and audit: only what run NAME did. */
final class RunFilter {
  @Option(names = "--run", paramLabel = "NAME", description = "Only the spans of run NAME, as the ledger in the result store records it (see candor history).")
  String name;
}
