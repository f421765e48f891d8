/** The engine: {@link dev.candor.Shaper} shapes a tool output to a {@link dev.candor.Budget} and returns it {@link dev.candor.Shaped}, every cut marked ({@link dev.candor.Marker}). */
@NullMarked
package dev.candor;

import org.jspecify.annotations.NullMarked;
