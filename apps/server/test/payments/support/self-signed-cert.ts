import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Certificate {
  key: string;
  cert: string;
}

let cached: Certificate | undefined;

/**
 * A throw-away certificate for 127.0.0.1, made with openssl when a test needs it (no key material in
 * the repository). The Mollie client only speaks HTTPS, so its fake server needs one.
 */
export function selfSignedCertificate(): Certificate {
  if (cached) return cached;
  const dir = mkdtempSync(path.join(tmpdir(), 'tavola-cert-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert,
        '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      { stdio: 'ignore' },
    );
    cached = { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
    return cached;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The Mollie client pins its own CA bundle, so no local certificate can be trusted the proper way;
 * certificate checks are switched off for this test process only, and switched back afterwards.
 */
export function allowSelfSignedCertificates(): () => void {
  const previous = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  return () => {
    if (previous === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previous;
  };
}
