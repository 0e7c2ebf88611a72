/**
 * The amount due reads with thousands separators (US$1,000,000.00), and its Copy buttons copy the
 * plain decimal (1000000.00) a bank app or a wallet takes (probe 78, F7).
 */
import { isValidElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CopyValue } from '../../../components/ui/copy-value';
import { AmountDueLines } from './amount-due-lines';

const amount = { usdCents: 100_000_000, xcdCents: 270_000_000, usdt: '1000000.00' };

/** The props of every CopyValue in an element tree (AmountDueLines places them directly). */
function copyValues(node: ReactNode): { value: string; copyValue?: string }[] {
  if (Array.isArray(node)) return node.flatMap(copyValues);
  if (!isValidElement<{ children?: ReactNode; value?: string; copyValue?: string }>(node)) return [];
  if (node.type === CopyValue) return [{ value: node.props.value ?? '', copyValue: node.props.copyValue }];
  return copyValues(node.props.children);
}

describe('AmountDueLines', () => {
  it('shows the amounts grouped in thousands', () => {
    const html = renderToStaticMarkup(<AmountDueLines amount={amount} method="usdt" />);
    for (const shown of ['US$1,000,000.00', 'EC$2,700,000.00', '1,000,000.00 USDT']) expect(html).toContain(shown);
  });

  it('copies digits only', () => {
    expect(copyValues(AmountDueLines({ amount, method: 'usdt' }))).toEqual([
      { value: '1,000,000.00 USDT', copyValue: '1000000.00' },
      { value: 'US$1,000,000.00', copyValue: '1000000.00' },
      { value: 'EC$2,700,000.00', copyValue: '2700000.00' },
    ]);
  });
});
