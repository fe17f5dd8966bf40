import { useCallback, useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  SeodangContext,
  ToastHost,
  errorKind,
  type AuthState,
  type PageData,
  type RealtimeClient,
  type SeodangRuntime,
} from '@seodang/sdk/web';
import { pageTitle } from '../title/page-title.ts';
import { createShellRouter } from './router.tsx';
import { IeWarningDialog } from '../ie/ie-warning-dialog.tsx';
import { reportRouteChanges } from '../analytics/route-changes.ts';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refusal or a missing thing (401/403/404) does not change by asking again.
      retry: (failures, error) => failures < 1 && errorKind(error) === 'other',
      refetchOnWindowFocus: false,
      staleTime: 10_000,
    },
  },
});

const router = createShellRouter();

interface RootProps {
  pageData: PageData;
  realtime: RealtimeClient;
  assessmentOnly: boolean;
}

/** Providers around the router: the shell runtime, server state and toasts. */
export function Root({ pageData, realtime, assessmentOnly }: RootProps) {
  const [auth, setAuth] = useState<AuthState>(pageData.auth);
  const channelName = pageData.pageInfo.channelData?.name;
  const setTitle = useCallback(
    (title?: string) => {
      document.title = pageTitle(pageData.head, channelName, title);
    },
    [pageData.head, channelName],
  );
  const runtime = useMemo<SeodangRuntime>(
    () => ({
      pageInfo: pageData.pageInfo,
      auth,
      setAuth,
      capabilities: pageData.capabilities,
      head: pageData.head,
      initialData: pageData.initialData,
      realtime,
      assessmentOnly,
      setTitle,
    }),
    [pageData, auth, realtime, assessmentOnly, setTitle],
  );
  const userId = auth.userData?.userId;
  const proctoredRoutes = pageData.pageInfo.proctoredRoutes;
  useEffect(
    () =>
      reportRouteChanges(router, {
        userId,
        proctoredRoutes: proctoredRoutes ?? [],
        dataLayer: window as { dataLayer?: Record<string, unknown>[] },
      }),
    [userId, proctoredRoutes],
  );
  return (
    <SeodangContext.Provider value={runtime}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <ToastHost />
        <IeWarningDialog />
      </QueryClientProvider>
    </SeodangContext.Provider>
  );
}
