/** The {@code candor} command line: one picocli command per verb, each a thin front end over the pipeline. */
@NullMarked
package dev.candor.cli;

import org.jspecify.annotations.NullMarked;
