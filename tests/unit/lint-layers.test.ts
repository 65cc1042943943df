// @vitest-environment node
/**
 * The server's layers are the lint's to keep (eslint.config.js, design §3): imports flow
 * http → services → repositories → db, auth, sync, documents, media and wire never import the
 * HTTP layer, and no HTTP module runs a query. These lint a few lines as if they sat in a
 * server folder and read what the lint says.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The rules these lines break, as if they were the file at `filePath`. */
async function brokenRules(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => m.ruleId ?? m.message);
}

const importing = (name: string, from: string) =>
  `import { ${name} } from '${from}';\nexport const used = [${name}];\n`;

describe('the server layers', () => {
  it.each([
    ['a repository', 'server/repositories/x.ts', importing('standRoutes', '../http/stands')],
    ['a service', 'server/services/x.ts', importing('standRoutes', '../http/stands')],
    ['the guard', 'server/auth/x.ts', importing('standRoutes', '../http/stands')],
    ['a converter', 'server/wire/x.ts', importing('createStand', '../services/stand-writes')],
    ['an HTTP module', 'server/http/x.ts', importing('findStandRow', '../repositories/stands')],
  ])('refuse %s importing a layer above or beside it', async (_what, filePath, code) => {
    expect(await brokenRules(filePath, code)).toContain('boundaries/element-types');
  });

  it('refuse an HTTP module importing drizzle-orm', async () => {
    expect(await brokenRules('server/http/x.ts', importing('eq', 'drizzle-orm'))).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
  });

  it.each([
    ['an HTTP module a service', 'server/http/x.ts', importing('createStand', '../services/stand-writes')],
    ['a service a repository', 'server/services/x.ts', importing('findStandRow', '../repositories/stands')],
    ['a repository the tables', 'server/repositories/x.ts', importing('stands', '../db/schema')],
    [
      'an HTTP module the database type',
      'server/http/x.ts',
      "import type { Db } from '../db/client';\nexport type Used = Db;\n",
    ],
  ])('let %s', async (_what, filePath, code) => {
    expect(await brokenRules(filePath, code)).toEqual([]);
  });
});
