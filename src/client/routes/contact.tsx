import { createFileRoute } from '@tanstack/react-router';
import { ContactForm } from './-components/contact/contact-form';
import { ContactPanel } from './-components/contact/contact-panel';

export const Route = createFileRoute('/contact')({
  head: () => ({
    meta: [
      { title: 'Contact Us | Dominica Crypto Education' },
      {
        name: 'description',
        content: 'Questions about our courses, payments or anything you read here? Write to our team in Roseau, Dominica.',
      },
    ],
  }),
  component: ContactPage,
});

function ContactPage() {
  return (
    <div>
      <header className="bg-gradient-to-br from-primary to-accent px-4 py-12 text-white">
        <div className="mx-auto max-w-7xl">
          <h1 className="text-3xl font-bold sm:text-4xl">Contact Us</h1>
          <p className="mt-3 max-w-2xl text-white/90">
            We answer questions about courses, payments and learning. We never ask for your seed phrase or passwords, and we cannot recover
            lost funds.
          </p>
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
            <ContactForm />
          </div>
        </div>
      </section>
    </div>
  );
}
