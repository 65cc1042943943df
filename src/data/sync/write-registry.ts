/**
 * The declared writes, keyed [entity, op]: what a queued row is replayed
 * through, in the page and in the service worker alike. Collected from the
 * modules that declare them (src/data/writes/index.ts) and handed to the
 * engine and to the verbs on queued rows: whoever holds the registry holds
 * every write, with no import made for its side effect.
 */
import type { AnySpec } from './define-write';

export interface WriteRegistry {
  /** The declaration of a queued row; undefined when this version knows no such write. */
  spec(entity: string, op: string): AnySpec | undefined;
  /** Every declaration (the contract test pushes each one against the real server). */
  all(): AnySpec[];
}

/** The declaration a defineWrite / defineFileWrite action carries, or null for any other export. */
function declarationOf(value: unknown): AnySpec | null {
  if (typeof value !== 'function' || !('declaration' in value)) return null;
  const declaration = (value as { declaration?: Partial<AnySpec> }).declaration;
  return declaration?.kind === 'json' || declaration?.kind === 'file' ? (declaration as AnySpec) : null;
}

/** Every write the given modules export; a key declared twice is a mistake, caught at start. */
export function collectWrites(modules: readonly object[]): WriteRegistry {
  const byKey = new Map<string, AnySpec>();
  for (const module of modules) {
    for (const value of Object.values(module)) {
      const spec = declarationOf(value);
      if (!spec) continue;
      const key = `${spec.entity}:${spec.op}`;
      const known = byKey.get(key);
      if (known && known !== spec) throw new Error(`Write declared twice: ${key}`);
      byKey.set(key, spec);
    }
  }
  return {
    spec: (entity, op) => byKey.get(`${entity}:${op}`),
    all: () => [...byKey.values()],
  };
}
