// A client on the official TypeScript SDK against `candor mcp serve --http`: lists the tools, runs a
// failing command, pages its output with candor_more. Prints one JSON line; exits 1 on any failure.
// Usage: CANDOR_MCP_TOKEN=... node serve-http-client.mjs http://127.0.0.1:PORT/mcp
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const token = process.env.CANDOR_MCP_TOKEN;
const transport = new StreamableHTTPClientTransport(new URL(process.argv[2]), {
  requestInit: token ? { headers: { Authorization: `Bearer ${token}` } } : {},
});
const client = new Client({ name: "candor-e2e", version: "1.0.0" });
try {
  await client.connect(transport);
  const tools = (await client.listTools()).tools.map((t) => t.name);
  const run = await client.callTool({
    name: "run_command",
    arguments: { command: "seq 1 5000; echo 'ERROR: checksum mismatch in part 7' >&2; exit 5", budget: 1500 },
  });
  const more = await client.callTool({
    name: "candor_more",
    arguments: { handle: run.structuredContent.handle, grep: "^4001$" },
  });
  console.log(JSON.stringify({
    tools,
    isError: run.isError,
    exitCode: run.structuredContent.exit_code,
    truncated: run.structuredContent.truncated,
    text: run.content[0].text,
    more: more.content[0].text,
  }));
  await client.close();
} catch (e) {
  console.error(`serve-http-client: ${e?.stack ?? e}`);
  process.exit(1);
}
