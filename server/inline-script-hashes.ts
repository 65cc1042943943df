/**
 * The CSP sources of the built index.html's inline scripts ('sha256-…'): the login screen drawn
 * before the app's code (index.html) and the script that starts the app (vite.config.ts,
 * deferredStartOnLogin). Read from the file the server sends, so they always match it; none
 * without a build.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

export function inlineScriptHashes(staticDir: string | undefined): string[] {
  const file = staticDir ? join(staticDir, 'index.html') : null;
  if (!file || !existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  return [...html.matchAll(INLINE_SCRIPT)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
}
