import Fastify from 'fastify';
import pg from 'pg';

/**
 * The floor under a hot-dish order on this machine (issue 29 item 3): bare Fastify and a pool of 20
 * connections, like the server's, and one prepared statement per request — a guarded update of one hot
 * row and an insert of the request as JSON, the least a stock-guarded order can be. hot-dish.ts runs it
 * right before each of its runs with the same load generator: what the machine gives that minute, so a
 * run on a slow hour reads as slow against its floor, not as a slower app.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
await pool.query(`
  create table if not exists floor_dish (id int primary key, stock int not null);
  insert into floor_dish values (1, 1000000000) on conflict do nothing;
  create table if not exists floor_order (
    id serial primary key, dish_id int not null references floor_dish (id), body json not null,
    created_at timestamptz not null default now())`);

const app = Fastify();
app.post('/api/order/create-order', async (request, reply) => {
  const { rows } = await pool.query<{ id: number }>({
    name: 'floor-order',
    text: `with taken as (update floor_dish set stock = stock - 1 where id = 1 and stock >= 1 returning id)
      insert into floor_order (dish_id, body) select id, $1::json from taken returning id`,
    values: [JSON.stringify(request.body)],
  });
  const created = rows[0];
  if (!created) return reply.code(409).send({ success: false, message: { code: 'stock' } });
  return reply.code(201).send({ success: true, data: { id: created.id } });
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('floor listening');
