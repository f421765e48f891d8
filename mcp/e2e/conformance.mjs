// Runs the pinned MCP conformance suite (@modelcontextprotocol/conformance) on Node 20 as well as 22:
// its build imports fs.globSync, which Node 20 lacks. The suite's server mode never calls it, so on
// Node 20 a load hook swaps that import for a stand-in that says what is missing if it ever is called.
// Usage: node conformance.mjs server --url URL [--scenario NAME]
import fs from "node:fs";
import { register } from "node:module";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

const require = createRequire(import.meta.url);
const entry = require.resolve("@modelcontextprotocol/conformance/dist/index.js");
if (typeof fs.globSync !== "function") {
  const hook = `
    export async function load(url, context, next) {
      const r = await next(url, context);
      if (url === ${JSON.stringify(pathToFileURL(entry).href)}) {
        const src = String(r.source).replace(/globSync as (\\w+),/, "");
        const name = /globSync as (\\w+),/.exec(String(r.source))[1];
        const stub = "const " + name + "=()=>{throw new Error('fs.globSync needs Node 22');};";
        const bang = src.startsWith("#!") ? src.indexOf("\\n") + 1 : 0;
        return { ...r, source: src.slice(0, bang) + stub + src.slice(bang) };
      }
      return r;
    }`;
  register("data:text/javascript," + encodeURIComponent(hook));
}
process.argv.splice(1, 1, entry);
await import(pathToFileURL(entry).href);
