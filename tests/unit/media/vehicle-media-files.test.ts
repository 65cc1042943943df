/**
 * The file modal's Save rule (spec 02 §5) and how the viewer shows a file
 * (its kind is its url's extension; a queued one's, its bytes' type).
 */
import { describe, expect, it } from 'vitest';
import {
  canSaveVehicleFile,
  pickedFileKind,
  vehicleFileKind,
  viewerFor,
} from '../../../src/domain/vehicle-media-files';

const pdf = { type: 'application/pdf', name: 'inspecao.pdf' };
const jpeg = { type: 'image/jpeg', name: 'livrete.jpg' };
const zip = { type: 'application/zip', name: 'coisas.zip' };

describe('the file modal Save', () => {
  it.each([
    ['a description and a PDF', { description: 'Inspeção', files: [pdf] }, true],
    ['a description and an image', { description: 'Livrete', files: [jpeg] }, true],
    [
      'a description and the existing url',
      { description: 'Livrete', files: [], existingUrl: '/api/media/x.pdf' },
      true,
    ],
    ['no description', { description: '', files: [pdf] }, false],
    ['a blank description', { description: '   ', files: [pdf] }, false],
    ['no file and no url', { description: 'Inspeção', files: [] }, false],
    ['no file and a null url', { description: 'Inspeção', files: [], existingUrl: null }, false],
    ['two files', { description: 'Inspeção', files: [pdf, jpeg] }, false],
    ['a file that is neither a PDF nor an image', { description: 'Inspeção', files: [zip] }, false],
    [
      'a new file that is not allowed, even with a url',
      { description: 'X', files: [zip], existingUrl: '/a.pdf' },
      false,
    ],
  ])('%s → %s', (_name, input, expected) => {
    expect(canSaveVehicleFile(input)).toBe(expected);
  });

  it('takes a PDF the browser gave no type by its name', () => {
    expect(pickedFileKind({ type: '', name: 'SCAN.PDF' })).toBe('pdf');
    expect(pickedFileKind({ type: '', name: 'scan' })).toBeNull();
  });
});

describe('the viewer choice', () => {
  it.each([
    ['/api/media/c/1/v/2/files/a-b.pdf', 'pdf'],
    ['/api/media/c/1/v/2/files/a-b.PDF', 'pdf'],
    ['/api/media/c/1/v/2/files/a-b.pdf?v=1', 'pdf'],
    ['/api/media/c/1/v/2/files/a-b.webp', 'image'],
    ['/demo/car-1.jpg', 'image'],
    ['/api/media/c/1/v/2/files/pdf-b.webp', 'image'],
  ])('%s opens as %s', (url, kind) => {
    expect(vehicleFileKind(url)).toBe(kind);
    expect(viewerFor(url)).toBe(kind);
  });

  it('opens a queued file by the type of its bytes on the device', () => {
    expect(viewerFor('local:row-1', 'application/pdf')).toBe('pdf');
    expect(viewerFor('local:row-2', 'image/jpeg')).toBe('image');
  });
});
