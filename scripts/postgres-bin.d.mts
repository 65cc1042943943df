/** Where Debian's PostgreSQL keeps its programs, newest version first; null when not installed. */
export function postgresBin(): string | null;
/** Whether the API tests can run on PostgreSQL here: DATABASE_URL's server, or Debian's package. */
export function hasPostgres(): boolean;
