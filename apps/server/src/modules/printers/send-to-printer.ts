import { Socket } from 'node:net';

export interface PrinterAddress {
  host: string;
  port: number;
}

/** DLE EOT 4: the paper roll sensor's real-time status. */
const PAPER_STATUS = Uint8Array.of(0x10, 0x04, 0x04);
/** How long to wait for the printer to close its side after the ticket. */
const CLOSE_WAIT_MS = 2_000;
/** Bits 5 and 6 of the answer: the roll is out (bits 2 and 3 only say it is running low). */
const PAPER_OUT = 0x60;

export class PrinterError extends Error {
  constructor(
    readonly code: 'printer_off' | 'printer_timeout' | 'printer_no_paper' | 'printer_write_failed',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Sends a ticket over a plain TCP connection (port 9100, "raw" printing). Before the ticket the
 * printer is asked for its paper status; one that answers "roll out" gets nothing, so the ticket
 * waits in the queue instead of vanishing into a printer with no paper. A printer that does not
 * answer the status request within `statusMs` is printed to anyway (many network cards swallow it);
 * then only a refused connection, a timeout or a write error tells it failed.
 */
export function sendToPrinter(
  address: PrinterAddress,
  bytes: Uint8Array,
  options: { timeoutMs?: number; statusMs?: number } = {},
): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const statusMs = options.statusMs ?? 700;
  return new Promise((resolve, reject) => {
    const socket = new Socket();
    let settled = false;
    let statusTimer: NodeJS.Timeout | undefined;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(statusTimer);
      socket.removeAllListeners('data');
      if (error) {
        socket.destroy();
        reject(error);
      } else resolve();
    };
    const print = () => {
      clearTimeout(statusTimer);
      socket.removeAllListeners('data');
      // Done when the printer closes its side after reading everything; one that keeps it open
      // has had the bytes handed over all the same, so a short wait ends it.
      socket.removeAllListeners('close');
      socket.on('close', () => finish());
      socket.end(bytes, () => {
        statusTimer = setTimeout(() => {
          finish();
          socket.destroy();
        }, CLOSE_WAIT_MS);
      });
    };
    socket.setTimeout(timeoutMs, () => finish(new PrinterError('printer_timeout', `no answer from ${address.host}:${address.port}`)));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      finish(
        error.code === 'ECONNREFUSED' || error.code === 'EHOSTUNREACH' || error.code === 'ENOTFOUND'
          ? new PrinterError('printer_off', `${address.host}:${address.port}: ${error.code}`)
          : new PrinterError('printer_write_failed', error.message),
      ),
    );
    socket.on('close', () => finish(new PrinterError('printer_write_failed', 'connection closed before the ticket was sent')));
    socket.connect(address.port, address.host, () => {
      socket.once('data', (answer: Buffer) => {
        if ((answer[0] ?? 0) & PAPER_OUT) finish(new PrinterError('printer_no_paper', 'the printer reports no paper'));
        else print();
      });
      statusTimer = setTimeout(print, statusMs);
      socket.write(PAPER_STATUS);
    });
  });
}
