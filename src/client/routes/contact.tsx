import { createFileRoute, Link } from '@tanstack/react-router';
import { contactIntro, contactTopics } from '../../content/data/contact';
import { ContactForm } from './-components/contact/contact-form-island';
import { ContactPanel } from './-components/contact/contact-panel';
import { useFormFlash } from '../lib/form-flash';
import { withSiteName } from '../lib/page-title';

export const Route = createFileRoute('/contact')({
  staticData: { hydrate: 'islands', query: [], access: 'public' },
  head: ({ match }) => ({
    meta: [
      { title: withSiteName(match, 'Contact Us') },
      {
        name: 'description',
        content: 'Questions about the courses, payments or anything you read here? Write in with the contact form.',
      },
    ],
  }),
  component: ContactPage,
});

function ContactPage() {
  const contactFlash = useFormFlash('contact');
  return (
    <div>
      <header className="bg-gradient-to-br from-primary-strong to-accent-strong px-4 py-12 text-white">
        <div className="mx-auto max-w-7xl">
          <h1 className="text-3xl font-bold sm:text-4xl">Contact Us</h1>
          <p className="mt-3 max-w-2xl text-white">{contactIntro}</p>
        </div>
      </header>
      <section aria-labelledby="get-in-touch" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="get-in-touch" className="text-2xl font-bold">
          Get In Touch
        </h2>
        <div className="mt-6 grid gap-8 lg:grid-cols-3">
          <div className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
            <h3 className="mb-4 text-lg font-semibold">Contact information</h3>
            <ContactPanel />
          </div>
          <div className="rounded-2xl border border-slate-200 p-6 lg:col-span-2 dark:border-slate-800">
            <h3 className="mb-4 text-lg font-semibold">Send us a message</h3>
            <ContactForm flash={contactFlash} />
          </div>
        </div>
      </section>
      <section aria-labelledby="before-you-write" className="mx-auto max-w-7xl px-4 pb-12">
        <h2 id="before-you-write" className="text-2xl font-bold">
          Before you write
        </h2>
        <dl className="mt-6 grid gap-6 md:grid-cols-2">
          {contactTopics.map((topic) => (
            <div key={topic.question} className="rounded-2xl bg-slate-50 p-6 dark:bg-slate-900">
              <dt className="font-semibold">{topic.question}</dt>
              <dd className="mt-2 text-slate-700 dark:text-slate-300">{topic.answer}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 text-slate-700 dark:text-slate-300">
          Read more about{' '}
          <Link to="/security/$topic" params={{ topic: 'common-scams' }} className="font-medium text-primary underline">
            common scams and what to do
          </Link>{' '}
          or the{' '}
          <Link to="/legal" className="font-medium text-primary underline">
            Virtual Asset Business Act
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
