package dev.candor.cli.init;

import java.nio.file.Path;
import java.util.function.UnaryOperator;

/**
 * One file {@code candor init} edits: the edit maps the file's text (empty when it does not exist)
 * to the new text, and must give back its input when the file already has what it adds.
 * {@code create} says whether a missing file is created or skipped.
 */
record Change(Path file, UnaryOperator<String> edit, boolean create) {}
