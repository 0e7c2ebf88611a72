import { describe, expect, it } from 'vitest';
import { hasSignedInMarker } from './signed-in-marker';

describe('the signed-in marker as a script reads document.cookie', () => {
  it('is there only as the server sets it', () => {
    expect(hasSignedInMarker('dce_signed_in=1')).toBe(true);
    expect(hasSignedInMarker('theme=dark; dce_signed_in=1; data_saver=on')).toBe(true);
    for (const cookies of [undefined, '', 'dce_signed_in=', 'dce_signed_in=0', 'x_dce_signed_in=1', 'dce_signed_in_old=1', 'dce_session=abc'])
      expect(hasSignedInMarker(cookies), String(cookies)).toBe(false);
  });
});
