import { describe, expect, it } from 'vitest';
import { photoOrder, type OrderedPhoto } from './photo-order';

const photos = (...pairs: [string, number][]): OrderedPhoto[] =>
  pairs.map(([uuid, orderNum]) => ({ uuid, orderNum }));

describe('photoOrder: the listed photos first, the others after as they were', () => {
  it.each<[string, OrderedPhoto[], string[], string[]]>([
    ['the whole order', photos(['a', 1], ['b', 2], ['c', 3]), ['c', 'a', 'b'], ['c', 'a', 'b']],
    ['one moved first: the others follow', photos(['a', 1], ['b', 2], ['c', 3]), ['c'], ['c', 'a', 'b']],
    [
      'the others by orderNum, whatever their order here',
      photos(['c', 3], ['a', 1], ['b', 2]),
      ['b'],
      ['b', 'a', 'c'],
    ],
    ['equal orderNums by uuid', photos(['b', 1], ['a', 1], ['c', 2]), ['c'], ['c', 'a', 'b']],
    ['a photo not of the vehicle is left out', photos(['a', 1], ['b', 2]), ['x', 'b'], ['b', 'a']],
    ['no photos', [], ['a'], []],
  ])('%s', (_, current, order, ordered) => {
    expect(photoOrder(current, order)).toEqual(ordered);
  });
});
