/**
 * The Model Context Protocol side of Candor: a proxy that sits between an agent and its MCP
 * servers and shapes every {@code tools/call} result within a budget, stashing the full result
 * behind a handle the agent can page with {@code candor_more}; and Candor's own MCP server, which
 * offers {@code run_command}, {@code read_file}, {@code shape} and {@code candor_more} directly.
 *
 * <p>Built on the official MCP Java SDK ({@code mcp-core} with {@code mcp-json-jackson2}). Depends
 * inward on the core (shaping), the store (handles) and capture (processes); knows nothing of the
 * command line.
 */
@NullMarked
package dev.candor.mcp;

import org.jspecify.annotations.NullMarked;
