/** Notifications area of the profile dropdown; no notification source exists yet, so it is empty. */
export function NotificationsPanel() {
  return (
    <section className="app-notifications" aria-labelledby="notifications-title">
      <h2 id="notifications-title" className="app-notifications__title">
        Notifications
      </h2>
      <p className="app-empty">Aucune notification</p>
    </section>
  );
}
