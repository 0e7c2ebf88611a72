/**
 * The logo stays 32x32 beside a long site name: the header's `flex min-w-0` link let it shrink to
 * 10x32 px (probe 41, F5). `shrink-0` is on the mark itself, so every use (header, footer, admin
 * header) keeps it, whatever class a use passes.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LogoMark } from './logo';

const classes = (html: string) => /<svg[^>]*\sclass="([^"]*)"/.exec(html)?.[1]?.split(/\s+/) ?? [];

describe('LogoMark', () => {
  it('never shrinks in a flex row and keeps its 32x32 size', () => {
    const html = renderToStaticMarkup(<LogoMark />);
    expect(classes(html)).toEqual(expect.arrayContaining(['shrink-0', 'h-8', 'w-8']));
    expect(html).toMatch(/<svg[^>]*\swidth="32"[^>]*\sheight="32"/);
  });

  it('keeps shrink-0 when a use passes its own size', () => {
    expect(classes(renderToStaticMarkup(<LogoMark className="h-6 w-6" />))).toEqual(expect.arrayContaining(['shrink-0', 'h-6', 'w-6']));
  });
});
