import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway certificate for 127.0.0.1, made by openssl on the spot and valid for a day, to serve over HTTPS (and so
 * HTTP/2, which browsers speak only over TLS) on loopback, as GitHub Pages serves: `tls` for the server, `cert` for
 * a client to trust, and `trustFlag`, the Chromium flag that trusts this certificate's key and nothing else.
 */
export function localCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'local-tls-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
      { stdio: 'pipe' },
    );
    const tls = { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
    const spki = new X509Certificate(tls.cert).publicKey.export({ type: 'spki', format: 'der' });
    return { tls, trustFlag: `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}` };
  } catch (error) {
    throw new Error(`Serving over HTTPS needs openssl to make a local certificate (apt-get install -y openssl): ${error.message}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
