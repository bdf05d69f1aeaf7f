import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { USER_QUERY_KEY, fetchUserDetails } from './lib/auth';
import { normalizeLanguage } from '@vozka/domain';
import { detectInitialLanguage, initI18n, setLanguage } from './lib/i18n';
import { PENDING_ACTION, PRERENDERED_PAGES, USER_DETAILS_REQUEST } from './app/public-pages';
import { seedFromDocument } from './app/page-data';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// A page with build-time HTML (vite-prerender.ts) shows it already, in the language the server took for the
// visitor's (their language cookie, else their browser's): the app starts in that language, to take the page
// over as it stands, and switches to the visitor's own (a choice stored without the cookie) after that.
const prerendered = root.querySelector<HTMLElement>(':scope > [data-prerendered]');
const language = detectInitialLanguage();
initI18n(normalizeLanguage(prerendered?.dataset.prerendered) ?? language);

const queryClient = createQueryClient();
// Who is signed in is asked before the first render: every page waits for the answer (the sign-in page shows
// its form on a 401). The HTML's first script has asked already, while the app loaded (vite-route-preload.ts,
// the same request); without it, it is asked now, while the page's chunk loads (issue 18).
const early = (window as { [USER_DETAILS_REQUEST]?: Promise<Response> | null })[USER_DETAILS_REQUEST] ?? undefined;
(window as { [USER_DETAILS_REQUEST]?: null })[USER_DETAILS_REQUEST] = null; // read once; a late script asks nothing
const session = queryClient.prefetchQuery({ queryKey: USER_QUERY_KEY, queryFn: () => fetchUserDetails(early), staleTime: 60_000 });
const router = createAppRouter();
// A page the server rendered with its answers (decision 0050) came with them: the app's first render shows them
// too, and nothing waits for them to be asked again.
const withData = seedFromDocument(queryClient, document);

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

// The app takes a build-time page over — hydrates it — once its state is the one the page was rendered in:
// the page's route loaded with its texts and the session answered. Until then the visitor sees the page, not
// a spinner; a signed-in visitor's page (a redirect, the contract's answer) follows as the app renders it.
// A signed-out visitor's sign-in page is taken over at their first touch, key or focus: typing and links
// work without the app, and hydrating it before costs a phone's CPU while the visitor reads (issue 18).
if (prerendered) {
  void Promise.all([session, routerReady()])
    // A task of its own: the page's chunks were just evaluated in this one, and evaluating and hydrating in one
    // go held a phone's main thread for ~170 ms (4× slower CPU) at a time when the visitor may tap (issue 18).
    .then(nextTask)
    .then(() => (waitsForVisitor(prerendered) ? firstInteraction() : undefined))
    .then(() => {
      hydrateRoot(prerendered, app);
      document.documentElement.setAttribute('data-hydrated', '');
      const pending = pendingAction();
      if (pending instanceof HTMLFormElement && pending.isConnected) pending.requestSubmit();
      else if (pending?.isConnected) pending.click();
      if (prerendered.dataset.prerendered !== language) void setLanguage(language);
    });
} else {
  createRoot(root).render(app);
}

/** Resolves in a later task: the browser paints and handles input in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

/** What the visitor did on the page that only the app can do, held by the route preload. */
function pendingAction(): HTMLElement | undefined {
  return (window as { [PENDING_ACTION]?: HTMLElement })[PENDING_ACTION];
}

/**
 * A page taken over at the first interaction, as it was rendered: signed out, in its language, nothing held. A
 * page the server sent with its data needs nothing from the app either until the visitor uses it.
 */
function waitsForVisitor(page: HTMLElement): boolean {
  const rendered = Object.values(PRERENDERED_PAGES).find((candidate) => new RegExp(candidate.path).test(location.pathname));
  return (
    (rendered?.takeOver === 'first-interaction' || (rendered !== undefined && withData)) &&
    queryClient.getQueryData(USER_QUERY_KEY) === null &&
    page.dataset.prerendered === language &&
    !pendingAction()
  );
}

/**
 * Resolves at the visitor's first touch, key or focus, within that event's dispatch (the app is there for
 * the click or the key that follows it).
 */
function firstInteraction(): Promise<void> {
  const events = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
  return new Promise((resolve) => {
    const interacted = () => {
      for (const type of events) document.removeEventListener(type, interacted, true);
      resolve();
    };
    for (const type of events) document.addEventListener(type, interacted, true);
  });
}

/** Resolves when the router has loaded what the first address needs (its routes' chunks and texts). */
function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
