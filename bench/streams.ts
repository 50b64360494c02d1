import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { managerToken } from './board.ts';
import { client, demoToken, firstPickupTime, percentile, restaurantOfToken, twoPlainProducts, type Api } from './order-flow.ts';
import { processCpuMs } from './server-process.ts';

/**
 * Issue 29 item 4, "a thousand guests at once": `streams` guests follow their order's status page
 * (GET api/order/status-stream with a ticket, as the page's EventSource does) and `boards` manager
 * boards are open (GET api/managers/order/stream, each its own signed-in session), all on one server
 * process, while a manager moves one order every `intervalMs` (POST api/managers/order/change-status,
 * on a fixed clock: a slow answer does not delay the next move).
 *
 * Moves only go forward (received → processing → delivered, packages/domain orders/status-moves), so
 * `moves / 2` orders are placed; each is accepted in a first pass and marked done in a second, so every
 * stream hears two changes spread over the run. The status streams are dealt round-robin over those
 * orders (1,000 streams over 150 orders: 6–7 guests' pages on each order), and every move reaches
 * every board. Stays open to the end: a real page closes on `delivered`, here the stream is kept so
 * that the thousand are open for the whole run.
 *
 * Figures: for each (move, stream that should hear it) the arrival of the event, measured from the
 * move's answer (the event may come first: NOTIFY is delivered on commit, before the answer is
 * written; that counts as 0) and from the move's sending (an upper bound: it includes the move's own
 * work); expected, received and dropped events; the server's RSS growth per open stream
 * (/proc/<pid>/status VmRSS, tickets and sign-ins taken before the baseline so only the streams
 * count); open sockets of the server process; server CPU over the moving phase. Afterwards, with the
 * server's GET /metrics open (METRICS=1), stream opens that the guest gives up within 20 ms, and how
 * many of those the server still counts as live.
 */
export interface StreamsOptions {
  /** The server's process id, for its memory, sockets and CPU from /proc; without it those are '—'. */
  serverPid?: number;
  /** Open guest status streams; default 1,000. */
  streams?: number;
  /** Open manager board streams; default 50. */
  boards?: number;
  /** Status moves made; default 300 (30 s at the default interval). */
  moves?: number;
  /** Between two moves, ms; default 100. */
  intervalMs?: number;
  /**
   * Stream opens the client gives up 0–20 ms after sending, after the run (half status, half board);
   * default 200, 0 to skip. Read only when the server's GET /metrics is open (METRICS=1).
   */
  abortedOpens?: number;
  /** CPU time so far of each database backend by pid (databaseBackendsCpuMs), for PostgreSQL's share. */
  databaseCpuMs?: () => Map<number, number>;
}

export interface Spread {
  p50: number;
  p99: number;
  max: number;
}

export interface DeliveryFigures {
  /** Streams of this kind open when the moves began. */
  streams: number;
  /** Streams that ended before the run did (each such stream's later events count as dropped). */
  closedEarly: number;
  expected: number;
  received: number;
  dropped: number;
  /** The same event twice on one stream. */
  duplicates: number;
  /** Events of a status move that no successful move made (none expected). */
  unexpected: number;
  /** ms from the move's answer to the event on the stream; an event that came first counts 0. */
  fromAnswer: Spread;
  /** ms from sending the move to the event on the stream. */
  fromSend: Spread;
  /** Events that arrived before the move's answer. */
  beforeAnswer: number;
  /** ms from the stream's request to its first event (status: the current status; board: ready), while opening all. */
  open: Spread;
  /** Server RSS growth while this kind of stream was opened, per stream, KB; null without a pid. */
  rssPerStreamKb: number | null;
}

