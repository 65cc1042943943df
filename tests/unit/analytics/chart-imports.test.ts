/**
 * Chart.js (about 55 KiB gzip) must load only with the analytics route: the
 * route is lazy, so no module outside src/features/analytics may import it,
 * or it would land in a shared chunk.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../..');
const CHART_IMPORT =
  /from\s+['"](chart\.js(\/[^'"]*)?|react-chartjs-2)['"]|import\(\s*['"](chart\.js|react-chartjs-2)/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the chart library', () => {
  it('is imported only inside src/features/analytics', () => {
    const importers = [...sources(join(ROOT, 'src')), ...sources(join(ROOT, 'sw'))]
      .filter((file) => CHART_IMPORT.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(importers.length).toBeGreaterThan(0);
    expect(importers.filter((file) => !file.startsWith('src/features/analytics/'))).toEqual([]);
  });
});
