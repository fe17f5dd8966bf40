import { useRouteError } from 'react-router';
import { ErrorState } from '@seodang/sdk/web';

/** Last resort when a screen throws while rendering. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="sd-container" id="main">
      <ErrorState error={error} onRetry={() => window.location.reload()} />
    </main>
  );
}