export interface StreamsFigures {
  orders: number;
  moves: number;
  intervalMs: number;
  /** Seconds from the first move sent to the last answer. */
  movingSeconds: number;
  /** ms the moves took to answer (POST api/managers/order/change-status). */
  moveAnswer: Spread;
  /** Moves that did not answer 200 (code: count in errors). */
  failedMoves: number;
  status: DeliveryFigures;
  board: DeliveryFigures;
  /** Per move, ms from the first stream (of either kind) hearing it to the last: the cost of the fan-out alone. */
  fanOutSpread: Spread;
  /** Server RSS, MB: before any stream, with the status streams, with the boards too, after the moves, after closing all. */
  rssMb: { before: number; withStatus: number; withBoards: number; afterMoves: number; afterClose: number } | null;
  /** Sockets the server process holds (its listener and database connections included). */
  sockets: { before: SocketCount; withStreams: SocketCount; afterClose: SocketCount } | null;
  /** Server process CPU (user + system) during the moving phase, ms, and per move. */
  serverCpuMs: number | null;
  serverCpuMsPerMove: number | null;
  /** Server process CPU while the streams were being opened, ms. */
  serverCpuMsOpening: number | null;
  /** PostgreSQL backends' CPU during the moving phase, ms; null when not measured. */
  databaseCpuMs: number | null;
  /** This process's CPU during the moving phase, ms: it shares the cores with the server. */
  loadGeneratorCpuMs: number;
  /** From GET /metrics when the server has it open (METRICS=1): its own count of live streams, and V8 heap used. */
  serverMetrics: { sseClientsWithStreams: number; sseClientsAfterClose: number; heapUsedMbBefore: number; heapUsedMbWithStreams: number } | null;
  /**
   * Opens given up by the client 0–20 ms after sending (status, then board), and how many of them the
   * server still counts as live streams 1.5 s later (tavola_sse_clients; should be 0). Needs GET /metrics
   * open (METRICS=1); null otherwise.
   */
  abortedOpens: { status: number; board: number; liveAfterStatus: number; liveAfterBoards: number } | null;
  /** 1-, 5- and 15-minute load averages at the start of the moves and at their end (2 cores). */
  loadAverage: { start: number[]; end: number[] };
  /** Every failure seen, counted by kind (e.g. `move 422 order_status_move_not_allowed`, `status stream closed`). */
  errors: Record<string, number>;
}

/** Keep-alive off (a stream holds its socket to the end) and no cap on sockets per host. */
const streamAgent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

const GUEST = { name: 'Stream guest', email: 'stream@example.com', mobile: '030123' };

interface Move {
  orderId: string;
  status: 'processing' | 'delivered';
  sentAt: number;
  answeredAt: number;
  ok: boolean;
}

interface OpenStream {
  kind: 'status' | 'board';
  /** The order a status stream follows. */
  orderId: string | null;
  /** Arrival (performance.now()) by `orderId:status` of each status event after the first. */
  arrivals: Map<string, number>;
  duplicates: number;
  requestedAt: number;
  firstEventAt: number | null;
  /** When the server ended the stream (null: open until the bench closed it). */
  closedAt: number | null;
  /** The bench is closing it: its end is no failure. */
  closing: boolean;
  close(): void;
}

