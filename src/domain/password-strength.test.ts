import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import { passwordContextWords, passwordWeakness } from './password-strength';

const context = { username: 'ana.silva@demo.pt', companyName: 'Auto Demo Aveiro', firstName: 'Ana' };

describe('passwordWeakness', () => {
  it.each([
    ['12345678', 'a sequence'],
    ['password1', 'a common password'],
    ['qwertyui', 'a keyboard walk'],
    ['montra2026', "the product's name and a year"],
    ['aveiro2026', "the company's name and a year"],
    ['anasilva1', 'the username'],
  ])('refuses %j (%s)', async (password) => {
    expect(await passwordWeakness(password, context)).toBe(MSG.passwordGuessable);
  });

  it.each(['carro-azul-no-patio', 'Segura#Nova-2026', 'vendas trimestrais 7'])(
    'takes %j',
    async (password) => {
      expect(await passwordWeakness(password, context)).toBeNull();
    },
  );

  it('builds the context from names split into words, the product words included', () => {
    expect(passwordContextWords(context)).toEqual(
      expect.arrayContaining(['montra', 'ana', 'silva', 'demo', 'auto', 'aveiro']),
    );
  });
});
