import { UserQueriesList } from '../modules/user-queries/UserQueriesList.tsx';

/** /admin/users/queries (also /admin/manage-users-queries): customers' questions and the feedback. */
export default function UserQueriesPage() {
  return (
    <section className="bo-page" aria-labelledby="user-queries-title">
      <header className="bo-page__header">
        <div>
          <h1 id="user-queries-title" className="bo-page__title">
            Questions des utilisateurs
          </h1>
          <p className="bo-page__lead">
            Les questions posées par les clients depuis leur espace. Votre réponse leur est envoyée par e-mail
            et s’affiche dans leur espace.
          </p>
        </div>
      </header>
      <UserQueriesList />
    </section>
  );
}
