import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { backofficeRoutes } from '../backoffice/backoffice-routes.tsx';
import { customerRoutes } from '../customer/customer-routes.tsx';
import { NotFoundScreen } from './NotFoundScreen.tsx';
import { ScreenErrorBoundary } from './ScreenErrorBoundary.tsx';
import { Spinner } from './Spinner.tsx';

/** Every route of the app; each area declares its own (see customer-routes, backoffice-routes). */
export function AppRoutes() {
  return (
    <ScreenErrorBoundary>
      <Suspense fallback={<Spinner />}>
        <Routes>
          {customerRoutes}
          {backofficeRoutes}
          <Route path="*" element={<NotFoundScreen />} />
        </Routes>
      </Suspense>
    </ScreenErrorBoundary>
  );
}
