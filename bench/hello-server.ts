/** The baseline: a bare Fastify hello-world, so server figures are read as ratios to it. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
// The same baseline sending an answer of the portal, read once from ANSWERS_DIR and kept in
// memory as the portal keeps its cached public reads: what moving those very bytes costs on this
// machine, the client's reading included, with nothing else.
const answers = new Map<string, Buffer>();
app.get('/answer/:name', (request, reply) => {
  const { name } = request.params as { name: string };
  if (!/^[\w-]+$/.test(name)) return void reply.code(404).send();
  let body = answers.get(name);
  if (!body) answers.set(name, (body = readFileSync(join(process.env.ANSWERS_DIR ?? '.cache/bench/answers', `${name}.json`))));
  void reply.type('application/json; charset=utf-8').send(body);
});
const port = Number(process.env.PORT ?? 0);
const address = await app.listen({ port, host: '127.0.0.1' });
process.stdout.write(`LISTENING ${address}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
