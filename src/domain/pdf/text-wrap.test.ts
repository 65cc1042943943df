import { describe, expect, it } from 'vitest';
import { wrapWords } from './text-wrap';

// One unit per character: the width is the length.
const measure = (s: string) => s.length;

describe('wrapWords', () => {
  it('never breaks inside a plate (pdfkit broke after the hyphen: "52-" / "NH-79")', () => {
    const lines = wrapWords('com a matrícula 52-NH-79 registada', 20, measure).map((l) => l.text);
    expect(lines).toEqual(['com a matrícula', '52-NH-79 registada']);
  });
  it('keeps a word wider than the line whole on a line of its own, and marks paragraph ends', () => {
    expect(wrapWords('a muitolongapalavra b\nc', 6, measure)).toEqual([
      { text: 'a', last: false },
      { text: 'muitolongapalavra', last: false },
      { text: 'b', last: true },
      { text: 'c', last: true },
    ]);
  });
});