export async function runStreamsBench(baseUrl: string, options: StreamsOptions = {}): Promise<StreamsFigures> {
  const streamCount = options.streams ?? 1000;
  const boardCount = options.boards ?? 50;
  const moveCount = options.moves ?? 300;
  const intervalMs = options.intervalMs ?? 100;
  const pid = options.serverPid;
  const errors = new Map<string, number>();
  const fail = (kind: string) => errors.set(kind, (errors.get(kind) ?? 0) + 1);

  const port = Number(new URL(baseUrl).port || 80);
  const publicToken = await demoToken(baseUrl);
  const restaurantId = restaurantOfToken(publicToken);
  const api = client(baseUrl, publicToken);

  // The orders: two moves each (accepted, then done).
  const orderCount = Math.max(1, Math.ceil(moveCount / 2));
  const orderIds = await placeOrders(api, restaurantId, orderCount);

  // Everything that allocates on the server before the baseline: tickets, sign-ins.
  const watched = Array.from({ length: streamCount }, (_, index) => orderIds[index % orderIds.length]!);
  const tickets = await inBatches(watched, 20, async (orderId) => {
    const answer = await api.call('POST', '/api/order/status-stream/ticket', { restaurantId, orderId });
    if (answer.status !== 200) throw new Error(`status-stream ticket answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body.data.ticket as string;
  });
  const mover = await managerToken(baseUrl, publicToken);
  const boardTokens = await inBatches(Array.from({ length: boardCount }), 5, () => managerToken(baseUrl, publicToken));

  await settle();
  const rssBefore = rssKb(pid);
  const socketsBefore = socketCount(pid, port);
  const metricsBefore = await readMetrics(baseUrl);
  const cpuBeforeOpening = processCpuMs(pid);

  const statusUrl = (index: number) =>
    new URL(
      `/api/order/status-stream?${new URLSearchParams({ restaurantId: String(restaurantId), orderId: watched[index]!, ticket: tickets[index]!, lang: 'en' })}`,
      baseUrl,
    );
  const boardUrl = new URL(`/api/managers/order/stream?restaurantId=${restaurantId}`, baseUrl);
  const boardHeaders = (token: string) => ({ authorization: `Bearer ${token}`, accept: 'text/event-stream' });
  const statusStreams = await inBatches(watched, 50, (orderId, index) => openStream(statusUrl(index), {}, 'status', orderId, fail));
  await settle();
  const rssWithStatus = rssKb(pid);
  const boardStreams = await inBatches(boardTokens, 10, (token) => openStream(boardUrl, boardHeaders(token), 'board', null, fail));
  const cpuAfterOpening = processCpuMs(pid);
  await settle();
  const rssWithBoards = rssKb(pid);
  const socketsWithStreams = socketCount(pid, port);
  const metricsWithStreams = await readMetrics(baseUrl);

  // The moves, on a fixed clock.
  const moverApi = client(baseUrl, mover);
  const moves: Move[] = [];
  const loadStart = os.loadavg();
  const serverCpuBefore = processCpuMs(pid);
  const databaseCpuBefore = options.databaseCpuMs?.() ?? null;
  const ownCpuBefore = process.cpuUsage();
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let index = 0; index < moveCount; index++) {
    const due = started + index * intervalMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const orderId = orderIds[index % orderIds.length]!;
    const status = index < orderIds.length ? 'processing' : 'delivered';
    const move: Move = { orderId, status, sentAt: performance.now(), answeredAt: 0, ok: false };
    moves.push(move);
    const body: Record<string, unknown> = { restaurantId, orderId, status };
    if (status === 'processing') body.readyInMinutes = 20;
    pending.push(
      moverApi.call('POST', '/api/managers/order/change-status', body).then(
        (answer) => {
          move.answeredAt = performance.now();
          move.ok = answer.status === 200;
          if (!move.ok) fail(`move ${answer.status} ${answer.body?.message?.code ?? answer.body?.code ?? 'no code'}`);
        },
        (error: unknown) => {
          move.answeredAt = performance.now();
          fail(`move request failed: ${error instanceof Error ? error.message : String(error)}`);
        },
      ),
    );
  }
  await Promise.all(pending);
  const lastAnswer = Math.max(...moves.map((move) => move.answeredAt));
  const serverCpuAfter = processCpuMs(pid);
  const databaseCpuAfter = options.databaseCpuMs?.() ?? null;
  const ownCpu = process.cpuUsage(ownCpuBefore);
  const loadEnd = os.loadavg();

  // The last events: until every expected one is in, or 5 s after the last answer.
  const expectedOf = (stream: OpenStream) =>
    moves.filter((move) => move.ok && (stream.kind === 'board' || move.orderId === stream.orderId));
  const all = [...statusStreams, ...boardStreams];
  const complete = () => all.every((stream) => stream.closedAt !== null || expectedOf(stream).every((move) => stream.arrivals.has(keyOf(move))));
  while (!complete() && performance.now() - lastAnswer < 5000) await new Promise((resolve) => setTimeout(resolve, 50));
  const rssAfterMoves = rssKb(pid);

  for (const stream of all) stream.close();
  await settle();
  const rssAfterClose = rssKb(pid);
  const socketsAfterClose = socketCount(pid, port);
  const metricsAfterClose = await readMetrics(baseUrl);

  // Guests who give up while their stream opens (a tab closed, a train in a tunnel): each request is
  // dropped 0–20 ms after it was sent. The server should count none of them as live afterwards.
  const abortedOpens = options.abortedOpens ?? 200;
  let zombies: StreamsFigures['abortedOpens'] = null;
  if (abortedOpens > 0 && metricsAfterClose && (streamCount > 0 || boardCount > 0)) {
    const statusAborts = streamCount > 0 ? (boardCount > 0 ? Math.ceil(abortedOpens / 2) : abortedOpens) : 0;
    const boardAborts = abortedOpens - statusAborts;
    await inBatches(Array.from({ length: statusAborts }), 50, (_, index) => abortedOpen(statusUrl(index % streamCount), {}, index % 21));
    await settle();
    const afterStatus = await readMetrics(baseUrl);
    await inBatches(Array.from({ length: boardAborts }), 50, (_, index) =>
      abortedOpen(boardUrl, boardHeaders(boardTokens[index % boardCount]!), index % 21),
    );
    await settle();
    const afterBoards = await readMetrics(baseUrl);
    if (afterStatus && afterBoards)
      zombies = {
        status: statusAborts,
        board: boardAborts,
        liveAfterStatus: afterStatus.sseClients - metricsAfterClose.sseClients,
        liveAfterBoards: afterBoards.sseClients - afterStatus.sseClients,
      };
  }

  let databaseCpuMs: number | null = null;
  if (databaseCpuBefore && databaseCpuAfter) {
    databaseCpuMs = 0;
    for (const [backend, cpu] of databaseCpuAfter) databaseCpuMs += cpu - (databaseCpuBefore.get(backend) ?? 0);
  }
  const serverCpuMs = serverCpuBefore === null || serverCpuAfter === null ? null : serverCpuAfter - serverCpuBefore;
  const perStream = (grown: number | null, count: number) => (grown === null || count === 0 ? null : round(grown / count));

  return {
    orders: orderCount,
    moves: moveCount,
    intervalMs,
    movingSeconds: round((lastAnswer - started) / 1000),
    moveAnswer: spread(moves.filter((move) => move.answeredAt > 0).map((move) => move.answeredAt - move.sentAt)),
    failedMoves: moves.filter((move) => !move.ok).length,
    status: delivery(statusStreams, moves, expectedOf, perStream(difference(rssWithStatus, rssBefore), statusStreams.length)),
    board: delivery(boardStreams, moves, expectedOf, perStream(difference(rssWithBoards, rssWithStatus), boardStreams.length)),
    fanOutSpread: spread(
      moves.flatMap((move) => {
        const key = keyOf(move);
        const arrivals = all.flatMap((stream) => stream.arrivals.get(key) ?? []);
        return move.ok && arrivals.length ? [Math.max(...arrivals) - Math.min(...arrivals)] : [];
      }),
    ),
    rssMb:
      rssBefore === null || rssWithStatus === null || rssWithBoards === null || rssAfterMoves === null || rssAfterClose === null
        ? null
        : {
            before: mb(rssBefore),
            withStatus: mb(rssWithStatus),
            withBoards: mb(rssWithBoards),
            afterMoves: mb(rssAfterMoves),
            afterClose: mb(rssAfterClose),
          },
    sockets:
      socketsBefore === null || socketsWithStreams === null || socketsAfterClose === null
        ? null
        : { before: socketsBefore, withStreams: socketsWithStreams, afterClose: socketsAfterClose },
    serverCpuMs: serverCpuMs === null ? null : Math.round(serverCpuMs),
    serverCpuMsPerMove: serverCpuMs === null ? null : round(serverCpuMs / moveCount),
    serverCpuMsOpening: cpuBeforeOpening === null || cpuAfterOpening === null ? null : Math.round(cpuAfterOpening - cpuBeforeOpening),
    databaseCpuMs: databaseCpuMs === null ? null : Math.round(databaseCpuMs),
    loadGeneratorCpuMs: Math.round((ownCpu.user + ownCpu.system) / 1000),
    serverMetrics:
      metricsBefore && metricsWithStreams && metricsAfterClose
        ? {
            sseClientsWithStreams: metricsWithStreams.sseClients,
            sseClientsAfterClose: metricsAfterClose.sseClients,
            heapUsedMbBefore: round(metricsBefore.heapUsedBytes / 1024 / 1024),
            heapUsedMbWithStreams: round(metricsWithStreams.heapUsedBytes / 1024 / 1024),
          }
        : null,
    abortedOpens: zombies,
    loadAverage: { start: loadStart.map(round2), end: loadEnd.map(round2) },
    errors: Object.fromEntries(errors),
  };
}

/** The markdown tables of a run (the caller prints the heading). */
export function printStreamsFigures(f: StreamsFigures): void {
  const cell = (value: number | null | undefined, unit = '') => (value === null || value === undefined ? '—' : `${value}${unit}`);
  const s = (x: Spread) => `${x.p50} / ${x.p99} / ${x.max}`;
  console.log(
    `${f.status.streams} status streams over ${f.orders} orders and ${f.board.streams} boards open on one process; ${f.moves} moves, one every ${f.intervalMs} ms (${f.movingSeconds} s). Target: delivery p99 ≤ 200 ms, no dropped event.\n`,
  );
  console.log('| what | status streams | boards |');
  console.log('|---|---|---|');
  console.log(`| open streams (closed before the end) | ${f.status.streams} (${f.status.closedEarly}) | ${f.board.streams} (${f.board.closedEarly}) |`);
  console.log(`| events expected / received / dropped | ${f.status.expected} / ${f.status.received} / **${f.status.dropped}** | ${f.board.expected} / ${f.board.received} / **${f.board.dropped}** |`);
  console.log(`| duplicated / unexpected events | ${f.status.duplicates} / ${f.status.unexpected} | ${f.board.duplicates} / ${f.board.unexpected} |`);
  console.log(`| delivery after the move's answer (an event before it counts 0), p50 / p99 / max ms | ${s(f.status.fromAnswer)} | ${s(f.board.fromAnswer)} |`);
  console.log(`| delivery after the move was sent, p50 / p99 / max ms | ${s(f.status.fromSend)} | ${s(f.board.fromSend)} |`);
  console.log(`| events that arrived before the move's answer | ${f.status.beforeAnswer} | ${f.board.beforeAnswer} |`);
  console.log(`| opening (request → first event), p50 / p99 / max ms | ${s(f.status.open)} | ${s(f.board.open)} |`);
  console.log(`| server memory per open stream (RSS growth) | ${cell(f.status.rssPerStreamKb, ' KB')} | ${cell(f.board.rssPerStreamKb, ' KB')} |`);
  console.log('\n| what | figure |');
  console.log('|---|---|');
  console.log(`| move answer (POST api/managers/order/change-status), p50 / p99 / max ms | ${s(f.moveAnswer)} |`);
  console.log(`| first to last stream hearing the same move (fan-out to every stream), p50 / p99 / max ms | ${s(f.fanOutSpread)} |`);
  console.log(`| failed moves | ${f.failedMoves} |`);
  const rss = f.rssMb;
  console.log(
    `| server RSS MB: before / with status streams / with boards too / after the moves / after closing all | ${rss ? `${rss.before} / ${rss.withStatus} / ${rss.withBoards} / ${rss.afterMoves} / ${rss.afterClose}` : '—'} |`,
  );
  if (f.serverMetrics) {
    console.log(`| server V8 heap used MB (GET /metrics): before / with the streams | ${f.serverMetrics.heapUsedMbBefore} / ${f.serverMetrics.heapUsedMbWithStreams} |`);
    console.log(`| server's own count of live streams (tavola_sse_clients): open / after closing | ${f.serverMetrics.sseClientsWithStreams} / ${f.serverMetrics.sseClientsAfterClose} |`);
  }
  const aborted = f.abortedOpens;
  console.log(
    `| opens given up by the guest 0–20 ms after sending: status / board, and how many the server still counts live after 1.5 s | ${aborted ? `${aborted.status} / ${aborted.board}: **${aborted.liveAfterStatus} / ${aborted.liveAfterBoards}** live` : '— (needs METRICS=1 on the server)'} |`,
  );
  const sockets = f.sockets;
  const count = (c: SocketCount) => `${c.all} (${c.http})`;
  console.log(
    `| server sockets, all (of them HTTP connections): before / with the streams / after closing | ${sockets ? `${count(sockets.before)} / ${count(sockets.withStreams)} / ${count(sockets.afterClose)}` : '—'} |`,
  );
  console.log(`| server CPU while opening the streams, ms | ${cell(f.serverCpuMsOpening)} |`);
  console.log(`| server CPU over the moves, ms (per move) | ${cell(f.serverCpuMs)} (${cell(f.serverCpuMsPerMove)}) |`);
  console.log(`| PostgreSQL CPU over the moves, ms | ${cell(f.databaseCpuMs)} |`);
  console.log(`| load generator CPU over the moves, ms | ${f.loadGeneratorCpuMs} |`);
  console.log(`| load average (1/5/15 min) at the start / end of the moves, 2 cores | ${f.loadAverage.start.join(' ')} / ${f.loadAverage.end.join(' ')} |`);
  const errors = Object.entries(f.errors);
  console.log(`| errors | ${errors.length ? errors.map(([kind, n]) => `${kind}: ${n}`).join('; ') : 'none'} |`);
}

function delivery(
  streams: OpenStream[],
  moves: Move[],
  expectedOf: (stream: OpenStream) => Move[],
  rssPerStreamKb: number | null,
): DeliveryFigures {
  const fromAnswer: number[] = [];
  const fromSend: number[] = [];
  let expected = 0;
  let beforeAnswer = 0;
  let unexpected = 0;
  const made = new Set(moves.filter((move) => move.ok).map(keyOf));
  for (const stream of streams) {
    for (const move of expectedOf(stream)) {
      expected += 1;
      const arrived = stream.arrivals.get(keyOf(move));
      if (arrived === undefined) continue;
      fromAnswer.push(Math.max(0, arrived - move.answeredAt));
      fromSend.push(arrived - move.sentAt);
      if (arrived < move.answeredAt) beforeAnswer += 1;
    }
    for (const key of stream.arrivals.keys()) if (!made.has(key)) unexpected += 1;
  }
  return {
    streams: streams.length,
    closedEarly: streams.filter((stream) => stream.closedAt !== null).length,
    expected,
    received: fromAnswer.length,
    dropped: expected - fromAnswer.length,
    duplicates: streams.reduce((sum, stream) => sum + stream.duplicates, 0),
    unexpected,
    fromAnswer: spread(fromAnswer),
    fromSend: spread(fromSend),
    beforeAnswer,
    open: spread(streams.flatMap((stream) => (stream.firstEventAt === null ? [] : [stream.firstEventAt - stream.requestedAt]))),
    rssPerStreamKb,
  };
}

/**
 * Opens one stream with node:http and resolves once its first event is in (the order's current
 * status, or the board's `ready`); later `status` events (kind `status` on a board) are timed on
 * arrival of the chunk that carries them.
 */
function openStream(
  url: URL,
  headers: Record<string, string>,
  kind: 'status' | 'board',
  orderId: string | null,
  fail: (kind: string) => void,
): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'GET', headers, agent: streamAgent });
    const stream: OpenStream = {
      kind,
      orderId,
      arrivals: new Map(),
      duplicates: 0,
      requestedAt: performance.now(),
      firstEventAt: null,
      closedAt: null,
      closing: false,
      close() {
        stream.closing = true;
        request.destroy();
      },
    };
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => reject(new Error(`${kind} stream answered ${response.statusCode}: ${text.slice(0, 300)}`)));
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        const arrived = performance.now();
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const event = /^event: (.*)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (!event || data === undefined) continue; // retry line, heartbeat comment
          if (stream.firstEventAt === null) {
            stream.firstEventAt = arrived;
            resolve(stream);
            if (kind === 'status') continue; // the current status on connect, not a move
          }
          if (event !== (kind === 'status' ? 'status' : 'order')) continue;
          const payload = JSON.parse(data) as { orderId: string; status: string; kind?: string };
          if (kind === 'board' && payload.kind !== 'status') continue;
          const key = `${payload.orderId}:${payload.status}`;
          if (stream.arrivals.has(key)) stream.duplicates += 1;
          else stream.arrivals.set(key, arrived);
        }
      });
      // Destroying the request after the answer began makes the answer fail with `aborted`: expected when the bench closes it.
      response.on('error', (error) => {
        if (!stream.closing) fail(`${kind} stream error: ${error.message}`);
      });
      response.on('close', () => {
        if (stream.closing || stream.closedAt !== null) return;
        stream.closedAt = performance.now();
        fail(`${kind} stream closed by the server`);
      });
    });
    request.on('error', (error) => {
      if (stream.closing) return;
      if (stream.firstEventAt === null) reject(error);
      else fail(`${kind} stream error: ${error.message}`);
    });
    request.end();
  });
}

