/** The pre-tool hook an agent calls before each shell command, which may wrap it to run under {@code candor run}. */
@NullMarked
package dev.candor.cli.hook;

import org.jspecify.annotations.NullMarked;
