/**
 * One call path for every front end: {@link dev.candor.pipeline.Pipeline#run} takes a {@link
 * dev.candor.pipeline.Call} (a command or a given output; where it runs; how to shape; the secret
 * rules; where to {@link dev.candor.pipeline.Keep keep} the full output; the trace sinks) and
 * returns an {@link dev.candor.pipeline.Outcome}: the observation, the handle, the span and, for
 * a command, how it ended. {@code candor run}, {@code candor shape} and {@code mcp serve}'s
 * {@code run_command}, {@code shape} and {@code read_file} all go through it, so their spans
 * agree field for field for the same input.
 *
 * <p>The order is fixed: capture or read, mask once, keep, shape, span. What a front end still
 * does itself is parse its arguments and print (or return) the observation.
 */
@NullMarked
package dev.candor.pipeline;

import org.jspecify.annotations.NullMarked;
