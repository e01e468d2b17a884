import { ContactMessagesList } from '../modules/contact-us/ContactMessagesList.tsx';

/** /admin/contact-us: the contact form's messages. */
export default function ContactUsPage() {
  return (
    <section className="bo-page" aria-labelledby="contact-us-title">
      <header className="bo-page__header">
        <div>
          <h1 id="contact-us-title" className="bo-page__title">
            Messages de contact
          </h1>
          <p className="bo-page__lead">Les messages envoyés depuis le formulaire de contact du site.</p>
        </div>
      </header>
      <ContactMessagesList />
    </section>
  );
}
