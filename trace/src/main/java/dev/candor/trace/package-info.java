/**
 * Traces of tool calls: one {@link dev.candor.trace.Span} per call, appended to a JSONL file or
 * exported to an OpenTelemetry collector by a {@link dev.candor.trace.SpanSink}; {@link
 * dev.candor.trace.Lint} to check that a trace tells the truth about what the model saw; and
 * {@link dev.candor.trace.Audit} to measure, over many calls, how much truncation costs.
 *
 * <p>A span records each output stream's length before any cap, the cap, a truncation flag and
 * hashes, beside what the model read (its size and digest), the strategy and budget that shaped
 * it, the cuts, and whether the exit code and error lines survived. The JSON form is published as
 * the JSON Schema {@code candor-span-1.schema.json} (draft 2020-12), a resource of this module.
 */
@NullMarked
package dev.candor.trace;

import org.jspecify.annotations.NullMarked;
