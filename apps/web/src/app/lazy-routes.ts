import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { type Namespace, loadTexts } from '../lib/i18n';

/** A page's component, loaded when its route is first opened (one chunk per page: issue 18). */
export type Load = () => Promise<ComponentType>;

/**
 * A route's `lazy`: the component of its own chunk, loaded when the route is first opened, together with
 * the text namespaces it shows (in the UI language; a public page loads no other: lib/i18n.ts).
 */
export function lazyComponent(load: Load, namespaces: readonly Namespace[] = []): RouteObject['lazy'] {
  return async () => {
    const [Component] = await Promise.all([load(), loadTexts(namespaces)]);
    return { Component };
  };
}

export function page(path: string, load: Load, namespaces: readonly Namespace[] = []): RouteObject {
  return { path, lazy: lazyComponent(load, namespaces) };
}
