import { vi } from 'vitest';

/** Catches the downloads (object URLs stubbed, the anchor's click held back): answers the names it was clicked with. */
export function catchDownloads(): string[] {
  URL.createObjectURL = vi.fn(() => 'blob:download');
  URL.revokeObjectURL = vi.fn();
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}
