import { createFileRoute } from '@tanstack/react-router';
import { ContentArticle } from '../../components/content-article';
import { caribbeanFocus } from '../../content/caribbean/pages';

export const Route = createFileRoute('/caribbean-focus/')({
  head: () => ({
    meta: [{ title: `${caribbeanFocus.title} | Dominica Crypto Education` }, { name: 'description', content: caribbeanFocus.description }],
  }),
  component: CaribbeanFocusPage,
});

function CaribbeanFocusPage() {
  return <ContentArticle page={caribbeanFocus} />;
}
