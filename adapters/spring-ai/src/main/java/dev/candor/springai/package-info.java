/** Candor for Spring AI: tool callbacks whose results are shaped to a budget before the model reads them. */
@NullMarked
package dev.candor.springai;

import org.jspecify.annotations.NullMarked;
