/**
 * Who writes and where: the write context (the signed-in user, their mirror), set once by the
 * session and read by every declared write (enqueue.ts). Apart from enqueue.ts so that the
 * session store, in the first screen, sets it without loading the writes' validation.
 * State: the function that answers the current context.
 */
import type { WriteContext } from './define-write';

let contextOf: () => WriteContext | null = () => null;

/** The session says who writes and where (data/session); tests set their own. */
export function configureWrites(context: () => WriteContext | null): void {
  contextOf = context;
}

export function currentWriteContext(): WriteContext | null {
  return contextOf();
}

export function writeContext(): WriteContext {
  const context = contextOf();
  if (!context) throw new Error('No session');
  return context;
}
