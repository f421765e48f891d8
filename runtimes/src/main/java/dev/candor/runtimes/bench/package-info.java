/**
 * The evidence benchmark: how much of what a person debugging would need survives each way of
 * fitting real tool output into a model's context.
 *
 * <p>{@link dev.candor.runtimes.bench.EvidenceBench#run} shapes every case of a corpus with Candor,
 * with every modelled runtime (at its own default cap and at Candor's budget) and with a naive head
 * cap, and measures each observation; {@link dev.candor.runtimes.bench.Report} renders the result as
 * Markdown or as a self-contained HTML page.
 */
@NullMarked
package dev.candor.runtimes.bench;

import org.jspecify.annotations.NullMarked;
