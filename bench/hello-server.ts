/** The baseline: a bare Fastify hello-world, so server figures are read as ratios to it. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
const port = Number(process.env.PORT ?? 0);
const address = await app.listen({ port, host: '127.0.0.1' });
process.stdout.write(`LISTENING ${address}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
