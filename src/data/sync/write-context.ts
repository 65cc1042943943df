/**
 * Who writes and where: the session the declared writes act for (enqueue.ts reads it for each
 * write). Screens call the writes as plain functions, so the session is handed here once, by the
 * page's composition root (src/app/data-layer.ts) or by a test for its own device; the session
 * store itself knows nothing of the writes. Apart from enqueue.ts so that the page hands it over
 * without loading the writes' validation.
 * State: the session source the writes act for.
 */
import type { User } from '../../domain/types';
import type { WriteActor, WriteContext } from './define-write';
import type { SessionSource, SignedIn } from './session-source';

/** What the writes need of a session: who is signed in and their mirror (no token: nothing is sent here). */
type Writer = { current(): Pick<SignedIn, 'user' | 'db'> | null };

let session: Writer | null = null;

/** The declared writes act for `source` from now on (null: for nobody). */
export function writesActFor(source: SessionSource | Writer | null): void {
  session = source;
}

export function actorOf(user: User): WriteActor {
  return { user, userUuid: user.uuid, companyUuid: user.companyUuid };
}

export function currentWriteContext(): WriteContext | null {
  const signedIn = session?.current();
  return signedIn ? { db: signedIn.db, actor: actorOf(signedIn.user) } : null;
}

export function writeContext(): WriteContext {
  const context = currentWriteContext();
  if (!context) throw new Error('No session');
  return context;
}
