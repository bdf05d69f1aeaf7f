import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n, initI18n } from '../lib/i18n';
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

initI18n('en');

afterEach(async () => {
  cleanup();
  notifications.clean(); // the toasts' store outlives the rendered tree
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  await i18n.changeLanguage('en');
});
