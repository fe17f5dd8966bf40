// The async boundary lets Module Federation settle shared singletons before React loads.
import('./bootstrap.tsx').catch((error: unknown) => {
  console.error('Seodang failed to start:', error);
});
