import { describe, expect, it } from 'vitest';
import { RESIZE_LONG_EDGE_PX, resizeTarget } from './photo-resize';

describe('resizeTarget', () => {
  it('scales a 12 MP landscape photo to a 2048 px long edge, keeping the ratio', () => {
    expect(resizeTarget(4000, 3000)).toEqual({ width: 2048, height: 1536 });
  });

  it('scales a portrait photo by its height', () => {
    expect(resizeTarget(3000, 4000)).toEqual({ width: 1536, height: 2048 });
  });

  it('rounds the short side and never makes it 0', () => {
    expect(resizeTarget(4001, 3001)).toEqual({ width: 2048, height: 1536 });
    expect(resizeTarget(100_000, 10)).toEqual({ width: RESIZE_LONG_EDGE_PX, height: 1 });
  });

  it('keeps a photo already within the long edge (never scales up)', () => {
    expect(resizeTarget(2048, 1536)).toBeNull();
    expect(resizeTarget(640, 480)).toBeNull();
  });

  it('handles a square photo and a custom long edge', () => {
    expect(resizeTarget(5000, 5000)).toEqual({ width: 2048, height: 2048 });
    expect(resizeTarget(1000, 500, 96)).toEqual({ width: 96, height: 48 });
  });

  it('has nothing to do for an image without a size', () => {
    expect(resizeTarget(0, 100)).toBeNull();
    expect(resizeTarget(Number.NaN, 100)).toBeNull();
  });
});
