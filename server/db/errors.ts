/** Database errors the routes answer as the client's fault rather than a 500. */

/**
 * Whether the error is PostgreSQL's unique_violation (SQLSTATE 23505), as
 * node-postgres or PGlite report it; Drizzle wraps the driver's error in
 * `cause`, so the chain is followed. With `constraint`, only a violation of
 * that index counts (a register that tells a taken uuid from a taken username).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let e: unknown = error;
  // A few levels are enough for Drizzle's wrapping; the bound guards against a cyclic cause.
  for (let depth = 0; depth < 5 && typeof e === 'object' && e !== null; depth += 1) {
    const {
      code,
      constraint: broken,
      cause,
    } = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505') return constraint === undefined || broken === constraint;
    e = cause;
  }
  return false;
}
