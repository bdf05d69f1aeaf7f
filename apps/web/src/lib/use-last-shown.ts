import { useState } from 'react';

/**
 * What a dialog shows: `value` while it is open, and after it went null (closed) what it showed last, so
 * the dialog keeps its content while it fades out.
 */
export function useLastShown<T>(value: T | null): T | null {
  const [shown, setShown] = useState(value);
  if (value !== null && value !== shown) setShown(value);
  return value ?? shown;
}
