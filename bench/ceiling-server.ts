import Fastify from 'fastify';

// The same JSON bytes as the measured route, with no work behind them.
const body = process.env.BODY ?? '{}';
const app = Fastify();
app.get('/*', (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ceiling listening');
