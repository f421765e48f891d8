// A client on the official TypeScript SDK, for the proxy's end-to-end tests.
// node client.mjs '{"command":[...],"calls":[{"tool":"...","args":{...}}]}'
// Prints one JSON line per call; "$HANDLE" in an argument is the last handle a result named.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const plan = JSON.parse(process.argv[2]);
const [command, ...args] = plan.command;
const client = new Client({ name: "candor-e2e", version: "1" });
await client.connect(new StdioClientTransport({ command, args, stderr: "inherit" }));
const tools = (await client.listTools()).tools.map((t) => t.name);
console.log(JSON.stringify({ tools }));
let handle = null;
for (const call of plan.calls) {
  const args = JSON.parse(JSON.stringify(call.args ?? {}).replaceAll("$HANDLE", handle));
  console.log(JSON.stringify({ calling: call.tool }));
  const started = Date.now();
  try {
    const r = await client.callTool({ name: call.tool, arguments: args }, undefined, { timeout: 300000 });
    const text = r.content.filter((c) => c.type === "text").map((c) => c.text).join("\n");
    handle = text.match(/cnd_[a-z0-9]{32}/)?.[0] ?? handle;
    console.log(JSON.stringify({ tool: call.tool, isError: !!r.isError, ms: Date.now() - started, text,
      structured: r.structuredContent ?? null, links: r.content.filter((c) => c.type === "resource_link").map((c) => c.uri) }));
  } catch (e) {
    console.log(JSON.stringify({ tool: call.tool, thrown: String(e), ms: Date.now() - started }));
  }
}
await client.close();
