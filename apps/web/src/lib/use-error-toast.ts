import { useEffect, useRef } from 'react';
import { showErrorToast } from './toasts';

/**
 * Spec §8 toasts for a failed load ("Rides could not be loaded"): one toast per failed answer, not one
 * per render (the error stays in the query until a load succeeds).
 */
export function useErrorToast(query: { error: unknown; errorUpdatedAt: number }, title: string, defaultDetail: string): void {
  const shown = useRef(0);
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (!error || errorUpdatedAt === shown.current) return;
    shown.current = errorUpdatedAt;
    showErrorToast(title, error, defaultDetail);
  }, [error, errorUpdatedAt, title, defaultDetail]);
}
