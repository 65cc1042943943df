/** The blocking history over react-router's memory history: push / replace / POP × let through / blocked then proceed / blocked then reset. */
import { UNSAFE_createMemoryHistory, type BlockerFunction } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createBlockingHistory } from './navigation-blocker';

type Move = 'push' | 'replace' | 'back';
type Answer = 'no block' | 'proceed' | 'reset';

function setup() {
  const base = UNSAFE_createMemoryHistory({
    initialEntries: ['/before', '/form'],
    initialIndex: 1,
    v5Compat: true,
  });
  const history = createBlockingHistory(base);
  const heard: string[] = [];
  history.listen(({ action, location }) => heard.push(`${action} ${location.pathname}`));
  return { base, history, heard };
}

function move(history: ReturnType<typeof setup>['history'], how: Move) {
  if (how === 'push') history.push('/elsewhere?x=1');
  else if (how === 'replace') history.replace('/elsewhere?x=1');
  else history.go(-1);
}

// Where each move goes, what the router hears then, and the base history's index after it.
const GOES: Record<Move, { path: string; heard: string; index: number }> = {
  push: { path: '/elsewhere', heard: 'PUSH /elsewhere', index: 2 },
  replace: { path: '/elsewhere', heard: 'REPLACE /elsewhere', index: 1 },
  back: { path: '/before', heard: 'POP /before', index: 0 },
};

const CASES: [Move, Answer][] = (['push', 'replace', 'back'] as const).flatMap((how) =>
  (['no block', 'proceed', 'reset'] as const).map((answer): [Move, Answer] => [how, answer]),
);

describe('the blocking history', () => {
  it.each(CASES)('%s, %s', (how, answer) => {
    const { base, history, heard } = setup();
    const shouldBlock = vi.fn<BlockerFunction>(() => answer !== 'no block');
    history.block(shouldBlock);

    move(history, how);
    const goes = GOES[how];
    expect(shouldBlock).toHaveBeenCalledTimes(1);
    expect(shouldBlock.mock.calls[0]?.[0]).toMatchObject({
      currentLocation: { pathname: '/form' },
      nextLocation: { pathname: goes.path },
      historyAction: how === 'back' ? 'POP' : how.toUpperCase(),
    });

    if (answer === 'no block') {
      expect(history.blocker().state).toBe('unblocked');
    } else {
      // Blocked: the router heard nothing and the form's entry is the current one (a POP was undone).
      expect(history.blocker()).toMatchObject({ state: 'blocked', location: { pathname: goes.path } });
      expect(heard).toEqual([]);
      expect(base.location.pathname).toBe('/form');
      expect(base.index).toBe(1);
      expect(history.location.pathname).toBe('/form');
      if (answer === 'reset') {
        history.blocker().reset();
        expect(history.blocker().state).toBe('unblocked');
        expect(heard).toEqual([]);
        expect(history.location.pathname).toBe('/form');
        return;
      }
      history.blocker().proceed();
      // Proceeding is not asked again.
      expect(shouldBlock).toHaveBeenCalledTimes(1);
      expect(history.blocker().state).toBe('unblocked');
    }
    expect(heard).toEqual([goes.heard]);
    expect(history.location.pathname).toBe(goes.path);
    expect(base.location.pathname).toBe(goes.path);
    expect(base.index).toBe(goes.index);
  });

  it('keeps the state and search of a proceeded push', () => {
    const { history } = setup();
    history.block(() => true);
    history.push('/elsewhere?x=1', { from: '/form' });
    history.blocker().proceed();
    expect(history.location).toMatchObject({
      pathname: '/elsewhere',
      search: '?x=1',
      state: { from: '/form' },
    });
  });

  it('asks the last registered blocker, and none once removed', () => {
    const { history, heard } = setup();
    const first = vi.fn(() => true);
    const removeFirst = history.block(first);
    const removeLast = history.block(() => false);
    history.push('/a');
    expect(first).not.toHaveBeenCalled();
    expect(heard).toEqual(['PUSH /a']);
    removeLast();
    history.push('/b');
    expect(history.blocker().state).toBe('blocked');
    removeFirst();
    // The screen that asked is gone: nothing waits for an answer, and nothing is asked.
    expect(history.blocker().state).toBe('unblocked');
    history.push('/c');
    expect(heard).toEqual(['PUSH /a', 'PUSH /c']);
  });

  it('tells its watchers of every change of the blocker, with a new snapshot each time', () => {
    const { history } = setup();
    const onChange = vi.fn();
    history.subscribe(onChange);
    history.block(() => true);
    const before = history.blocker();
    expect(history.blocker()).toBe(before);
    history.push('/elsewhere');
    expect(onChange).toHaveBeenCalled();
    expect(history.blocker()).not.toBe(before);
  });
});
