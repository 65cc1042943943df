import { afterEach, describe, expect, it } from 'vitest';
import { bootLoginForm, discardHiddenBootLogin, takeOverBootLogin } from './boot-login';

/** index.html's login form, as the page has it before the app takes over. */
function drawBootLogin(): HTMLFormElement {
  document.documentElement.setAttribute('data-boot-login', '');
  document.body.insertAdjacentHTML(
    'afterbegin',
    '<div id="boot-login"><form><input name="username" /><input name="password" type="password" />' +
      '<button type="submit">Login</button></form></div>',
  );
  return document.querySelector('#boot-login form') as HTMLFormElement;
}

const field = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement;

afterEach(() => {
  document.getElementById('boot-login')?.remove();
  document.documentElement.removeAttribute('data-boot-login');
});

describe('takeOverBootLogin', () => {
  it('hands over what was typed and where the focus was, and removes the form', () => {
    const form = drawBootLogin();
    field(form, 'username').value = 'admin@demo.pt';
    field(form, 'password').value = 'segredo';
    field(form, 'password').focus();
    expect(takeOverBootLogin()).toEqual({
      username: 'admin@demo.pt',
      password: 'segredo',
      focused: 'password',
      submitted: false,
    });
    expect(document.getElementById('boot-login')).toBeNull();
    expect(document.documentElement.hasAttribute('data-boot-login')).toBe(false);
  });

  it('tells of a press of Login made before the app was in', () => {
    const form = drawBootLogin();
    form.setAttribute('data-submitted', '');
    expect(takeOverBootLogin()).toMatchObject({ focused: null, submitted: true });
  });

  it('gives nothing where index.html drew no form (any path but /login), nor a second time', () => {
    expect(takeOverBootLogin()).toBeNull();
    drawBootLogin();
    takeOverBootLogin();
    expect(takeOverBootLogin()).toBeNull();
  });
});

describe('bootLoginForm and discardHiddenBootLogin', () => {
  it('give the form while index.html shows it (on /login), and leave it there', () => {
    const form = drawBootLogin();
    expect(bootLoginForm()).toBe(form);
    discardHiddenBootLogin();
    expect(document.getElementById('boot-login')).not.toBeNull();
  });

  it('on any other path: no form to use, and the hidden one is removed', () => {
    drawBootLogin();
    document.documentElement.removeAttribute('data-boot-login');
    expect(bootLoginForm()).toBeNull();
    discardHiddenBootLogin();
    expect(document.getElementById('boot-login')).toBeNull();
  });
});
