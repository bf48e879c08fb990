// The baseline: a bare node:http server that answers every request with exactly the bytes and
// headers the product sent for the scenario's request (captured beforehand). It runs in its own
// child process, so its CPU can be measured apart. Only node adds its own Date, Connection and
// Keep-Alive headers, as it does for the product.
import http from 'node:http';

process.once('message', ({ status, rawHeaders, body }) => {
  const payload = Buffer.from(body, 'base64');
  const headers = [];
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i].toLowerCase();
    if (['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)) continue;
    headers.push(rawHeaders[i], rawHeaders[i + 1]);
  }
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(status, headers);
      res.end(payload);
    });
  });
  server.keepAliveTimeout = 72_000;
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  process.on('disconnect', () => process.exit(0));
});
