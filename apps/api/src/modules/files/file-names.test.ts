import { describe, expect, it } from 'vitest';
import { attachmentDisposition, safeFileName } from './file-names.ts';

describe('safeFileName', () => {
  it('keeps a fitting name, Czech letters included', () => {
    expect(safeFileName('řidičský průkaz.pdf', 'application/pdf')).toBe('řidičský průkaz.pdf');
    expect(safeFileName('scan.JPEG', 'image/jpeg')).toBe('scan.JPEG');
  });
  it('gives the extension of the bytes to a name without a fitting one', () => {
    expect(safeFileName('invoice.html', 'application/pdf')).toBe('invoice.html.pdf');
    expect(safeFileName('photo', 'image/webp')).toBe('photo.webp');
    expect(safeFileName(undefined, 'image/png')).toBe('file.png');
    expect(safeFileName('.png', 'image/png')).toBe('file.png');
  });
  it('drops paths, control and direction-override characters', () => {
    expect(safeFileName('C:\\Users\\jan\\a.png', 'image/png')).toBe('a.png');
    expect(safeFileName('../../etc/a.png', 'image/png')).toBe('a.png');
    expect(safeFileName('bad\u0000\r\nname.png', 'image/png')).toBe('badname.png');
    expect(safeFileName('invoice\u202egnp.exe', 'image/png')).toBe('invoicegnp.exe.png');
  });
  it('shortens long names and keeps the extension', () => {
    const name = safeFileName(`${'a'.repeat(300)}.pdf`, 'application/pdf');
    expect(name.length).toBe(200);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('attachmentDisposition', () => {
  it('has an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('řidičský průkaz.pdf')).toBe(
      `attachment; filename="ridicsky prukaz.pdf"; filename*=UTF-8''%C5%99idi%C4%8Dsk%C3%BD%20pr%C5%AFkaz.pdf`,
    );
  });
  it('cannot be broken out of by quotes or backslashes', () => {
    expect(attachmentDisposition(`a"b\\c'(d)*.pdf`)).toBe(
      `attachment; filename="a_b_c'(d)*.pdf"; filename*=UTF-8''a%22b%5Cc%27%28d%29%2A.pdf`,
    );
  });
});
