/**
 * Running a command and draining both of its pipes, for {@code candor run}.
 *
 * <p>{@link dev.candor.capture.ProcessCapture} starts one command, delivers its standard output
 * and standard error to a {@link dev.candor.capture.ChunkSink} as they arrive, and returns a
 * {@link dev.candor.capture.Captured}: the exit status, whether the time limit ended it, and a
 * byte count and SHA-256 for each stream. It knows nothing of shaping, stores or traces.
 *
 * <p>Linux is the target. The command runs in its own session under {@code setsid(1)} so that a
 * timeout can end its whole process group, and its output reaches us through named pipes so that
 * the JDK cannot close them under a background child (see {@link
 * dev.candor.capture.ProcessCapture}). Where either tool is missing it falls back to plain JDK
 * pipes and to the processes it can see.
 *
 * <p>Nothing in this package accepts or returns {@code null}.
 */
@NullMarked
package dev.candor.capture;

import org.jspecify.annotations.NullMarked;
