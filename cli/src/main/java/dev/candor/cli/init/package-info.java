/** {@code candor init AGENT}: installs the hook or the MCP server into an agent's settings. */
@NullMarked
package dev.candor.cli.init;

import org.jspecify.annotations.NullMarked;
