/**
 * What the real agent runtimes do to a tool result before the model reads it, and how to recognise
 * the marks they leave.
 *
 * <p>Each {@link dev.candor.runtimes.RuntimeProfile} is a function from a tool's raw output and exit
 * code to the exact string one runtime hands the model, written from that runtime's own source
 * (recorded in its {@link dev.candor.runtimes.Source}). {@link dev.candor.runtimes.MarkerDetector} finds
 * the truncation markers of every profile, and Candor's own, in an observed string and reports what
 * each says: how much was omitted, the original size, and the file the full output went to.
 *
 * <p>Start from {@link dev.candor.runtimes.Runtimes#all()}.
 */
@NullMarked
package dev.candor.runtimes;

import org.jspecify.annotations.NullMarked;