/** Sends a stream request and drops it `afterMs` later, whatever the server has answered by then. */
function abortedOpen(url: URL, headers: Record<string, string>, afterMs: number): Promise<void> {
  return new Promise((resolve) => {
    const request = http.request(url, { method: 'GET', headers, agent: streamAgent });
    request.on('response', (response) => {
      response.on('error', () => {});
      response.resume();
    });
    request.on('error', () => resolve());
    request.on('close', () => resolve());
    request.end();
    setTimeout(() => request.destroy(), afterMs);
  });
}

async function placeOrders(api: Api, restaurantId: number, count: number): Promise<string[]> {
  const [product] = await twoPlainProducts(api, restaurantId);
  const time = await firstPickupTime(api, restaurantId, product);
  const place = async () => {
    const basketId = (await api.call('POST', '/api/basket/create', { restaurantId, deliveryType: 'pickup' })).body.data.id as string;
    await api.call('POST', '/api/basket/add', { restaurantId, basketId, productId: product, quantity: 1 });
    await api.call('POST', '/api/basket/add-delivery-time', { restaurantId, basketId, delivery_time: time });
    await api.call('POST', '/api/basket/add-address', { restaurantId, basketId, userInfo: GUEST });
    const created = await api.call('POST', '/api/order/create-order', { restaurantId, basketId, paymentType: 'cash' });
    if (created.status !== 201) throw new Error(`create-order answered ${created.status}: ${JSON.stringify(created.body)}`);
    return created.body.data.orderId as string;
  };
  return inBatches(Array.from({ length: count }), 20, () => place());
}

