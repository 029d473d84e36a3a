#!/usr/bin/env node
// `npm run bench:ui`: what the forms cost in renders, on the built package, in jsdom against the
// in-process reference service. React's Profiler counts commits of the form's tree: typing
// must commit nothing (fields are uncontrolled), a submit at most 3 times. Fails over budget.
import { JSDOM } from 'jsdom';

const dom = new JSDOM('<!doctype html><div id="root"></div>', {
  url: 'http://localhost/',
  pretendToBeVisual: true,
});
for (const key of Object.getOwnPropertyNames(dom.window)) {
  if (key in globalThis || key.startsWith('_')) continue;
  Object.defineProperty(globalThis, key, {
    value: dom.window[key],
    configurable: true,
    writable: true,
  });
}
for (const key of ['window', 'document', 'navigator', 'Event', 'KeyboardEvent', 'MouseEvent']) {
  Object.defineProperty(globalThis, key, {
    value: dom.window[key],
    configurable: true,
    writable: true,
  });
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const { act, createElement: h, Profiler } = await import('react');
const { createRoot } = await import('react-dom/client');
const { QueryClient } = await import('@tanstack/react-query');
const { default: userEvent } = await import('@testing-library/user-event');
const { AuthProvider } = await import('../dist/react.js');
const { SignupForm, LoginForm } = await import('../dist/ui.js');
const { createTestAuth } = await import('../dist/testing.js');

const rows = [];
const until = async (check) => {
  for (let i = 0; i < 500 && !check(); i++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
};

/** Mounts `form` in a Profiler; `commits()` counts the commits of its tree since the last call. */
async function mount(form, props) {
  const auth = createTestAuth({ clientHasApiKey: false });
  let commits = 0;
  let done = false;
  const root = createRoot(document.getElementById('root'));
  await act(() =>
    root.render(
      h(
        AuthProvider,
        { client: auth.client, queryClient: new QueryClient(), crossTabSync: false },
        h(
          Profiler,
          { id: 'form', onRender: () => (commits += 1) },
          h(form, { ...props, onSuccess: () => (done = true) }),
        ),
      ),
    ),
  );
  const take = () => {
    const count = commits;
    commits = 0;
    return count;
  };
  take();
  return { auth, root, take, isDone: () => done };
}

const user = userEvent.setup({ document });
const input = (label) =>
  [...document.querySelectorAll('label')].find((l) => l.textContent === label)?.control;
const button = (name) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name);

{
  const form = await mount(SignupForm, {});
  await act(() => user.type(input('Name'), 'Ada Lovelace-Byron!!')); // 20 characters
  rows.push(['SignupForm commits while typing 20 characters', form.take(), 0]);
  await act(() => user.type(input('Email'), 'ada@example.com'));
  await act(() => user.type(input('Password'), 'analytical engine'));
  form.take();
  await act(() => user.click(button('Create account')));
  await until(form.isDone);
  rows.push(['SignupForm commits for a successful submit', form.take(), 3]);
  await act(() => form.root.unmount());
}

{
  const form = await mount(LoginForm, {});
  await act(() => user.click(button('Sign in')));
  await until(() => document.querySelector('[aria-invalid="true"]'));
  form.take();
  await act(() => user.type(input('Password'), 'twenty characters!!!'));
  rows.push(['LoginForm commits typing 20 characters after a failed submit', form.take(), 2]);
  await act(() => form.root.unmount());
}

console.log(`${'measure'.padEnd(62)} ${'count'.padStart(6)} ${'budget'.padStart(7)}`);
let over = false;
for (const [name, count, budget] of rows) {
  over ||= count > budget;
  console.log(
    `${name.padEnd(62)} ${String(count).padStart(6)} ${String(budget).padStart(7)}${count > budget ? '  OVER' : ''}`,
  );
}
if (over) process.exit(1);
