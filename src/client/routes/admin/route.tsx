import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireAdmin } from '../../lib/guards';

/** Every /admin page is for admins only: checked here, on the server and in the browser. */
export const Route = createFileRoute('/admin')({
  staticData: { hydrate: 'app', query: [], access: 'admin' },
  beforeLoad: ({ context, location }) => ({ user: requireAdmin(context.user, location.href) }),
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: Outlet,
});
