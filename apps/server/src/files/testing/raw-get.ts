import http from 'node:http';

/** GET with the path sent exactly as written (fetch would resolve `..` and re-encode it first). */
export function rawGet(url: string, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    http
      .get({ hostname, port, path: rawPath }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('latin1') }),
        );
      })
      .on('error', reject);
  });
}
