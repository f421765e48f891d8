/**
 * For eval suites: check that what a model received is an honest form of what a tool returned.
 *
 * <p>{@link dev.candor.harness.ToolFixture} compares the two strings and names what went missing
 * without saying so: a silent cut, a dropped error line, a dropped exit code, a summary in place of
 * the output. {@link dev.candor.harness.TruncationWatch} is a JUnit 5 extension that runs that check
 * on every pair a test records through its {@link dev.candor.harness.Recorder}, fails the test on a
 * finding (or only records it), and writes per-run figures: trials, the share that hit a cap, and
 * findings by kind.
 */
@NullMarked
package dev.candor.harness;

import org.jspecify.annotations.NullMarked;
