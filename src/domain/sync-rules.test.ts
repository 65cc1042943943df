import { describe, expect, it } from 'vitest';
import {
  classifyPush,
  dueNow,
  retryDelayMs,
  RETRY_MAX_MS,
  waitingToRetry,
  type PushOutcome,
} from './sync-rules';

describe('classifyPush', () => {
  const cases: [number, PushOutcome][] = [
    [200, 'done'],
    [201, 'done'],
    [204, 'done'],
    [0, 'retry'],
    [408, 'retry'],
    [429, 'retry'],
    [500, 'retry'],
    [503, 'retry'],
    [401, 'reauth'],
    [409, 'conflict'],
    [400, 'failed'],
    [403, 'failed'],
    [404, 'failed'],
    [413, 'failed'],
    [422, 'failed'],
  ];
  it.each(cases)('status %i means %s', (status, outcome) => {
    expect(classifyPush(status)).toBe(outcome);
  });
});

describe('retryDelayMs', () => {
  const cases: [number, number][] = [
    [0, 0],
    [1, 2_000],
    [2, 4_000],
    [3, 8_000],
    [20, RETRY_MAX_MS],
  ];
  it.each(cases)('after %i attempts waits %i ms', (attempts, ms) => {
    expect(retryDelayMs(attempts)).toBe(ms);
  });
});

describe('dueNow and waitingToRetry', () => {
  const NOW_MS = 1_000_000;
  const cases: [string, number, boolean, boolean][] = [
    ['pending', 0, true, false],
    ['pending', NOW_MS, true, false],
    ['pending', NOW_MS + 1, false, true],
    ['conflict', 0, false, false],
    ['failed', NOW_MS + 1, false, false],
  ];
  it.each(cases)(
    'a %s write with its back-off ending at %i: due %s, waiting %s',
    (state, at, due, waiting) => {
      expect(dueNow({ state, nextAttemptAt: at }, NOW_MS)).toBe(due);
      expect(waitingToRetry({ state, nextAttemptAt: at }, NOW_MS)).toBe(waiting);
    },
  );
});
