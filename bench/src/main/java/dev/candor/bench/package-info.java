/** Throughput benchmarks of the shaper, built only in the {@code bench} profile. */
@NullMarked
package dev.candor.bench;

import org.jspecify.annotations.NullMarked;
