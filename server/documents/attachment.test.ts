import { describe, expect, it } from 'vitest';
import { attachment } from './csv';

/** The RFC 5987 ext-value of a Content-Disposition (what follows filename*=UTF-8''). */
const extValue = (header: string) => /filename\*=UTF-8''(\S+)$/.exec(header)?.[1] ?? '';
const ATTR_CHAR_RE = /^(?:[A-Za-z0-9!#$&+\-.^_`|~]|%[0-9A-F]{2})+$/;

describe('attachment (Content-Disposition)', () => {
  it.each([
    ['Lista de Vendas - Auto Demo (Aveiro).csv', 'Lista de Vendas - Auto Demo (Aveiro).csv'],
    ["Stock Atual - O'Neill & Filhos*.csv", "Stock Atual - O'Neill & Filhos*.csv"],
    ['52-NH-79 Preçário.pdf', '52-NH-79 Preçário.pdf'],
  ])('encodes %j as RFC 5987 allows, decoding back to the name', (name, decoded) => {
    const value = extValue(attachment(name));
    expect(value).toMatch(ATTR_CHAR_RE);
    expect(decodeURIComponent(value)).toBe(decoded);
  });

  it('drops control and bidirectional characters from both names', () => {
    const header = attachment('fatura\u202Efdp.exe\r\nX-Injected: 1\u200F\u2066.pdf');
    expect(header).not.toMatch(/[\r\n\u202e\u200f\u2066]/u);
    expect(decodeURIComponent(extValue(header))).toBe('faturafdp.exeX-Injected: 1.pdf');
    expect(header).toContain('filename="faturafdp.exeX-Injected: 1.pdf"');
  });
});
