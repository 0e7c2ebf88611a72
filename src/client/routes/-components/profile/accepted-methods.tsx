import { trpc } from '../../../trpc';

/** "Pay in cash, by mobile banking or in USDT": only the methods this site's settings offer (issue 28). */
export function AcceptedMethods() {
  const methods = trpc.payments.instructions.useQuery().data?.methods ?? [];
  const labels = methods.map((m) => m.label);
  if (labels.length === 0) return <>No payment method is open yet; the site administrator has not set one up.</>;
  const list = labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`;
  return <>This site accepts: {list}.</>;
}
