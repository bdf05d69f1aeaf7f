// The baseline process of the start and memory bench: a bare Fastify hello on PORT, nothing else.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/health', () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
