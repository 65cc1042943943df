/**
 * Passwords that resist guessing (issue 21): a password must not be a common one (zxcvbn's lists of
 * common passwords, names and words, with its sequence, repeat and keyboard-pattern checks), nor be
 * made of the product's name, the company's name or the username. Judged by zxcvbn's score (0–4):
 * below PASSWORD_MIN_SCORE it is refused. The dictionaries (≈ 1.5 MB) load on first use, so the
 * app's first screens never carry them; the server and the forms ask the same function.
 */
import { MSG } from './messages';

/** zxcvbn's score: 2 = "somewhat guessable", out of reach of an online attack the login limiter throttles. */
export const PASSWORD_MIN_SCORE = 2;
/** Words a password of ours must not lean on, whoever chooses it. */
const PRODUCT_WORDS = ['montra', 'stand', 'demo'];

type Checker = (password: string, userInputs: string[]) => { score: number };
let checker: Promise<Checker> | null = null;

function loadChecker(): Promise<Checker> {
  checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => {
      const factory = new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary },
        graphs: common.adjacencyGraphs,
      });
      return (password, userInputs) => factory.check(password, userInputs);
    },
  );
  return checker;
}

export interface PasswordContext {
  username?: string | null | undefined;
  companyName?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
}

/**
 * The words of the context a password must not be built from: each name split into words, and
 * joined without separators ('ana.silva@demo.pt' → 'ana', 'silva', 'anasilva').
 */
export function passwordContextWords(context: PasswordContext): string[] {
  const texts = [context.username?.split('@')[0], context.companyName, context.firstName, context.lastName]
    .filter((s): s is string => Boolean(s))
    .map((s) => s.toLowerCase());
  const words = texts.flatMap((s) => [...s.split(/[^\p{L}\p{N}]+/u), s.replace(/[^\p{L}\p{N}]+/gu, '')]);
  return [...new Set([...PRODUCT_WORDS, ...words.filter((w) => w.length >= 3)])];
}

/** The pt-PT reason a password is refused, or null when it may be used. Length is the schema's to check. */
export async function passwordWeakness(
  password: string,
  context: PasswordContext = {},
): Promise<string | null> {
  const check = await loadChecker();
  const { score } = check(password, passwordContextWords(context));
  return score < PASSWORD_MIN_SCORE ? MSG.passwordGuessable : null;
}
