import { describe, expect, it } from 'vitest';
import { badgeText } from './notifications';

describe('badgeText (the unread badge on the bell)', () => {
  const cases: { unread: number; text: string | null }[] = [
    { unread: 0, text: null },
    { unread: -1, text: null },
    { unread: Number.NaN, text: null },
    { unread: 1, text: '1' },
    { unread: 5, text: '5' },
    { unread: 9, text: '9' },
    { unread: 10, text: '+9' },
    { unread: 250, text: '+9' },
  ];

  it.each(cases)('shows $text for $unread unread', ({ unread, text }) => {
    expect(badgeText(unread)).toBe(text);
  });
});
