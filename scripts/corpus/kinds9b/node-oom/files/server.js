// A small order-lookup service: logs one line per request; /report caches every rendered report
// by its query string and never evicts (the cache grows until the heap limit is reached).
const http = require('http');
const cache = new Map();
let served = 0;

function log(msg) {
  console.log(`${new Date().toISOString()} pid=${process.pid} ${msg}`);
}

function render(q) {
  const rows = [];
  for (let i = 0; i < 2000; i++) rows.push({ sku: `sku-${i}`, q, qty: i % 17, note: 'x'.repeat(40) + i });
  return rows;
}

const server = http.createServer((req, res) => {
  const t0 = process.hrtime.bigint();
  const url = new URL(req.url, 'http://localhost');
  let status = 200, body;
  if (url.pathname === '/health') body = 'ok';
  else if (url.pathname.startsWith('/orders/')) body = JSON.stringify({ id: url.pathname.slice(8), state: 'shipped' });
  else if (url.pathname === '/report') {
    const key = url.search;
    if (!cache.has(key)) cache.set(key, render(key));
    body = JSON.stringify({ rows: cache.get(key).length });
  } else { status = 404; body = 'not found'; }
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body);
  served++;
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  log(`${req.method} ${req.url} ${status} ${body.length}b ${ms.toFixed(1)}ms`);
});

server.listen(Number(process.env.PORT), '127.0.0.1', () => log(`orders-api 2.3.1 listening on 127.0.0.1:${process.env.PORT} (node ${process.version})`));
setInterval(() => log(`stats served=${served} cache_entries=${cache.size} rss_mb=${Math.round(process.memoryUsage().rss / 1048576)}`), 2000).unref();
