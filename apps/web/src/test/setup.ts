import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { RESOURCES, i18n, initI18n } from '../lib/i18n';
import { staticMediaQuery } from './media';

// Mantine reads media queries and observes sizes; jsdom has neither.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => staticMediaQuery(query, false),
  });
}

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
  Object.defineProperty(globalThis, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverStub,
  });
}
// Mantine's autosize textarea listens for web fonts loading; jsdom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
  });
}
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
window.scrollTo = () => undefined;

initI18n('en', RESOURCES);

// Pages are lazy route chunks (app/router.tsx): the first visit of a route imports its module, which takes
// seconds on a loaded machine. The find/waitFor helpers wait for the condition, up to this long.
configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  cleanup();
  notifications.clean(); // the toasts' store outlives the rendered tree
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  await i18n.changeLanguage('en');
});