/** Maps `items` with at most `concurrency` calls in flight, answers in the items' order. */
async function inBatches<T, R>(items: T[], concurrency: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await fn(items[index]!, index);
      }
    }),
  );
  return results;
}

function keyOf(move: { orderId: string; status: string }): string {
  return `${move.orderId}:${move.status}`;
}

/** Lets the server finish what the last calls left (timers, GC) before memory is read. */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 1500));
}

function rssKb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

export interface SocketCount {
  /** Every socket the process holds: its listener, database connections, HTTP connections. */
  all: number;
  /** Connections accepted on the HTTP port (the listener apart). */
  http: number;
}

/** The server process's sockets from /proc/<pid>/fd, those on its HTTP port told apart through /proc/net/tcp{,6}. */
function socketCount(pid: number | undefined, port: number): SocketCount | null {
  if (pid === undefined) return null;
  try {
    const inodes = new Set<string>();
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (match) inodes.add(match[1]!);
      } catch {
        // closed while being looked at
      }
    }
    let http = 0;
    for (const table of ['tcp', 'tcp6']) {
      let text = '';
      try {
        text = readFileSync(`/proc/${pid}/net/${table}`, 'utf8');
      } catch {
        continue;
      }
      for (const line of text.split('\n').slice(1)) {
        const fields = line.trim().split(/\s+/);
        // local_address is ip:port in hex, st 0A is LISTEN, the inode is the tenth field.
        const localPort = parseInt(fields[1]?.split(':')[1] ?? '', 16);
        if (localPort === port && fields[3] !== '0A' && inodes.has(fields[9] ?? '')) http += 1;
      }
    }
    return { all: inodes.size, http };
  } catch {
    return null;
  }
}

/** The live-stream gauge and heap from GET /metrics, when the server has it open (METRICS=1); else null. */
async function readMetrics(baseUrl: string): Promise<{ sseClients: number; heapUsedBytes: number } | null> {
  try {
    const response = await fetch(new URL('/metrics', baseUrl));
    if (response.status !== 200) return null;
    const text = await response.text();
    const value = (name: string) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
    const sseClients = value('tavola_sse_clients');
    const heapUsedBytes = value('tavola_nodejs_heap_size_used_bytes');
    return Number.isNaN(sseClients) || Number.isNaN(heapUsedBytes) ? null : { sseClients, heapUsedBytes };
  } catch {
    return null;
  }
}

function difference(after: number | null, before: number | null): number | null {
  return after === null || before === null ? null : after - before;
}

function spread(values: number[]): Spread {
  return { p50: round(percentile(values, 50)), p99: round(percentile(values, 99)), max: round(values.length ? Math.max(...values) : 0) };
}

function mb(kb: number): number {
  return round(kb / 1024);
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
