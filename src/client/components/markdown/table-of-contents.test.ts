import { describe, expect, it } from 'vitest';
import { withHeadingAnchors } from './table-of-contents';

describe('withHeadingAnchors', () => {
  it('gives accented headings their plain letters, not a hyphen where the accent was (probe 41, F14)', () => {
    const { html, headings } = withHeadingAnchors('<h2>Crème brûlée &amp; Bitcoin</h2><h2>Kwéyòl</h2><h2>Kwéyòl</h2>');
    expect(headings.map((h) => h.id)).toEqual(['section-creme-brulee-bitcoin', 'section-kweyol', 'section-kweyol-2']);
    expect(html).toContain('<h2 id="section-creme-brulee-bitcoin">Crème brûlée &amp; Bitcoin</h2>');
  });

  it('keeps the ids of plain headings as they were', () => {
    const { headings } = withHeadingAnchors('<h2>Who the Act is aimed at</h2><h2 id="kept">Own id</h2><h2>!!!</h2>');
    expect(headings).toEqual([
      { id: 'section-who-the-act-is-aimed-at', text: 'Who the Act is aimed at' },
      { id: 'section-section', text: '!!!' },
    ]);
  });
});
