/**
 * The security headers of every answer (helmet's, with the app's content security policy),
 * worked out once. @fastify/helmet builds helmet's middleware anew on every request — its CSP
 * directives parsed and checked each time — half of what the hooks of a short API call cost in
 * a profile of GET /api/vehicles/{id} (issue 26 point 4). The options never depend on the
 * request, so neither do the headers: a throw-away instance with the plugin answers once, and each request
 * gets what it set, on the raw response as the plugin sets them (errors and static files too).
 */
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

function helmetOptions(https: boolean, scriptHashes: readonly string[]): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // index.html's own inline scripts, by hash (inline-script-hashes.ts).
        scriptSrc: ["'self'", ...scriptHashes],
        // Chakra (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    hsts: https ? undefined : false,
    crossOriginEmbedderPolicy: false,
  };
}

/** The headers one answer gets with the plugin and not without it. */
async function helmetHeaders(https: boolean, scriptHashes: readonly string[]): Promise<[string, string][]> {
  const probe = async (withHelmet: boolean) => {
    const app = Fastify({ logger: false });
    if (withHelmet) await app.register(helmet, helmetOptions(https, scriptHashes));
    app.get('/', async () => 'probe');
    try {
      return (await app.inject('/')).headers;
    } finally {
      await app.close();
    }
  };
  const [bare, secured] = [await probe(false), await probe(true)];
  return Object.entries(secured).flatMap(([name, value]) =>
    name in bare || value === undefined ? [] : [[name, String(value)] as [string, string]],
  );
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  https: boolean,
  scriptHashes: readonly string[] = [],
): Promise<void> {
  const headers = await helmetHeaders(https, scriptHashes);
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
