import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/**
 * The serving bench's floor: a server that answers every request with the same HTML from
 * memory, in a process of its own as the servers it is compared with are (one sharing the
 * bench's process would share its core with the load it is measured under).
 * Usage: static-html-server.ts <html file> <port>
 */
const [file, port] = process.argv.slice(2);
const html = readFileSync(file!);
createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(html);
}).listen(Number(port), '127.0.0.1', () => console.info('Ready'));
