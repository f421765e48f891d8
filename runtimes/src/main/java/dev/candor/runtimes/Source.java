package dev.candor.runtimes;

import java.util.Objects;

/**
 * Where a profile's behaviour was read from.
 *
 * @param repository the public repository, {@code owner/name}, or the product's documentation site
 *     when it has no public source
 * @param path the file that holds the truncation; other files involved are named in {@code note}
 * @param commit the 40-hex commit the file was read at, or empty when there is none
 * @param verified whether the exact text was read from the runtime's own source (true), or only
 *     reconstructed from its documentation and public reports (false)
 * @param note what else was read, what is a placeholder, and why {@code verified} is false if it is
 */
public record Source(String repository, String path, String commit, boolean verified, String note) {

  public Source {
    Objects.requireNonNull(repository, "repository");
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(commit, "commit");
    Objects.requireNonNull(note, "note");
    if (!commit.isEmpty() && !commit.matches("[0-9a-f]{40}")) {
      throw new IllegalArgumentException("commit is not 40 lower-case hex digits: " + commit);
    }
  }
}
