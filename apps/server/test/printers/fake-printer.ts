import { createServer, type Server, type Socket } from 'node:net';
import CodepageEncoder from '@point-of-sale/codepage-encoder';

/**
 * A receipt printer on a local port: answers the paper status request (DLE EOT 4) like an Epson
 * (0x12: paper present, 0x72: roll out) and keeps the bytes of every ticket it was sent.
 */
export class FakePrinter {
  readonly tickets: Buffer[] = [];
  paperOut = false;
  private server: Server | null = null;
  private sockets = new Set<Socket>();

  constructor(public port = 0) {}

  async start(): Promise<this> {
    const server = createServer((socket) => {
      this.sockets.add(socket);
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => {
        let data = chunk;
        if (chunks.length === 0 && data[0] === 0x10 && data[1] === 0x04) {
          socket.write(Uint8Array.of(this.paperOut ? 0x72 : 0x12));
          data = data.subarray(3);
        }
        if (data.length) chunks.push(data);
      });
      socket.on('end', () => {
        if (chunks.length) this.tickets.push(Buffer.concat(chunks));
        socket.end();
      });
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    if (address && typeof address === 'object') this.port = address.port;
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }

  /** Whether a ticket holds this text, in code page 858 as the ticket sends it. */
  has(index: number, text: string): boolean {
    return (this.tickets[index] ?? Buffer.alloc(0)).includes(Buffer.from(CodepageEncoder.encode(text, 'cp858')));
  }

  /** The ticket's bytes as text, for messages and patterns of plain ASCII. */
  text(index: number): string {
    return (this.tickets[index] ?? Buffer.alloc(0)).toString('latin1');
  }
}

/** ESC/POS "GS V": the paper cut. */
export const CUT = Buffer.from([0x1d, 0x56]);
/** ESC/POS "GS v 0": a raster bit image (the Arabic lines). */
export const RASTER = Buffer.from([0x1d, 0x76, 0x30]);
